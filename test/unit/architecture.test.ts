import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The arrows of ARCHITECTURE.md "Rooms": each room may import only the rooms listed for it, so
 * the layout a newcomer reads stays the layout the code has. `*` is any room.
 */
/** The core rooms below the session: what every room above may use. */
const CORE = [
  'core/base',
  'core/wire',
  'core/values',
  'core/http',
  'core/receipts',
  'core/changes',
  'core/controlTypes',
];
/**
 * The engine's rooms, lowest first (ARCHITECTURE.md "The engine"): each may use the ones before
 * it, never one after, so no part calls the session, or a part, that called it.
 */
const ENGINE = [
  'core/session/ports',
  'core/session/store',
  'core/session/uploads',
  'core/session/drafts',
  'core/session/state',
  'core/session/events',
  'core/session/context',
  'core/session/recall',
  'core/session/history',
  'core/session/save',
] as const;
const below = (room: (typeof ENGINE)[number]) => [
  ...CORE,
  ...ENGINE.slice(0, ENGINE.indexOf(room)),
];
/** What the rooms above the engine may use of it: its entry and the types and ports they name. */
const SESSION = ['core/session', ...ENGINE];
/** What controls and receipts may use: core, strings, the contract and the DOM helpers. */
const CONTROLS = [...CORE, 'i18n', 'registry', 'dom'];

const ALLOWED: Record<string, readonly string[]> = {
  'core/base': [],
  'core/wire': ['core/base'],
  'core/values': ['core/base', 'core/wire'],
  'core/receipts': ['core/base', 'core/wire', 'core/values'],
  'core/http': ['core/base', 'core/wire', 'core/values'],
  // What changed between two envelopes, and a value as the form shows it: wire and values only.
  'core/changes': ['core/base', 'core/wire', 'core/values'],
  'core/controlTypes': ['core/base', 'core/wire', 'core/values'],
  ...Object.fromEntries(ENGINE.map((room) => [room, below(room)])),
  'core/session': [...CORE, ...ENGINE],
  core: [...CORE, ...SESSION],
  dom: ['core/base', 'core/wire', 'core/values'],
  i18n: ['core/base', 'core/wire', 'core/values'],
  // The registry names the session's `Clock` type: a control that waits waits on the form's timers.
  registry: [...CORE, ...SESSION, 'i18n', 'dom'],
  controls: CONTROLS,
  receipts: CONTROLS,
  react: [...CONTROLS, ...SESSION, 'controls', 'receipts'],
  mock: CORE,
  // The test driver reads the session's wording of what is still out; its presets sit on the mock.
  testing: [...CORE, ...SESSION, 'mock'],
  devtools: ['*'],
  // A design system's look: its markup over the controls' hooks, the form's parts and registry.
  looks: [...CONTROLS, ...SESSION, 'controls', 'receipts', 'react'],
  // The bin (`expense-fields types`): Node only, it reads envelopes with core's parser and definitions.
  cli: CORE,
  demo: ['*'],
  index: ['*'],
};

const src = join(__dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The room of a file under `src/`: `core/<room>` inside core, `core/session/<room>` inside the
 * engine, else the top folder.
 */
function roomOf(file: string): string {
  const [top = '', inner = '', part = ''] = relative(src, file).split(/[\\/]/);
  const folder = (name: string) => name !== '' && !/\.tsx?$/.test(name);
  if (top !== 'core') return inner ? top : top.replace(/\.tsx?$/, '');
  if (!folder(inner)) return 'core';
  return inner === 'session' && folder(part) ? `core/session/${part}` : `core/${inner}`;
}

describe('rooms and arrows (ARCHITECTURE.md "Rooms")', () => {
  const arrows = sourceFiles(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
      (match) => ({
        file: relative(src, file),
        from: roomOf(file),
        to: roomOf(normalize(join(dirname(file), match[1] ?? '')) + '.ts'),
      }),
    );
  });

  it('finds the imports it checks', () => {
    expect(arrows.length).toBeGreaterThan(200);
    expect(new Set(sourceFiles(src).map(roomOf))).toEqual(new Set(Object.keys(ALLOWED)));
  });

  it('every import points down an allowed arrow', () => {
    const wrong = arrows
      .filter(({ from, to }) => from !== to && to !== 'styles.css')
      .filter(({ from, to }) => !ALLOWED[from]?.some((room) => room === '*' || room === to))
      .map(({ file, from, to }) => `${file}: ${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });
});
