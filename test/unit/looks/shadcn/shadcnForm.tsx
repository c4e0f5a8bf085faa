import { screen } from '@testing-library/react';
import { MOCK_IDS, scenarioEnvelope, type MockService } from '../../../../src/mock';
import { shadcnControls } from '../../../../src/looks/shadcn';
import type { FieldsFormProps } from '../../../../src/react/form/FieldsForm';
import { renderForm } from '../../../tools/formHarness';

/**
 * Renders the mock's form with every control type (the `allControls` scenario) in the shadcn
 * look, and waits for its fields.
 *
 * @example
 * const { container } = await renderAllControls(mock);
 */
export async function renderAllControls(mock: MockService, props: Partial<FieldsFormProps> = {}) {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('allControls'));
  const view = renderForm({ controls: shadcnControls, ...props });
  await screen.findByRole('textbox', { name: /^Report name/ });
  return view;
}

/**
 * The frame (`data-slot="form-item"`) of a field, by its property.
 *
 * @example
 * frameOf(container, 'name').querySelector('[data-slot=form-label]');
 */
export function frameOf(container: HTMLElement, property: string): HTMLElement {
  const frame = container.querySelector<HTMLElement>(`[data-ef-property="${property}"]`);
  if (!frame) throw new Error(`No field ${property}.`);
  return frame;
}
