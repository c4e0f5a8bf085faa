import type { BenchData } from './benchData';

const ratio = (value: number) => `${value.toFixed(2)}×`;

/**
 * The bench's figures at one size as a table: times, ratios to the floor, renders per keystroke
 * and heap, in the order the run listed the libraries.
 *
 * @example
 * <BenchTable data={bench} n={1000} />
 */
export function BenchTable({ data, n }: { data: BenchData; n: number }) {
  const rows = data.results.filter((row) => row.n === n);
  return (
    <table>
      <caption>N = {n} fields</caption>
      <thead>
        <tr>
          <th scope="col">library</th>
          <th scope="col">mount ms</th>
          <th scope="col">× floor</th>
          <th scope="col">keystroke ms</th>
          <th scope="col">× floor</th>
          <th scope="col">renders / keystroke</th>
          <th scope="col">heap MB</th>
          <th scope="col">× floor</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.lib}>
            <th scope="row">{row.lib}</th>
            <td>{row.mountMs.toFixed(1)}</td>
            <td>{ratio(row.mountRatio)}</td>
            <td>{row.keystrokeMs.toFixed(2)}</td>
            <td>{ratio(row.keystrokeRatio)}</td>
            <td>{row.rendersPerKeystroke}</td>
            <td>{row.heapMB.toFixed(1)}</td>
            <td>{ratio(row.heapRatio)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
