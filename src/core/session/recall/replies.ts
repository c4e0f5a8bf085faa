import { envelopeToValues, type FormValues } from '../../values/formValues';
import { mergeRecall } from '../../values/merge';
import { developing } from '../../wire/developing';
import { jsonEqual } from '../../wire/json';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { FormSessionState } from '../state/sessionState';
import type { SessionContext } from '../context/sessionContext';
import { EnvelopeWarning } from './envelopeReply';
import { fieldChanges } from './fieldChanges';
import { markSaved } from './markUnsaved';

/**
 * Show an envelope: index it, report attributes not seen before (once each), and, for a reply,
 * say what it added and removed (`announce`).
 *
 * @example
 * showEnvelope(context, withoutField(current, item));
 */
export function showEnvelope(
  context: SessionContext,
  next: FieldsEnvelope,
  patch: Partial<FormSessionState> = {},
  announce = false,
): void {
  const { warned } = context;
  const fresh = (next.warnings ?? []).filter(({ path, message }) => !warned.has(path + message));
  for (const { path, message } of fresh) warned.add(path + message);
  if (fresh.length > 0) {
    const warning = new EnvelopeWarning(fresh);
    // A server bug in one attribute should be seen by a developer even when the app passes no
    // `onError`: the message names each attribute by its path (`fields[3].maxDecimals`).
    if (developing()) console.warn(`expense-fields: ${warning.message}`);
    context.report(warning);
  }
  const before = context.state.fields;
  const fields = context.index.set(next);
  context.setState({
    ...patch,
    envelope: next,
    fields,
    status: 'ready',
    loadError: null,
    ...(announce ? { changes: fieldChanges(before, fields) } : {}),
  });
}

/**
 * A reply (re-call, command, invalid submit, reload) under the merge rules: the keys in `edited`
 * (typed while it was out) keep the user's value; every other value and message is the reply's.
 *
 * @example
 * const { warningsOnly } = takeReply(context, reply, edited);
 */
export function takeReply(
  context: SessionContext,
  reply: FieldsEnvelope,
  edited: ReadonlySet<string>,
): ReturnType<SessionContext['messages']['placeServer']> {
  const { store, committed, index } = context;
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
  showEnvelope(context, reply, { formMessages: collected.formMessages }, true);
  if (context.settings.history !== false) noteRemoved(context, shown, values);
  context.values.notify();
  return collected;
}

/**
 * A loaded envelope replaces everything: values, what was sent, edits, messages.
 *
 * @example
 * adoptEnvelope(context, ensureEnvelope(await transport.load(signal)));
 */
export function adoptEnvelope(context: SessionContext, loaded: FieldsEnvelope): void {
  const values = envelopeToValues(loaded, context.valueContext());
  context.store.reset(values);
  // A reload (after a conflict) starts again from the server's version: nothing before it can be
  // undone; the first load has nothing to say.
  context.history.clear(context.loaded ? 'reloaded' : null);
  context.loaded = loaded;
  context.committed.clear();
  remember(context, values);
  context.edits.reset();
  markSaved(context);
  context.messages.reset();
  const collected = context.messages.placeServer(loaded, new Set());
  showEnvelope(context, loaded, { formMessages: collected.formMessages });
  context.values.notify();
}

/**
 * The values as last committed: a loop over the object's keys, no entry arrays (a thousand at mount).
 *
 * @example
 * remember(context, context.store.getAll());
 */
export function remember(context: SessionContext, values: FormValues): void {
  const { committed } = context;
  for (const key in values) committed.set(key, values[key]);
}

/**
 * The values of the fields a reply removed, as they were before it: an undo that brings a field
 * back gives it the value the user left in it (ARCHITECTURE.md "History").
 */
function noteRemoved(
  context: SessionContext,
  shown: readonly { key: string }[],
  values: FormValues,
): void {
  const { index } = context;
  const gone: string[] = [];
  for (const { key } of shown) if (!index.entry(key)) gone.push(key);
  if (gone.length > 0) context.history.noteRemoved(gone, (key) => values[key]);
}
