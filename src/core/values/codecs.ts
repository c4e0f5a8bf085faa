import {
  calendarDateOf,
  displayCalendarDate,
  displayInstant,
  displayWallClock,
  instantToLocalEdit,
  isCalendarDate,
  isWallClock,
  localEditToInstant,
  readInstant,
  readUtcMinutes,
  todayOf,
  wallClockToEdit,
  writeInstant,
  writeUtcMinutes,
} from './dates';
import { preloadedLabel } from '../wire/fieldAttributes';
import { isJsonObject } from '../wire/json';
import { displayLocaleNumber, readLocaleNumber, writeLocaleNumber } from './numbers';
import type { FieldItem, Guest, JsonValue } from '../wire/types';
import { isSafeHttpUrl } from './urls';

/** Why an edit value cannot go on the wire. The form turns codes into translated messages. */
export interface ValueProblem {
  code:
    | 'required'
    | 'number'
    | 'integer'
    | 'decimals'
    | 'date'
    | 'nonexistentTime'
    | 'futureDate'
    | 'email'
    | 'url'
    | 'guestName';
  /** Values for the message, e.g. `{ max: 2 }` for decimals. */
  params?: Record<string, string | number>;
}

/** Result of turning an edit value back into a wire value. */
export type ValueResult = { ok: true; value: JsonValue } | { ok: false; problem: ValueProblem };

/** What a codec needs besides the value. */
export interface CodecContext {
  item: FieldItem;
  /** BCP 47 locale of the user, e.g. `sv`. */
  locale: string;
  /** The clock, for future-date checks. Defaults to the real one. */
  now?: () => Date;
}

/**
 * Turns a wire value (spec 2.7, type by controlType) into what a control edits, back, and into
 * display text.
 */
export interface ValueCodec {
  /** Name of the codec, for tests and debugging. */
  readonly kind: string;
  toEdit(wire: JsonValue, context: CodecContext): unknown;
  fromEdit(edit: unknown, context: CodecContext): ValueResult;
  format(wire: JsonValue, context: CodecContext): string;
  isEmpty(edit: unknown): boolean;
}

const okValue = (value: JsonValue): ValueResult => ({ ok: true, value });
const problem = (code: ValueProblem['code'], params?: ValueProblem['params']): ValueResult => ({
  ok: false,
  problem: params ? { code, params } : { code },
});
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const blank = (edit: unknown) =>
  edit === null || edit === undefined || (typeof edit === 'string' && edit.trim() === '');
const nowOf = (context: CodecContext) => (context.now ?? (() => new Date()))();

/** TEXT, MULTI_LINE_TEXT: a string; an emptied field goes back as null. */
const textCodec: ValueCodec = {
  kind: 'text',
  toEdit: (wire) => (typeof wire === 'string' ? wire : wire === null ? '' : String(wire)),
  fromEdit: (edit) => okValue(asText(edit) === '' ? null : asText(edit)),
  format: (wire) => (typeof wire === 'string' ? wire : ''),
  isEmpty: blank,
};

/** URL: a link, http and https only (a `javascript:` URL is never accepted). */
const urlCodec: ValueCodec = {
  ...textCodec,
  kind: 'url',
  fromEdit: (edit) => {
    const text = asText(edit).trim();
    if (text === '') return okValue(null);
    return isSafeHttpUrl(text) ? okValue(text) : problem('url');
  },
};

/** DOUBLE: locale decimal separator, `maxDecimals` respected. */
const doubleCodec: ValueCodec = {
  kind: 'double',
  toEdit: (wire, { locale, item }) =>
    typeof wire === 'number' ? writeLocaleNumber(wire, locale, item.maxDecimals) : '',
  fromEdit: (edit, { locale, item }) => {
    const reading = readLocaleNumber(asText(edit), locale);
    if (!reading.ok) return problem('number');
    if (item.maxDecimals !== undefined && reading.decimals > item.maxDecimals) {
      return problem('decimals', { max: item.maxDecimals });
    }
    return okValue(reading.value);
  },
  format: (wire, { locale, item }) =>
    typeof wire === 'number' ? displayLocaleNumber(wire, locale, item.maxDecimals) : '',
  isEmpty: blank,
};

