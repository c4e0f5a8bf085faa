import { useState } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { JsonValue } from '../../core/wire/model/types';
import { CopyButton } from './CopyButton';
import { JsonTree } from './JsonTree';

/**
 * What a save would send now, by property (`session.wireValues()`: `12,50` typed in Swedish is
 * `12.5`). Read when asked, not on every render: typing renders nothing, so a value shown on its
 * own would go stale unseen.
 *
 * @example
 * <SaveValues session={session} />
 */
export function SaveValues({ session }: { session: FormSession }) {
  const [values, setValues] = useState<Record<string, JsonValue> | null>(null);
  return (
    <>
      <p className="efd-actions">
        <button type="button" onClick={() => setValues(session.wireValues())}>
          {values ? 'Read again what a save would send' : 'Show what a save would send'}
        </button>
        <CopyButton
          label="Copy what a save would send as JSON"
          text={() => JSON.stringify(session.wireValues(), null, 2)}
        />
      </p>
      {values && <JsonTree label="what a save would send" value={values} />}
    </>
  );
}
