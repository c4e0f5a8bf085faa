import { fieldsEndpoints } from '../../src/core/http/endpoints';
import { MOCK_IDS } from '../../src/mock';

/** The modules a story's snippet may import: the package's public entries and its peers. */
export const SNIPPET_MODULES = [
  'expense-fields',
  'expense-fields/core',
  'expense-fields/session',
  'expense-fields/mock',
  'expense-fields/devtools',
  'expense-fields/testing',
  'expense-fields/mui',
  'expense-fields/shadcn',
  'expense-fields/styles.css',
  // The design systems of the looks' examples.
  '@mui/material',
  '@mui/material/styles',
  'react',
  '@tanstack/react-query',
  // A snippet that shows MSW presets answers with them (`getResponse`).
  'msw',
] as const;
/** A module a snippet may import. */
export type SnippetModule = (typeof SNIPPET_MODULES)[number];

/**
 * Writes a value's code: `indent` is the indentation of the line it is on, `column` where it
 * starts on that line (for the line width).
 */
export type WriteCode = (writer: SnippetWriter, indent: number, column: number) => string;

/** Snippets are formatted to the repository's Prettier width. */
const WIDTH = 100;
const pad = (indent: number) => ' '.repeat(indent);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Writes one item of a list at an indentation and a column. */
type Item = (indent: number, column: number) => string;
/** An entry of an object literal; a `null` key is a spread. */
export type ObjectEntry = readonly [string | null, Item];

/** Values whose code is not their data (a function, a storage): see {@link coded}. */
const written = new WeakMap<object, WriteCode>();

/**
 * Gives a value the code that makes it, so a story's snippet shows that code where the value is
 * used. The story keeps the value; the snippet cannot show what it was not told.
 *
 * @example
 * const now = coded(() => new Date(MOCK_NOW), (w) => `() => new Date(${w.use('expense-fields/mock', 'MOCK_NOW')})`);
 */
export function coded<T extends object>(value: T, write: WriteCode): T {
  written.set(value, write);
  return value;
}

const quote = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

/** The MOCK_IDS name of each id, longest first so no id is found inside another. */
const mockIdNames = Object.entries(MOCK_IDS).sort(([, a], [, b]) => b.length - a.length);

/** Is this object one of the `fieldsEndpoints` presets? Its key names the preset and its ids. */
function presetCall(value: object): { preset: keyof typeof fieldsEndpoints; ids: string[] } | null {
  if (!('key' in value) || typeof value.key !== 'string' || !('load' in value)) return null;
  try {
    const parsed: unknown = JSON.parse(value.key);
    if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) return null;
    const [preset, ...ids] = parsed as string[];
    return preset && preset in fieldsEndpoints
      ? { preset: preset as keyof typeof fieldsEndpoints, ids }
      : null;
  } catch {
    return null;
  }
}

/**
 * Collects what a snippet imports and declares while its values are written, then prints the
 * whole file: imports first, the declarations, then the body.
 */
export class SnippetWriter {
  private readonly imports = new Map<string, Set<string>>();
  private readonly declarations: string[] = [];
  private readonly names = new Map<string, string>();

  /** Imports `name` from `module` and returns it, so code can be written as `${w.use(...)}`. */
  use(module: SnippetModule, name: string): string {
    const names = this.imports.get(module) ?? new Set<string>();
    names.add(name);
    this.imports.set(module, names);
    return name.replace(/^type /, '');
  }

  /** A module-level statement the body needs (once, in the order first asked). */
  declare(statement: string): void {
    if (!this.declarations.includes(statement)) this.declarations.push(statement);
  }

  /** Has a declaration starting so been made (`const client`)? */
  declared(start: string): boolean {
    return this.declarations.some((statement) => statement.startsWith(start));
  }

  /** Writes this text as the identifier `name` (a parameter of the example). */
  name(text: string, name: string): void {
    this.names.set(text, name);
  }

