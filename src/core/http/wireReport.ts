/**
 * What went over the wire for one request, as the client saw it: the request line, the request's
 * own headers (never the token: the sender adds it after this is taken) and the status answered.
 */
export interface WireReport {
  /** `METHOD url`, exactly as sent (a command's name, "save anyway", a list's query in it). */
  requestLine?: string;
  /** The headers the call set (`Content-Type`, a create's `Idempotency-Key`, upload names). */
  headers?: Readonly<Record<string, string>>;
  /** The HTTP status answered: 200, 201, a refused save's 400; absent when none came. */
  status?: number;
}

// Keyed by the object a call hands back (the answer's JSON, the error it rejects with), so the
// transport interface and the session's calls stay as they are: the exchange log reads the report
// when it builds an event, and a reply no one keeps takes its report with it.
const reports = new WeakMap<object, WireReport>();

/**
 * The report the client noted on a reply (the answer's JSON, or the envelope parsed from it, which
 * keeps that JSON as its `wire`) or on an error it gave (see {@link noteWireReport}), or
 * undefined: a transport of your own, or a value that is not an object, has none.
 *
 * @example
 * const status = wireReport(reply)?.status ?? null; // 200 for an applied re-call
 */
export function wireReport(value: unknown): WireReport | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { wire } = value as { wire?: unknown };
  return reports.get(value) ?? (typeof wire === 'object' && wire ? reports.get(wire) : undefined);
}

/**
 * Notes what went over the wire on the value a call answers (or the error it throws), adding to
 * what was noted before. Returns the value, so a call can answer with it.
 *
 * @example
 * noteWireReport(answer.json, { status: answer.status, requestLine: `PUT ${target.href}` });
 */
export function noteWireReport<T>(value: T, report: WireReport): T {
  if (typeof value === 'object' && value !== null)
    reports.set(value, { ...reports.get(value), ...report });
  return value;
}
