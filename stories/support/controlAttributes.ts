import type { ArgTypes } from '@storybook/react-vite';
import type { InformationType, JsonObject, JsonValue } from '../../src/core/wire/types';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/textLanguage';

/**
 * What a `Controls/<Type>` story's Controls panel toggles: the attributes of its one field item
 * (spec 2.7; the described ones by their default wire names, ARCHITECTURE.md "Wire names") and
 * two props of the form. The rest of a story (the item's fixed attributes, the mock it may run
 * on) is its harness, kept out of the panel.
 */
export interface ControlArgs {
  name?: string;
  value?: JsonValue;
  mandatory?: boolean;
  enabled?: boolean;
  error?: string;
  errorText?: string;
  errorLevel?: 'ERROR' | 'WARNING';
  scanned?: boolean;
  maxDecimals?: number;
  allowFutureDates?: boolean;
  multiSelect?: boolean;
  qrCodeSupported?: boolean;
  informationType?: InformationType;
  dismissible?: boolean;
  removable?: boolean;
  replacementText?: string;
  locale?: string;
  readOnly?: boolean;
  /** Harness: the item's fixed attributes (`property`, `controlType`, a LIST's `url`…). */
  item: JsonObject & { property: string; controlType: string };
  /** Harness: the organization whose new report the mock service serves this item for. */
  onMock?: string;
}

/** An attribute the panel can toggle. */
export type AttributeName = Exclude<keyof ControlArgs, 'item' | 'onMock'>;

/** How a value is edited in the panel. */
export type ValueKind = 'text' | 'number' | 'boolean' | 'object';

/** A Controls-panel control, as argTypes give it. */
type PanelControl = NonNullable<ArgTypes<{ arg: unknown }>['arg']>['control'];

/** One row of a control's attribute table: how the panel edits it and what it means. */
interface Attribute {
  /** What the control does with it. */
  description: string;
  /** Its type on the wire. */
  type: string;
  /** What an absent attribute means. */
  fallback?: string;
  control: PanelControl;
  options?: readonly string[];
  /** Not an attribute of the item: a prop of `<FieldsForm>`. */
  form?: true;
  /** Where it goes, when not on the item nor a form prop. */
  where?: string;
}

const ITEM = 'Field item (spec 2.7)';
const FORM = 'Form (<FieldsForm> props)';

/** Every attribute a control story can toggle, once: the argTypes and the docs tables read it. */
const ATTRIBUTES: Record<Exclude<AttributeName, 'value'>, Attribute> = {
  name: {
    description: 'The label (translated display name).',
    type: 'string | null',
    control: 'text',
  },
  mandatory: {
    description: 'Shows the required mark; an empty value is refused on save.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  enabled: {
    description: 'False shows the value but takes no input.',
    type: 'boolean',
    fallback: 'true',
    control: 'boolean',
  },
  error: {
    description: 'Error code; the field shows an error when it or `errorText` is set.',
    type: 'string | null',
    fallback: 'null',
    control: 'text',
  },
  errorText: {
    description: 'The message under the input, linked to it (`aria-describedby`).',
    type: 'string | null',
    fallback: 'null',
    control: 'text',
  },
  errorLevel: {
    description:
      'An item carries errors only (level ERROR, spec 2.7); WARNING sends the text as a `validationErrors` entry of this property instead, which the field shows as a warning (Save anyway).',
    type: "'ERROR' | 'WARNING'",
    fallback: "'ERROR'",
    control: 'select',
    options: ['ERROR', 'WARNING'],
    where: 'item or `validationErrors`',
  },
  scanned: {
    description: 'Marks a value read from a receipt.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  maxDecimals: {
    description: 'More decimals than this are refused on save.',
    type: 'integer',
    control: { type: 'number', min: 0, max: 6, step: 1 },
  },
  allowFutureDates: {
    description: 'False refuses a date after today, and the calendar greys those days.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  multiSelect: {
    description: 'Several values, shown as chips.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  qrCodeSupported: {
    description: "The receipt's fiscal QR code is read and summarised.",
    type: 'boolean',
    fallback: 'absent',
    control: 'boolean',
  },
  informationType: {
    description: "The notice's kind: its colour and its role.",
    type: "'normal' | 'information' | 'warning' | 'error' | 'success'",
    control: 'select',
    options: ['normal', 'information', 'warning', 'error', 'success'],
  },
  dismissible: {
    description: 'Adds a button that hides the notice.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  removable: {
    description: 'Adds a remove button, sent to the server as a re-call.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
  },
  replacementText: {
    description: 'Shown instead of a group with no visible field.',
    type: 'string',
    control: 'text',
  },
  locale: {
    description: "The form's language: its strings, and how numbers and dates are typed.",
    type: 'string',
    fallback: "'en'",
    control: 'select',
    options: BUILT_IN_LANGUAGES,
    form: true,
  },
  readOnly: {
    description: 'Every field as text, nothing to edit.',
    type: 'boolean',
    fallback: 'false',
    control: 'boolean',
    form: true,
  },
};

