// An example app's own server (`next start`, `vite preview`) for the apps tests: on a free port of
// 127.0.0.1, resolved when it says it is ready, ended by the test that started it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A running app server: its origin, and how to end it. */
export interface AppServer {
  origin: string;
  stop(): void;
}

/**
 * Starts `command` with `args(port)` in the app's folder; resolves once its output matches `ready`.
 *
 * @example
 * const server = await appServer(next, (port) => ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready/i });
 */
export async function appServer(
  command: string,
  args: (port: number) => string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp },
): Promise<AppServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(command, args(port), { cwd: options.cwd, env: options.env });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (options.ready.test(said)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${command} ended (${code}): ${said}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
