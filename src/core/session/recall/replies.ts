import { envelopeToValues, type FormValues } from '../../values/formValues';
import { mergeRecall } from '../../values/merge';
import { developing } from '../../wire/developing';
import { jsonEqual } from '../../wire/json';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { FormSessionState } from '../state/sessionState';
import type { SessionContext } from '../context/sessionContext';
import type { FieldMessages } from '../store/fieldMessages';
import type { EditHistory } from '../state/editHistory';
import type { EditLog } from '../state/editLog';
import { EnvelopeWarning } from './envelopeReply';
import { fieldChanges } from './fieldChanges';
import type { Unsaved } from './unsaved';

/** What the server said last, and how a reply or a load is taken in. */
export interface Replies {
  /**
   * Show an envelope: index it, report attributes not seen before (once each), and, for a reply,
   * say what it added and removed (`announce`).
   */
  show(next: FieldsEnvelope, patch?: Partial<FormSessionState>, announce?: boolean): void;
  /**
   * A reply (re-call, command, invalid submit, reload) under the merge rules: the keys in
   * `edited` (typed while it was out) keep the user's value; every other value and message is the
   * reply's.
   */
  take(
    reply: FieldsEnvelope,
    edited: ReadonlySet<string>,
  ): ReturnType<FieldMessages['placeServer']>;
  /** A loaded envelope replaces everything: values, what was sent, edits, messages. */
  adopt(loaded: FieldsEnvelope): void;
  /**
   * These values are the ones sent: a re-call is due when one differs again (the values on
   * screen as a re-call leaves, a value an undo put back with its field).
   */
  remember(values: FormValues): void;
  /** The value a key had when it was last sent or received. */
  sent(key: string): unknown;
  /** The envelope as loaded or reloaded last: the base of the change summary. */
  loaded(): FieldsEnvelope | null;
}

/**
 * The replies of a session: it owns what was loaded last, the values last sent or received (a
 * re-call is due when one differs) and the odd attributes already reported (ARCHITECTURE.md
 * "The engine": each part owns its state).
 *
 * @example
 * const replies = createReplies(context, { unsaved, edits, history });
 * const { warningsOnly } = replies.take(reply, edited);
 */
export function createReplies(
  context: SessionContext,
  parts: { unsaved: Unsaved; edits: EditLog; history: EditHistory },
): Replies {
  const { unsaved, edits, history } = parts;
  const { store, index } = context;
  let loaded: FieldsEnvelope | null = null;
  const committed = new Map<string, unknown>();
  const warned = new Set<string>();

  const show: Replies['show'] = (next, patch = {}, announce = false) => {
    const fresh = (next.warnings ?? []).filter(({ path, message }) => !warned.has(path + message));
    for (const { path, message } of fresh) warned.add(path + message);
    if (fresh.length > 0) {
      const warning = new EnvelopeWarning(fresh);
      if (developing()) console.warn(`expense-fields: ${warning.message}`);
      context.report(warning);
    }
    const before = context.state.fields;
    const fields = index.set(next);
    context.setState({
      ...patch,
      envelope: next,
      fields,
      status: 'ready',
      loadError: null,
      ...(announce ? { changes: fieldChanges(before, fields) } : {}),
    });
  };
  // A loop over the object's keys, no entry arrays (a thousand at mount).
  const remember = (values: FormValues) => {
    for (const key in values) committed.set(key, values[key]);
  };
  /**
   * The values of the fields a reply removed, as they were before it: an undo that brings a field
   * back gives it the value the user left in it (ARCHITECTURE.md "History").
   */
  const noteRemoved = (shown: readonly { key: string }[], values: FormValues) => {
    const gone: string[] = [];
    for (const { key } of shown) if (!index.entry(key)) gone.push(key);
    if (gone.length > 0) history.noteRemoved(gone, (key) => values[key]);
  };

  return {
    show,
    take(reply, edited) {
      const values = store.getAll();
      const shown = context.state.fields;
      const merged = mergeRecall(
        { envelope: index.current ?? reply, values },
        reply,
        edited,
        context.valueContext(),
      );
      for (const [key, value] of Object.entries(merged.values)) {
        if (!jsonEqual(store.get(key), value)) store.set(key, value);
        if (!edited.has(key)) committed.set(key, value);
      }
      const collected = context.messages.placeServer(reply, edited);
      show(reply, { formMessages: collected.formMessages }, true);
      if (context.settings.history !== false) noteRemoved(shown, values);
      context.values.notify();
      return collected;
    },
    adopt(next) {
      const values = envelopeToValues(next, context.valueContext());
      store.reset(values);
      history.clear(loaded ? 'reloaded' : null);
      loaded = next;
      committed.clear();
      remember(values);
      edits.reset();
      unsaved.clear();
      context.messages.reset();
      const collected = context.messages.placeServer(next, new Set());
      show(next, { formMessages: collected.formMessages });
      context.values.notify();
    },
    remember,
    sent: (key) => committed.get(key),
    loaded: () => loaded,
  };
}
