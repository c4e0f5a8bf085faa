import { useSyncExternalStore } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import { messageOrigins } from '../exchanges/messageOrigins';

/** The form's messages with their origin; server strings are shown as text. */
export function MessageList({ session }: { session: FormSession }) {
  const messages = useSyncExternalStore(session.subscribeMessages, session.fieldMessages);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const rows = messageOrigins(state.envelope, messages, state.formMessages);
  if (rows.length === 0) return <p>No message.</p>;
  return (
    <table className="efd-table">
      <caption className="efd-hidden">Messages by origin</caption>
      <thead>
        <tr>
          <th scope="col">Origin</th>
          <th scope="col">Field</th>
          <th scope="col">Message</th>
          <th scope="col">Code</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.key ?? row.property} ${index}`}>
            <td>{row.origin}</td>
            <td>{row.key === null ? `${row.property} (form)` : row.property}</td>
            <td>{row.text}</td>
            <td>{row.code ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
