// The back end of the model-based test: every reply is held until a generated command delivers
// it, so fast-check chooses the order in which replies arrive, and whether they arrive at all.
import {
  ExpenseApiError,
  parseEnvelope,
  type CreateReportResult,
  type FieldItem,
  type FieldsEnvelope,
  type FieldsTransport,
  type SavedObject,
} from '../../../../src/core';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';

/** The properties of the model's form. */
export const PROPS = {
  name: 'name',
  amount: 'verification.amount',
  privateUse: 'privateUse',
  note: 'note',
  token: 'token',
} as const;

/** The command the amount field offers (spec 2.7 commands). */
export const SPLIT = 'SPLIT_EXPENSE';

/** One request a page made, and what the model knows of it. */
export interface ModelCall {
  id: number;
  kind: 'recall' | 'command' | 'submit' | 'load';
  /** The page (session) that made it: a reload leaves the old page's calls unanswered. */
  page: number;
  body: FieldsEnvelope | null;
  /** Submit only: POST creates, PUT updates a stored report. */
  method: 'POST' | 'PUT' | null;
  idempotencyKey: string | undefined;
  signal: AbortSignal | null;
  /** Fields the user changed after this request left: its reply must not overwrite them. */
  typedAfter: Set<string>;
  settled: boolean;
  /** Made while offline: it failed before leaving the device. */
  refused: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** How a held reply is answered. */
export type RecallReply = 'echo' | 'overwrite' | 'lost' | 'fail500' | 'abortError';
export type SubmitReply = 'created' | 'invalid' | 'lost' | 'conflict' | 'fail500' | 'gateway502';

/** What varies between runs: a new report (POST) or a stored one (PUT); keys honoured or not. */
export interface BackendSetup {
  stored: boolean;
  keyed: boolean;
}

const lost = () => new ExpenseApiError(0, 'NETWORK_ERROR', 'The connection dropped');

/** The envelope the service loads: `note` names the reply, `token` is invisible and server-owned. */
export function loadedEnvelope(setup: BackendSetup, tag: string): FieldsEnvelope {
  return parseEnvelope({
    fields: [
      wireField(PROPS.name, 'TEXT', 'Report name'),
      wireField(PROPS.amount, 'DOUBLE', 'Amount', {
        requiresUpdate: true,
        maxDecimals: 2,
        commands: [{ text: 'Split expense', command: SPLIT, confirmationRequired: false }],
      }),
      wireField(PROPS.privateUse, 'SWITCH', 'Private use', { requiresUpdate: true, value: false }),
      wireField(PROPS.note, 'INFORMATION', `Answer ${tag}`),
      wireField(PROPS.token, 'TEXT', null, {
        visible: false,
        value: `t${tag}`,
        serverOnly: { tag, nested: [1, 2] },
      }),
      versionField(setup.stored ? 3 : null),
    ],
  });
}

/** A field of an envelope by its property (top level: the model's form has no groups). */
export function itemOf(envelope: FieldsEnvelope | null, property: string): FieldItem | undefined {
  return envelope?.fields.find((item) => item.property === property);
}

/** The service's answer to a body: the same fields, stamped with the reply's tag. */
export function answerTo(body: FieldsEnvelope, tag: string, overwriteName: boolean) {
  return {
    ...body,
    fields: body.fields.map((item): FieldItem => {
      if (item.property === PROPS.note) return { ...item, name: `Answer ${tag}` };
      if (item.property === PROPS.token)
        return { ...item, value: `t${tag}`, extra: { serverOnly: { tag, nested: [1, 2] } } };
      if (item.property === PROPS.name && overwriteName) return { ...item, value: `srv-${tag}` };
      return item;
    }),
  };
}

/**
 * The held-reply transport. `online()` is read when a request is made: offline, it fails at once
 * with a network error, as `fetch` does. Loads answer at once (with a fresh tag each).
 */
export function createModelBackend(setup: BackendSetup, online: () => boolean) {
  const calls: ModelCall[] = [];
  let page = 0;
  const pending = () => calls.filter((call) => !call.settled && call.kind !== 'load');
  const open = (
    kind: ModelCall['kind'],
    body: FieldsEnvelope | null,
    signal: AbortSignal | null,
    extra: Partial<ModelCall> = {},
  ): Promise<never> => {
    let resolve: (value: unknown) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<never>((yes, no) => {
      resolve = yes as (value: unknown) => void;
      reject = no;
    });
    const call: ModelCall = {
      id: calls.length + 1,
      kind,
      page,
      body,
      method: null,
      idempotencyKey: undefined,
      signal,
      typedAfter: new Set(),
      settled: false,
      refused: false,
      resolve,
      reject,
      ...extra,
    };
    calls.push(call);
    // Offline, `fetch` fails before anything leaves.
    if (!online() && kind !== 'load') {
      call.refused = true;
      settle(call, () => call.reject(lost()));
    }
    return promise;
  };
  const settle = (call: ModelCall, how: () => void) => {
    call.settled = true;
    how();
  };
  const transport: FieldsTransport = {
    load(signal) {
      const reply = open('load', null, signal);
      const call = calls.at(-1) as ModelCall;
      settle(call, () => call.resolve(loadedEnvelope(setup, `L${call.id}`)));
      return reply;
    },
    recall: (body, signal) => open('recall', body, signal),
    command: (body, _command, signal) => open('command', body, signal),
    submit: (body, { signal, idempotencyKey }) =>
      open('submit', body, signal, {
        method: itemOf(body, 'version')?.value == null ? 'POST' : 'PUT',
        idempotencyKey,
      }),
    idempotentCreates: setup.keyed,
  };
  /** Answer a held re-call or command. */
  const answerUpdate = (call: ModelCall, reply: RecallReply) =>
    settle(call, () => {
      if (reply === 'lost') return call.reject(lost());
      if (reply === 'fail500') return call.reject(new ExpenseApiError(500, 'SERVER_ERROR', 'x'));
      if (reply === 'abortError') return call.reject(new DOMException('aborted', 'AbortError'));
      call.resolve(answerTo(call.body as FieldsEnvelope, String(call.id), reply === 'overwrite'));
    });
  /** Answer a held save. */
  const answerSubmit = (call: ModelCall, reply: SubmitReply) =>
    settle(call, () => {
      const body = call.body as FieldsEnvelope;
      if (reply === 'created') {
        const report = { id: `r-${call.id}` } as SavedObject;
        return call.resolve({ kind: 'created', report } satisfies CreateReportResult);
      }
      if (reply === 'invalid') {
        const envelope = answerTo(body, String(call.id), false);
        return call.resolve({
          kind: 'invalid',
          envelope,
          status: 400,
        } satisfies CreateReportResult);
      }
      if (reply === 'lost') return call.reject(lost());
      if (reply === 'conflict')
        return call.reject(new ExpenseApiError(409, 'CONCURRENT_MODIFICATION', 'moved'));
      if (reply === 'gateway502') return call.reject(new ExpenseApiError(502, 'BAD_GATEWAY', 'x'));
      return call.reject(new ExpenseApiError(500, 'SERVER_ERROR', 'x'));
    });
  return {
    transport,
    calls,
    pending,
    answerUpdate,
    answerSubmit,
    /** A reload: the old page's held calls will never be answered (the page is gone). */
    newPage() {
      for (const call of pending()) call.settled = true;
      page += 1;
      return page;
    },
  };
}

/** The back end of one run. */
export type ModelBackend = ReturnType<typeof createModelBackend>;
