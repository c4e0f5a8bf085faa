import { mapFields, withoutField } from '../../wire/fieldIndex';
import { jsonEqual } from '../../wire/json';
import type { FieldItem, FieldsEnvelope, JsonValue } from '../../wire/model/types';
import type { SessionContext } from '../context/sessionContext';
import { ensureEnvelope } from './envelopeReply';
import { prefillPlan } from './prefillPlan';
import { createRecallTimer } from './recallTimer';
import type { Replies } from './replies';
import type { Unsaved } from './unsaved';
import type { EditHistory } from '../state/editHistory';
import type { EditLog } from '../state/editLog';
import { requestBody } from '../context/requestBody';

/** The re-call or command under way; `replaced` once a newer one takes its place. */
interface OpenUpdate {
  controller: AbortController;
  replaced: boolean;
}

/** Re-calls and commands: what the user's edits send to the service between saves. */
export interface Recall {
  /** The user typed in a field: a trigger re-calls after the pause in typing. */
  typed(key: string, value: unknown): void;
  /** The user chose a value: a trigger re-calls now, or once a burst of choices settles. */
  chose(key: string, value: unknown): void;
  /** The user left a field: a trigger whose value changed re-calls now. */
  left(key: string): void;
  /**
   * Re-call with the current values (`trigger`: the field whose change asked for it). `bringBack`
   * (an undo or redo): a field the reply brings back gets the value it had when a reply removed it.
   */
  recall(trigger?: string | null, bringBack?: boolean): Promise<void>;
  runCommand(item: FieldItem, command: string): Promise<void>;
  removeField(item: FieldItem): Promise<void>;
  prefill(values: Record<string, JsonValue>): void;
  /** An edit from elsewhere (a restored draft): stored, noted, its client message checked. */
  noteEdit(key: string, value: unknown): void;
  /** Put the `scanned` marker on these fields, or take it off (an undone scan). */
  markScanned(keys: ReadonlySet<string>, on: boolean): void;
  /** Nothing is due and the reply being waited for is dropped (a save takes over). */
  quiet(): void;
  /** The form stops: nothing is due, the exchange out is aborted. */
  stop(): void;
  /** The key's value differs from the one last sent or received: a re-call is due for it. */
  changed(key: string): boolean;
  /** A re-call or command is out. */
  busy(): boolean;
}

/**
 * The re-call coordinator (ARCHITECTURE.md "Re-call"): it owns the re-call timer and the exchange
 * out (its sequence, the latest one sent), aborts the exchange before a newer one, applies only
 * the latest reply, and keeps what the user typed while a request was out.
 *
 * @example
 * const recall = createRecall(context, { replies, unsaved, edits, history });
 * recall.chose('f_currency', 'EUR'); // one re-call, its reply merged under the user's edits
 */
