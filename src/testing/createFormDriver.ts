import type { RegisteredFields } from '../core/wire/register';
import { domPort, type DriverUser } from './domPort';
import { driveForm } from './driveForm';
import type { FormDriver, FormDriverOptions } from './formDriverTypes';
import { playwrightPort, type PlaywrightTarget } from './playwrightPort';

/** Options of {@link createFormDriver} on a DOM container. */
export interface DomDriverOptions extends FormDriverOptions {
  /**
   * The user-event instance to act with: `userEvent.setup()` (with your fake timers' options),
   * or `userEvent` from `storybook/test` in a play function. Default: `@testing-library/user-event`
   * set up on the container's document.
   */
  user?: DriverUser;
}

const isElement = (target: unknown): target is Element =>
  typeof target === 'object' &&
  target !== null &&
  (target as { nodeType?: unknown }).nodeType === 1;

/**
 * A driver for the expense-fields form inside `target`: a DOM container (Testing Library's
 * `container`, a Storybook play function's `canvasElement`) or a Playwright `Page` / `Locator`.
 * The same verbs, waits and reads on every target; they see the form through its DOM only.
 *
 * @example
 * const { container } = render(<FieldsForm source={source} />);
 * const form = createFormDriver(container);
 * await form.fill('Amount', '12.50');
 * await form.choose('Category', 'Meals');
 * expect(await form.submit()).toBe('saved');
 *
 * // Typed by a form kind's generated interface (ARCHITECTURE.md "Generated types"):
 * const report = createFormDriver<ReportFields>(container);
 * await report.fill({ property: 'verification.amount' }, '12.50');
 * (await report.values())['verification.amount']; // number | null | undefined
 */
export function createFormDriver<Fields extends object = RegisteredFields>(
  target: Element | PlaywrightTarget,
  options: DomDriverOptions = {},
): FormDriver<Fields> {
  const port = isElement(target) ? domPort(target, options.user) : playwrightPort(target);
  // The driver reads the page, whatever its names: the form kind is the test's types only.
  return driveForm(port, { timeoutMs: options.timeoutMs ?? 5000 }) as unknown as FormDriver<Fields>;
}
