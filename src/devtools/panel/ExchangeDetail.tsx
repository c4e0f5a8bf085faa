import { propertyOfKey } from '../../core/wire/fieldIndex';
import type { JsonValue } from '../../core/wire/model/types';
import type { WireNames } from '../../core/wire/wireNames';
import { CopyButton } from './CopyButton';
import { curlCommand } from '../exchanges/curlCommand';
import type { ExchangeRow } from '../recorder/devtoolsLog';
import { envelopeDiff } from '../exchanges/envelopeDiff';
import { exchangeText } from '../exchanges/exchangeText';
import { isParsedEnvelope } from '../exchanges/isParsedEnvelope';
import { JsonTree } from './JsonTree';
import { wireBody } from '../exchanges/wireBody';

/** Props of {@link ExchangeDetail}. */
interface ExchangeDetailProps {
  row: ExchangeRow;
  wireNames: Partial<WireNames> | undefined;
  headingLevel: 3 | 4;
  onSelect(id: number): void;
}

const show = (value: JsonValue) => (value === null ? '—' : JSON.stringify(value));

/** One exchange: its facts, what its reply changed, the request and the reply. */
export function ExchangeDetail({ row, wireNames, headingLevel, onSelect }: ExchangeDetailProps) {
  const event = row.end ?? row.sent;
  const text = exchangeText(row);
  const Heading = `h${headingLevel}` as const;
  const request = event.request === null ? null : wireBody(event.request, wireNames);
  const reply = event.reply === null ? null : wireBody(event.reply, wireNames);
  // The line the exchange went out with (its command, "save anyway", a list's query), and its
  // own headers (a create's key): what a repeat by hand must send. An upload's body is a file.
  const line = event.kind === 'upload' ? null : event.requestLine;
  const body = line && isParsedEnvelope(event.request) ? request : null;
  const curl = line ? curlCommand(line, body, event.requestHeaders) : null;
  const changes = isParsedEnvelope(event.reply) ? envelopeDiff(row.before, event.reply) : null;
  const { error } = text;
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