  /** The code of a value: data as literals, ids as `MOCK_IDS`, presets as calls, coded values as told. */
  value(value: unknown, indent = 0, column = indent): string {
    if (value === null || typeof value === 'number' || typeof value === 'boolean')
      return String(value);
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'function' || typeof value === 'object') {
      const write = written.get(value);
      if (write) return write(this, indent, column);
      if (typeof value === 'function')
        throw new Error(`A snippet cannot show a function: give it coded().`);
      if (Array.isArray(value))
        return this.list(
          '[',
          value.map((item) => (at, col) => this.value(item, at, col)),
          ']',
          indent,
          column,
        );
      const preset = presetCall(value);
      if (preset) {
        const ids = preset.ids.map((id) => this.text(id)).join(', ');
        return `${this.use('expense-fields', 'fieldsEndpoints')}.${preset.preset}(${ids})`;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype)
        throw new Error(`A snippet cannot show a ${value.constructor.name}: give it coded().`);
      return this.object(
        Object.entries(value).flatMap(([key, item]) =>
          item === undefined ? [] : [[key, (at, col) => this.value(item, at, col)] as const],
        ),
        indent,
        column,
      );
    }
    throw new Error(`A snippet cannot show ${typeof value}.`);
  }

  /** An object literal from entries; a `null` key is a spread (`...expression`). */
  object(entries: readonly ObjectEntry[], indent: number, column = indent): string {
    const parts = entries.map(([key, write]): Item => (at, col) => {
      if (key === null) return `...${write(at, col + 3)}`;
      const name = IDENTIFIER.test(key) ? key : quote(key);
      const text = write(at, col + name.length + 2);
      return text === key ? key : `${name}: ${text}`;
    });
    return parts.length === 0 ? '{}' : this.list('{ ', parts, ' }', indent, column);
  }

  /** Items on one line when they fit and have no line breaks, else one per line. */
  private list(
    open: string,
    items: readonly Item[],
    close: string,
    indent: number,
    column: number,
  ): string {
    let at = column + open.length;
    const flat = items.map((item) => {
      const text = item(indent, at);
      at += text.length + 2;
      return text;
    });
    const line = `${open}${flat.join(', ')}${close}`;
    if (column + line.length <= WIDTH && !line.includes('\n')) return line;
    const inner = indent + 2;
    const lines = items.map((item) => `${pad(inner)}${item(inner, inner)},`);
    return `${open.trim()}\n${lines.join('\n')}\n${pad(indent)}${close.trim()}`;
  }

  /** A string, with the mock's ids by name and the example's parameters as identifiers. */
  private text(text: string): string {
    const name = this.names.get(text);
    if (name) return name;
    const whole = mockIdNames.find(([, id]) => id === text);
    if (whole) return `${this.use('expense-fields/mock', 'MOCK_IDS')}.${whole[0]}`;
    const inside = mockIdNames.filter(([, id]) => text.includes(id));
    if (inside.length === 0) return quote(text);
    let template = text.replace(/[`\\]|\$\{/g, (char) => `\\${char}`);
    for (const [key, id] of inside)
      template = template
        .split(id)
        .join(`\${${this.use('expense-fields/mock', 'MOCK_IDS')}.${key}}`);
    return `\`${template}\``;
  }

  /** The whole file: imports, the theme, the declarations and the body. */
  file(body: string): string {
    const imports = SNIPPET_MODULES.flatMap((module) => {
      const names = this.imports.get(module);
      if (!names) return [];
      const sorted = [...names].sort((a, b) =>
        a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
      );
      const line = `import { ${sorted.join(', ')} } from '${module}';`;
      return [
        line.length <= WIDTH
          ? line
          : `import {\n${sorted.map((name) => `  ${name},`).join('\n')}\n} from '${module}';`,
      ];
    });
    return [
      [...imports, `import 'expense-fields/styles.css';`].join('\n'),
      ...this.declarations,
      body,
    ].join('\n\n');
  }
}
