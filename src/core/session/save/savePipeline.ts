import type { FieldsEnvelope } from '../../wire/model/types';
import type { AskedSave } from '../state/askedSave';
import type { SessionContext } from '../context/sessionContext';
import { versionOf } from '../context/versionOf';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { DraftRestore, SaveQueue } from '../drafts/draftStorage';
import { ensureEnvelope } from '../recall/envelopeReply';
import type { Loader } from '../recall/loader';
import type { Replies } from '../recall/replies';
import { requestBody } from '../context/requestBody';
import type { Recall } from '../recall/createRecall';
import type { EditLog } from '../state/editLog';
import type { SaveAttempts } from '../state/saveAttempts';
import { alreadyStored } from './alreadyStored';
import { clientCheckError } from './clientCheckError';
import type { ParkedReceipts } from './parkedReceipts';
import { isNetworkFailure, saveFailure, type SaveFailure } from './saveFailure';
import type { SaveOutcome } from './saveOutcome';
import { trySave, type SaveTry } from './trySave';

/** The save pipeline: checks, the attempt and its key, the tries, and where the save ends. */
export interface SavePipeline {
  /** A save the user asks for: client checks first, then one attempt (`saveDespiteWarnings`). */
  submit(saveDespiteWarnings: boolean): Promise<void>;
  /** Send the attempt now. */
  send(saveDespiteWarnings: boolean): Promise<void>;
  /**
   * Send the save waiting on the device (back online, "Send it now"): the queue hands it over under
   * the save lock, and is told when its outcome is stored. The pipeline and the queue meet here,
   * and at `queueSave`.
   */
  sendQueued(): Promise<void>;
  /** A save is under way (nothing else moves the values meanwhile). */
  busy(): boolean;
}

/** The drafts' parts, when drafts are on: the keeper, the offline queue and the offer. */
export interface DraftParts {
  keeper: DraftKeeper;
  queue: SaveQueue;
  restore: DraftRestore;
}

/** The parts the pipeline acts through, handed to it when the session is made. */
export interface PipelineParts {
  recall: Recall;
  replies: Replies;
  loader: Loader;
  outcome: SaveOutcome;
  receipts: ParkedReceipts;
  drafts: DraftParts | null;
  edits: EditLog;
  attempts: SaveAttempts;
}

/** What a failed try needs to end the attempt. */
interface Attempt {
  body: FieldsEnvelope;
  key: string;
  saveDespiteWarnings: boolean;
  save: AskedSave;
}

/**
 * The save pipeline (ARCHITECTURE.md "Submit"): exactly one outcome per attempt, the key and the
 * unknown-outcome marker written to the draft before the request leaves, a save with a version
 * that meets a 409 checked against the stored object, a save made offline queued on the device.
 *
 * @example
 * const pipeline = createSavePipeline(context, parts); // recall, replies, loader, outcome...
 * await pipeline.submit(false);
 */
