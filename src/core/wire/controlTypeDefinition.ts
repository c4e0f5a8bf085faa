import type { FieldItem, FieldsEnvelope, JsonValue } from './model/types';

// What a control type is to the engine (ARCHITECTURE.md "Control types"): the types of a
// definition, here at the bottom of core so every room that reads a field's value can name them.
// The built-in definitions are made with `defineControlType` (`core/controlTypes/`).

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
export type ValueResult<Wire extends JsonValue = JsonValue> =
  { ok: true; value: Wire } | { ok: false; problem: ValueProblem };

/** What a codec needs besides the value. */
export interface CodecContext {
  item: FieldItem;
  /** BCP 47 locale of the user, e.g. `sv`. */
  locale: string;
  /** The clock, for future-date checks. Defaults to the real one. */
  now?: () => Date;
}

/**
 * Turns a wire value (spec 2.7, type by controlType) into what a control edits (`Edit`), back
 * into a wire value (`Wire`), and into display text. `toEdit` takes any JSON: the server may send
 * a value of another shape, which a codec reads as empty rather than failing.
 */
export interface ValueCodec<Edit = unknown, Wire extends JsonValue = JsonValue> {
  /** Name of the codec, for tests and debugging. */
  readonly kind: string;
  toEdit(wire: JsonValue, context: CodecContext): Edit;
  fromEdit(edit: Edit, context: CodecContext): ValueResult<Wire>;
  format(wire: JsonValue, context: CodecContext): string;
  isEmpty(edit: Edit): boolean;
}

/** A file of a receipt field as a review shows it. */
export interface ShownFile {
  /** The content's id (spec 2.6). */
  id: string;
  /** The file name, or its id when it has none. */
  name: string;
  contentType: string;
  /**
   * Where the file opens: the content's `signatureUrl` (spec 2.6 names no other address of a
   * file) when it is an http or https URL, else undefined (never a `javascript:` or `data:` URL).
   */
  url: string | undefined;
}

/** A field's value as the form shows it, for a review or a change summary. */
export interface ShownValue {
  /**
   * One line of text: an amount in its currency in the form's locale, a date in the locale, a
   * list value by name, the form's yes / no, entries joined with `, `. Empty when there is no value.
   */
  text: string;
  /** The entries of a value that is a list: guests, recipients, a multi-select LIST, files. */
  items?: readonly string[];
  /** The files of a receipt field (CONTENT_HOLDER). */
  files?: readonly ShownFile[];
  /** An http or https address the value opens (a URL field): the review shows it as a link. */
  link?: string;
  /**
   * A LIST value whose name is not known yet: the review asks the list at `url` for `id`'s name
   * and shows the id until it comes.
   */
  lookup?: { url: string; id: string };
}

/** What showing a value needs besides the value: the form's locale and words. */
export interface ShowOptions {
  /** BCP 47 locale of the form: number and date formats. */
  locale: string;
  /** The form's words for a switch (`messages.yes`, `messages.no`). */
  words: { yes: string; no: string };
  /**
   * The name of a LIST value, when the caller knows it: the form gives the names its LIST
   * controls learned (`ListNames`: the item the user picked, one looked up by id). It is asked
   * first, as the control reads its own names before the preloaded one (`data.name`); without
   * either, the id is shown, as the control shows it until its name is known.
   */
  listName?: (item: FieldItem, id: string) => string | undefined;
}

/** What a definition's `show` reads besides the item: the show options and the envelope around it. */
export interface ShowContext extends ShowOptions {
  /** The envelope the field sits in (an amount's currency is the field beside it). */
  envelope: Pick<FieldsEnvelope, 'fields'>;
}

/** An attribute of a field item a control type reads, as its docs table shows it (spec 2.7). */
export interface FieldAttribute {
  /** The attribute's canonical name (`maxDecimals`); `value` for the value itself. */
  name: string;
  /** Its type on the wire, as TypeScript writes it (`boolean`, `'ERROR' | 'WARNING'`). */
  type: string;
  /** What the control does with it. */
  description: string;
  /** What an absent attribute means (`false`, `null`, `absent`). */
  default?: string;
  /** Where it goes when not on the item (`item or \`validationErrors\``). */
  where?: string;
  /** The values it takes, when they are a short list. */
  options?: readonly string[];
}

/**
 * The type of a control type's value on the wire, as TypeScript text (`number | null`): what
 * `expense-fields types` writes for its fields (ARCHITECTURE.md "Generated types"). A function of
 * the item for a type whose value depends on it (LIST: ids with `multiSelect`). It may name
 * `JsonValue`, which a generated file declares when used.
 *
 * @example
 * const wireType: WireTypeText = (item) => (item.multiSelect ? 'string[]' : 'string | null');
 */
export type WireTypeText = string | ((item: FieldItem) => string);

/**
 * One control type as the engine knows it (ARCHITECTURE.md "Control types"): its value codec
 * with its edit and wire value types, whether it holds a value, how its value reads as text in a
 * review and a change summary, and which field attributes it reads. Made by `defineControlType`.
 */
export interface ControlTypeDefinition<Edit = unknown, Wire extends JsonValue = JsonValue> {
  /** The `controlType` of the field items it serves (spec 2.7), e.g. `DATE`. */
  readonly controlType: string;
  /** Reads and writes its value. */
  readonly codec: ValueCodec<Edit, Wire>;
  /** False for a type whose item carries no value of the user's (a group, a notice). */
  readonly holdsValue: boolean;
  /** True for a type whose item holds nested field items (`fields`: FIELD_GROUP). */
  readonly nested: boolean;
  /**
   * True when the form checks its value before a save (mandatory, the codec's own checks); false
   * for a value the user only looks at (a URL, a type shown read-only).
   */
  readonly checked: boolean;
  /** Its value as the form shows it, in a review and a change summary. */
  readonly show: (item: FieldItem, context: ShowContext) => ShownValue;
  /** The field attributes it reads, in the order of its docs table. */
  readonly attributes: readonly FieldAttribute[];
  /** Its value's type on the wire as TypeScript text, for an item (generated types). */
  readonly wireType: (item: FieldItem) => string;
}
