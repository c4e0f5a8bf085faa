import type { ExchangeRow } from '../recorder/devtoolsLog';
import { exchangeText } from '../exchanges/exchangeText';

/** Props of {@link ExchangeTimeline}. */
interface ExchangeTimelineProps {
  rows: readonly ExchangeRow[];
  selected: number | null;
  onSelect(id: number): void;
}

/** The exchanges in the order they were sent; a stale one links to the exchange that won. */
export function ExchangeTimeline({ rows, selected, onSelect }: ExchangeTimelineProps) {
  if (rows.length === 0) return <p>No exchange since the panel opened.</p>;
  return (
    <ol className="efd-timeline" aria-label="Exchanges">
      {rows.map((row) => {
        const text = exchangeText(row);
        return (
          <li key={row.id} className={text.phaseClass}>
            <button
              type="button"
              aria-pressed={row.id === selected}
              onClick={() => onSelect(row.id)}
            >
              <span>#{row.id}</span> <span>{text.kind}</span>{' '}
              <span className="efd-phase">{text.phase}</span> <span>{text.duration}</span>
              {text.status && <span> {text.status}</span>}
            </button>
            {row.winner !== null && (
              <button type="button" className="efd-link" onClick={() => onSelect(row.winner ?? 0)}>
                won by #{row.winner}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
