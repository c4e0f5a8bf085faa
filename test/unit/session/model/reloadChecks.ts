// What a reload must find: the draft the old page left, the save of unknown outcome it resumes.
import { jsonEqual } from '../../../../src/core';
import { itemOf, PROPS } from './modelBackend';
import { DRAFT_KEY, FIELDS, KEYS, type Field } from './modelFields';
import type { ModelWorld } from './modelWorld';

/** A field's edit value as a save sends it (the model's fields: text, a number, a switch). */
function wireOf(edit: unknown) {
  if (edit === '') return null;
  return typeof edit === 'string' && !Number.isNaN(Number(edit)) ? Number(edit) : edit;
}

/** The wire values of a freshly loaded report. */
const LOADED: Record<Field, unknown> = { name: null, amount: null, privateUse: false };

/**
 * A save of unknown outcome found after a reload puts back the values that save sent, or values
 * the field had after it left (typed, or a reply's): "Save it again" must not
 * send values from elsewhere (an older draft) as if they were the user's.
 */
function resumedSave(world: ModelWorld) {
  const sent = world.backend.calls.filter((call) => call.kind === 'submit' && !call.refused).at(-1);
  if (!sent || (world.untouched.has(sent.id) && !world.options.strictResume)) return;
  const shown = world.session.wireValues();
  for (const field of FIELDS) {
    const property = PROPS[field];
    const value = itemOf(sent.body, property)?.value ?? null;
    // Only what the draft put back over the loaded report: values the server derived come back
    // with the re-calls the restore makes.
    if (jsonEqual(shown[property] ?? null, LOADED[field])) continue;
    const later = world.typedLog
      .filter((typed) => typed.field === field && typed.at >= sent.id)
      .map((typed) => wireOf(typed.value));
    if (![value, ...later].some((one) => jsonEqual(shown[property] ?? null, one)))
      world.problems.push(
        `the save of unknown outcome (#${sent.id}) sent ${property} = ${JSON.stringify(value)}, ` +
          `the reloaded page puts back ${JSON.stringify(shown[property])}`,
      );
  }
}

/**
 * The draft the old page left holds only keys the user edited, each with a value the field had
 * on that page (typed, or a reply's: a draft keeps an edited key's value as it was when written,
 * and a reply applied later does not rewrite it).
 */
async function draft(world: ModelWorld) {
  const values = (await world.storage.get(DRAFT_KEY))?.values ?? {};
  const since = world.backend.calls.find((call) => call.page === world.page.id)?.id ?? 0;
  for (const field of FIELDS) {
    const value = values[KEYS[field]];
    if (value === undefined) continue;
    const had = world.typedLog.filter((one) => one.field === field && one.at >= since);
    if (!world.editedSinceLoad.has(field) || !had.some((one) => jsonEqual(one.value, value)))
      world.problems.push(
        `the draft holds ${field} = ${JSON.stringify(value)}, a value the field never had on ` +
          `its page (the user gave ${JSON.stringify(world.userValues[field])})`,
      );
  }
}

/**
 * The checks of a reload, on the world of a run.
 *
 * @example
 * await reloadChecks.draft(world); // before the old page goes
 * reloadChecks.resumedSave(world); // once the new page resumed a save of unknown outcome
 */
export const reloadChecks = { draft, resumedSave };
