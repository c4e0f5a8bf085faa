import { parseEnvelope } from '../../src/core/wire/envelope';
import type { FieldsEnvelope } from '../../src/core/wire/model/types';
import type { FieldsTransport } from '../../src/core/http/transport';

/** What the re-call burst measured: requests sent and aborted, replies applied and stale. */
export interface BurstStats {
  sent: number;
  aborted: number;
  /** Replies the form showed. */
  applied: number;
  /** Replies the form showed although a later request had been sent: must stay 0. */
  staleApplied: number;
  /** The trigger value each request carried, in order. */
  values: boolean[];
}

const ANSWER = /^Answer to request (\d+)$/;

function envelope(request: number, privateUse: boolean): FieldsEnvelope {
  return parseEnvelope({
    fields: [
      {
        property: 'privateUse',
        name: 'Private use',
        controlType: 'SWITCH',
        value: privateUse,
        visible: true,
        requiresUpdate: true,
      },
      {
        property: 'answer',
        name: request === 0 ? 'Not asked yet' : `Answer to request ${request}`,
        controlType: 'INFORMATION',
        value: null,
        visible: true,
      },
    ],
  });
}

/**
 * A back end for the re-call burst: one SWITCH with `requiresUpdate`, and an
 * INFORMATION field whose text names the request a reply answers. Every reply takes
 * `latencyMs`; an aborted request is counted and never answers. `watch(root)` counts the replies
 * the form shows, and the stale ones among them, by observing the DOM.
 *
 * @example
 * const backend = createBurstBackend({ latencyMs: 120 });
 * render(<FieldsForm source={{ transport: backend.transport, key: 'burst' }} />);
 */
export function createBurstBackend({ latencyMs }: { latencyMs: number }) {
  const stats: BurstStats = { sent: 0, aborted: 0, applied: 0, staleApplied: 0, values: [] };
  const answer = (body: FieldsEnvelope, signal: AbortSignal) => {
    stats.sent += 1;
    const request = stats.sent;
    const privateUse = body.fields.find((field) => field.property === 'privateUse')?.value === true;
    stats.values.push(privateUse);
    return new Promise<FieldsEnvelope>((resolve, reject) => {
      const timer = setTimeout(() => resolve(envelope(request, privateUse)), latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        stats.aborted += 1;
        reject(new DOMException('The re-call was aborted.', 'AbortError'));
      });
    });
  };
  const transport: FieldsTransport = {
    load: async () => envelope(0, false),
    recall: answer,
    command: (body, _command, signal) => answer(body, signal),
    submit: async (body) => ({ kind: 'invalid', envelope: body, status: 400 }),
  };
  /** Counts each answer the form shows; stale when a later request was sent before it showed. */
  const watch = (root: Node) => {
    let shown = 0;
    const observer = new MutationObserver(() => {
      for (const node of (root as ParentNode).querySelectorAll('p, div, span')) {
        const match = ANSWER.exec(node.textContent?.trim() ?? '');
        if (!match || node.children.length > 0) continue;
        const request = Number(match[1]);
        if (request === shown) continue;
        shown = request;
        stats.applied += 1;
        if (request < stats.sent) stats.staleApplied += 1;
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  };
  return { transport, stats, watch };
}
