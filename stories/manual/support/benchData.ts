/** One library at one size in the bench (`npm run bench`): what the manual's chart and table show. */
export interface BenchRow {
  lib: string;
  /** Fields in the form. */
  n: number;
  mountMs: number;
  /** Mount time over the floor's (bare React inputs) in the same run. */
  mountRatio: number;
  keystrokeMs: number;
  keystrokeRatio: number;
  rendersPerKeystroke: number;
  heapMB: number;
  heapRatio: number;
}

/** The bench figures the manual reads (`stories/manual/data/bench.json`). */
export interface BenchData {
  /** Which run these are: `npm run docs:bench` writes it from bench/results.json. */
  source: string;
  runs: number;
  chromium: string;
  results: BenchRow[];
}

/** The numbers of a row, in the order the table shows them. */
export const BENCH_NUMBERS = [
  'n',
  'mountMs',
  'mountRatio',
  'keystrokeMs',
  'keystrokeRatio',
  'rendersPerKeystroke',
  'heapMB',
  'heapRatio',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What one row lacks to be drawn. */
function rowProblems(row: unknown, index: number): string[] {
  if (!isRecord(row)) return [`results[${index}] is not an object`];
  const problems = typeof row.lib === 'string' ? [] : [`results[${index}].lib is not a string`];
  for (const key of BENCH_NUMBERS) {
    const value = row[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      problems.push(`results[${index}].${key} is not a number of 0 or more`);
  }
  return problems;
}

/**
 * What makes the figures unfit for the chart, or []: every row a library at a size with its
 * times and ratios, a floor at each size (ratio 1: the others are read against it), our form
 * (`fieldsform`) at each size, and at least two sizes (the chart is drawn by size).
 *
 * @example
 * benchProblems({ source: 'x', runs: 5, chromium: '156', results: [] }); // ['no sizes: ...']
 */
export function benchProblems(json: unknown): string[] {
  if (!isRecord(json)) return ['not an object'];
  const problems: string[] = [];
  if (typeof json.source !== 'string' || !json.source) problems.push('no source');
  if (typeof json.runs !== 'number') problems.push('no runs');
  if (typeof json.chromium !== 'string') problems.push('no chromium');
  if (!Array.isArray(json.results)) return [...problems, 'no results'];
  const rows = json.results as unknown[];
  problems.push(...rows.flatMap(rowProblems));
  if (problems.length > 0) return problems;
  const valid = rows as BenchRow[];
  const sizes = [...new Set(valid.map((row) => row.n))];
  if (sizes.length < 2) problems.push(`no sizes to draw by: ${sizes.join(', ') || 'none'}`);
  for (const n of sizes) {
    const floor = valid.find((row) => row.n === n && row.lib === 'floor');
    if (!floor) problems.push(`no floor at N = ${n}`);
    else if (floor.mountRatio !== 1 || floor.keystrokeRatio !== 1)
      problems.push(`the floor's ratios at N = ${n} are not 1`);
    if (!valid.some((row) => row.n === n && row.lib === 'fieldsform'))
      problems.push(`no fieldsform at N = ${n}`);
  }
  return problems;
}

/**
 * The manual's figures from a run's bench/results.json: the fields the chart and table read, and
 * which run they are.
 *
 * @example
 * benchDataOf(JSON.parse(readFileSync('bench/results.json', 'utf8')));
 */
export function benchDataOf(run: {
  date?: string;
  runs: number;
  chromium: string;
  results: readonly (BenchRow & Record<string, unknown>)[];
}): BenchData {
  return {
    source: `npm run bench, ${run.date ?? 'undated'} (${run.runs} runs, Chromium ${run.chromium})`,
    runs: run.runs,
    chromium: run.chromium,
    results: run.results.map((row) => ({
      lib: row.lib,
      ...Object.fromEntries(BENCH_NUMBERS.map((key) => [key, row[key]])),
    })) as BenchRow[],
  };
}
