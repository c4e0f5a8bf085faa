import {
  displayInstant,
  instantToLocalEdit,
  localEditToInstant,
  readUtcMinutes,
  writeUtcMinutes,
} from './locale/dates';
import { controlTypeOf } from '../wire/controlTypeOf';
import type { CodecContext, ValueCodec, ValueResult } from '../wire/controlTypeDefinition';
import type { FieldItem } from '../wire/model/types';
import { codecParts } from './codecParts';

export type {
  CodecContext,
  ValueCodec,
  ValueProblem,
  ValueResult,
} from '../wire/controlTypeDefinition';

const { okValue, problem, asText, blank, nowOf } = codecParts;

/**
 * Builds the codec of an instant edited as the user's wall clock, with a given wire format
 * (DATE_TIME's ISO 8601, the subsistence allowance's `yyyy-MM-dd HH:mm`).
 *
 * @example
 * const codec = instantCodec('dateTime', readInstant, writeInstant);
 */
export function instantCodec(
  kind: string,
  read: (wire: string) => Date | null,
  write: (date: Date) => string,
): ValueCodec<string, string | null> {
  return {
    kind,
    toEdit: (wire) => {
      const date = typeof wire === 'string' ? read(wire) : null;
      return date ? instantToLocalEdit(date) : '';
    },
    fromEdit: (edit, context) => {
      const text = asText(edit).trim();
      if (text === '') return okValue(null);
      const reading = localEditToInstant(text);
      if (!reading.ok)
        return problem(reading.problem === 'nonexistent' ? 'nonexistentTime' : 'date');
      if (!context.item.allowFutureDates && reading.date.getTime() > nowOf(context).getTime()) {
        return problem('futureDate');
      }
      return okValue(write(reading.date));
    },
    format: (wire, { locale }) => {
      const date = typeof wire === 'string' ? read(wire) : null;
      return date ? displayInstant(date, locale) : '';
    },
    isEmpty: blank,
  };
}

/** Subsistence allowance `date1`/`date2`: `yyyy-MM-dd HH:mm` in UTC (spec 2.7). */
const utcMinutesCodec = instantCodec('utcMinutes', readUtcMinutes, writeUtcMinutes);

/** Spec 2.7: these properties are `yyyy-MM-dd HH:mm` in UTC, whatever their controlType says. */
const SUBSISTENCE_DATE = /^verification\.specification\[\d+\]\.date[12]$/;

/**
 * True for a subsistence-allowance date (`verification.specification[0].date1`): its wire value
 * is `yyyy-MM-dd HH:mm` in UTC whatever its controlType says (spec 2.7), for its codec and its
 * generated type alike.
 *
 * @example
 * isSubsistenceDate('verification.specification[2].date2'); // true
 */
export function isSubsistenceDate(property: string): boolean {
  return SUBSISTENCE_DATE.test(property);
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/**
 * True for a plausible e-mail address (one `@`, a dot in the domain, no spaces or separators).
 *
 * @example
 * isEmailAddress('anna@example.se'); // true
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/**
 * The codec of a field: by property for the subsistence-allowance dates, else its control type's
 * (ARCHITECTURE.md "Control types"; an unknown type's keeps the value as it is).
 *
 * @example
 * const codec = codecFor(item);
 * const edit = codec.toEdit(item.value, { item, locale: 'sv' });
 */
export function codecFor(item: Pick<FieldItem, 'property' | 'controlType'>): ValueCodec {
  if (isSubsistenceDate(item.property)) return utcMinutesCodec as ValueCodec;
  return controlTypeOf(item.controlType).codec;
}

/**
 * Checks an edit value the way the form does before sending: mandatory first, then the codec.
 *
 * @example
 * checkEdit(item, '12,505', { item, locale: 'sv' }); // { ok: false, problem: { code: 'decimals', params: { max: 2 } } }
 */
export function checkEdit(item: FieldItem, edit: unknown, context: CodecContext): ValueResult {
  const codec = codecFor(item);
  if (item.mandatory && codec.isEmpty(edit)) return problem('required');
  return codec.fromEdit(edit, context);
}
