import { expect } from 'storybook/test';
import { storyDriver } from './storyDriver';

/**
 * Types a negative amount and saves, driven by the testing kit: the server refuses it, with its
 * message on the amount. Stories of server errors, in any look, start from here.
 *
 * @example
 * play: async ({ canvasElement }) => { await saveNegativeAmount(canvasElement); }
 */
export async function saveNegativeAmount(canvasElement: HTMLElement) {
  const form = storyDriver(canvasElement);
  await form.fill('Report name', 'Lunch');
  await form.fill('Amount', '-5');
  await expect(await form.submit()).toBe('invalid');
  await expect(await form.errors()).toEqual({
    'verification.amount': { message: 'The amount cannot be negative.', kind: 'error' },
  });
  return form;
}
