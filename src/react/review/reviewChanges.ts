import { envelopeChanges, type ChangeRow } from '../../core/changes/envelopeChanges';
import { type ShowOptions } from '../../core/changes/shownValue';
import type { FieldsEnvelope } from '../../core/wire/model/types';

/** The changes of a review by form key: how each entry finds its mark. */
export interface ReviewMarks {
  changed: ReadonlyMap<string, ChangeRow>;
  added: ReadonlySet<string>;
}

const NO_MARKS: ReviewMarks = { changed: new Map(), added: new Set() };
const made = new WeakMap<
  FieldsEnvelope,
  WeakMap<readonly object[], ReviewMarks & { show: ShowOptions }>
>();

/**
 * The marks of a review against `base`, worked out once per envelope shown and options object
 * (a review changes no value: every entry asks, one diff answers; `formShowOptions` gives a new
 * object when the locale or a list name changes), through the same `envelopeChanges` as
 * `useChanges` (one code path).
 *
 * @example
 * reviewMarks(base, envelope, show).changed.get(key)?.before?.text; // 'SEK 1,200.00'
 */
export function reviewMarks(
  base: FieldsEnvelope | null,
  current: FieldsEnvelope | null,
  show: ShowOptions,
): ReviewMarks {
  if (!base || !current) return NO_MARKS;
  let byEnvelope = made.get(base);
  if (!byEnvelope) made.set(base, (byEnvelope = new WeakMap()));
  let marks = byEnvelope.get(current.fields);
  if (!marks || marks.show !== show) {
    const changes = envelopeChanges(base, current, show);
    marks = {
      changed: new Map(changes.changed.map((row) => [row.key, row])),
      added: new Set(changes.added.map((row) => row.key)),
      show,
    };
    byEnvelope.set(current.fields, marks);
  }
  return marks;
}