export function createSavePipeline(context: SessionContext, parts: PipelineParts): SavePipeline {
  const { recall, replies, loader, outcome, receipts, drafts, edits, attempts } = parts;
  const keeper = drafts?.keeper ?? null;
  const { index } = context;
  /** A save is under way; the one under way is the queued save (its outcome is the other tabs'). */
  let submitting = false;
  /** POST creates; PUT repeats safely (ARCHITECTURE.md "Submit"). */
  const creates = (envelope: FieldsEnvelope) =>
    (context.settings.transport.saveMethod ?? (versionOf(envelope) === null ? 'POST' : 'PUT')) ===
    'POST';

  /**
   * Keep the save on the device until it is back online; the attempt keeps its key. Only `send`
   * calls it, after `submit` waited for the draft lookup (or from the queue, which holds a save
   * only once the lookup is answered): an earlier page's save it would overwrite is resumed.
   */
  const queueSave = (saveDespiteWarnings: boolean) => {
    if (!drafts) return false;
    attempts.begin();
    // It never left: nothing about it is unknown. Its state replaces an offered draft.
    outcome.mark(null);
    drafts.restore.close();
    context.log.begin('save').end('queued');
    drafts.queue.put({ at: Date.now(), saveDespiteWarnings });
    return true;
  };

  /** The service may have stored it: the outcome is unknown, and the draft says so. */
  const unknownOutcome = (error: unknown, { body, key, save }: Attempt) => {
    // The marker is in the draft already for a create without a key; a keyed one's too now.
    if (outcome.marker() === null) {
      outcome.mark({ key, at: Date.now() });
      keeper?.keepSave();
    }
    outcome.unconfirmed({ key, envelope: body, error }, save);
  };

  /** A try failed: what it means for the object (ARCHITECTURE.md "Submit"). */
  const failed = async (error: unknown, failure: SaveFailure, attempt: Attempt) => {
    const { body, save } = attempt;
    // It failed before leaving because the device went offline: it waits on the device instead.
    if (failure === 'failed' && isNetworkFailure(error) && context.network.offline()) {
      if (queueSave(attempt.saveDespiteWarnings)) return;
    }
    const lostCreate = creates(body) && context.settings.transport.idempotentCreates !== true;
    if ((failure === 'lost' && lostCreate) || failure === 'keyReused')
      return unknownOutcome(error, attempt);
    // A definite answer: nothing was stored.
    outcome.known();
    context.setState({
      submitError: error,
      submitState: failure === 'conflict' ? 'conflict' : 'failed',
    });
    outcome.tell(save, { error });
  };

  /**
   * A PUT met a 409: when the stored object holds the user's values, a try of theirs was applied
   * (a repeat the browser or a proxy made, or an earlier page's). The form takes the stored version and returns true: the save goes once more on it,
   * with the same values, and the service answers it with the stored object. What the user typed
   * while the save was out (`edited`) stays, and stays an edit of the stored version.
   */
  const storedAlready = async (body: FieldsEnvelope, edited: ReadonlySet<string>) => {
    const stored = await loader.reloadStored().catch(() => null);
    if (!stored || !alreadyStored(body, stored, edits.sinceLoad())) return false;
    replies.take(stored, edited);
    // The stored version is the one loaded now; what was typed while the save was out stays an
    // edit of it (not an edit made while a re-call or command now out was out).
    edits.reset(edited);
    // The draft holds the changes over the version loaded (ARCHITECTURE.md "Drafts"), and it
    // follows at once: written before, it would bring back values already stored as edits, over
    // a version a reload would call moved.
    keeper?.keep();
    return true;
  };

  const send = async (saveDespiteWarnings: boolean, fromQueue = false) => {
    const current = index.current;
    if (!current || submitting) return;
    // Offline: nothing can leave; with drafts on, the save waits on the device.
    if (context.network.offline() && queueSave(saveDespiteWarnings)) return;
    submitting = true;
    const save = outcome.asked();
    outcome.leave();
    recall.quiet();
    // The save supersedes an offered draft: what a reload must know of it is written below.
    drafts?.restore.close();
    const edited = edits.open();
    const { key } = attempts.begin();
    context.setState({
      submitState: 'submitting',
      submitError: null,
      checkingSave: false,
      conflictAlreadySaved: false,
    });
    let body = current;
    try {
      // Receipts picked offline go first: the body must hold the contents the service made.
      try {
        if (receipts.waiting()) await receipts.flush();
      } catch (error) {
        // The save itself was never sent: a plain failure, or it waits if the device is offline.
        return await failed(error, 'failed', { body, key, saveDespiteWarnings, save });
      }
      const build = () => {
        const applied = requestBody(context, index.current ?? current);
        for (const problem of Object.keys(applied.problems)) edited.add(problem);
        return applied.envelope;
      };
      body = build();
      const keyed = creates(body) && context.settings.transport.idempotentCreates === true;
      // Before the request leaves, the draft holds what a reload must know (ARCHITECTURE.md
      // "Drafts"): the attempt's key, and for a create without one that its outcome is unknown.
      outcome.mark(creates(body) && !keyed ? { key, at: Date.now() } : null);
      if (keeper) {
        keeper.keep();
        keeper.keepSave();
        // Limited: a storage that never answers is reported and the save goes all the same. A
        // create without a key may then leave with no marker stored: a reload while it is out
        // offers the values as a plain draft, not as a save of unknown outcome.
        await keeper.idle();
      }
      const options = { saveDespiteWarnings, key, keyed };
      let tried: SaveTry = await trySave(context, attempts, body, options);
      let alreadySaved = false;
      /** Keys typed while the repeat on the stored version is out: it does not take them. */
      let late: Set<string> | null = null;
      if ('error' in tried && tried.failure === 'conflict' && versionOf(body) !== null) {
        // A create that meets a 409 met the version its own earlier try stored (a re-send the
        // browser made on a reset keep-alive socket): a reload shows a blank template, not what
        // was stored, so the outcome is unknown, never "someone else changed it".
        if (creates(body))
          return unknownOutcome(tried.error, { body, key, saveDespiteWarnings, save });
        alreadySaved = await storedAlready(body, edited);
        if (alreadySaved) {
          body = build();
          late = edits.open();
          try {
            tried = await trySave(context, attempts, body, options);
          } finally {
            edits.close(late);
          }
        }
      }
      if ('error' in tried)
        return await failed(tried.error, tried.failure, { body, key, saveDespiteWarnings, save });
      const { result } = tried;
      if (result.kind === 'created')
        return outcome.saved(result.report, save, {
          alreadySaved,
          missed: (late?.size ?? 0) > 0,
          fromQueue,
        });
      // A refusal created nothing: the next save is a new attempt with a new key (also "Save
      // anyway", whose body is the same: the service would answer the kept refusal again).
      attempts.end();
      outcome.mark(null);
      keeper?.keep();
      keeper?.keepSave();
      const collected = replies.take(ensureEnvelope(result.envelope), edited);
      context.setState({
        submitState: collected.warningsOnly ? 'warnings' : 'invalid',
        focusRequest: context.state.focusRequest + 1,
      });
    } catch (error) {
      // A reply that is no envelope, a value that cannot be sent: nothing was stored.
      await failed(error, saveFailure(error, false), { body, key, saveDespiteWarnings, save });
    } finally {
      edits.close(edited);
      submitting = false;
      // The save's end is what a `whenSettled` waits for: tell it after the flag is down.
      context.log.touch();
    }
  };

  return {
    send: (saveDespiteWarnings) => send(saveDespiteWarnings),
    async sendQueued() {
      const claim = await drafts?.queue.take();
      if (!claim) return;
      // Its outcome is left for the other tabs (`fromQueue`), before the lock is let go.
      try {
        await send(claim.saveDespiteWarnings, true);
      } finally {
        await claim.done();
      }
    },
    busy: () => submitting,
    async submit(saveDespiteWarnings) {
      // The draft lookup after a load may find an earlier page's save, queued or of unknown
      // outcome: that one wins, so a save asked for meanwhile waits for it, then looks again.
      const lookup = drafts?.restore.lookup();
      if (lookup) await lookup;
      // An unknown outcome is never sent again by the Save button: `saveAgain` is. A queued save
      // already takes what is on screen (edits made meanwhile go with it).
      const { submitState } = context.state;
      const waiting = submitState === 'unconfirmed' || submitState === 'queued';
      if (submitting || !index.current || waiting) return;
      if (!context.settings.readOnly && !context.messages.checkAll(index.entries())) {
        context.setState({ submitState: 'invalid', focusRequest: context.state.focusRequest + 1 });
        // Nothing was sent: the app hears why (a screen may place none of the refused fields).
        const { fields } = context.state;
        context.report(clientCheckError(fields, context.messages.list(fields)));
        return;
      }
      // A new save the user asks for: it gets its own callback.
      outcome.ask();
      await send(saveDespiteWarnings);
    },
  };
}
