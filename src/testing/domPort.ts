import type { DriverFile, DriverPort } from './driverPort';
import { formProbe } from './formProbe';
import type { ProbeRequest } from './probeTypes';

/**
 * The part of Testing Library's `user-event` the driver uses: `userEvent.setup()`, or Storybook's
 * `userEvent` from `storybook/test`.
 */
export interface DriverUser {
  click(element: Element): Promise<void>;
  type(element: Element, text: string, options?: { skipClick?: boolean }): Promise<void>;
  clear(element: Element): Promise<void>;
  /**
   * Storybook's `userEvent` (the direct API) takes `options`; a `setup()` instance has its own:
   * set it up with `applyAccept: false` to attach files its input's `accept` leaves out.
   */
  upload(
    element: HTMLElement,
    files: File | File[],
    options?: { applyAccept?: boolean },
  ): Promise<void>;
  tab(): Promise<void>;
  /** Pastes text where focus is (a date field takes a whole date pasted into a segment). */
  paste?(text: string): Promise<void>;
}

/** Runs a wait with React's act environment off (Testing Library's `asyncWrapper`, as `waitFor`). */
type AsyncWrapper = <T>(run: () => Promise<T>) => Promise<T>;

const isFile = (file: File | DriverFile): file is File =>
  typeof File !== 'undefined' && file instanceof File;

/**
 * The DOM target: a container in jsdom or happy-dom, or a Storybook canvas. Acts with
 * `user-event` (given, or `@testing-library/user-event` loaded on first use: an optional peer)
 * and runs the probe on the container itself. Where React's act environment is on (Testing
 * Library's React adapter sets it), waits go through `@testing-library/dom`'s `asyncWrapper`, so
 * the replies that arrive while waiting render without act warnings, as in `waitFor`.
 *
 * @example
 * const port = domPort(container, userEvent.setup());
 */
export function domPort(container: Element, given?: DriverUser): DriverPort {
  let user: Promise<DriverUser> | undefined;
  let wrapper: Promise<AsyncWrapper> | undefined;
  const userEvent = () =>
    (user ??= given
      ? Promise.resolve(given)
      : import('@testing-library/user-event').then(({ default: events }) =>
          events.setup({ document: container.ownerDocument, applyAccept: false }),
        ));
  const asyncWrapper = () =>
    (wrapper ??= (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
      ? import('@testing-library/dom').then(
          ({ getConfig }) => getConfig().asyncWrapper as AsyncWrapper,
        )
      : Promise.resolve((run) => run()));
  const element = (selector: string) => {
    const found = container.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`The form no longer shows ${selector}.`);
    return found;
  };
  return {
    async probe(request: ProbeRequest) {
      if (request.op !== 'wait') return formProbe(container, request);
      const wrap = await asyncWrapper();
      return wrap(async () => formProbe(container, request));
    },
    async click(selector) {
      await (await userEvent()).click(element(selector));
    },
    async fill(selector, text) {
      const events = await userEvent();
      const target = element(selector);
      if (target.getAttribute('role') === 'spinbutton' && events.paste) {
        // A segmented date field: a whole date (ISO or the locale's order) goes in as a paste.
        await events.click(target);
        await events.paste(text);
        return;
      }
      await events.clear(target);
      if (text !== '') await events.type(target, text, { skipClick: true });
    },
    async press(selector, key) {
      const keys =
        key === 'Undo'
          ? '{Control>}z{/Control}'
          : key === 'Redo'
            ? '{Control>}{Shift>}z{/Shift}{/Control}'
            : `{${key}}`;
      await (await userEvent()).type(element(selector), keys, { skipClick: true });
    },
    async blur(selector) {
      const target = element(selector);
      // Focus moves on the way a user's Tab moves it, which fires blur and focusout.
      const events = await userEvent();
      // A segmented date field is left as a whole: Tab past its segments and calendar button.
      const field =
        target.getAttribute('role') === 'spinbutton' ? target.closest('[data-ef-kind=date]') : null;
      if (field) {
        for (
          let step = 0;
          step < 10 && field.contains(target.ownerDocument.activeElement);
          step += 1
        )
          await events.tab();
        return;
      }
      if (target.ownerDocument.activeElement === target) await events.tab();
    },
    async upload(selector, files) {
      const list = files.map((file) =>
        isFile(file) ? file : new File([file.contents as BlobPart], file.name, { type: file.type }),
      );
      // The file the test names is attached, whatever the input's `accept` says, as Playwright's
      // setInputFiles does (a phone's photo may declare no type): the control judges the file.
      await (await userEvent()).upload(element(selector), list, { applyAccept: false });
    },
  };
}