export function createRecall(
  context: SessionContext,
  parts: { replies: Replies; unsaved: Unsaved; edits: EditLog; history: EditHistory },
): Recall {
  const { replies, unsaved, edits, history } = parts;
  const { index, store, log } = context;
  /** The re-call or command out; the sequence of the last one begun; the exchange sent last. */
  let update: OpenUpdate | null = null;
  let seq = 0;
  let latest = 0;
  const timer = createRecallTimer(context.clock, (waiting) =>
    log.due(waiting ? 'a re-call is due after the pause in typing or choosing' : null),
  );
  const changed = (key: string) => !jsonEqual(store.get(key), replies.sent(key));
  const triggers = (key: string) => index.entry(key)?.item.requiresUpdate === true;
  /** A newer re-call or command (or a save) replaces the one out: its reply will be dropped. */
  const replaceUpdate = () => {
    if (!update) return;
    update.replaced = true;
    update.controller.abort();
  };

  /** Re-call or command: aborts the one before, applies only the latest reply. */
  const exchange = async (
    kind: 'recall' | 'command',
    send: (body: FieldsEnvelope, signal: AbortSignal) => Promise<FieldsEnvelope>,
    trigger: string | null,
    command?: string,
    bringBack = false,
  ) => {
    const current = index.current;
    if (!current) return;
    timer.cancel();
    replaceUpdate();
    const controller = new AbortController();
    const mine = (seq += 1);
    const edited = edits.open();
    replies.remember(store.getAll());
    const { envelope: body, problems } = requestBody(context, current);
    const opened = log.begin(kind, {
      request: body,
      trigger,
      ...(command === undefined ? {} : { names: { command } }),
    });
    latest = opened.id;
    const open: OpenUpdate = { controller, replaced: false };
    update = open;
    /** The reply is no answer to the form any more: a newer exchange won, or the form stopped. */
    const dropped = (reply?: unknown) =>
      opened.end(open.replaced || seq !== mine ? 'stale' : 'aborted', {
        reply,
        edited,
        ...(latest !== opened.id ? { wonBy: latest } : {}),
      });
    // The field whose change triggered it shows its own progress (`busyKey`).
    context.setState({ updating: true, busyKey: trigger });
    try {
      // An edit that cannot be read was not sent: the reply is no answer to it, so it stays.
      for (const key of Object.keys(problems)) edited.add(key);
      const reply = ensureEnvelope(await send(body, controller.signal));
      if (controller.signal.aborted || seq !== mine) return dropped(reply);
      const shown = bringBack ? context.state.fields : null;
      replies.take(reply, edited);
      if (shown) bringBackRemoved(shown, edited);
      opened.end('applied', { reply, edited });
      context.setState({ updateError: null });
    } catch (error) {
      if (controller.signal.aborted) return dropped();
      opened.end('failed', { error, edited });
      context.setState({ updateError: error });
      context.report(error);
    } finally {
      edits.close(edited);
      if (seq === mine) {
        update = null;
        context.setState({ updating: false, busyKey: null });
      }
    }
  };
  const recall = (trigger: string | null = null, bringBack = false) =>
    exchange(
      'recall',
      (body, signal) => context.settings.transport.recall(body, signal),
      trigger,
      undefined,
      bringBack,
    );
  const noteEdit = (key: string, value: unknown) => {
    store.set(key, value);
    edits.note(key);
    unsaved.mark();
    context.messages.edited(index.entry(key), key);
    context.values.notify();
  };
  /** Fields an undo's reply brought back get the values they had when a reply removed them. */
  const bringBackRemoved = (shown: readonly { key: string }[], edited: ReadonlySet<string>) => {
    const before = new Set(shown.map((field) => field.key));
    for (const { key } of context.state.fields) {
      const kept = before.has(key) || edited.has(key) ? undefined : history.removedValue(key);
      if (!kept || jsonEqual(kept.value, store.get(key))) continue;
      noteEdit(key, kept.value);
      // As the user left it: no re-call is due for it.
      replies.remember({ [key]: kept.value });
    }
  };
  /** A change the user made (or asked for, as a scan): a step of the undo history, when kept. */
  const step = (key: string, before: unknown, after: unknown, typing: boolean, scanned = false) => {
    const entry = index.entry(key);
    if (context.settings.history === false || !entry) return;
    const { clock, settings } = context;
    history.record(
      scanned ? { key, before, after, scanned } : { key, before, after },
      entry.item.name ?? entry.item.property,
      typing,
      clock.now?.() ?? Date.now(),
      settings.recallDelayMs,
    );
  };
  const userEdit = (key: string, value: unknown, typing: boolean) => {
    const before = store.get(key);
    noteEdit(key, value);
    step(key, before, value, typing);
  };

  const markScanned = (keys: ReadonlySet<string>, on: boolean) => {
    const current = index.current;
    if (!current || keys.size === 0) return;
    replies.show(
      mapFields(current, (item, key) => (keys.has(key) ? { ...item, scanned: on } : item)),
    );
  };

  return {
    typed(key, value) {
      userEdit(key, value, true);
      if (!triggers(key)) return;
      timer.afterPause(context.settings.recallDelayMs, () => {
        if (changed(key)) void recall(key);
      });
    },
    chose(key, value) {
      userEdit(key, value, false);
      if (!triggers(key) || !changed(key)) return;
      if (update || timer.bursting()) {
        // The reply being waited for no longer answers the form: drop it now, and send once the
        // burst of changes settles.
        replaceUpdate();
        timer.afterBurst(context.settings.recallBurstMs, () => void recall(key));
        return;
      }
      void recall(key);
    },
    left(key) {
      history.seal();
      if (!triggers(key)) return;
      timer.cancelPause();
      if (changed(key)) void recall(key);
    },
    recall,
    runCommand(item, command) {
      unsaved.mark();
      // The reply replaces the envelope: nothing before it can be undone.
      history.clear('command');
      return exchange(
        'command',
        (body, signal) => context.settings.transport.command(body, command, signal),
        index.keyOf(item),
        command,
      );
    },
    removeField(item) {
      const current = index.current;
      if (!current) return Promise.resolve();
      // Removed at once; the server's reply then decides the structure, and nothing before it
      // can be undone (the removal is not a step: only the server can bring the group back).
      unsaved.mark();
      history.clear('command');
      replies.show(withoutField(current, item));
      context.values.notify();
      return recall();
    },
    prefill(values) {
      const current = index.current;
      if (!current) return;
      const fills = prefillPlan(index.entries(), values, edits.sinceLoad(), context.valueContext());
      if (fills.length === 0) return;
      unsaved.mark();
      for (const { key, value } of fills) {
        step(key, store.get(key), value, false, true);
        store.set(key, value);
      }
      context.values.notify();
      markScanned(new Set(fills.map((fill) => fill.key)), true);
      if (fills.some((fill) => fill.item.requiresUpdate)) void recall();
    },
    noteEdit,
    markScanned,
    quiet() {
      timer.cancel();
      replaceUpdate();
    },
    stop() {
      update?.controller.abort();
      timer.cancel();
    },
    changed,
    busy: () => !!update,
  };
}
