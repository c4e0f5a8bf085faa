// An example app as it stands after `npm install` in a directory of its own: copied out of the
// repository (so no import can find the root's node_modules by walking up), with a node_modules
// that holds only what its package.json lists, each linked to the root's installed copy (whose own
// dependencies then resolve from where it really lies), and expense-fields copied from the
// tarball the `apps` project's global set-up unpacked into the app (packedPackage.ts) with the
// dependencies npm would hoist beside it. Nothing is installed from the network.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';

type Manifest = {
  version?: string;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const root = process.cwd();
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** What a script run in the app printed, and its exit code (0: it passed). */
export type ScriptResult = { code: number; output: string };

/** An app copied out of the repository with its own node_modules. */
export type IsolatedApp = {
  dir: string;
  /** Runs a package.json script as `npm run <name> -- <args>` does, with the app's own bins only. */
  run(script: string, args?: string[]): Promise<ScriptResult>;
  remove(): void;
};

/** Links a package into the app's node_modules, and its bins into node_modules/.bin, as npm does. */
function linkPackage(modules: string, name: string, from: string) {
  const target = join(modules, name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(from, target, 'dir');
  linkBins(modules, name, from);
}

function linkBins(modules: string, name: string, from: string) {
  const { bin } = readManifest(from);
  const bins = typeof bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: bin } : (bin ?? {});
  mkdirSync(join(modules, '.bin'), { recursive: true });
  for (const [command, file] of Object.entries(bins)) {
    symlinkSync(join(from, file), join(modules, '.bin', command));
  }
}

/**
 * The environment of a script in the app: no `node_modules/.bin` of this repository on PATH (npx
 * puts the root's there), none of the running Vitest's own variables, and plain text output.
 */
function appEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(VITEST|NODE_ENV$|NODE_PATH$|FORCE_COLOR$|npm_)/i.test(key)) env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(delimiter);
  return env;
}

/**
 * Copies `test/apps/<app>` to a fresh directory under the system's temporary one and gives it a
 * node_modules of the packages its package.json lists, less `leaveOut` (dropped from the copied
 * package.json as well). A listed package's version must be the one the root installed.
 *
 * @example
 * const app = isolatedApp('testing-guide', { leaveOut: ['jsdom'] });
 * const { code, output } = await app.run('build');
 * app.remove();
 */
export function isolatedApp(app: string, options: { leaveOut?: string[] } = {}): IsolatedApp {
  const source = join(root, 'test/apps', app);
  const dir = mkdtempSync(join(tmpdir(), `expense-fields-${app}-`));
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => !relative(source, path).split(/[\\/]/).includes('node_modules'),
  });
  const manifest = readManifest(source);
  const leaveOut = new Set(options.leaveOut);
  const keep = (list: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(list).filter(([name]) => !leaveOut.has(name)));
  const written = {
    ...manifest,
    dependencies: keep(manifest.dependencies),
    devDependencies: keep(manifest.devDependencies),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(written, null, 2)}\n`);

  const modules = join(dir, 'node_modules');
  const listed = { ...written.dependencies, ...written.devDependencies };
  for (const [name, version] of Object.entries(listed)) {
    if (name === 'expense-fields') continue;
    const installed = join(root, 'node_modules', name);
    const found = existsSync(installed) ? readManifest(installed).version : undefined;
    if (found !== version) {
      throw new Error(`${app} lists ${name}@${version}; this repository installed ${found}.`);
    }
    linkPackage(modules, name, installed);
  }
  if ('expense-fields' in listed) {
    const packed = join(source, 'node_modules/expense-fields');
    cpSync(packed, join(modules, 'expense-fields'), { recursive: true });
    linkBins(modules, 'expense-fields', join(modules, 'expense-fields'));
    // Its dependencies, hoisted beside it as npm puts them (its peers are the app's to list).
    for (const name of Object.keys(readManifest(packed).dependencies ?? {})) {
      if (!existsSync(join(modules, name))) {
        linkPackage(modules, name, join(root, 'node_modules', name));
      }
    }
  }

  return {
    dir,
    run: (script, args = []) =>
      new Promise((resolve) => {
        execFile(
          'npm',
          ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
          { cwd: dir, env: appEnv(), maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, output: `${stdout}${stderr}` });
          },
        );
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
