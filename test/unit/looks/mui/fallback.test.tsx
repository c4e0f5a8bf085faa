import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { muiControls } from '../../../../src/looks/mui';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import type { ControlOverrides } from '../../../../src/registry/types';
import { signatureControls } from '../../../../stories/Recipes/examples/OwnControlType';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm, savedValue } from './muiForm';

const mock = setupMockServer();
const sent = (property: string) => savedValue(mock, property);
const frameOf = (element: Element) => element.closest('[data-field]') as HTMLElement;

describe('a control type the Material UI look lacks', () => {
  it('draws the app’s own control type inside MUI’s frame, and it keeps and saves its value', async () => {
    const signature = {
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      signedAt: '2026-01-05T09:00:00.000Z',
    };
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('name', 'TEXT', 'Report name', { value: 'Client visit' }),
        wireField('approval.signature', 'SIGNATURE', 'Approver signature', {
          mandatory: true,
          value: signature,
        }),
        versionField(null),
      ],
    });
    renderMuiForm({ controls: { ...muiControls, ...signatureControls } });
    const sign = await screen.findByRole('button', { name: 'Sign again' });
    const frame = frameOf(sign);
    expect(frame).toHaveClass('MuiFormControl-root');
    expect(frame.tagName).toBe('FIELDSET');
    expect(screen.getByRole('group', { name: 'Approver signature (required)' })).toBe(frame);
    expect(frame.querySelector('legend')).toHaveClass('MuiFormLabel-root');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('approval.signature')).toEqual(signature));
  });

  it('draws a built-in type the look leaves out with the default control, inside MUI’s frame', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const { TEXT: _left, ...withoutText } = muiControls;
    const look: ControlOverrides = withoutText;
    renderMuiForm({ controls: look });
    const name = await screen.findByRole('textbox', { name: 'Report name (required)' });
    // The default look's input, not MUI's, in MUI's FormControl with MUI's label.
    expect(name).toHaveClass('ef-input');
    expect(name.closest('.MuiInputBase-root')).toBeNull();
    expect(frameOf(name)).toHaveClass('MuiFormControl-root');
    expect(frameOf(name).querySelector('.MuiFormLabel-asterisk')).toHaveAttribute(
      'data-ef-part',
      'required',
    );
    const user = userEvent.setup();
    await user.type(name, 'Lunch');
    await user.type(screen.getByRole('textbox', { name: 'Amount (required)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('name')).toBe('Lunch'));
    expect(name).toHaveValue('Lunch');
  });
});
