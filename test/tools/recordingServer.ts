import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/expense/content?action=scan`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the test's route answers: a status, optional headers and a body (string or JSON). */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | object;
  /** Destroy the socket instead of answering (a dropped connection). */
  drop?: boolean;
}

/** A real HTTP server on 127.0.0.1 that records requests and answers with `route`. */
export async function startRecordingServer(
  route: (request: RecordedRequest) => Reply | Promise<Reply>,
) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const reply = await route(recorded);
      if (reply.drop) {
        req.socket.destroy();
        return;
      }
      const body =
        reply.body === undefined
          ? ''
          : typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(typeof reply.body === 'object' ? { 'Content-Type': 'application/json' } : {}),
        ...reply.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