/** INTEGER: whole numbers only, within the safe range. */
const integerCodec: ValueCodec = {
  kind: 'integer',
  toEdit: (wire, { locale }) => (typeof wire === 'number' ? writeLocaleNumber(wire, locale) : ''),
  fromEdit: (edit, { locale }) => {
    const reading = readLocaleNumber(asText(edit), locale);
    if (!reading.ok) return problem('integer');
    if (reading.value === null) return okValue(null);
    if (!Number.isSafeInteger(reading.value) || reading.decimals > 0) return problem('integer');
    return okValue(reading.value);
  },
  format: (wire, { locale }) => (typeof wire === 'number' ? displayLocaleNumber(wire, locale) : ''),
  isEmpty: blank,
};

/** SWITCH: a boolean; null shows as off. */
const switchCodec: ValueCodec = {
  kind: 'switch',
  toEdit: (wire) => wire === true,
  fromEdit: (edit) => okValue(edit === true),
  format: (wire) => (wire === true ? '✓' : ''),
  isEmpty: () => false,
};

/** DATE: a calendar date `yyyy-MM-dd` that never shifts a day; no future date unless allowed. */
const dateCodec: ValueCodec = {
  kind: 'date',
  toEdit: (wire) => (typeof wire === 'string' ? calendarDateOf(wire) : ''),
  fromEdit: (edit, context) => {
    const text = asText(edit).trim();
    if (text === '') return okValue(null);
    if (!isCalendarDate(text)) return problem('date');
    if (!context.item.allowFutureDates && text > todayOf(nowOf(context)))
      return problem('futureDate');
    return okValue(text);
  },
  format: (wire, { locale }) => (typeof wire === 'string' ? displayCalendarDate(wire, locale) : ''),
  isEmpty: blank,
};

