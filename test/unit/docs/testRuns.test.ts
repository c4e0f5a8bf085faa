// @vitest-environment node
// Every Vitest project of vite.config.ts runs in one of `npm test`'s two runs
// (test/tools/runTests.mjs): a project no pattern names would silently never run in CI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_RUNS } from '../../tools/runTests.mjs';
import { TEST_TIME_ZONES } from '../../../vite.config';

/** The projects a run names, as globs (`unit*`) or names. */
const patterns = TEST_RUNS.flatMap(({ args }) =>
  args.flatMap((arg, index) => (args[index - 1] === '--project' ? [arg] : [])),
);
const matches = (name: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name);

/** The project names vite.config.ts declares (the time-zone projects by their template). */
function projectNames(): string[] {
  const source = readFileSync('vite.config.ts', 'utf8');
  const projects = source.slice(source.indexOf('projects: ['));
  const named = [...projects.matchAll(/\bname: '([^']+)'/g)].map((match) => match[1] as string);
  const zones = projects.includes('name: `unit-tz-${zone}`')
    ? TEST_TIME_ZONES.map((zone) => `unit-tz-${zone}`)
    : [];
  return [...named, ...zones];
}

describe("npm test's runs", () => {
  it('name every project exactly once', () => {
    const names = projectNames();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names)
      expect([name, patterns.filter((pattern) => matches(name, pattern))]).toEqual([
        name,
        [expect.any(String)],
      ]);
  });

  it('a project no run names is found', () => {
    expect(patterns.some((pattern) => matches('a-project-of-its-own', pattern))).toBe(false);
  });
});
