import { useId, useState } from 'react';
import type { Fault } from '../../mock/service/faults';
import type { DevtoolsMock } from '../recorder/devtoolsMock';

/** The failures the panel can switch on, for every endpoint of the mock. */
const FAILURES = {
  none: 'none',
  server: '500 server error',
  network: 'drop the connection',
  throttled: '429 too many requests',
} as const;

const LATENCIES = [0, 300, 1000, 3000] as const;

/**
 * Switches for the mock's faults on every endpoint (`faults.set('*', ...)`): latency and one
 * failure; and "someone else saves", after which the next save of any report gets a 409. Selects
 * and buttons only: inside a `<form>`, Enter in a text input would submit it.
 */
export function MockFaultSwitches({ mock }: { mock: DevtoolsMock }) {
  const [latencyMs, setLatency] = useState<number>(0);
  const [failure, setFailure] = useState<keyof typeof FAILURES>('none');
  const [bumped, setBumped] = useState(0);
  const latencyId = useId();
  const failureId = useId();
  const apply = (nextLatency: number, nextFailure: keyof typeof FAILURES) => {
    setLatency(nextLatency);
    setFailure(nextFailure);
    mock.faults.clear('*');
    const fault: Fault = {
      ...(nextLatency > 0 ? { latencyMs: nextLatency } : {}),
      ...(nextFailure !== 'none' ? { failure: nextFailure } : {}),
    };
    if (Object.keys(fault).length > 0) mock.faults.set('*', fault);
  };
  const someoneSaves = () => {
    // A new version for every draft and stored object: the form's version is stale now.
    for (const { id } of mock.state.seed.organizations) mock.state.bumpVersion(id);
    for (const id of mock.state.saved.keys()) mock.state.bumpSavedVersion(id);
    setBumped(bumped + 1);
  };
  return (
    <fieldset className="efd-faults">
      <legend>Mock service faults (every endpoint)</legend>
      <label htmlFor={latencyId}>Latency</label>
      <select
        id={latencyId}
        value={latencyMs}
        onChange={(event) => apply(Number(event.currentTarget.value), failure)}
      >
        {LATENCIES.map((ms) => (
          <option key={ms} value={ms}>
            {ms === 0 ? 'none' : `${ms} ms`}
          </option>
        ))}
      </select>
      <label htmlFor={failureId}>Failure</label>
      <select
        id={failureId}
        value={failure}
        onChange={(event) => apply(latencyMs, event.currentTarget.value as keyof typeof FAILURES)}
      >
        {Object.entries(FAILURES).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <button type="button" onClick={someoneSaves}>
        Someone else saves (next save: 409)
      </button>
      <span role="status">{bumped > 0 ? `Versions moved ${bumped}×.` : ''}</span>
    </fieldset>
  );
}
