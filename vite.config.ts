import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { withExtensions } from './test/tools/declarationSpecifiers.mjs';
import { reactCompiler } from './test/tools/reactCompiler.mjs';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Debian's Chromium; never a browser downloaded by a tool (ARCHITECTURE.md "Toolchain"). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
];

/** A fresh browser config per project: a shared object mislabels results (pitfall 4). */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** Time zones the date codecs are tested in: UTC, a DST zone, a southern zone and UTC+14. */
export const TEST_TIME_ZONES = [
  'UTC',
  'Europe/Stockholm',
  'America/Sao_Paulo',
  'Pacific/Kiritimati',
];

/** Dependencies the browser projects use, optimised up front: a late discovery reloads the page mid-run (pitfall 8). */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'react-hook-form',
  'date-fns',
  'msw',
  'msw/browser',
  'axe-core',
  // The test driver's DOM target loads these on first use.
  '@testing-library/dom',
  '@testing-library/user-event',
];

/**
 * React 18.3 for the react18 projects: `test/react18` is a local package (a root dev dependency)
 * whose own node_modules hold react and react-dom 18.3.1, so react-dom 18 finds its React 18 when
 * Node loads it. Every `react` / `react-dom` import of our code and of the libraries that import
 * React (inlined below, so the aliases reach them) resolves there.
 */
