import { useState } from 'react';
import { demoMock } from './mockWorker';

/** Switches that make the mock service slow, failing, or changed by someone else. */
export function DemoFaults({ organizationId }: { organizationId: string }) {
  const [slow, setSlow] = useState(false);
  const [failing, setFailing] = useState(false);
  const [note, setNote] = useState('');
  return (
    <fieldset className="ef-fieldset ef-demo-faults">
      <legend>Failure switches</legend>
      <label>
        <input
          type="checkbox"
          checked={slow}
          onChange={(event) => {
            setSlow(event.target.checked);
            if (event.target.checked) demoMock.faults.set('*', { latencyMs: 1500 });
            else demoMock.faults.clear('*');
          }}
        />{' '}
        Slow service (1.5 s per request)
      </label>
      <label>
        <input
          type="checkbox"
          checked={failing}
          onChange={(event) => {
            setFailing(event.target.checked);
            if (event.target.checked) demoMock.faults.set('createReport', { failure: 'server' });
            else demoMock.faults.clear('createReport');
          }}
        />{' '}
        Saving fails with 500
      </label>
      <button
        type="button"
        className="ef-button"
        data-variant="secondary"
        onClick={() =>
          setNote(
            `Someone else saved this report: it is now version ${demoMock.state.bumpVersion(organizationId)}. Your next save gets a 409.`,
          )
        }
      >
        Someone else saves (409)
      </button>
      <p role="status" className="ef-help">
        {note}
      </p>
    </fieldset>
  );
}
