import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { defaultControlTypes } from '../core/controlTypes/defaultControlTypes';
import { definedControlTypes, ensureControlTypes } from '../core/wire/controlTypeOf';
import { declarationText } from './declarationText';
import { envelopesIn } from './envelopesIn';
import { fieldTypes } from './fieldTypes';
import { loadControlTypes } from './loadControlTypes';
import { readSource, TOKEN_VARIABLE } from './readSource';

/** Where the command reads its environment and writes its lines (the process, or a test's). */
export interface CommandIo {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  out(line: string): void;
  err(line: string): void;
}

/** The usage text, printed by `--help` and after a wrong argument. */
export const TYPES_USAGE = `Usage: expense-fields types <envelope.json | recording.json | fields URL>… --out <file.d.ts>
  --out <file>             the declaration file to write (.d.ts, or .ts)
  --name <Name>            the interface's name (default: from the file name, e.g. ReportFields)
  --no-register            do not register it as the app's one form kind (a typed handle names it)
  --control-types <file>   a JavaScript module exporting your own control type definitions
A fields URL is loaded with the bearer token of ${TOKEN_VARIABLE}.`;

interface TypesArguments {
  sources: string[];
  out: string;
  name: string | undefined;
  register: boolean;
  controlTypes: string[];
}

/** `report-fields.d.ts` → `ReportFields`. */
function nameOf(out: string): string {
  const words = basename(out)
    .replace(/\.(d\.)?[cm]?ts$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const safe = /^[A-Za-z]/.test(name) ? name : `Form${name}`;
  return safe.endsWith('Fields') ? safe : `${safe}Fields`;
}

function parseArguments(args: readonly string[]): TypesArguments | string {
  const parsed: TypesArguments = {
    sources: [],
    out: '',
    name: undefined,
    register: true,
    controlTypes: [],
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const next = () => {
      index += 1;
      return args[index];
    };
    if (arg === '--no-register') parsed.register = false;
    else if (arg === '--out' || arg === '--name' || arg === '--control-types') {
      const value = next();
      if (value === undefined) return `${arg} needs a value.`;
      if (arg === '--out') parsed.out = value;
      else if (arg === '--name') parsed.name = value;
      else parsed.controlTypes.push(value);
    } else if (arg.startsWith('--')) return `Unknown option ${arg}.`;
    else parsed.sources.push(arg);
  }
  if (parsed.sources.length === 0) return 'Name at least one envelope, recording or fields URL.';
  if (parsed.out === '') return 'Say where to write the types: --out <file.d.ts>.';
  if (!/\.[cm]?ts$/.test(parsed.out))
    return `--out ${parsed.out}: write the types to a .d.ts (or .ts) file.`;
  if (parsed.name !== undefined && !/^[A-Za-z_$][\w$]*$/.test(parsed.name))
    return `--name ${parsed.name} is not a TypeScript name.`;
  return parsed;
}

/** A file from the working folder; a URL as it is. */
const resolveSource = (source: string, cwd: string) =>
  /^https?:\/\//i.test(source) ? source : resolve(cwd, source);

/** A URL as the file's first line names it: no query (a token could be in one). */
const shownSource = (source: string) => source.replace(/[?#].*$/, '');

/**
 * `expense-fields types` (ARCHITECTURE.md "Generated types"): reads envelopes, recordings and
 * fields URLs, writes the declaration file of every property with its wire value type, prints what
 * it wrote and warns about a property seen with two control types. Resolves with the exit code.
 *
 * @example
 * process.exitCode = await typesCommand(['report.json', '--out', 'src/reportFields.d.ts'], io);
 */
export async function typesCommand(args: readonly string[], io: CommandIo): Promise<number> {
  if (args.includes('--help')) {
    io.out(TYPES_USAGE);
    return 0;
  }
  const parsed = parseArguments(args);
  if (typeof parsed === 'string') {
    io.err(`${parsed}\n${TYPES_USAGE}`);
    return 2;
  }
  try {
    ensureControlTypes(defaultControlTypes);
    const own = await loadControlTypes(parsed.controlTypes, io.cwd);
    const envelopes = [];
    for (const source of parsed.sources) {
      const found = envelopesIn(await readSource(resolveSource(source, io.cwd), io.env));
      if (found.length === 0)
        throw new Error(`${source} holds no envelope (nor a recorded session).`);
      envelopes.push(...found);
    }
    const properties = fieldTypes(envelopes, own);
    const known = new Set(definedControlTypes().map((definition) => definition.controlType));
    // An empty interface registered would make every name a free string again, silently.
    if (properties.length === 0)
      throw new Error(
        `${parsed.sources.join(', ')}: the envelopes hold no field; nothing written.`,
      );
    const name = parsed.name ?? nameOf(parsed.out);
    const text = declarationText(properties, {
      name,
      sources: parsed.sources.map(shownSource),
      register: parsed.register,
    });
    const out = resolve(io.cwd, parsed.out);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, text);
    io.out(
      `Wrote ${name} to ${parsed.out}: ${properties.length} properties from ${envelopes.length} envelope${envelopes.length === 1 ? '' : 's'}${parsed.register ? ', registered as the form kind of every part' : ''}.`,
    );
    for (const seen of properties) {
      io.out(
        `  ${seen.property}: ${seen.wireTypes.join(' | ')}  (${seen.controlTypes.join(', ')})`,
      );
      if (seen.controlTypes.length > 1)
        io.err(
          `Warning: ${seen.property} comes as ${seen.controlTypes.join(' and ')}; its type is the union of both.`,
        );
      const unknown = seen.controlTypes.filter(
        (controlType) => !own.has(controlType) && !known.has(controlType),
      );
      if (unknown.length > 0)
        io.err(
          `Note: ${seen.property} is a ${unknown.join(', ')}, a control type with no definition here: typed as any JSON (give its definition with --control-types).`,
        );
    }
    return 0;
  } catch (error) {
    io.err(`expense-fields types: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