const react18 = here('./test/react18/node_modules');
function react18Aliases(where: 'node' | 'browser') {
  return [
    { find: /^react$/, replacement: `${react18}/react/index.js` },
    { find: /^react-dom$/, replacement: `${react18}/react-dom/index.js` },
    // The browser build of the server renderer (the node one needs Node's streams).
    ...(where === 'browser'
      ? [{ find: /^react-dom\/server$/, replacement: `${react18}/react-dom/server.browser.js` }]
      : []),
    { find: /^(react|react-dom)\/(.+)$/, replacement: `${react18}/$1/$2.js` },
    // Its `main` is CommonJS, which Node would load (with React 19); its ES build goes through Vite.
    {
      find: /^@testing-library\/react$/,
      replacement: here('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
    },
  ];
}
/** Libraries that import React: run through Vite (not Node) so that they meet the aliases. */
const reactImporters = [/@testing-library\/react/, /react-hook-form/, /@tanstack\/react-query/];

/** The form tests that run on React 18.3 as well: every form and control test in jsdom. */
const react18UnitTests = [
  'test/unit/form/**/*.test.tsx',
  'test/unit/controls/**/*.test.tsx',
  // Server rendering in Node: React 18's server renderer warns where 19's does not.
  'test/unit/ssr.test.tsx',
  // A warm and a cold server's HTML hydrated by a page that starts cold.
  'test/unit/hydration/**/*.test.tsx',
];
/**
 * The form's browser tests that run on React 18.3 as well (not the receipts' QR decoding and photo
 * re-encoding, 30 s of work that React takes no part in; jsdom runs the receipt control on 18).
 */
const react18BrowserTests = [
  'test/browser/ssr.browser.test.tsx',
  'test/browser/firstPaint.browser.test.tsx',
  'test/browser/readmeScreen.browser.test.tsx',
  'test/browser/saveOnce.browser.test.tsx',
  'test/browser/controls.browser.test.tsx',
  'test/browser/reactVersion.browser.test.tsx',
];
/**
 * But: the mount-cost test (large forms: DOM calls and render counts of a mount, the 19 build's
 * figures; 30 s here), the stories' end states (Storybook's own React renders them; the
 * storybook project runs every story), and the counts in eleven languages (the messages'
 * grammar, which React takes no part in: about 30 s here).
 */
const react18UnitSkipped = [
  'test/unit/**/*.tz.test.{ts,tsx}',
  'test/unit/form/mount.test.tsx',
  'test/unit/form/storyEndState.test.tsx',
  'test/unit/**/countsInLanguages.test.tsx',
];

/**
 * The pure-logic unit tests: no DOM, no React, no module mock and no module state a file needs
 * fresh. They run in Node in one module graph per worker (`unit-node`, `isolate: false`): in
 * `unit` each of them imported the engine, the mock and the envelope parser anew, which cost more
 * than its tests. The rest stays in `unit`, each file in a graph of its own: the Intl warm-up
 * (resets the module registry), the engine's events (mock a module), the ports and the offline
 * queue (window's online events), the field stores (a react-hook-form hook), the built-in strings
 * (a language once loaded stays loaded for the graph), and any file not named here.
 */
const sharedGraphTests = [
  'test/unit/core/{base,changes}/*.test.ts',
  'test/unit/core/{acceptLanguage,capabilities,client,controlTypes,endpoints,envelope}.test.ts',
  'test/unit/core/{expiry,fileType,fiscalQr,localeNumbers,merge,values}.test.ts',
  'test/unit/session/*.test.ts',
  'test/unit/session/{drafts,history,model}/*.test.ts',
  'test/unit/session/save/{draftLookup,exactlyOnce,saveLock}.test.ts',
  'test/unit/mock/*.test.ts',
  'test/unit/manual/*.test.ts',
  'test/unit/devtools/{panelParts,recordSession}.test.ts',
  'test/unit/receipts/{receiptTexts,lazyReceiptUpload}.test.ts',
  'test/unit/{architecture,sampleReceipt}.test.ts',
];

/**
 * The behaviour tests every look runs (the unit-look-* projects; test/tools/setup-look.ts renders
 * each test's tree in the look): the controls' interactions and the form's flows. The same files
 * run in the default look in `unit`.
 */
const lookTests = [
  'test/unit/controls/{list,people,receipt,segmentedDate}.test.tsx',
  'test/unit/form/{recall,submit,summary,history,commands,control,locale}.test.tsx',
  'test/unit/form/review/review.test.tsx',
  // Each story's "Show code", written for the look, pasted and run beside its story.
  'test/unit/storySnippetsRun.test.tsx',
];

/** The looks other than the default one (test/looks/looks.ts). */
const LOOKS = ['mui', 'shadcn'];

/** Peers and dependencies stay external: the bundle holds only our own code. */
const external =
  /^(node:.*|react|react-dom|@tanstack\/react-query|react-hook-form|msw|date-fns|@zxing\/(browser|library)|@testing-library\/[^/]+|playwright-core|@mui\/[^/]+|@emotion\/[^/]+|@radix-ui\/[^/]+)(\/.*)?$/;

/** The entries with React components (the rest import no React: `bundle.test.ts`). */
const CLIENT_ENTRIES = new Set(['index', 'devtools', 'mui', 'shadcn']);

/**
 * The looks' entries (`expense-fields/mui`, `/shadcn`) use the library as an app does: every
 * import of theirs that leaves `src/looks` is an import of the package's main entry, whose public
 * names they use (ARCHITECTURE.md "Bundles"). Built with it, the bundler split what both use into
 * chunks the main entry then loaded as well (1.2 kB more of the main entry). Only in the
 * library's build: Storybook's build (no `build.lib`) bundles the looks with the sources.
 */
function looksOnMainEntry(): Plugin {
  const looks = here('./src/looks/');
  let library = false;
  return {
    name: 'expense-fields:looks-on-main-entry',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the relative path to the source file.
    enforce: 'pre',
    configResolved(config) {
      library = Boolean(config.build.lib);
    },
    async resolveId(source, importer, options) {
      if (!library || !importer?.startsWith(looks) || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.id.startsWith(looks)) return resolved;
      return { id: 'expense-fields', external: true };
    },
  };
}

/** Copies the theme to dist/styles.css as-is: it is CSS custom properties and plain rules. */
function stylesAsset(): Plugin {
  return {
    name: 'expense-fields:styles-asset',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css',
        source: readFileSync(here('./src/styles.css'), 'utf8'),
      });
    },
  };
}

/**
 * The photo Worker's reference in the built chunk, `new URL("./assets/….js?no-inline",
 * import.meta.url)`: bundlers copy what `new URL(…, import.meta.url)` names as a file, and Vite
 * would inline a file under its `assetsInlineLimit` (4 kB; the Worker is 1 kB) as a `data:` URL,
 * which `worker-src 'self'` refuses. `?no-inline` tells Vite not to; other bundlers and servers
 * ignore the query.
 */
