import ts from 'typescript';
import { relative, sep } from 'node:path';

/**
 * A call from one engine file to a function of another that hands it callbacks
 * (ARCHITECTURE.md "House rules": no host objects of callbacks between engine parts).
 */
export interface CallbackHost {
  /** The calling file, from the engine's folder, and its line. */
  at: string;
  /** The function called, and the functions handed to it. */
  callee: string;
  functions: string[];
}

const callable = (checker: ts.TypeChecker, node: ts.Node) =>
  checker.getTypeAtLocation(node).getNonNullableType().getCallSignatures().length > 0;

/** The functions an argument hands over: itself, or the function members of an object built at the call. */
function handedFunctions(checker: ts.TypeChecker, argument: ts.Expression, n: number): string[] {
  let node = ts.isParenthesizedExpression(argument) ? argument.expression : argument;
  // A host built in the calling file and passed by name is built for the call all the same.
  if (ts.isIdentifier(node)) {
    const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.getSourceFile() === node.getSourceFile() &&
      declaration.initializer &&
      ts.isObjectLiteralExpression(declaration.initializer)
    )
      node = declaration.initializer;
  }
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((member) => {
      const name = member.name?.getText() ?? '…';
      if (ts.isMethodDeclaration(member)) return [name];
      if (ts.isPropertyAssignment(member))
        return callable(checker, member.initializer) ? [name] : [];
      if (ts.isShorthandPropertyAssignment(member)) return callable(checker, member) ? [name] : [];
      return [];
    });
  return callable(checker, node) ? [`argument ${n + 1}`] : [];
}

/**
 * Every call in `files` (under `engine`) to a function declared in another room of the engine
 * (its first folder; the files at its top are one room) that hands it two functions or more: as
 * arguments, or as members of an object literal built at the call (or in the calling file and
 * passed by name). A part made by its own room (`recall`, the context) is no host: it is passed,
 * not built for the callee. One function is a listener or
 * a read of the state; two are a host the callee calls back into.
 *
 * @example
 * callbackHosts(['src/core/session/a.ts'], 'src/core/session'); // [{ at: 'a.ts:3', … }]
 */
export function callbackHosts(files: readonly string[], engine: string): CallbackHost[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const inEngine = (name: string) => !relative(engine, name).startsWith('..');
  /** The engine room of a file: its first folder under the engine, or '' for the top. */
  const roomOf = (name: string) => {
    const parts = relative(engine, name).split(sep);
    return parts.length > 1 ? parts[0] : '';
  };
  const found: CallbackHost[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`Not in the program: ${file}`);
    const visit = (node: ts.Node): void => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
        // The declaration called, also through a destructured dynamic import.
        const declared = checker.getResolvedSignature(node)?.declaration?.getSourceFile().fileName;
        if (declared && inEngine(declared) && roomOf(declared) !== roomOf(source.fileName)) {
          const functions = node.arguments.flatMap((argument, n) =>
            handedFunctions(checker, argument, n),
          );
          if (functions.length >= 2) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            found.push({
              at: `${relative(engine, source.fileName).split(sep).join('/')}:${line + 1}`,
              callee: node.expression.getText(),
              functions,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
