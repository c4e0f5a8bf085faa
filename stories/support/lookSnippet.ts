/** A design system's look as a snippet writes it: its entry, its controls, what the app adds. */
interface SnippetLook {
  module: 'expense-fields/mui' | 'expense-fields/shadcn';
  controls: 'muiControls' | 'shadcnControls';
  /** What the app around the snippet does for the look (stories/manual/16-design-systems.mdx). */
  note: string;
}

const LOOKS: Readonly<Record<string, SnippetLook>> = {
  mui: {
    module: 'expense-fields/mui',
    controls: 'muiControls',
    note: "// Drawn in Material UI, inside your app's ThemeProvider: no stylesheet of ours.",
  },
  shadcn: {
    module: 'expense-fields/shadcn',
    controls: 'shadcnControls',
    note: "// Drawn in shadcn/ui: your Tailwind stylesheet adds @source '../node_modules/expense-fields/dist';",
  },
};

/** The form elements that take the look's controls (`controls` of FieldsForm and the provider). */
const FORM_TAG = /<(FieldsForm(?:Provider)?)(?:\n( *)|(?=[\s/>]))/g;

/**
 * A story's "Show code" in the look the toolbar chose (the `look` global): the look's entry
 * imported, its controls given to every `<FieldsForm>` and `<FieldsFormProvider>`, the default
 * look's stylesheet left out, and a line on what the app adds. A snippet already written for a
 * look, one with no form, and the default look are shown as they are.
 *
 * @example
 * lookSnippet("import { FieldsForm } from 'expense-fields';\n\n<FieldsForm />", 'mui');
 * // imports muiControls from 'expense-fields/mui' and draws <FieldsForm controls={muiControls} />
 */
export function lookSnippet(code: string, look: unknown): string {
  const chosen = typeof look === 'string' ? LOOKS[look] : undefined;
  // A snippet of a look of its own (an app's controls, a design system's example) stays as it is.
  if (!chosen || /from '(expense-fields\/(mui|shadcn)|@mui\/material)'|\scontrols=\{/.test(code))
    return code;
  let forms = 0;
  const drawn = code.replace(
    FORM_TAG,
    (tag: string, name: string, indent: string | undefined, at: number) => {
      // A form named in a comment (an example in a doc comment) is not a form drawn.
      const line = code.slice(code.lastIndexOf('\n', at) + 1, at).trim();
      if (/^(\*|\/\/|\/\*)/.test(line)) return tag;
      forms += 1;
      return indent === undefined
        ? `<${name} controls={${chosen.controls}}`
        : `<${name}\n${indent}controls={${chosen.controls}}\n${indent}`;
    },
  );
  if (forms === 0) return code;
  const lines = drawn.replace(/^import '[^']*styles\.css';\n/m, '').split('\n');
  // After the last line of the leading imports (an import may run over several lines).
  let end = 0;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at] ?? '';
    if (line.startsWith('import ') || line.startsWith('} from ')) end = at + 1;
    else if (line !== '' && !line.startsWith('  ') && !line.startsWith('//')) break;
  }
  const lookImport = `import { ${chosen.controls} } from '${chosen.module}';`;
  return [chosen.note, ...lines.slice(0, end), lookImport, ...lines.slice(end)].join('\n');
}
