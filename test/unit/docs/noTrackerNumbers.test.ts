// @vitest-environment node
// No tracked file cites the tracker or a work session: a reader has neither (test/tools/docs/trackerRules.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trackerReferences } from '../../tools/docs/trackerRules';

// The fixtures are made from parts, so this file itself holds none of what it looks for.
const n = 23;
const cite = (word: string, rest = ` ${n}`) => `${word}${rest}`;

describe('trackerReferences', () => {
  it.each([
    `// ${cite('Issue')}: the name reads "Purchase date"`,
    ` * Report screens in a few lines (${cite('issue')}).`,
    `(${cite('issues', ` 26 and 27`)}: an exchange log)`,
    `A ${cite('issue', ` #${n}`)} reference`,
    `42.5 kB in ${cite('session', ' 6')}: the activity`,
    `Two runs of ${cite('Session', ' 15')}, medians`,
    `with a ${cite('helper', ' session')} at nice 19`,
    `${cite('ISSUE')} in capitals`,
  ])('fails %s', (line) => {
    expect(trackerReferences('fixture.ts', `// fine\n${line}\n`)).toEqual([
      expect.objectContaining({ path: 'fixture.ts', line: 2 }),
    ]);
  });

  it.each([
    'hydration error #418 in Next.js',
    'a session with subscribe / getSnapshot',
    'the issue of a new token after 401',
    'sessionStorage holds 2 keys',
    'a second session takes 12 ms',
  ])('passes %s', (line) => {
    expect(trackerReferences('fixture.ts', line)).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites no tracker number and no work session in any tracked file', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((path) => path && !/\.(png|jpe?g|gif|webp|heic|pdf|ico|woff2?|tgz|zip)$/i.test(path));
    const found = files.flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return []; // a file deleted in the work tree but not yet in the index
      }
      return trackerReferences(path, text);
    });
    expect(found.map((ref) => `${ref.path}:${ref.line} "${ref.text}"`)).toEqual([]);
  });
});
