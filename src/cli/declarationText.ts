import type { SeenProperty } from './fieldTypes';

/** Options of {@link declarationText}. */
export interface DeclarationOptions {
  /** The exported interface's name, e.g. `ReportFields`. */
  name: string;
  /** What it was made from (file names, URLs without their query), for the file's first line. */
  sources: readonly string[];
  /** Add the `Register` augmentation (the app's one form kind). */
  register: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON value's type, declared in the file when a wire type names it (a type with no narrower one). */
const JSON_VALUE =
  'type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };';

const commentText = (text: string) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/**
 * The declaration file `expense-fields types` writes (ARCHITECTURE.md "Generated types"): one
 * exported interface of every property with its wire value type, and, for an app with one form
 * kind, the `Register` augmentation that makes it the names of every part.
 *
 * @example
 * writeFileSync('reportFields.d.ts', declarationText(fieldTypes(envelopes), { name: 'ReportFields', sources: ['report.json'], register: true }));
 */
export function declarationText(
  properties: readonly SeenProperty[],
  { name, sources, register }: DeclarationOptions,
): string {
  const members = properties.map(({ property, label, controlTypes, wireTypes }) => {
    const key = IDENTIFIER.test(property) ? property : `'${property.replace(/[\\']/g, '\\$&')}'`;
    const about = [
      label === null || label === '' ? null : commentText(label),
      controlTypes.join(' or '),
    ]
      .filter(Boolean)
      .join(': ');
    return `  /** ${about} */\n  ${key}: ${wireTypes.join(' | ')};\n`;
  });
  const usesJson = properties.some(({ wireTypes }) =>
    wireTypes.some((type) => /\bJsonValue\b/.test(type)),
  );
  return [
    `// Written by \`expense-fields types\` from ${sources.map(commentText).join(', ')}. Do not edit:\n`,
    '// run it again when the envelopes change.\n\n',
    usesJson
      ? `/** Any JSON value: a control type whose value has no narrower type. */\n${JSON_VALUE}\n\n`
      : '',
    "/**\n * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).\n *\n",
    ` * @example\n * const parts = typedFields<${name}>();\n */\n`,
    `export interface ${name} {\n`,
    members.join(''),
    '}\n',
    register
      ? `\ndeclare module 'expense-fields' {\n  interface Register {\n    fields: ${name};\n  }\n}\n`
      : '',
  ].join('');
}
