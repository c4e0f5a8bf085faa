// The manual's performance page draws the bench from stories/manual/data/bench.json, a copy of a
// run's bench/results.json (which `npm run bench` writes and git ignores): the copy must have the
// shape the chart reads. `npm run docs:bench` copies the last run's figures in.
import { render } from '@testing-library/react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import bench from '../../../stories/manual/data/bench.json';
import { BenchChart } from '../../../stories/manual/support/BenchChart';
import { BenchTable } from '../../../stories/manual/support/BenchTable';
import {
  benchDataOf,
  benchProblems,
  type BenchData,
} from '../../../stories/manual/support/benchData';

const root = join(__dirname, '../../..');
const COPY = join(root, 'stories/manual/data/bench.json');
const RUN = join(root, 'bench/results.json');

describe("the manual's bench figures", () => {
  it('have the shape the chart needs', () => {
    expect(benchProblems(bench)).toEqual([]);
  });

  it.runIf(process.env.UPDATE_BENCH === '1')('take the last run of npm run bench', () => {
    expect(existsSync(RUN), 'run `npm run bench` first').toBe(true);
    const copy = benchDataOf(JSON.parse(readFileSync(RUN, 'utf8')));
    expect(benchProblems(copy), 'bench/results.json cannot be drawn').toEqual([]);
    writeFileSync(COPY, `${JSON.stringify(copy, null, 2)}\n`);
  });

  it('refuses figures the chart cannot draw', () => {
    const good = bench as BenchData;
    expect(
      benchProblems({ ...good, results: good.results.filter((row) => row.n === 1000) }),
    ).toEqual(['no sizes to draw by: 1000']);
    expect(
      benchProblems({ ...good, results: good.results.filter((row) => row.lib !== 'floor') }),
    ).toContain('no floor at N = 50');
    expect(benchProblems({ ...good, results: [{ lib: 'x', n: 'many' }] })).toContain(
      'results[0].n is not a number of 0 or more',
    );
  });

  it('draws a line per library in both panels, and a table per size', () => {
    const data = bench as BenchData;
    const { container } = render(
      <>
        <BenchChart data={data} />
        <BenchTable data={data} n={1000} />
      </>,
    );
    const libs = new Set(data.results.map((row) => row.lib));
    expect(container.querySelectorAll('polyline')).toHaveLength(libs.size * 2);
    expect(container.querySelectorAll('circle')).toHaveLength(data.results.length * 2);
    const rows = data.results.filter((row) => row.n === 1000).length;
    expect(container.querySelectorAll('tbody tr')).toHaveLength(rows);
  });
});
