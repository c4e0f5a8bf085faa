/** The package's entries (package.json `exports`) by the source file each is built from. */
const ENTRIES: readonly (readonly [RegExp, string])[] = [
  [/^(\.\.\/)+src\/index$/, 'expense-fields'],
  [/^(\.\.\/)+src\/core\/session\/index$/, 'expense-fields/session'],
  [/^(\.\.\/)+src\/core\/index$/, 'expense-fields/core'],
  [/^(\.\.\/)+src\/mock(\/index)?$/, 'expense-fields/mock'],
  [/^(\.\.\/)+src\/devtools(\/index)?$/, 'expense-fields/devtools'],
  [/^(\.\.\/)+src\/testing(\/index)?$/, 'expense-fields/testing'],
  [/^(\.\.\/)+src\/looks\/mui(\/index)?$/, 'expense-fields/mui'],
  [/^(\.\.\/)+src\/looks\/shadcn(\/index)?$/, 'expense-fields/shadcn'],
  [/^(\.\.\/)+src\/styles\.css$/, 'expense-fields/styles.css'],
];

/**
 * Source code as a reader of the package writes it: imports of the source entries become imports
 * of the package's entries (`../../src/index` → `expense-fields`). The manual's samples are files
 * under test, compiled with the sources; this shows them as published.
 *
 * @example
 * packageImports("import { FieldsForm } from '../../src/index';"); // "import { FieldsForm } from 'expense-fields';"
 */
export function packageImports(code: string): string {
  return code.replace(/(from\s+|import\s+)'([^']+)'/g, (whole, lead: string, path: string) => {
    const entry = ENTRIES.find(([pattern]) => pattern.test(path));
    return entry ? `${lead}'${entry[1]}'` : whole;
  });
}
