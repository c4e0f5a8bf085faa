import type { CreateReportResult } from '../../src/core/http/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { FieldsTransport } from '../../src/core/http/transport';
import type { FieldsEnvelope, JsonObject } from '../../src/core/wire/model/types';

/** One call the form made. */
export interface ScriptedCall {
  kind: 'load' | 'recall' | 'command' | 'submit';
  body: FieldsEnvelope | null;
  command?: string;
  saveDespiteWarnings?: boolean;
  /** The save attempt's idempotency key the session passed. */
  idempotencyKey?: string;
  aborted: boolean;
}

/** How the back end answers one call: a value or an error, after `latencyMs` on the clock. */
export type Answer<T> = { latencyMs?: number } & ({ value: T } | { error: unknown });

/** Answers per kind of call; each is asked with the call's body and its number (1-based). */
export interface Script {
  load?: (call: number) => Answer<FieldsEnvelope>;
  recall?: (body: FieldsEnvelope, call: number) => Answer<FieldsEnvelope>;
  command?: (body: FieldsEnvelope, command: string, call: number) => Answer<FieldsEnvelope>;
  submit?: (
    body: FieldsEnvelope,
    saveDespiteWarnings: boolean,
    call: number,
  ) => Answer<CreateReportResult>;
}

/**
 * A transport for engine tests: every answer comes from the script after its latency on the
 * platform timers (so fake timers drive it), an aborted call rejects at once, and every call is
 * recorded. Without a script entry a re-call or command echoes the body.
 *
 * @example
 * const backend = scriptedTransport(envelope, { recall: (body) => ({ value: body, latencyMs: 100 }) });
 * const session = createFormSession({ transport: backend.transport, store: createMemoryStore() });
 */
export function scriptedTransport(initial: FieldsEnvelope, script: Script = {}) {
  const calls: ScriptedCall[] = [];
  const count = (kind: ScriptedCall['kind']) => calls.filter((call) => call.kind === kind).length;
  const answer = <T>(call: ScriptedCall, signal: AbortSignal, reply: Answer<T>) => {
    calls.push(call);
    return new Promise<T>((resolve, reject) => {
      const settle = () => ('value' in reply ? resolve(reply.value) : reject(reply.error));
      const timer = setTimeout(settle, reply.latencyMs ?? 0);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        call.aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  const transport: FieldsTransport = {
    load: (signal) =>
      answer(
        { kind: 'load', body: null, aborted: false },
        signal,
        script.load?.(count('load') + 1) ?? {
          value: initial,
        },
      ),
    recall: (body, signal) =>
      answer(
        { kind: 'recall', body, aborted: false },
        signal,
        script.recall?.(body, count('recall') + 1) ?? { value: body },
      ),
    command: (body, command, signal) =>
      answer(
        { kind: 'command', body, command, aborted: false },
        signal,
        script.command?.(body, command, count('command') + 1) ?? { value: body },
      ),
    submit: (body, { saveDespiteWarnings, signal, idempotencyKey }) =>
      answer(
        {
          kind: 'submit',
          body,
          saveDespiteWarnings,
          aborted: false,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        },
        signal,
        script.submit?.(body, saveDespiteWarnings, count('submit') + 1) ?? {
          value: { kind: 'invalid', envelope: body, status: 400 },
        },
      ),
  };
  const of = (kind: ScriptedCall['kind']) => calls.filter((call) => call.kind === kind);
  return { transport, calls, of };
}

/** The wire value of a property in a sent envelope. */
export function sentValue(body: FieldsEnvelope | null, property: string): unknown {
  const walk = (fields: FieldsEnvelope['fields']): unknown => {
    for (const field of fields) {
      if (field.property === property) return field.value;
      const inner = field.fields ? walk(field.fields) : undefined;
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return body ? walk(body.fields) : undefined;
}

/** An envelope from wire fields, through the real parser. */
export function envelopeOf(fields: JsonObject[], extra: JsonObject = {}): FieldsEnvelope {
  return parseEnvelope({ fields, ...extra });
}
