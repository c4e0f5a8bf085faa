import { registerControlType } from '../wire/controlTypeOf';
import type {
  ControlTypeDefinition,
  FieldAttribute,
  ShowContext,
  ShownValue,
  ValueCodec,
  WireTypeText,
} from '../wire/controlTypeDefinition';
import type { FieldItem, JsonValue } from '../wire/model/types';
import { fieldAttributeRows } from './fieldAttributeRows';
import { shownParts } from './shownParts';

/** What {@link defineControlType} takes: the codec and controlType, the rest with defaults. */
export interface ControlTypeInit<Edit, Wire extends JsonValue> {
  /** The `controlType` of the field items it serves, e.g. `SIGNATURE`. */
  controlType: string;
  /** Reads and writes its value: wire value ⇄ edit value, display text, emptiness. */
  codec: ValueCodec<Edit, Wire>;
  /** False for a type whose item carries no value of the user's (a notice). Default true. */
  holdsValue?: boolean;
  /** True for a type whose item holds nested field items (`fields`). Default false. */
  nested?: boolean;
  /** False when the form does not check its value before a save. Default true. */
  checked?: boolean;
  /**
   * Its value as a review and a change summary show it. Default: the codec's `format`, or the
   * value's JSON when the codec shows nothing for a value that is there.
   */
  show?: (item: FieldItem, context: ShowContext) => ShownValue;
  /** The field attributes it reads, for its docs table. Default: those every valued type reads. */
  attributes?: readonly FieldAttribute[];
  /**
   * Its value's type on the wire as TypeScript text (`'{ svg: string; signedAt: string } | null'`),
   * or a function of the item: what `expense-fields types` writes for its fields. Default
   * `JsonValue` (any JSON).
   */
  wireType?: WireTypeText;
}

/** What a type that says nothing of its wire value holds: any JSON. */
const ANY_JSON = 'JsonValue';

/**
 * Defines a control type (ARCHITECTURE.md "Control types"): what the engine needs of it, in one
 * object. The definition is known to every form and session from the moment it is made; give
 * its editor to the form through the `controls` prop or `ControlsProvider` (with `definition`).
 *
 * @example
 * const signature = defineControlType<Signature | null, JsonObject | null>({
 *   controlType: 'SIGNATURE',
 *   codec: {
 *     kind: 'signature',
 *     toEdit: (wire) => (isSignature(wire) ? wire : null),
 *     fromEdit: (edit) => ({ ok: true, value: edit ? { ...edit } : null }),
 *     format: (wire) => (isSignature(wire) ? `Signed ${wire.signedAt}` : ''),
 *     isEmpty: (edit) => edit === null,
 *   },
 *   wireType: '{ svg: string; signedAt: string } | null',
 * });
 */
export function defineControlType<Edit, Wire extends JsonValue = JsonValue>(
  init: ControlTypeInit<Edit, Wire>,
): ControlTypeDefinition<Edit, Wire> {
  const codec = init.codec as ValueCodec<unknown, JsonValue>;
  const wireType = init.wireType ?? ANY_JSON;
  const definition: ControlTypeDefinition<Edit, Wire> = Object.freeze({
    controlType: init.controlType,
    codec: init.codec,
    holdsValue: init.holdsValue ?? true,
    nested: init.nested ?? false,
    checked: init.checked ?? true,
    show: init.show ?? shownParts.byCodec(codec),
    attributes: Object.freeze([...(init.attributes ?? fieldAttributeRows.valued('JSON'))]),
    wireType: typeof wireType === 'string' ? () => wireType : wireType,
  });
  registerControlType(definition as ControlTypeDefinition);
  return definition;
}
