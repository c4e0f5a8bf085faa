import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/index';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { Example } from './examples/OwnControlType';
import source from './examples/OwnControlType.tsx?raw';

/**
 * A control type the service added (`SIGNATURE`, its value `{ svg, signedAt }`), defined by the
 * app in one definition (`defineControlType`: codec, review and change-summary text, attributes)
 * joined to its editor and review (`controlTypeEntry`), given to every form below a
 * `ControlsProvider`.
 */
export default { title: 'Recipes/Own control type', component: Example } satisfies Meta<
  typeof Example
>;

const signed = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><path d="M5 30 C 30 0, 60 40, 115 10" stroke="black" stroke-width="2" fill="none"/></svg>',
  signedAt: '2026-01-05T09:00:00.000Z',
};

/** The new report's envelope: its name and the signature field, as the story sets it. */
const envelope = (signature: JsonObject = {}): JsonObject => ({
  fields: [
    {
      name: 'Approver signature',
      property: 'approval.signature',
      controlType: 'SIGNATURE',
      mandatory: true,
      visible: true,
      value: null,
      error: null,
      errorText: null,
      custom: true,
      ...signature,
    },
    {
      name: null,
      property: 'version',
      controlType: 'INTEGER',
      mandatory: false,
      visible: false,
      value: null,
      error: null,
      errorText: null,
      custom: false,
    },
  ],
  meta: null,
});

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: /Approver signature/ });

export const Default: ExampleStory = exampleStory(
  Example,
  source,
  { envelope: envelope() },
  {
    play: async ({ canvasElement }) => {
      const field = within(await group(canvasElement));
      await userEvent.click(field.getByRole('button', { name: 'Sign' }));
      await expect(field.getByRole('img')).toHaveAccessibleName(/^Signed /);
      await expect(field.getByRole('button', { name: 'Clear' })).toBeEnabled();
    },
  },
);

export const Filled: ExampleStory = exampleStory(
  Example,
  source,
  { envelope: envelope({ value: signed }) },
  {
    play: async ({ canvasElement }) => {
      const field = within(await group(canvasElement));
      await expect(field.getByRole('img')).toHaveAccessibleName('Signed Jan 5, 2026');
    },
  },
);

export const WithError: ExampleStory = exampleStory(
  Example,
  source,
  { envelope: envelope({ error: 'REQUIRED', errorText: 'Sign to approve the report.' }) },
  {
    name: 'Error',
    play: async ({ canvasElement }) => {
      const field = within(await group(canvasElement));
      await expect(field.getByRole('button', { name: 'Sign' })).toHaveAccessibleDescription(
        /Sign to approve the report\./,
      );
    },
  },
);

export const Disabled: ExampleStory = exampleStory(
  Example,
  source,
  { envelope: envelope({ value: signed, enabled: false }) },
  {
    play: async ({ canvasElement }) => {
      const field = within(await group(canvasElement));
      await expect(field.getByRole('button', { name: 'Sign again' })).toBeDisabled();
    },
  },
);
