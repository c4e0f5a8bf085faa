// The Next.js example apps (nextjs-app-router/, next-shadcn/) for the apps tests: `next start` of a
// built app, and what their tests do on a first visit: the requests sent to the app's mock, a
// re-call and a save.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appServer, type AppServer } from './appServer';

/** No telemetry; NODE_ENV as Next sets it for a build (Vitest's 'test' would make it warn). */
export const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/**
 * `next start` of the app built in `cwd` (`next` the path of its bin), on a free port.
 *
 * @example
 * const server = await nextStart(join(app, 'node_modules/.bin/next'), app);
 */
export function nextStart(next: string, cwd: string): Promise<AppServer> {
  return appServer(next, (port) => ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd,
    env: nextEnv,
    ready: /Ready/i,
  });
}

/**
 * The requests the page sends to the app's mock (`/mock/…`) from now on, each `METHOD url`.
 *
 * @example
 * const calls = mockCalls(page);
 * await page.goto(origin);
 * expect(calls).toEqual([]);
 */
export function mockCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mock/')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

/**
 * Names the report and types an amount, which asks the service again (a re-call is a PUT of the
 * fields, seen in `calls`), then saves and waits for the app's "Saved report".
 *
 * @example
 * await recallAndSave(page, calls, 'Lunch on the App Router');
 */
export async function recallAndSave(page: Page, calls: string[], name: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Report name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('42');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => calls.filter((call) => call.startsWith('PUT ')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved report /).waitFor({ timeout: 20_000 });
}
