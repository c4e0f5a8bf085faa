// A first visit, as an app's page makes it: the page holds our form and nothing else (no other
// library, nothing preloaded), renders at once, and records when every field could first be used,
// from the navigation's start (`npm run bench`, its cold table). `lib=floor` draws bare inputs.
import { createRoot } from 'react-dom/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { JsonObject } from '../../src/core/wire/model/types';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import '../../src/styles.css';
import { benchEnvelope, echoTransport } from './benchEnvelope';
import { usableFields } from './usableFields';

const params = new URLSearchParams(location.search);

const wire = benchEnvelope(params);
const visible = (wire.fields as JsonObject[]).filter((field) => field.visible === true);
const floor = params.get('lib') === 'floor';
const envelope = parseEnvelope(wire);
const transport = echoTransport(envelope);

declare global {
  interface Window {
    cold?: { usableAt: number; scripts: number; scriptBytes: number };
  }
}

const root = document.getElementById('root') as HTMLElement;
createRoot(root).render(
  floor ? (
    <form>
      <fieldset role="presentation" className="ef-fields">
        {visible.map((field, index) => (
          <div key={index} className="ef-field">
            <label htmlFor={`f${index}`} className="ef-label">
              {String(field.name)}
            </label>
            <input id={`f${index}`} className="ef-input" defaultValue={String(field.value ?? '')} />
          </div>
        ))}
      </fieldset>
    </form>
  ) : (
    <FieldsForm
      source={{ transport, key: 'cold' }}
      locale={params.get('locale') ?? undefined}
      drafts={false}
    />
  ),
);

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

void (async () => {
  while (!usableFields(root, visible.length, floor ? 'other' : 'ours')) await frame();
  // Seen in a frame's callback: the task after it runs once that frame is painted.
  await nextTask();
  const usableAt = performance.now();
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
  window.cold = {
    usableAt,
    // The page's own module script is one of them.
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  };
})();
