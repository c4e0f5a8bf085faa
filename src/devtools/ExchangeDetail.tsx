import type { ExchangeEvent } from '../core/session/sessionEvents';
import { toWire } from '../core/wire/envelope';
import { propertyOfKey } from '../core/wire/fieldIndex';
import type { JsonValue } from '../core/wire/types';
import type { WireNames } from '../core/wire/wireNames';
import { CopyButton } from './CopyButton';
import { curlCommand } from './curlCommand';
import type { ExchangeRow } from './devtoolsLog';
import { envelopeDiff } from './envelopeDiff';
import { exchangeText } from './exchangeText';
import { isParsedEnvelope } from './isParsedEnvelope';
import { JsonTree } from './JsonTree';

/** Props of {@link ExchangeDetail}. */
interface ExchangeDetailProps {
  row: ExchangeRow;
  /** The request line the transport describes for a kind (`PUT https://…`), when it can. */
  describe: (kind: ExchangeEvent['kind']) => string | undefined;
  wireNames: Partial<WireNames> | undefined;
  headingLevel: 3 | 4;
  onSelect(id: number): void;
}

/** A body as the service sees it: an envelope written back with its wire names, else its JSON. */
function wireOf(value: unknown, wireNames: Partial<WireNames> | undefined): JsonValue {
  if (isParsedEnvelope(value)) return toWire(value, wireNames ? { wireNames } : {});
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}

const show = (value: JsonValue) => (value === null ? '—' : JSON.stringify(value));

/** One exchange: its facts, what its reply changed, the request and the reply. */
export function ExchangeDetail({
  row,
  describe,
  wireNames,
  headingLevel,
  onSelect,
}: ExchangeDetailProps) {
  const event = row.end ?? row.sent;
  const text = exchangeText(row);
  const Heading = `h${headingLevel}` as const;
  const request = event.request === null ? null : wireOf(event.request, wireNames);
  const reply = event.reply === null ? null : wireOf(event.reply, wireNames);
  const line = describe(event.kind);
  const curl = line ? curlCommand(line, request) : null;
  const changes = isParsedEnvelope(event.reply) ? envelopeDiff(row.before, event.reply) : null;
  const error =
    event.error instanceof Error ? event.error.message : event.error ? String(event.error) : null;
  return (
    <div className="efd-detail">
      <dl>
        <dt>Exchange</dt>
        <dd>
          #{row.id} {text.kind} {event.label && `(${event.label})`}
        </dd>
        <dt>Phase</dt>
        <dd>
          {text.phase}
          {row.winner !== null && (
            <>
              {' '}
              <button type="button" className="efd-link" onClick={() => onSelect(row.winner ?? 0)}>
                won by #{row.winner}
              </button>
            </>
          )}
        </dd>
        <dt>Duration</dt>
        <dd>
          {text.duration} (sent {new Date(event.sentAt).toLocaleTimeString()})
        </dd>
        {text.status && (
          <>
            <dt>Status</dt>
            <dd>{text.status}</dd>
          </>
        )}
        {event.trigger && (
          <>
            <dt>Triggered by</dt>
            <dd>{propertyOfKey(event.trigger)}</dd>
          </>
        )}
        {event.edited.length > 0 && (
          <>
            <dt>Edited while out (kept over the reply)</dt>
            <dd>{event.edited.map(propertyOfKey).join(', ')}</dd>
          </>
        )}
        {error && (
          <>
            <dt>Error</dt>
            <dd>{error}</dd>
          </>
        )}
      </dl>
      {changes && (
        <>
          <Heading>What the reply changed</Heading>
          {changes.length === 0 ? (
            <p>Nothing: the reply holds the same fields, values and errors.</p>
          ) : (
            <table className="efd-table">
              <caption className="efd-hidden">What the reply changed</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Change</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={`${change.key} ${change.change}`}>
                    <td>{change.property}</td>
                    <td>{change.change}</td>
                    <td>{show(change.from)}</td>
                    <td>{show(change.to)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {(request !== null || curl) && (
        <>
          <Heading>Request</Heading>
          <p className="efd-actions">
            {request !== null && (
              <CopyButton
                label="Copy request as JSON"
                text={() => JSON.stringify(request, null, 2)}
              />
            )}
            {curl && <CopyButton label="Copy as cURL" text={() => curl} />}
          </p>
          {request !== null && <JsonTree label="request" value={request} />}
        </>
      )}
      {reply !== null && (
        <>
          <Heading>Reply</Heading>
          <p className="efd-actions">
            <CopyButton label="Copy reply as JSON" text={() => JSON.stringify(reply, null, 2)} />
          </p>
          <JsonTree label="reply" value={reply} />
        </>
      )}
    </div>
  );
}
