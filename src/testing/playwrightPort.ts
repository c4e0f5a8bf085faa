import type { Locator, Page } from 'playwright-core';
import type { DriverFile, DriverPort } from './driverPort';
import { formProbe, type ProbeAnswer, type ProbeRequest } from './formProbe';

/**
 * A Playwright page, or a locator of the part of the page that holds the form. Types only:
 * `playwright-core` is an optional peer, loaded by the app's own Playwright, never by this entry.
 */
export type PlaywrightTarget = Page | Locator;

/**
 * The Playwright target: the probe is sent into the page (`locator.evaluate`) and acts are
 * Playwright's own (`click`, `fill`, `press`, `blur`, `setInputFiles`), so a page sees the same
 * driver code as a jsdom container.
 *
 * @example
 * const port = playwrightPort(page);
 */
export function playwrightPort(target: PlaywrightTarget): DriverPort {
  const root: Locator = 'goto' in target ? target.locator(':root') : target;
  const at = (selector: string) => root.locator(selector);
  return {
    probe: (request: ProbeRequest) =>
      root.evaluate<ProbeAnswer, ProbeRequest, HTMLElement>(formProbe, request),
    click: (selector) => at(selector).click(),
    fill: (selector, text) => at(selector).fill(text),
    press: (selector, key) => at(selector).press(key),
    blur: (selector) => at(selector).blur(),
    async upload(selector, files) {
      const parts = await Promise.all(
        files.map(async (file: File | DriverFile) =>
          'contents' in file
            ? { name: file.name, mimeType: file.type, buffer: Buffer.from(file.contents) }
            : {
                name: file.name,
                mimeType: file.type,
                buffer: Buffer.from(await file.arrayBuffer()),
              },
        ),
      );
      await at(selector).setInputFiles(parts);
    },
  };
}
