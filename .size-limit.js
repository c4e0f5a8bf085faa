// Bundle budgets. Checked inside `npm test` (test/unit/bundle.test.ts builds the library
// into a temporary folder and runs size-limit on it) and by `npm run size` after `npm run build`.
// Each check is the shipped, minified files an entry loads before it runs (its shared chunks
// included, lazy chunks not), gzip level 9. Peers and dependencies are external in the build
// (vite.config.ts), so this is our own code.
import { join } from 'node:path';
import { assertNoStaticImport, staticClosure } from './test/tools/staticClosure.mjs';
import { assertMainEntryApart } from './test/unit/devtools/mainEntryApart.mjs';

const dist = process.env.EXPENSE_FIELDS_DIST ?? 'dist';
const closure = (entry) => staticClosure(dist, entry).map((file) => join(dist, file));

// The QR decoder is loaded with import() when a scan starts (ARCHITECTURE.md "Bundles"): never by the main entry.
assertNoStaticImport(dist, 'index.js', /^@zxing\//);
// Nor the review's fields: the main entry loads them with import() when a review shows.
if (closure('index.js').some((file) => /reviewFields-/.test(file)))
  throw new Error('The main entry imports the review chunk statically.');
// The devtools and the test driver are entries of their own: no byte of them in the main entry,
// checked by file name and by content (a chunk the bundler merged holds their text).
assertMainEntryApart(dist);

export default [
  // 30 kB before drafts: drafts (the keeper, the notice, the English strings) cost
  // 2.2 kB, the real back ends (token refresh, throttled retries, retry of a failed
  // re-call) 0.5 kB; the IndexedDB code itself (idb-keyval) is a lazy chunk. Then 34.5 kB: the
  // endpoint presets and receipts as phones make them (paste, retry, cancel,
  // 413, pacing, HEIC and PDF tiles, their strings) cost 1.8 kB; the image shrinking is lazy.
  // Then 36 kB: the id checks, the shared token refresh and Retry-After rules of core
  // (below), the unreadable-draft check, the summary's warnings section and its strings, and a
  // private QueryClient when the app has none; the receipt upload pipeline moved to a lazy chunk.
  // 38 kB: the parts of a screen of your own (FieldsFormProvider, FormField,
  // FormFields, RemainingFields with the placement bookkeeping, SubmitButton, FormStatus, useField)
  // cost 1.6 kB; server rendering (initialEnvelope) and the session's screen API the rest. 39.5 kB
  // with the exactly-once session layer (below) and its notice (`SaveOutcome`) and strings. 42.5 kB:
  // the session's activity and event stream that the test driver and the devtools read
  // (an exchange log, the lent transport that counts uploads and list queries, the
  // hidden DOM marker; 1.2 kB), the offline save queue (queued state, Cancel, resume
  // after a reload, its strings; 0.9 kB; the save lock itself is a lazy chunk), one commit at
  // mount (react-hook-form's control made without `useForm`; 0.3 kB) and the devtools'
  // request lines in core (0.1 kB). 43 kB: receipts picked offline wait with the queued save (its
  // parking code is a lazy chunk; 0.2 kB), the exact values a test driver reads, `data-ef-property`
  // (0.2 kB). 42 kB: the main entry stopped loading what only the core entry exports
  // (the fiscal QR parser, file sniffing, capability rules: -2.7 kB), and the audits of saving once
  // and of the devtools added the save record beside the draft, the unknown outcome kept across reloads, one
  // callback per save (+0.9 kB) and the exact request lines and statuses the devtools show
  // (+0.2 kB). 42.5 kB for a faster mount (-20 ms at N = 1000 in the
  // profile): react-hook-form's copy of the values made when idle, amounts drawn formatted at
  // once, DOM ids without a callback per key, and the parser's path for the usual attribute
  // (+0.7 kB). 42.6 kB: react-hook-form's control made on first use, so a mount
  // neither makes nor compiles it (0.1 kB; -2.5 ms of the work before the first reply in the
  // profile). A 39.5 kB target for the faster mount was missed by 3 kB (README "Bundle"). 43.4 kB
  // for eleven languages (README "Languages": +0.73 kB against 42.64 kB measured before): the
  // loaders of eight more lazy chunks, the fallback by language with its warning, plurals by
  // Intl.PluralRules, the form's locale sent with each request and a re-call on a new locale;
  // the strings themselves are lazy chunks (4.5-5.5 kB each, gzip ~2 kB).
  // 42.8 kB with the segmented date field: its strings in English, the loader and the stand-in
  // drawn while its chunk loads (0.16 kB; the field itself is a lazy chunk). 43.6 kB for the
  // found-from-outside fixes (0.97 kB): a refused save says which fields when the screen shows
  // none of them (the notice, its strings, `ClientCheckError` for `onError`), the driver's list of
  // fields on the marker, the empty receipt's line, the form's `devtools` prop and the page's list
  // of forms. 45.8 kB with the engine in rooms (about 1.2 kB): one state object read by name from
  // every part (a minifier keeps property names: `context.outcomeUnknown`, `context.setState`),
  // the parts' own functions, the network port and the one listener set; what the engine does did
  // not change. Measured 45.71 kB. 48.1 kB with review and changes (README "Review and changes":
  // +2.28 kB, measured 47.99 kB): the diff of two envelopes and a value as the form shows it
  // (`core/changes`, which `useChanges` reads synchronously), `useChanges`, `<ChangeSummary>`, the
  // review's frame and its 17 English strings; the review's fields themselves are a lazy chunk
  // (`reviewFields`, 1.5 kB), loaded by the first review on screen. 50.5 kB with undo and redo
  // (README "Undo and redo": +2.45 kB against 45.72 kB measured before, 50.42 kB with both): the
  // history's steps, its moves and the draft's copy of it in the engine (+1.55 kB, below), the
  // undo and redo buttons, the keys, the polite announcement, focus, and their 7 English strings.
  // Lazy chunks for the moves and the draft's reading were tried: they made the entry 0.17 kB
  // larger (the loader and the split cost more than the code), so they stay in. 51.3 kB with
  // review before save (README "Review before save": +0.87 kB, 50.42 -> 51.29 kB): the step's
  // state over the engine (the check-only pass of the form's own checks, the repeat of a reviewed
  // save, the step's log the devtools show), the step itself in Save's place with its focus and
  // Escape, the headless `reviewing` / `confirmReview` / `cancelReview`, the marker's
  // `data-ef-review` and 2 English strings.
  // 51.4 kB: an undone scan takes its `scanned` marker with it (measured 51.36 kB).
  // 57.3 kB with the date field in the main entry (ARCHITECTURE.md "Dates": +5.52 kB, 51.31 ->
  // 56.83 kB; it was a 5.77 kB lazy chunk): a form with a date is usable in its first render, on
  // the server and in the browser, where the chunk cost a stand-in, a second pass and a hydration
  // mismatch from a server's second request on; what the code costs a first visit to a form
  // without dates is in the manual's performance figures. The change summary's list names
  // (`listNames`, the review's show options: +0.44 kB, measured 57.27 kB). 57.5 kB: counts in the
  // locale's grammar (+0.07 kB) and a form whose transport answers at once drawn before the first
  // paint, not after a "Loading" frame (`useFormSession`'s early listener, +0.13 kB; ARCHITECTURE.md
  // "Mount"); measured 57.47 kB. 59.5 kB with one definition per control type (ARCHITECTURE.md
  // "Control types": +1.99 kB, 57.48 -> 59.47 kB measured): each type's definition object, its
  // `show` (which was one switch of `shownValue`) and the attributes it reads with their
  // descriptions and defaults (0.46 kB of the growth: the docs tables and the stories' Controls
  // are made from them), the lookup by controlType, `controlTypeEntry` and the review's `review`
  // part of an app's own type; each editor's registry entry in its folder, joined to its
  // definition (0.15 kB of the growth).
  // 59.75 kB with generated types (ARCHITECTURE.md "Generated types": +0.29 kB, 59.44 -> 59.73
  // kB measured): each control type's wire type as TypeScript text (core's growth below) and the
  // typed handle `typedFields`; the generator itself is the bin, a build of its own.
  // 60.4 kB with the field's frame (ARCHITECTURE.md "Composition": +0.6 kB, 59.73 -> 60.35 kB
  // measured): one function says what a frame shows, with its prop getters, for the built-in
  // shell, useField's frame, useFieldFrame and FormField's own label and help.
  // 60.7 kB with odd list sources and attributes read leniently (+0.23 kB, 60.4 -> 60.63 kB
  // measured; core's growth below): a list source's odd entries left out (`readCustomFieldList`)
  // instead of throwing in the combobox, the receipt's and the notice's labels as one message
  // each (the colon inside the message, for French), the frame's label for a multi-select's chips.
  // 62.8 kB with the headless control hooks and the look's parts slot (+2.15 kB, 60.63 -> 62.78 kB
  // measured): each control's behaviour moved into a public hook whose result names every element's
  // props (a minifier keeps property names: `getOptionProps`, `getChipRemoveProps`, …), the fiscal
  // summary as words, `FORM_PARTS` and the frame handed to controls. A design system's look needs
  // these names; the growth is not yet paid for (the design-system looks' own budget).
  // 64.65 kB with the form's parts drawn by a look and the two looks' entries (+1.83 kB, 62.78 ->
  // 64.61 kB measured; +0.22 kB of it the inline styles that hide the form's announcements and
  // frame its group of fields without a stylesheet, for the looks): the Button, Alert and Dialog parts with the default look's, the testing
  // kit's markers on the form's parts and `lookEntry` (+0.45 kB; 63.23 kB built without the looks'
  // entries), and the chunks the main entry now shares with expense-fields/mui and /shadcn (+1.16
  // kB: the modules both import are split out of the main entry's chunk into shared ones, whose
  // imports and exports cost bytes; one shared chunk for the React layer was worse, 65.26 kB).
  // 63.45 kB (63.38 kB measured, -1.23 kB): the looks' entries import the main entry as the
  // package (`looksOnMainEntry` in vite.config.ts), so nothing of it is split into shared chunks.
  // The 59.75 kB target of the design-system looks is missed by 3.6 kB: the hooks' prop names and
  // the parts slot are the public API a look is built on.
  // 63.6 kB (63.57 kB measured): the form's React side in one hook (-0.09 kB) and the engine's
  // parts owning their state, made when first needed, a draft's facts read only when the keeper
  // reads them, the edit log, undo steps and save attempt handed to the parts that use them
  // instead of read from a shared context (+0.26 kB: read methods where a field was read, a
  // stand-in per lazy part, the parts named at each hand-over).
  { name: 'expense-fields (main entry)', path: closure('index.js'), limit: '63.6 kB', gzip: true },
  // The looks: their own files (they import the main entry, `expense-fields`, counted there).
  {
    name: 'expense-fields/mui (own file)',
    path: join(dist, 'mui.js'),
    // 6 kB (5.94 kB measured, +0.1 kB): the frame draws MUI's required asterisk with its marker
    // and each input says it is MUI's `Input`, so the server's HTML is what the page hydrates.
    limit: '6 kB',
    gzip: true,
  },
  {
    name: 'expense-fields/shadcn (own file)',
    path: join(dist, 'shadcn.js'),
    limit: '6.3 kB',
    gzip: true,
  },
  // 12 kB before real back ends: token refresh and throttled retries on every call, BLOCKER levels and
  // the real service's preloaded LIST value. 14 kB: every id checked before a
  // request, one token refresh shared by concurrent 401s, Retry-After parsed strictly with a floor,
  // the depth limit of pass-through JSON. 14.5 kB since the devtools' audit: the client notes on each
  // answer and failure what went out and the status (`wireReport`: the devtools' exact cURL, a
  // keyed create's key, the status of a success; 0.14 kB). 15.5 kB: the core entry
  // is a facade over the chunk it shares with the main entry, plus the fiscal QR parser, file
  // sniffing and capability rules that only it exports (1.2 kB more for the core entry alone, 2.7 kB
  // less for the main entry and 2.5 kB less for the session: vite.config.ts). 15.75 kB: the
  // parser takes an accepted attribute value as it is, with no result object per
  // attribute, and works out each wire name once per set of names (a faster mount; 0.2 kB).
  // 16.05 kB: every call of the client takes a locale, sent as `Accept-Language` (the
  // `acceptLanguageHeader` wire name, the tag made canonical), and a transport passes its own
  // (+0.23 kB against 15.82 kB measured before).
  // 16.15 kB with the one listener set (`core/base`) every room uses (measured 16.11 kB).
  // 16.3 kB: the per-form store of list names the change summary reads, and a LIST's `data`
  // dropped when the value it named is gone (`applyValues`; measured 16.3 kB).
  // 18.3 kB with one definition per control type (ARCHITECTURE.md "Control types": +2.1 kB,
  // 16.18 -> 18.29 kB measured): the definitions above, and with them each type's `show`, which
  // the core entry did not load before (it lived in `core/changes`, the main entry's), the amount
  // in its currency and the items by key it reads.
  // 18.45 kB after the merge with the engine without callback hosts and `ensureControlTypes` (a
  // session calls for the built-in definitions instead of a bare import a bundler may drop;
  // measured 18.42 kB).
  // 18.65 kB with each definition's `wireType` (ARCHITECTURE.md "Generated types": the TypeScript
  // text of its wire value, which the bin writes; +0.21 kB, 18.42 -> 18.62 kB measured).
  // 18.75 kB: `readCustomFieldList`, a `maxDecimals` past what Intl takes read as absent and the
  // digits capped for engines that stop at 20 (+0.08 kB, measured 18.73 kB).
  { name: 'expense-fields/core', path: closure('core.js'), limit: '18.75 kB', gzip: true },
  // The form engine: core plus the session, without React; 16 kB until drafts,
  // 18.5 kB (core's growth above, the draft validation, the messages accessor);
  // 20 kB: the session words client checks in English by itself (0.44 kB: a screen
  // without React shows text, never a code), whenReady, field(property), initialEnvelope. 21.5 kB
  // for saving once: a key per save attempt kept with the draft, the single automatic retry, the
  // unknown outcome with confirmSave, and a repeated update recognised as already stored (1.2 kB).
  // 24.5 kB: activity, events, the offline queue and its receipts (see above).
  // 23.5 kB: without the core-only modules (-2.5 kB), with the audits' additions.
  // 23.75 kB: core's Accept-Language (+0.22 kB).
  // `ClientCheckError`, the reason a refused save gives `onError` (0.03 kB). 25.7 kB with the
  // engine in rooms (the one state object's names, the parts, the network port; about 1.5 kB with
  // the store port over react-hook-form, which moved in from the main entry's own chunk). Measured
  // 25.61 kB. 27.25 kB with undo and redo (+1.55 kB, measured 27.18 kB): the steps and their
  // joining rules, the values of fields replies removed, the moves one at a time with their
  // re-call, the history kept with the draft and read back, and the reads a change summary needs.
  // 27.3 kB: an undone scan takes its `scanned` marker with it (measured 27.26 kB).
  // 27.45 kB: a LIST's stale `data` dropped (above) and a lazy chunk that says its last load
  // failed (measured 27.45 kB).
  // 27.75 kB with counts in the locale's grammar (ARCHITECTURE.md "Languages": +0.3 kB, measured
  // 27.49 kB alone): `formatMessage` (plural choices by `Intl.PluralRules`, numbers and lists by
  // the locale) moved from i18n into core beside the client checks' English text, which now
  // counts ("1 decimal"); the main entry loads it either way (+0.07 kB there).
  // 29.8 kB with one definition per control type (+2.09 kB, 27.7 -> 29.79 kB measured): the
  // session entry loads the built-in definitions (core's growth above).
  // 29.85 kB with the engine's parts reading the one state instead of callback hosts and the
  // session calling for the built-in control types (measured 29.82 kB).
  // 30.05 kB with core's `wireType` texts and `onSubmitted`'s values (+0.21 kB, measured
  // 30.03 kB).
  // 30.25 kB: core's growth above and an odd attribute told on the console in development, where
  // an app without `onError` saw nothing (+0.16 kB, measured 30.21 kB).
  // 30.45 kB: each engine part owns its state, is handed to the parts that use it, and the parts
  // the first paint does not use are made when first needed (read methods where a field was
  // read, a stand-in per lazy part, the parts named at each hand-over; +0.19 kB, measured 30.40 kB).
  { name: 'expense-fields/session', path: closure('session.js'), limit: '30.45 kB', gzip: true },
  // The test driver (DOM, Playwright and Storybook targets, the mock presets' wiring).
  // Its own file: what a test imports on top of the library and the mock. 6.1 kB with the review
  // step (`submit({ review })`, the `reviewing` status; 5.89 -> 6.0 kB).
  {
    name: 'expense-fields/testing (own file)',
    path: join(dist, 'testing.js'),
    limit: '6.1 kB',
    gzip: true,
  },
  // The devtools entry's own file (the button, recordSession, the history); the panel
  // is a lazy chunk loaded when it opens. Neither is in the main entry (asserted above).
  {
    name: 'expense-fields/devtools (own file)',
    path: join(dist, 'devtools.js'),
    limit: '2.5 kB',
    gzip: true,
  },
  {
    name: 'expense-fields/devtools panel (lazy)',
    path: join(dist, 'DevtoolsPanel-*.js'),
    limit: '6 kB',
    gzip: true,
  },
  // The review's fields as text (README "Review and changes"): a lazy chunk loaded by the first
  // `mode="review"` on screen (or `preloadReview()`), never by a form that only edits.
  {
    name: 'review (lazy)',
    path: join(dist, 'reviewFields-*.js'),
    limit: '2 kB',
    gzip: true,
  },
];
