import { packageImports } from '../../../test/tools/packageImports';

/**
 * A tested file as the manual shows it: its imports of the sources (`../../../src/index`) become
 * imports of the package's entries (`expense-fields`), the rest is the file as written.
 *
 * @example
 * <Source code={shown(quickStart)} language="tsx" />
 */
export const shown: (code: string) => string = packageImports;

/**
 * The lines of a test between its `// manual-start` and `// manual-end` comments, out-dented by
 * one level: a test the manual shows whole, from inside a suite that sets it up.
 *
 * @example
 * marked("describe('x', () => {\n  // manual-start\n  it('y', () => {});\n  // manual-end\n});"); // "it('y', () => {});\n"
 */
export function marked(file: string): string {
  const body = /\/\/ manual-start\n([\s\S]*?)\s*\/\/ manual-end/.exec(file)?.[1] ?? '';
  return `${body.replace(/^ {2}/gm, '')}\n`;
}

/**
 * The first rule of a stylesheet with this selector, as written (its custom properties, say).
 *
 * @example
 * cssRule(':root {\n  --ef-gap: 1rem;\n}\n', ':root'); // ':root {\n  --ef-gap: 1rem;\n}\n'
 */
export function cssRule(css: string, selector: string): string {
  const from = css.indexOf(`\n${selector} {`);
  const to = css.indexOf('\n}', from);
  return from < 0 || to < 0 ? '' : `${css.slice(from + 1, to + 2)}\n`;
}
