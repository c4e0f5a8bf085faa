// A first visit, as an app's page makes it: the page holds one library's form and nothing else
// (nothing preloaded), renders at once, and records when every field could first be used, from
// the navigation's start (`npm run bench`, its cold table; `npm run bench:cold-phone`).
// `lib=floor` draws bare inputs, `lib=fieldsform` (the default) ours, `lib=rjsf`
// react-jsonschema-form.
import type { JsonObject } from '../../src/core/wire/model/types';
import { benchEnvelope } from './benchEnvelope';
import { usableFields } from './usableFields';

/** What a library's part of the page is given: where to draw, and the envelope's fields. */
export type ColdDraw = (page: {
  root: HTMLElement;
  wire: JsonObject;
  fields: JsonObject[];
  params: URLSearchParams;
}) => void;

// Each library's part is a chunk of its own, chosen before anything renders: a page that bundled
// them all would charge each library for the others' code. Every part pays the same one fetch
// after this small entry (its shared chunks, React among them, are fetched beside it).
const DRAWS: Record<string, () => Promise<ColdDraw>> = {
  floor: () => import('./coldFloor').then((module) => module.coldFloor),
  fieldsform: () => import('./coldFieldsForm').then((module) => module.coldFieldsForm),
  rjsf: () => import('./coldRjsf').then((module) => module.coldRjsf),
};

const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'fieldsform';
const load = DRAWS[lib];
if (!load) throw new Error(`cold.html: no lib ${lib} (${Object.keys(DRAWS).join(', ')})`);

const wire = benchEnvelope(params);
const fields = (wire.fields as JsonObject[]).filter((field) => field.visible === true);

declare global {
  interface Window {
    cold?: { usableAt: number; scripts: number; scriptBytes: number };
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

void (async () => {
  const root = document.getElementById('root') as HTMLElement;
  (await load())({ root, wire, fields, params });
  while (!usableFields(root, fields.length, lib === 'fieldsform' ? 'ours' : 'other')) await frame();
  // Seen in a frame's callback: the task after it runs once that frame is painted.
  await nextTask();
  const usableAt = performance.now();
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
  window.cold = {
    usableAt,
    // The page's own entry script is one of them.
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  };
})();
