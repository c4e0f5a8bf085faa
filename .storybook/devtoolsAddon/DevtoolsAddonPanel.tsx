// Storybook builds the manager with the classic JSX transform (`React.createElement`).
import React, { useState, type CSSProperties } from 'react';
import type { AddonRow } from './addonEvents';

const LAYOUT: Record<'columns' | 'list' | 'body', CSSProperties> = {
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(16rem, 1fr) 2fr',
    gap: '1rem',
    padding: '0.75rem',
    fontSize: 13,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  body: { margin: 0, maxHeight: '24rem', overflow: 'auto', whiteSpace: 'pre-wrap' },
};

/** A body as indented JSON, or a dash for none. */
const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/**
 * The Storybook panel "Fields devtools" (manager side, `.storybook/manager.ts`): the timeline of
 * the story's form (phase, duration, status; a stale reply linked to the one that won) beside the
 * chosen exchange's request line, the body it sent and the reply. It draws what the preview sends
 * over the channel (`addonRows`); it knows nothing of the library.
 *
 * @example
 * <DevtoolsAddonPanel rows={history.rows} />
 */
export function DevtoolsAddonPanel({ rows }: { rows: readonly AddonRow[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = rows.find((row) => row.id === chosen) ?? rows.at(-1);
  if (!selected)
    return (
      <p style={{ padding: '0.75rem' }}>
        No exchange of this story&apos;s form yet. Devtools inside a form mount with its fields, so
        the timeline starts after its first load; the toolbar&apos;s Devtools item turns them off.
      </p>
    );
  return (
    <div style={LAYOUT.columns}>
      <ol aria-label="Exchanges" style={LAYOUT.list}>
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              aria-pressed={row.id === selected.id}
              onClick={() => setChosen(row.id)}
            >
              #{row.id} {row.kind} {row.phase} {row.duration}
              {row.status && ` ${row.status}`}
            </button>
            {row.winner !== null && (
              <button type="button" onClick={() => setChosen(row.winner)}>
                won by #{row.winner}
              </button>
            )}
          </li>
        ))}
      </ol>
      <section aria-label={`Exchange #${selected.id}`}>
        <dl>
          <dt>Request</dt>
          <dd>{selected.requestLine ?? `${selected.kind} (no HTTP request line)`}</dd>
          <dt>Phase</dt>
          <dd>
            {selected.phase}, {selected.duration}
            {selected.status && `, ${selected.status}`}
          </dd>
          {selected.error && (
            <>
              <dt>Error</dt>
              <dd>{selected.error}</dd>
            </>
          )}
        </dl>
        <h3>Body sent</h3>
        <pre style={LAYOUT.body} aria-label="Body sent">
          {json(selected.request)}
        </pre>
        <h3>Reply</h3>
        <pre style={LAYOUT.body} aria-label="Reply">
          {json(selected.reply)}
        </pre>
      </section>
    </div>
  );
}
