// A story ends in the state its name promises. The "Negative amount" story's play
// function retyped the amount, so it ended with its error cleared.
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as serverErrors from '../../../stories/Flows/ServerErrors.stories';
import { storyMock } from '../../../stories/support/storyMock';

const server = setupServer(...storyMock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => storyMock.reset());
afterAll(() => server.close());

const { NegativeAmount } = composeStories(serverErrors);

describe('stories end as named', () => {
  it('"Negative amount" ends showing the error', async () => {
    await NegativeAmount.run();
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
  });
});
