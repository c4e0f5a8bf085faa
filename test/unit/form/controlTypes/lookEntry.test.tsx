// An entry made the public way (`controlTypeEntry`) with `bind: 'native'` keeps what the built-in
// text field keeps: the DOM holds the value, a keystroke renders no component, the value is sent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { controlTypeEntry, FieldsForm, type ControlProps } from '../../../../src/index';
import { controlTypeOf, parseEnvelope, type FieldsTransport } from '../../../../src/core/index';
import { controlEntry as builtInText } from '../../../../src/controls/text/index';
import { wireField, versionField } from '../../../../src/mock/scenarios/wireField';
import { renderCounter } from '../../../tools/renderCounter';
import { withQuery } from '../../../tools/formHarness';

/** A design system's text input: its own class, the form's value and events. */
function LookText({ id, inputRef, value, uncontrolled, onChange, onBlur }: ControlProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      id={id}
      ref={inputRef as Ref<HTMLInputElement>}
      className="look-input"
      value={uncontrolled ? undefined : text}
      defaultValue={uncontrolled ? text : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/** The built-in TEXT definition, as an app's look reaches it from the core entry. */
const textType = controlTypeOf('TEXT');

const envelope = parseEnvelope({
  fields: [wireField('name', 'TEXT', 'Report name', { value: 'Client' }), versionField(1)],
});

describe('controlTypeEntry with bind', () => {
  it('keeps `bind` and leaves it out when not given', () => {
    const bound = controlTypeEntry(textType, { component: LookText, bind: 'native' });
    expect(bound.bind).toBe('native');
    expect('bind' in controlTypeEntry(textType, { component: LookText })).toBe(false);
  });

  it('makes the built-in entries: the same label, commit and binding', () => {
    expect(builtInText).toEqual(
      controlTypeEntry(textType, {
        component: builtInText.component,
        label: 'label',
        commit: 'blur',
        bind: 'native',
      }),
    );
  });

  it('a look entry bound natively renders nothing on a keystroke', async () => {
    const user = userEvent.setup();
    const TEXT = controlTypeEntry(textType, {
      component: LookText,
      commit: 'blur',
      bind: 'native',
    });
    const transport: FieldsTransport = {
      load: async () => envelope,
      recall: async (body) => body,
      command: async (body) => body,
      submit: async () => {
        throw new Error('not saved in this test');
      },
    };
    render(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'look-entry' }}
          initialEnvelope={envelope}
          controls={{ TEXT }}
        />,
      ),
    );
    const input = screen.getByRole('textbox', { name: 'Report name' });
    expect(input).toHaveClass('look-input');
    await user.click(input);
    renderCounter.reset();
    await user.keyboard(' visit');
    expect(input).toHaveValue('Client visit');
    expect(renderCounter.names).toEqual([]);
  });
});