const VALUE_TYPE: Record<ValueKind, string> = {
  text: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'JSON',
};

/** The attributes every value-holding control reads. */
const VALUED: readonly AttributeName[] = [
  'name',
  'value',
  'mandatory',
  'enabled',
  'error',
  'errorText',
  'errorLevel',
  'scanned',
];
const FORM_PROPS: readonly AttributeName[] = ['locale', 'readOnly'];
const DATES: readonly AttributeName[] = [...VALUED, 'allowFutureDates', ...FORM_PROPS];
const VALUED_NO_VALUE = VALUED.filter((name) => name !== 'value');

/**
 * The attributes each control type reads, in table order. A LIST's and a receipt's value is an
 * object the service makes (a list entry's id with its `data`, an uploaded file): their stories
 * fix it in the item rather than offer it for typing.
 */
export const CONTROL_ATTRIBUTES = {
  TEXT: [...VALUED, ...FORM_PROPS],
  MULTI_LINE_TEXT: [...VALUED, ...FORM_PROPS],
  DOUBLE: [...VALUED, 'maxDecimals', ...FORM_PROPS],
  INTEGER: [...VALUED, ...FORM_PROPS],
  SWITCH: [...VALUED, ...FORM_PROPS],
  DATE: DATES,
  DATE_TIME: DATES,
  LOCAL_DATE_TIME: DATES,
  LIST: [...VALUED_NO_VALUE, 'multiSelect', ...FORM_PROPS],
  CONTENT_HOLDER: [...VALUED_NO_VALUE, 'qrCodeSupported', ...FORM_PROPS],
  GUEST_LIST: [...VALUED, ...FORM_PROPS],
  RECIPIENT_LIST: [...VALUED, ...FORM_PROPS],
  URL: [...VALUED, ...FORM_PROPS],
  FIELD_GROUP: [
    'name',
    'error',
    'errorText',
    'errorLevel',
    'removable',
    'replacementText',
    ...FORM_PROPS,
  ],
  INFORMATION: ['name', 'informationType', 'dismissible', ...FORM_PROPS],
  /** A type the library does not know: its fallback shows the value read-only. */
  unknown: [...VALUED, ...FORM_PROPS],
} satisfies Record<string, readonly AttributeName[]>;

/** A key of {@link CONTROL_ATTRIBUTES}: a control type, or `unknown`. */
export type ControlKind = keyof typeof CONTROL_ATTRIBUTES;

/** One attribute's row, the value's by the kind of value the story's control holds. */
function attribute(name: AttributeName, valueKind: ValueKind): Attribute {
  if (name !== 'value') return ATTRIBUTES[name];
  return {
    description: 'The value; its type depends on the control type.',
    type: VALUE_TYPE[valueKind],
    fallback: 'null',
    control: valueKind,
  };
}

/**
 * The argTypes of a `Controls/<Type>` story file: a control for each attribute its type reads,
 * with the table's description, wire type and default; the harness hidden.
 *
 * @example
 * export default { title: 'Controls/DATE', argTypes: controlArgTypes('DATE', 'text') };
 */
export function controlArgTypes(kind: ControlKind, valueKind: ValueKind): ArgTypes<ControlArgs> {
  const argTypes: ArgTypes<ControlArgs> = {
    item: { table: { disable: true } },
    onMock: { table: { disable: true } },
  };
  for (const name of CONTROL_ATTRIBUTES[kind]) {
    const { description, type, fallback, control, options, form } = attribute(name, valueKind);
    argTypes[name] = {
      description,
      control,
      ...(options ? { options } : {}),
      table: {
        category: form ? FORM : ITEM,
        type: { summary: type },
        ...(fallback ? { defaultValue: { summary: fallback } } : {}),
      },
    };
  }
  return argTypes;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The docs page's table of the attributes a control type reads (Markdown), from the same rows as
 * its argTypes.
 *
 * @example
 * parameters: { docs: { description: { component: attributesTable('DATE', 'text') } } }
 */
export function attributesTable(kind: ControlKind, valueKind: ValueKind): string {
  const rows = CONTROL_ATTRIBUTES[kind].map((name) => {
    const {
      description,
      type,
      fallback,
      form,
      where = form ? 'form prop' : 'item',
    } = attribute(name, valueKind);
    return `| \`${name}\` | ${where} | \`${cell(type)}\` | ${fallback ? `\`${cell(fallback)}\`` : '–'} | ${cell(description)} |`;
  });
  return [
    `The attributes ${kind === 'unknown' ? 'a control of an unknown type' : `a \`${kind}\` control`} reads (every one is a control below).`,
    '',
    '| attribute | where | type | absent means | what it does |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
