import { envelopeChanges, type ChangeRow } from '../../core/changes/envelopeChanges';
import { type ShowOptions } from '../../core/changes/shownValue';
import type { FieldsEnvelope } from '../../core/wire/types';

/** The changes of a review by form key: how each entry finds its mark. */
export interface ReviewMarks {
  changed: ReadonlyMap<string, ChangeRow>;
  added: ReadonlySet<string>;
}

const NO_MARKS: ReviewMarks = { changed: new Map(), added: new Set() };
const made = new WeakMap<
  FieldsEnvelope,
  WeakMap<readonly object[], ReviewMarks & { locale: string }>
>();

/**
 * The marks of a review against `base`, worked out once per envelope shown (a review changes no
 * value: every entry asks, one diff answers), through the same `envelopeChanges` as
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
  if (!marks || marks.locale !== show.locale) {
    const changes = envelopeChanges(base, current, show);
    marks = {
      changed: new Map(changes.changed.map((row) => [row.key, row])),
      added: new Set(changes.added.map((row) => row.key)),
      locale: show.locale,
    };
    byEnvelope.set(current.fields, marks);
  }
  return marks;
}
