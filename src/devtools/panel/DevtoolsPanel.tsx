import { useState, useSyncExternalStore } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import { toWire } from '../../core/wire/envelope';
import type { WireNames } from '../../core/wire/wireNames';
import { CopyButton } from './CopyButton';
import { FieldLines } from './FieldLines';
import type { DevtoolsLog } from '../recorder/devtoolsLog';
import type { DevtoolsMock } from '../recorder/devtoolsMock';
import { devtoolsStyles } from './devtoolsStyles';
import { ExchangeDetail } from './ExchangeDetail';
import { ExchangeTimeline } from './ExchangeTimeline';
import { JsonTree } from './JsonTree';
import { MessageList } from './MessageList';
import { MockFaultSwitches } from './MockFaultSwitches';
import { SaveState } from './SaveState';
import { SaveValues } from './SaveValues';

/** Props of {@link DevtoolsPanel}. */
export interface DevtoolsPanelProps {
  id: string;
  hidden: boolean;
  session: FormSession;
  /** The session's history, kept by `<FieldsDevtools>` from when the panel was first asked for. */
  log: DevtoolsLog;
  mock?: DevtoolsMock;
  wireNames?: Partial<WireNames>;
}

/**
 * The panel itself, loaded by `<FieldsDevtools>` with `import()`: the timeline beside the selected
 * exchange, then the live envelope, the messages, the draft and save state, and the mock's faults.
 *
 * @example
 * const DevtoolsPanel = lazy(() => import('./DevtoolsPanel'));
 */
export function DevtoolsPanel({ id, hidden, session, log, mock, wireNames }: DevtoolsPanelProps) {
  const history = useSyncExternalStore(log.subscribe, log.getSnapshot);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = history.rows.find((row) => row.id === chosen) ?? history.rows.at(-1) ?? null;
  const envelope = state.envelope && toWire(state.envelope, wireNames ? { wireNames } : {});
  return (
    <section id={id} hidden={hidden} className="efd-panel" aria-label="Fields devtools">
      <style>{devtoolsStyles}</style>
      {mock && <MockFaultSwitches mock={mock} />}
      <div className="efd-columns">
        <div>
          <h2>Timeline</h2>
          <ExchangeTimeline
            rows={history.rows}
            selected={selected?.id ?? null}
            onSelect={setChosen}
          />
          <button type="button" onClick={() => log.clear()}>
            Clear the timeline
          </button>
        </div>
        <div>
          <h2>{selected ? `Exchange #${selected.id}` : 'Exchange'}</h2>
          {selected ? (
            <ExchangeDetail
              row={selected}
              wireNames={wireNames}
              headingLevel={3}
              onSelect={setChosen}
            />
          ) : (
            <p>Choose an exchange in the timeline.</p>
          )}
        </div>
      </div>
      <h2>Envelope on screen</h2>
      {envelope ? (
        <>
          <p className="efd-actions">
            <CopyButton
              label="Copy envelope as JSON"
              text={() => JSON.stringify(envelope, null, 2)}
            />
          </p>
          <JsonTree label="envelope" value={envelope} />
          <FieldLines fields={state.fields} />
          <h3>What a save would send</h3>
          <SaveValues session={session} />
        </>
      ) : (
        <p>No envelope yet ({state.status}).</p>
      )}
      <h2>Messages</h2>
      <MessageList session={session} />
      <h2>Draft and save</h2>
      <SaveState session={session} drafts={history.drafts} />
    </section>
  );
}

export default DevtoolsPanel;