/** Builds the codec of an instant edited as the user's wall clock, with a given wire format. */
function instantCodec(
  kind: string,
  read: (wire: string) => Date | null,
  write: (date: Date) => string,
): ValueCodec {
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

/** DATE_TIME: an instant in ISO 8601 UTC, shown and edited in the user's zone. */
const dateTimeCodec = instantCodec('dateTime', readInstant, writeInstant);

/** Subsistence allowance `date1`/`date2`: `yyyy-MM-dd HH:mm` in UTC (spec 2.7). */
const utcMinutesCodec = instantCodec('utcMinutes', readUtcMinutes, writeUtcMinutes);

/** LOCAL_DATE_TIME: a wall-clock time with no zone, `yyyy-MM-ddTHH:mm:ss`. */
const localDateTimeCodec: ValueCodec = {
  kind: 'localDateTime',
  toEdit: (wire) =>
    typeof wire === 'string' && isWallClock(wallClockToEdit(wire)) ? wallClockToEdit(wire) : '',
  fromEdit: (edit, context) => {
    const text = asText(edit).trim();
    if (text === '') return okValue(null);
    const minutes = wallClockToEdit(text);
    if (!isWallClock(minutes)) return problem('date');
    if (!context.item.allowFutureDates && minutes > instantToLocalEdit(nowOf(context)))
      return problem('futureDate');
    return okValue(`${minutes}:00`);
  },
  format: (wire, { locale }) => (typeof wire === 'string' ? displayWallClock(wire, locale) : ''),
  isEmpty: blank,
};

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

/** RECIPIENT_LIST: `[{ email }]` on the wire, a list of addresses while editing. */
const recipientsCodec: ValueCodec = {
  kind: 'recipients',
  toEdit: (wire) =>
    Array.isArray(wire)
      ? wire.flatMap((entry) =>
          isJsonObject(entry) && typeof entry.email === 'string' ? [entry.email] : [],
        )
      : [],
  fromEdit: (edit) => {
    const emails = Array.isArray(edit)
      ? edit.map((entry) => String(entry).trim()).filter(Boolean)
      : [];
    const wrong = emails.find((email) => !isEmailAddress(email));
    if (wrong !== undefined) return problem('email', { email: wrong });
    return okValue(emails.map((email) => ({ email })));
  },
  format: (wire) => (recipientsCodec.toEdit(wire, {} as CodecContext) as string[]).join(', '),
  isEmpty: (edit) => !Array.isArray(edit) || edit.length === 0,
};

/** GUEST_LIST: rows of `{ name, company }`; every row needs a name. */
const guestsCodec: ValueCodec = {
  kind: 'guests',
  toEdit: (wire) =>
    Array.isArray(wire)
      ? wire.flatMap((entry): Guest[] =>
          isJsonObject(entry) ? [{ name: asText(entry.name), company: asText(entry.company) }] : [],
        )
      : [],
  fromEdit: (edit) => {
    const guests = (Array.isArray(edit) ? edit : []) as Guest[];
    const index = guests.findIndex((guest) => asText(guest.name).trim() === '');
    if (index >= 0) return problem('guestName', { row: index + 1 });
    return okValue(
      guests.map((guest) => ({ name: guest.name.trim(), company: asText(guest.company).trim() })),
    );
  },
  format: (wire) =>
    (guestsCodec.toEdit(wire, {} as CodecContext) as Guest[]).map((guest) => guest.name).join(', '),
  isEmpty: (edit) => !Array.isArray(edit) || edit.length === 0,
};

/** LIST: an id, or ids with `multiSelect`; labels come from the list or `listValue`. */
const listCodec: ValueCodec = {
  kind: 'list',
  toEdit: (wire, { item }) =>
    item.multiSelect
      ? Array.isArray(wire)
        ? wire.filter((id) => typeof id === 'string')
        : []
      : typeof wire === 'string'
        ? wire
        : null,
  fromEdit: (edit, { item }) =>
    okValue(
      item.multiSelect
        ? Array.isArray(edit)
          ? (edit as string[])
          : []
        : typeof edit === 'string' && edit !== ''
          ? edit
          : null,
    ),
  format: (wire, { item }) => preloadedLabel(item, wire) ?? (typeof wire === 'string' ? wire : ''),
  isEmpty: (edit) =>
    edit === null ||
    edit === undefined ||
    edit === '' ||
    (Array.isArray(edit) && edit.length === 0),
};

/** Everything else (CONTENT_HOLDER, FIELD_GROUP, INFORMATION, unknown types): kept as it is. */
const passThroughCodec: ValueCodec = {
  kind: 'passThrough',
  toEdit: (wire) => wire,
  fromEdit: (edit) => okValue((edit ?? null) as JsonValue),
  format: (wire) => (typeof wire === 'string' || typeof wire === 'number' ? String(wire) : ''),
  isEmpty: (edit) => edit === null || edit === undefined,
};

const BY_CONTROL_TYPE: Record<string, ValueCodec> = {
  TEXT: textCodec,
  MULTI_LINE_TEXT: textCodec,
  URL: urlCodec,
  DOUBLE: doubleCodec,
  INTEGER: integerCodec,
  SWITCH: switchCodec,
  DATE: dateCodec,
  DATE_TIME: dateTimeCodec,
  LOCAL_DATE_TIME: localDateTimeCodec,
  RECIPIENT_LIST: recipientsCodec,
  GUEST_LIST: guestsCodec,
  LIST: listCodec,
};

/** Spec 2.7: these properties are `yyyy-MM-dd HH:mm` in UTC, whatever their controlType says. */
const SUBSISTENCE_DATE = /^verification\.specification\[\d+\]\.date[12]$/;

/**
 * The codec of a field: by property for the subsistence-allowance dates, else by controlType.
 *
 * @example
 * const codec = codecFor(item);
 * const edit = codec.toEdit(item.value, { item, locale: 'sv' });
 */
export function codecFor(item: Pick<FieldItem, 'property' | 'controlType'>): ValueCodec {
  if (SUBSISTENCE_DATE.test(item.property)) return utcMinutesCodec;
  return Object.hasOwn(BY_CONTROL_TYPE, item.controlType)
    ? (BY_CONTROL_TYPE[item.controlType] as ValueCodec)
    : passThroughCodec;
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
