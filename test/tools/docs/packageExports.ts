import { join } from 'node:path';
import ts from 'typescript';

/** The package's entries (package.json `exports`) by the source file each is built from. */
export const ENTRY_SOURCES: Readonly<Record<string, string>> = {
  'expense-fields': 'src/index.ts',
  'expense-fields/core': 'src/core/index.ts',
  'expense-fields/session': 'src/core/session/index.ts',
  'expense-fields/mock': 'src/mock/index.ts',
  'expense-fields/testing': 'src/testing/index.ts',
  'expense-fields/devtools': 'src/devtools/index.ts',
  'expense-fields/mui': 'src/looks/mui/index.ts',
  'expense-fields/shadcn': 'src/looks/shadcn/index.ts',
};

/**
 * Every name each entry exports (values and types, `export *` followed), read by the TypeScript
 * checker from the sources, so a name the manual cites is checked against what a reader imports.
 *
 * @example
 * packageExports(root).get('expense-fields')?.has('FieldsForm'); // true
 */
export function packageExports(root: string): Map<string, Set<string>> {
  const files = Object.values(ENTRY_SOURCES).map((file) => join(root, file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: ['vite/client'],
  });
  const checker = program.getTypeChecker();
  const exports = new Map<string, Set<string>>();
  for (const [entry, file] of Object.entries(ENTRY_SOURCES)) {
    const source = program.getSourceFile(join(root, file));
    const module = source && checker.getSymbolAtLocation(source);
    const names = module ? checker.getExportsOfModule(module).map((symbol) => symbol.name) : [];
    exports.set(entry, new Set(names));
  }
  return exports;
}
