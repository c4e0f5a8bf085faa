// Every story in every built-in language (`npm run test:languages`): the storybook project once
// per language, with the toolbar's `locale` global set by VITE_STORY_LOCALE
// (stories/support/storyLocale.tsx). Prints, per language, the stories run, those that passed,
// those with an axe violation, and those whose play failed otherwise (a play written for the
// story's own language reads its words: "Save", a label of the mock); exits 1 on any axe
// violation. Give languages as arguments to run only those: `npm run test:languages -- de fr`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The built-in languages, as src/i18n/textLanguage.ts lists them.
const source = readFileSync(join(root, 'src/i18n/textLanguage.ts'), 'utf8');
const listed = /BUILT_IN_LANGUAGES[^=]*=\s*Object\.freeze\(\[([^\]]*)\]/.exec(source)?.[1] ?? '';
const all = [...listed.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
if (all.length === 0) throw new Error('No languages found in src/i18n/textLanguage.ts.');
const languages = process.argv.length > 2 ? process.argv.slice(2) : all;

const AXE = /accessibility|axe|violation/i;
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });
const rows = [];
for (const language of languages) {
  const report = join(out, `stories-${language}.json`);
  const started = Date.now();
  spawnSync('npx', ['vitest', 'run', '--project', 'storybook'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_STORY_LOCALE: language,
      EXPENSE_FIELDS_TEST_JSON: report,
      NO_COLOR: '1',
    },
  });
  const seconds = (Date.now() - started) / 1000;
  const results = JSON.parse(readFileSync(report, 'utf8')).testResults ?? [];
  const tests = results.flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: `${file.name.replace(`${root}/`, '')} ${test.fullName}`,
      status: test.status,
      message: (test.failureMessages ?? []).join('\n'),
    })),
  );
  const failed = tests.filter((test) => test.status === 'failed');
  const axe = failed.filter((test) => AXE.test(test.message));
  rows.push({
    language,
    stories: tests.length,
    passed: tests.filter((test) => test.status === 'passed').length,
    axe: axe.length,
    play: failed.length - axe.length,
    seconds,
    axeFailures: axe.map((test) => test.name),
    playFailures: failed.filter((test) => !AXE.test(test.message)).map((test) => test.name),
  });
  // Written after each language: a long sweep stopped halfway keeps what it measured.
  writeFileSync(join(out, 'story-languages.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(
    `${language}: ${tests.length} stories, ${rows.at(-1).passed} passed, ${axe.length} axe, ${rows.at(-1).play} play (${seconds.toFixed(0)} s)`,
  );
}
console.log('\n| language | stories | passed | axe violations | other play failures | seconds |');
console.log('|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.language} | ${row.stories} | ${row.passed} | ${row.axe} | ${row.play} | ${row.seconds.toFixed(0)} |`,
  );
process.exitCode = rows.some((row) => row.axe > 0 || row.stories === 0) ? 1 : 0;
