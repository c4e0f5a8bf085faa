import { useState } from 'react';
import type { JsonValue } from '../../core/wire/model/types';

/** A JSON value as a tree of disclosures: objects and arrays open on demand, text as text. */
export function JsonTree({ value, label }: { value: JsonValue; label: string }) {
  return (
    <ul className="efd-tree" aria-label={label}>
      <JsonNode name={label} value={value} open />
    </ul>
  );
}

/** What a branch says while closed: its size, and for a field item its property and controlType. */
function summaryOf(value: JsonValue[] | { [key: string]: JsonValue }): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  const { property, controlType } = value;
  const named = typeof property === 'string' ? ` ${property}` : '';
  const typed = typeof controlType === 'string' ? ` (${controlType})` : '';
  return `{${Object.keys(value).length}}${named}${typed}`;
}

/**
 * One node. A branch's children are rendered only while it is open, so a large envelope costs
 * what the reader unfolds.
 */
function JsonNode({
  name,
  value,
  open = false,
}: {
  name: string;
  value: JsonValue;
  open?: boolean;
}) {
  const [expanded, setExpanded] = useState(open);
  if (value === null || typeof value !== 'object')
    return (
      <li>
        <span className="efd-key">{name}</span>: <code>{JSON.stringify(value)}</code>
      </li>
    );
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((entry, index) => [String(index), entry])
    : Object.entries(value);
  return (
    <li>
      <details open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)}>
        <summary>
          <span className="efd-key">{name}</span> {summaryOf(value)}
        </summary>
        {expanded && (
          <ul>
            {entries.map(([key, entry]) => (
              <JsonNode key={key} name={key} value={entry} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}
