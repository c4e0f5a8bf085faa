import libraryColours from '../../../test/bench/libraryColours.json';
import type { BenchData, BenchRow } from './benchData';

/** Each library's colour, as the bench's own SVG draws it (test/bench/run.mjs). */
const COLOURS: Record<string, string> = libraryColours;
const TICKS = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200];
const PANEL = { width: 340, height: 240, left: 44, top: 28, bottom: 36, right: 28 };

/** Where a ratio sits on a log scale from `low` to `high` (y grows downwards). */
function yOf(ratio: number, low: number, high: number): number {
  const span = PANEL.height - PANEL.top - PANEL.bottom;
  const share = (Math.log10(ratio) - Math.log10(low)) / (Math.log10(high) - Math.log10(low));
  return PANEL.top + span * (1 - share);
}

/** One panel: a metric's ratio to the floor by size, one line per library. */
function Panel({
  rows,
  metric,
  title,
  x,
}: {
  rows: readonly BenchRow[];
  metric: 'mountRatio' | 'keystrokeRatio';
  title: string;
  x: number;
}) {
  const sizes = [...new Set(rows.map((row) => row.n))].sort((a, b) => a - b);
  const values = rows.map((row) => row[metric]).filter((value) => value > 0);
  const low = TICKS.filter((tick) => tick <= Math.min(...values, 1)).at(-1) ?? 0.2;
  const high = TICKS.find((tick) => tick >= Math.max(...values, 2)) ?? 200;
  const step = (PANEL.width - PANEL.left - PANEL.right) / Math.max(sizes.length - 1, 1);
  const xOf = (n: number) => x + PANEL.left + step * sizes.indexOf(n);
  const libs = [...new Set(rows.map((row) => row.lib))];
  return (
    <g>
      <text x={x + PANEL.left} y={16} fontSize="13" fontWeight="bold">
        {title}
      </text>
      {TICKS.filter((tick) => tick >= low && tick <= high).map((tick) => (
        <g key={tick}>
          <line
            x1={x + PANEL.left}
            x2={x + PANEL.width - PANEL.right}
            y1={yOf(tick, low, high)}
            y2={yOf(tick, low, high)}
            stroke={tick === 1 ? '#4f5b6b' : '#d5dae1'}
          />
          <text x={x + PANEL.left - 6} y={yOf(tick, low, high) + 4} fontSize="11" textAnchor="end">
            {tick}×
          </text>
        </g>
      ))}
      {sizes.map((n) => (
        <text key={n} x={xOf(n)} y={PANEL.height - 14} fontSize="11" textAnchor="middle">
          N = {n}
        </text>
      ))}
      {libs.map((lib) => {
        const points = sizes.flatMap((n) => {
          const row = rows.find((entry) => entry.lib === lib && entry.n === n);
          return row && row[metric] > 0 ? [{ n, value: row[metric] }] : [];
        });
        const colour = COLOURS[lib] ?? '#1c2430';
        return (
          <g key={lib} data-lib={lib}>
            <polyline
              fill="none"
              stroke={colour}
              strokeWidth={lib === 'fieldsform' ? 3 : 1.5}
              points={points.map((p) => `${xOf(p.n)},${yOf(p.value, low, high)}`).join(' ')}
            />
            {points.map((p) => (
              <circle key={p.n} cx={xOf(p.n)} cy={yOf(p.value, low, high)} r={3.5} fill={colour}>
                <title>{`${lib}, N = ${p.n}: ${p.value.toFixed(2)}× the floor`}</title>
              </circle>
            ))}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The bench as a chart: mount and keystroke time over the floor's (bare React inputs), by form
 * size, one line per library, on a log scale (1× is the floor). The table beside it has the same
 * figures as text.
 *
 * @example
 * <BenchChart data={bench} />
 */
export function BenchChart({ data }: { data: BenchData }) {
  const libs = [...new Set(data.results.map((row) => row.lib))];
  return (
    <svg
      viewBox={`0 0 ${PANEL.width * 2} ${PANEL.height + 24}`}
      width="100%"
      role="img"
      aria-label="Mount and keystroke time relative to bare React inputs, by number of fields, per library"
      fontFamily="sans-serif"
    >
      <Panel rows={data.results} metric="mountRatio" title="Mount × floor" x={0} />
      <Panel
        rows={data.results}
        metric="keystrokeRatio"
        title="Keystroke × floor"
        x={PANEL.width}
      />
      {libs.map((lib, index) => (
        <g key={lib} transform={`translate(${PANEL.left + index * 76}, ${PANEL.height + 8})`}>
          <rect width="10" height="10" fill={COLOURS[lib] ?? '#1c2430'} />
          <text x="14" y="9" fontSize="11">
            {lib}
          </text>
        </g>
      ))}
    </svg>
  );
}
