/** One of `npm test`'s Vitest runs: its arguments (projects, coverage) and its JSON report. */
export interface TestRun {
  report: string;
  args: string[];
}
/** The two runs: the Node and jsdom projects with coverage, the Chromium projects without. */
export declare const TEST_RUNS: readonly TestRun[];
