import ts from 'typescript';

/** One write of a fact of the session's context: the fact (its first member) and where. */
export interface FactWrite {
  fact: string;
  file: string;
  line: number;
  /** The form of the write: `=`, `+=`, `++`, `delete`, `push`, `Object.assign`, … */
  form: string;
}

/** The methods that change a built-in container in place (an array, a Map, a Set). */
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const CONTAINERS = /^(Array|ReadonlyArray|Map|ReadonlyMap|Set|ReadonlySet|WeakMap|WeakSet)$/;

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/**
 * Every write of a member of `root` (the session's context, by its variable's name) in the given
 * files, in every form a write takes: an assignment or compound assignment, `++`/`--`, `delete`,
 * a container's own mutator (`push`, `set`, `add`, `clear`, … on an array, Map or Set, by its
 * type), `Object.assign`, through a cast (`(context as X).fact = …`), an alias (`const c =
 * context`, `const { held } = context`, `const h = context.held`) or a nested member
 * (`context.fact.inner = …`). A method of a part (`context.queue.add(save)` on a part of its own)
 * is not a write: the part changes its own state. Comments write nothing.
 *
 * @example
 * factWrites(['src/core/session/save/savePipeline.ts']); // [{ fact: 'held', form: 'set', … }]
 */
export function factWrites(files: readonly string[], root = 'context'): FactWrite[] {
  const program = ts.createProgram([...files], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const writes: FactWrite[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    /** Names that stand for the context or one of its members in this file. */
    const aliases = new Map<string, string[]>([[root, [root]]]);
    const pathOf = (node: ts.Expression): string[] | undefined => {
      if (ts.isIdentifier(node)) return aliases.get(node.text);
      if (
        ts.isParenthesizedExpression(node) ||
        ts.isAsExpression(node) ||
        ts.isTypeAssertionExpression(node) ||
        ts.isNonNullExpression(node) ||
        ts.isSatisfiesExpression(node)
      )
        return pathOf(node.expression);
      if (ts.isPropertyAccessExpression(node)) {
        const base = pathOf(node.expression);
        return base ? [...base, node.name.text] : undefined;
      }
      if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
        const base = pathOf(node.expression);
        return base ? [...base, node.argumentExpression.text] : undefined;
      }
      return undefined;
    };
    const note = (target: ts.Expression, form: string, at: ts.Node) => {
      const path = pathOf(target);
      // The context itself assigned or assigned into (`Object.assign(context, …)`): its own facts.
      if (!path) return;
      const fact = path[1] ?? '(the context)';
      const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
      writes.push({ fact, file, line, form });
    };
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const path = pathOf(node.initializer);
        if (path && ts.isIdentifier(node.name)) aliases.set(node.name.text, path);
        if (path && ts.isObjectBindingPattern(node.name))
          for (const element of node.name.elements) {
            const key = element.propertyName ?? element.name;
            if (ts.isIdentifier(element.name) && ts.isIdentifier(key))
              aliases.set(element.name.text, [...path, key.text]);
          }
      } else if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
        // `let body = current; body = build()` binds the local again: no fact is written, and
        // the name stands for the context no more.
        if (ts.isIdentifier(node.left)) aliases.delete(node.left.text);
        else note(node.left, node.operatorToken.getText(source), node);
      } else if (
        (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
        (node.operator === ts.SyntaxKind.PlusPlusToken ||
          node.operator === ts.SyntaxKind.MinusMinusToken)
      ) {
        note(node.operand, node.operator === ts.SyntaxKind.PlusPlusToken ? '++' : '--', node);
      } else if (ts.isDeleteExpression(node)) {
        note(node.expression, 'delete', node);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const { expression: receiver, name } = node.expression;
        if (ts.isIdentifier(receiver) && receiver.text === 'Object' && name.text === 'assign') {
          const [target] = node.arguments;
          if (target) note(target, 'Object.assign', node);
        } else if (MUTATORS.has(name.text)) {
          const type = checker.getTypeAtLocation(receiver);
          const named = (type.getSymbol() ?? type.aliasSymbol)?.getName() ?? '';
          if (CONTAINERS.test(named) || checker.isArrayType(type)) note(receiver, name.text, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
