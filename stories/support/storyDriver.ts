import { userEvent } from 'storybook/test';
import { createFormDriver } from '../../src/testing';
import type { FormDriver } from '../../src/testing';

/**
 * The `expense-fields/testing` driver on a play function's canvas, acting with Storybook's own
 * (instrumented) `userEvent`, so each step shows in the Interactions panel.
 *
 * @example
 * play: async ({ canvasElement }) => {
 *   const form = storyDriver(canvasElement);
 *   await form.fill('Amount', '9000');
 * }
 */
export function storyDriver(canvasElement: HTMLElement): FormDriver {
  return createFormDriver(canvasElement, { user: userEvent });
}