function workerAsFile(): Plugin {
  const reference = /new URL\("(assets\/shrinkImage\.worker-[\w-]+\.js)", import\.meta\.url\)/g;
  return {
    name: 'expense-fields:worker-as-file',
    apply: 'build',
    renderChunk(code) {
      const rewritten = code.replace(reference, 'new URL("./$1?no-inline", import.meta.url)');
      // One line's columns move by a few characters: the lines of the map still hold.
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * The package's `bin` (`expense-fields types`, ARCHITECTURE.md "Generated types"): a build of its
 * own (`vite build --mode cli`, after the library's) into dist/cli.js, Node only, with the core
 * code it reads bundled in and its `#!` line. Not an entry of the library build: there a fifth
 * entry sharing core made the bundler split the main and session entries into shared chunks
 * (+1.5 kB gzip on the main entry), and no browser entry may change for a Node tool.
 */
function cliBuild() {
  return {
    publicDir: false as const,
    build: {
      outDir: here('./dist'),
      emptyOutDir: false,
      sourcemap: false,
      target: 'node20',
      lib: { entry: { cli: here('./src/cli/main.ts') }, formats: ['es' as const] },
      rolldownOptions: {
        external: (id: string) => external.test(id),
        // Readable, as the library ships.
        output: { banner: '#!/usr/bin/env node', minify: false },
      },
    },
  };
}

export default defineConfig(({ mode, command }) => {
  if (mode === 'cli') return cliBuild();
  const demo = mode === 'demo';
  const testing = mode === 'test';
  // The bundle test builds for production without declarations (they take 10 s and are not measured).
  const declarations = !demo && !testing && process.env.EXPENSE_FIELDS_SKIP_DTS !== '1';
  return {
    root: demo ? here('./src/demo') : undefined,
    // The library's own files refer to each other relatively: the photo re-encoding Worker is
    // `new URL('./assets/…', import.meta.url)`, which an app's bundler finds and copies. With the
    // default '/', it was an absolute '/assets/…' that no app serves (the Worker failed, and the
    // page's thread did the work).
    base: command === 'build' && !demo ? './' : undefined,
    publicDir: demo ? here('./public') : false,
    plugins: [
      react(),
      // The theme ships with every library build, with or without declarations (the bundle test).
      ...(demo || testing ? [] : [workerAsFile(), stylesAsset(), looksOnMainEntry()]),
      ...(!declarations
        ? []
        : [
            dts({
              include: ['src'],
              exclude: ['src/demo', '**/*.test.*'],
              tsconfigPath: here('./tsconfig.json'),
              // Relative imports with `.js`, so node16 / nodenext consumers resolve them.
              beforeWriteFile: (filePath: string, content: string) => ({
                content: withExtensions(content, filePath, here('./dist'), here('./src')),
              }),
            }),
          ]),
    ],
    build: {
      outDir: here('./dist'),
      emptyOutDir: true,
      sourcemap: true,
      lib: {
        entry: {
          index: here('./src/index.ts'),
          core: here('./src/core/index.ts'),
          session: here('./src/core/session/index.ts'),
          mock: here('./src/mock/index.ts'),
          testing: here('./src/testing/index.ts'),
          devtools: here('./src/devtools/index.ts'),
          // The design systems' looks: their peers (MUI, Radix) are external and optional.
          mui: here('./src/looks/mui/index.ts'),
          shadcn: here('./src/looks/shadcn/index.ts'),
        },
        formats: ['es' as const],
      },
      rolldownOptions: {
        external: (id: string) => external.test(id),
        // Chunk groups that leave dependencies to their own chunks need this (rolldown).
        preserveEntrySignatures: 'allow-extension' as const,
        output: {
          // The entries that hold React components start with 'use client': a Next.js server
          // component imports them as client references. The core, session, mock and testing
          // entries hold none and stay importable on the server.
          banner: (chunk: { isEntry: boolean; name: string }) =>
            chunk.isEntry && CLIENT_ENTRIES.has(chunk.name) ? "'use client';" : '',
          // Shipped readable (with source maps): a stack trace in an app's error tracker names our
          // functions, and apps minify anyway. The size budgets measure a minified build
          // (EXPENSE_FIELDS_MINIFY=1: `npm run size`, the bundle test), which is what apps download.
          minify: process.env.EXPENSE_FIELDS_MINIFY === '1',
          // Core in one chunk that the core entry and the main entry share (one copy for both), but
          // for what only the core entry exports: the fiscal QR parser, file-type sniffing and the
          // capability rules (a scan and a pick load them with the upload pipeline). The core entry
          // is then a facade over that chunk plus those, and the main entry loads none of them
          // (2.7 kB of the main entry). What changed between envelopes (`core/changes`)
          // and the lazy-chunk loader serve the main entry only: they stay out of it too. The session (the form engine) is a chunk of its
          // own: the core entry does not load it.
          codeSplitting: {
            groups: [
              {
                name: 'session',
                // IndexedDB drafts (idb-keyval) load when a form first keeps a draft.
                // The client checks' English text is the session's default wording (and i18n's),
                // filled by formatMessage (its plural forms); the core entry needs neither.
                // The save lock (offline saves) and whenSettled (drivers) load when first used.
                test: /\/src\/core\/(session\/(?![a-z]+\/(idbDraftStore|saveLock|whenSettled|parkedUploads)\.ts)|values\/(problemText|formatMessage))/,
                priority: 2,
                includeDependenciesRecursively: false,
              },
              // The XMLHttpRequest upload (progress) is loaded when such an upload starts. Only the
              // modules the test names: their dependencies find their own chunks.
              {
                name: 'core',
                test: /\/src\/core\/(?!changes\/|base\/lazyChunk|http\/exchangeXhr|session\/[a-z]+\/(idbDraftStore|saveLock|whenSettled|parkedUploads)\.ts|index\.ts$|receipts\/(fiscalQr|fileType)|wire\/capabilities)/,
                priority: 1,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
    // The demo page must not reload while someone (or the e2e test) is typing in it.
    optimizeDeps: demo ? { include: browserDeps } : undefined,
    test: {
      // As many workers as cores: Vitest's default leaves one core to its main process, which on
      // the 2-core CI machine is one worker, and the run had the second core idle half the time.
      maxWorkers: availableParallelism(),
      // EXPENSE_FIELDS_TEST_JSON: another report file (`npm run test:languages`, one per language).
      reporters: [
        'default',
        [
          'json',
          {
            outputFile: process.env.EXPENSE_FIELDS_TEST_JSON ?? here('./test-results/vitest.json'),
          },
        ],
      ],
      coverage: {
        provider: 'v8' as const,
        include: ['src/core/**'],
        reporter: ['text', 'json-summary'],
        // Line coverage of the core is at least 90%.
        thresholds: { lines: 90 },
        reportsDirectory: here('./coverage'),
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // jsdom with hundreds of fields is slow on a busy 2-core machine.
            testTimeout: 15_000,
            include: ['test/unit/**/*.test.{ts,tsx}'],
            exclude: [
              'test/unit/**/*.tz.test.{ts,tsx}',
              'test/unit/**/*.happydom.test.{ts,tsx}',
              ...sharedGraphTests,
            ],
            setupFiles: ['test/tools/setup-unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The pure-logic files of `unit`, in Node and one module graph per worker.
            name: 'unit-node',
            environment: 'node',
            isolate: false,
            testTimeout: 15_000,
            include: sharedGraphTests,
            // The time-zone files run in the unit-tz-* projects.
            exclude: ['test/unit/**/*.tz.test.{ts,tsx}'],
            setupFiles: ['test/tools/setup-unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The test driver's DOM target claims happy-dom as well as jsdom; its verb
            // and read tests run again there (the unit project runs them in jsdom).
            name: 'unit-happydom',
            environment: 'happy-dom',
            testTimeout: 15_000,
            include: [
              'test/unit/testing/driver*.test.tsx',
              'test/unit/**/*.happydom.test.{ts,tsx}',
            ],
            setupFiles: ['test/tools/setup-unit.ts'],
          },
        },
        {
          extends: true,
          resolve: { alias: react18Aliases('node') },
          test: {
            // The peer range says React 18.3: the form and control tests run on it too.
            name: 'unit-react18',
            environment: 'jsdom',
            testTimeout: 15_000,
            include: react18UnitTests,
            exclude: react18UnitSkipped,
            setupFiles: ['test/tools/setup-unit.ts'],
            server: { deps: { inline: reactImporters } },
            env: { EXPECT_REACT: '18' },
          },
        },
        ...LOOKS.map((look) => ({
          extends: true as const,
          test: {
            name: `unit-look-${look}`,
            environment: 'jsdom' as const,
            include: lookTests,
            setupFiles: ['test/tools/setup-unit.ts', 'test/tools/setup-look.ts'],
            testTimeout: 15_000,
            env: { EXPENSE_FIELDS_LOOK: look },
          },
        })),
        ...TEST_TIME_ZONES.map((zone) => ({
          extends: true as const,
          test: {
            name: `unit-tz-${zone}`,
            environment: 'jsdom' as const,
            include: ['test/unit/**/*.tz.test.{ts,tsx}'],
            setupFiles: ['test/tools/setup-unit.ts'],
            testTimeout: 15_000,
            env: { TZ: zone },
          },
        })),
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.e2e.test.ts'],
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // Apps that install the packed tarball: a strict-CSP page built by Vite, a Next.js
            // App Router app, a Vite app on React 18.3; each built and checked in Chromium
            // (test/apps).
            name: 'apps',
            environment: 'node',
            include: ['test/apps/*.test.ts'],
            globalSetup: ['test/apps/packedPackage.ts'],
            testTimeout: 180_000,
            hookTimeout: 240_000,
          },
        },
        {
          extends: true,
          publicDir: here('./public'),
          optimizeDeps: { include: [...browserDeps, '@zxing/browser', 'qrcode'] },
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.{ts,tsx}'],
            browser: chromiumBrowser(),
          },
        },
        {
          extends: true,
          publicDir: here('./public'),
          resolve: { alias: react18Aliases('browser') },
          // Its own optimised copies: the browser project's are React 19.
          cacheDir: here('./node_modules/.vite-react18'),
          optimizeDeps: { include: [...browserDeps, '@zxing/browser', 'qrcode'] },
          test: {
            // The form's browser tests on React 18.3: hydration, the README screen, saving once.
            name: 'browser-react18',
            include: react18BrowserTests,
            browser: chromiumBrowser(),
            env: { EXPECT_REACT: '18' },
          },
        },
        {
          extends: true,
          // The recipe screens as an app with the React Compiler builds them.
          plugins: [reactCompiler(/\/stories\/Recipes\/examples\/[^/]+\.tsx$/)],
          publicDir: here('./public'),
          cacheDir: here('./node_modules/.vite-compiled'),
          optimizeDeps: {
            include: [...browserDeps, 'react/compiler-runtime', '@storybook/react-vite'],
          },
          test: {
            name: 'browser-compiled',
            include: ['test/compiled/**/*.test.tsx'],
            browser: chromiumBrowser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: here('./.storybook') })],
          optimizeDeps: { include: [...browserDeps, 'msw-storybook-addon/csf3'] },
          test: {
            name: 'storybook',
            browser: chromiumBrowser(),
          },
        },
        // The controls' stories (tag `every-look`) again in each design system's look, every play
        // function and axe in it. Each look is a Storybook configuration of its own
        // (.storybook/looks/<look>: the same one, its `look` global starting there), not a
        // `define` on one module shared with the `storybook` project: so defined, the look once
        // reached that project's stories in the same run. Defined for `npm run test:story-looks`
        // only, not in `npm test` (test/tools/runTests.mjs says why).
        ...(process.env.EXPENSE_FIELDS_STORY_LOOKS === '1' ? LOOKS : []).map((look) => ({
          extends: true as const,
          plugins: [
            storybookTest({
              configDir: here(`./.storybook/looks/${look}`),
              tags: { include: ['every-look'] },
            }),
          ],
          optimizeDeps: { include: [...browserDeps, 'msw-storybook-addon/csf3'] },
          test: {
            name: `storybook-look-${look}`,
            browser: chromiumBrowser(),
          },
        })),
      ],
    },
  };
});
