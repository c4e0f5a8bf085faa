import type { DriverFile, DriverPort } from './driverPort';
import { formProbe } from './formProbe';
import type { ProbeAnswer, ProbeRequest } from './probeTypes';

/**
 * What the driver uses of a Playwright `Locator`, by shape: the entry's types name nothing of
 * `playwright-core`, so a strict app (`skipLibCheck: false`) that tests only in a DOM needs neither
 * it nor Node's types. A real `Locator` fits it.
 *
 * @example
 * const target: PlaywrightLocatorLike = page.locator('main');
 */
export interface PlaywrightLocatorLike {
  locator(selector: string): PlaywrightLocatorLike;
  /** Runs the driver's probe in the page (the only function the driver sends there). */
  evaluate(pageFunction: typeof formProbe, request: ProbeRequest): Promise<ProbeAnswer>;
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  press(key: string): Promise<void>;
  blur(): Promise<void>;
  /**
   * Files by value. `buffer` is Node's `Buffer` at run time; typed `never` here so that these
   * types name nothing of Node (a real Locator, which wants a `Buffer`, still fits).
   */
  setInputFiles(files: readonly { name: string; mimeType: string; buffer: never }[]): Promise<void>;
}

/**
 * What the driver uses of a Playwright `Page`, by shape (a real `Page` fits it).
 *
 * @example
 * const target: PlaywrightPageLike = page;
 */
export interface PlaywrightPageLike {
  goto(url: string): Promise<unknown>;
  locator(selector: string): PlaywrightLocatorLike;
}

/**
 * A Playwright page, or a locator of the part of the page that holds the form. Types only:
 * `playwright-core` is an optional peer, loaded by the app's own Playwright, never by this entry.
 *
 * @example
 * const target: PlaywrightTarget = page.locator('main');
 */
export type PlaywrightTarget = PlaywrightPageLike | PlaywrightLocatorLike;

/**
 * The Playwright target: the probe is sent into the page (`locator.evaluate`) and acts are
 * Playwright's own (`click`, `fill`, `press`, `blur`, `setInputFiles`), so a page sees the same
 * driver code as a jsdom container.
 *
 * @example
 * const port = playwrightPort(page);
 */
export function playwrightPort(target: PlaywrightTarget): DriverPort {
  const root: PlaywrightLocatorLike = 'goto' in target ? target.locator(':root') : target;
  const at = (selector: string) => root.locator(selector);
  return {
    probe: (request: ProbeRequest) => root.evaluate(formProbe, request),
    click: (selector) => at(selector).click(),
    fill: (selector, text) => at(selector).fill(text),
    press: (selector, key) =>
      at(selector).press(key === 'Undo' ? 'Control+z' : key === 'Redo' ? 'Control+Shift+z' : key),
    blur: (selector) => at(selector).blur(),
    async upload(selector, files) {
      const parts = await Promise.all(
        files.map(async (file: File | DriverFile) =>
          'contents' in file
            ? { name: file.name, mimeType: file.type, buffer: Buffer.from(file.contents) as never }
            : {
                name: file.name,
                mimeType: file.type,
                buffer: Buffer.from(await file.arrayBuffer()) as never,
              },
        ),
      );
      await at(selector).setInputFiles(parts);
    },
  };
}
