/**
 * The panel's own styles, in its chunk (the app's theme is not assumed); the floating button's
 * place comes with the button itself (`FieldsDevtools.tsx`). Every rule sits under
 * `.efd-`, so nothing leaks into the page; colours keep 4.5:1 contrast.
 */
export const devtoolsStyles = `
.efd-floating > .efd-panel { position: fixed; right: 1rem; bottom: 3.5rem; z-index: 2147483000;
  width: min(56rem, calc(100vw - 2rem)); max-height: 70vh; overflow: auto; box-shadow: 0 4px 24px #0004; }
.efd-panel { font: 13px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff;
  border: 1px solid #888; border-radius: 6px; padding: 0.5rem 0.75rem; }
.efd-panel[hidden] { display: none; }
.efd-panel h2, .efd-panel h3, .efd-panel h4 { font-size: 1em; margin: 0.75rem 0 0.25rem; }
.efd-columns { display: grid; grid-template-columns: minmax(14rem, 1fr) 2fr; gap: 0.75rem; }
.efd-timeline { list-style: none; margin: 0; padding: 0; max-height: 24rem; overflow: auto; }
.efd-timeline li { display: flex; gap: 0.25rem; align-items: center; margin-bottom: 2px; }
.efd-timeline button[aria-pressed] { flex: 1; text-align: left; background: #fff; border: 1px solid #ccc; }
.efd-timeline button[aria-pressed='true'] { border-color: #1f4fa3; box-shadow: inset 3px 0 #1f4fa3; }
.efd-phase-applied .efd-phase { color: #0a5c27; }
.efd-phase-stale .efd-phase, .efd-phase-aborted .efd-phase { color: #7a4100; }
.efd-phase-failed .efd-phase { color: #a10f0f; }
.efd-phase-sent .efd-phase, .efd-phase-queued .efd-phase { color: #1f4fa3; }
.efd-link { background: none; border: none; color: #1f4fa3; text-decoration: underline; cursor: pointer; }
.efd-detail dl, .efd-panel dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 0.75rem; margin: 0; }
.efd-panel dt { font-weight: 600; }
.efd-panel dd { margin: 0; overflow-wrap: anywhere; }
.efd-table { border-collapse: collapse; width: 100%; }
.efd-table th, .efd-table td { border: 1px solid #ccc; padding: 2px 4px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
.efd-tree, .efd-tree ul { list-style: none; margin: 0; padding-left: 1rem; font-family: ui-monospace, monospace; }
.efd-tree { padding-left: 0; }
.efd-key { color: #6b2c91; }
.efd-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.25rem 0; }
.efd-copy textarea { display: block; width: 100%; font-family: ui-monospace, monospace; }
.efd-faults { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; border: 1px solid #ccc; }
.efd-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
