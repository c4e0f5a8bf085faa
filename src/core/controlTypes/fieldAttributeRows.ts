import type { FieldAttribute } from '../wire/controlTypeDefinition';

// The rows of the attributes several control types read (spec 2.7; the described ones by their
// default wire names, ARCHITECTURE.md "Wire names"), written once: each definition lists the
// ones it reads, and the docs tables and the stories' Controls panels are made from its list.

const row = (
  name: string,
  type: string,
  description: string,
  fallback?: string,
  more?: Partial<FieldAttribute>,
): FieldAttribute => ({
  name,
  type,
  description,
  ...(fallback === undefined ? {} : { default: fallback }),
  ...more,
});

const NAME = row('name', 'string | null', 'The label (translated display name).');
const ERROR = row(
  'error',
  'string | null',
  'Error code; the field shows an error when it or `errorText` is set.',
  'null',
);
const ERROR_TEXT = row(
  'errorText',
  'string | null',
  'The message under the input, linked to it (`aria-describedby`).',
  'null',
);
const ERROR_LEVEL = row(
  'errorLevel',
  "'ERROR' | 'WARNING'",
  'An item carries errors only (level ERROR, spec 2.7); WARNING sends the text as a `validationErrors` entry of this property instead, which the field shows as a warning (Save anyway).',
  "'ERROR'",
  { where: 'item or `validationErrors`', options: ['ERROR', 'WARNING'] },
);

/**
 * The attribute rows of the built-in control types, by name; `valued(type)` is the list every
 * value-holding type reads, its value of the given wire type.
 *
 * @example
 * const attributes = [...fieldAttributeRows.valued('number'), fieldAttributeRows.maxDecimals];
 */
export const fieldAttributeRows = {
  name: NAME,
  error: ERROR,
  errorText: ERROR_TEXT,
  errorLevel: ERROR_LEVEL,
  value: (type: string): FieldAttribute =>
    row('value', type, 'The value; its type depends on the control type.', 'null'),
  maxDecimals: row('maxDecimals', 'integer', 'More decimals than this are refused on save.'),
  allowFutureDates: row(
    'allowFutureDates',
    'boolean',
    'False refuses a date after today, and the calendar greys those days.',
    'false',
  ),
  multiSelect: row('multiSelect', 'boolean', 'Several values, shown as chips.', 'false'),
  qrCodeSupported: row(
    'qrCodeSupported',
    'boolean',
    "The receipt's fiscal QR code is read and summarised.",
    'absent',
  ),
  informationType: row(
    'informationType',
    "'normal' | 'information' | 'warning' | 'error' | 'success'",
    "The notice's kind: its colour and its role.",
    undefined,
    { options: ['normal', 'information', 'warning', 'error', 'success'] },
  ),
  dismissible: row('dismissible', 'boolean', 'Adds a button that hides the notice.', 'false'),
  removable: row(
    'removable',
    'boolean',
    'Adds a remove button, sent to the server as a re-call.',
    'false',
  ),
  replacementText: row(
    'replacementText',
    'string',
    'Shown instead of a group with no visible field.',
  ),
  /**
   * What every value-holding type reads: its name, value (of `valueType` on the wire, or none
   * offered for typing when the service makes it), the mandatory and enabled flags, its error and
   * the scanned mark.
   */
  valued: (valueType: string | null): readonly FieldAttribute[] => [
    NAME,
    ...(valueType === null ? [] : [fieldAttributeRows.value(valueType)]),
    row(
      'mandatory',
      'boolean',
      'Shows the required mark; an empty value is refused on save.',
      'false',
    ),
    row('enabled', 'boolean', 'False shows the value but takes no input.', 'true'),
    ERROR,
    ERROR_TEXT,
    ERROR_LEVEL,
    row('scanned', 'boolean', 'Marks a value read from a receipt.', 'false'),
  ],
};
