// A look's form parts (`FORM_PARTS`): a look that brings only a Frame draws every field in it, and
// each control type it lacks keeps the default control, its value and its behaviour.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ControlsProvider,
  controlTypeEntry,
  FieldsForm,
  FORM_PARTS,
  type ControlOverrides,
  type ControlProps,
  type FrameView,
} from '../../../../src/index';
import {
  controlTypeOf,
  parseEnvelope,
  type FieldsEnvelope,
  type FieldsTransport,
} from '../../../../src/core/index';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import { withQuery } from '../../../tools/formHarness';

/** Another design system's field frame: its own elements and classes, the frame's words and ids. */
function OtherFrame({ frame, labelAs, children, after }: FrameView): ReactNode {
  const message = frame.message ? (
    <p className="other-message" {...frame.getMessageProps()}>
      {frame.message.text}
    </p>
  ) : null;
  if (labelAs === 'none') {
    return (
      <section className="other-field" {...frame.getFrameProps()}>
        {children}
        {message}
        {after}
      </section>
    );
  }
  if (labelAs === 'legend') {
    return (
      <fieldset className="other-field" {...frame.getFrameProps()}>
        <legend {...frame.getLabelProps('legend')}>{frame.spokenLabel}</legend>
        {children}
        {message}
        {after}
      </fieldset>
    );
  }
  return (
    <section className="other-field" {...frame.getFrameProps()}>
      <label className="other-label" {...frame.getLabelProps()}>
        {frame.spokenLabel}
      </label>
      {children}
      {message}
      {after}
    </section>
  );
}

const otherLook: ControlOverrides = { [FORM_PARTS]: { Frame: OtherFrame } };

const LISTS = '/lists/currencies';
/** Every built-in control type, a nested group and a type no registry knows. */
const envelope = parseEnvelope({
  fields: [
    wireField('name', 'TEXT', 'Report name', { mandatory: true, value: 'Client' }),
    wireField('comment', 'MULTI_LINE_TEXT', 'Comment', { value: 'Two days.' }),
    wireField('verification.amount', 'DOUBLE', 'Amount', { maxDecimals: 2, value: 12.5 }),
    wireField('guestCount', 'INTEGER', 'Number of guests', { value: 3 }),
    wireField('cardLiability', 'SWITCH', 'Paid with the company card', { value: false }),
    wireField('verification.purchaseDate', 'DATE', 'Purchase date', { value: '2026-03-29' }),
    wireField('verification.lastUpdated', 'DATE_TIME', 'Last updated', {
      value: '2026-03-29T00:30:00Z',
    }),
    wireField('meeting.start', 'LOCAL_DATE_TIME', 'Meeting starts', {
      value: '2026-10-25T02:30:00',
    }),
    wireField('verification.currency', 'LIST', 'Currency', { url: LISTS }),
    wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt'),
    wireField('guests', 'GUEST_LIST', 'Guests', { value: [{ name: 'Rui', company: 'Lda' }] }),
    wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
      value: [{ email: 'finance@example.se' }],
    }),
    wireField('policy', 'URL', 'Travel policy', { value: 'https://intranet.example.se/travel' }),
    wireField('info', 'INFORMATION', 'Reports go to your manager.', {
      informationType: 'normal',
    }),
    wireField('trip', 'FIELD_GROUP', 'Trip', {
      fields: [wireField('trip.purpose', 'TEXT', 'Purpose', { value: 'Audit' })],
    }),
    wireField('x.hologram', 'HOLOGRAM', 'Hologram', { value: { beam: 3 } }),
    versionField(1),
  ],
});

function transportSaving(sent: FieldsEnvelope[]): FieldsTransport {
  return {
    load: async () => envelope,
    recall: async (body) => body,
    command: async (body) => body,
    submit: async (body) => {
      sent.push(body);
      return { kind: 'invalid', envelope: body, status: 400 };
    },
    listValues: async () => ({
      meta: { count: 2, total: 2, sections: [] },
      suggestions: [],
      data: [
        { id: 'EUR', name: 'Euro' },
        { id: 'SEK', name: 'Swedish krona' },
      ],
    }),
  };
}

const wireValues = (body: FieldsEnvelope | undefined) => {
  const values: Record<string, unknown> = {};
  const walk = (fields: FieldsEnvelope['fields']) => {
    for (const field of fields) {
      values[field.property] = field.value;
      walk(field.fields ?? []);
    }
  };
  walk(body?.fields ?? []);
  return values;
};

let forms = 0;
function renderLook(controls: ControlOverrides | undefined, sent: FieldsEnvelope[] = []) {
  return render(
    withQuery(
      <FieldsForm
        source={{ transport: transportSaving(sent), key: `look-parts-${(forms += 1)}` }}
        initialEnvelope={envelope}
        controls={controls}
        drafts={false}
      />,
    ),
  );
}

describe('a look with only a Frame', () => {
  it('frames every control type in the look, and each keeps its value and behaviour', async () => {
    const user = userEvent.setup();
    const sent: FieldsEnvelope[] = [];
    const { container } = renderLook(otherLook, sent);
    const name = screen.getByRole('textbox', { name: 'Report name (required)' });
    const frames = [...container.querySelectorAll('[data-field]')];
    expect(frames.map((frame) => frame.getAttribute('data-ef-property'))).toEqual([
      'name',
      'comment',
      'verification.amount',
      'guestCount',
      'cardLiability',
      'verification.purchaseDate',
      'verification.lastUpdated',
      'meeting.start',
      'verification.currency',
      'verification.receiptAttachment',
      'guests',
      'emailRecipients',
      'policy',
      'info',
      'trip',
      'trip.purpose',
      'x.hologram',
    ]);
    for (const frame of frames) expect(frame).toHaveClass('other-field');
    expect(container.querySelectorAll('.other-field')).toHaveLength(frames.length);
    // The default controls inside, named by the look's labels and legends.
    expect(name).toHaveClass('ef-input');
    expect(screen.getByRole('group', { name: 'Trip' })).toContainElement(
      screen.getByRole('textbox', { name: 'Purpose' }),
    );
    expect(screen.getByRole('link', { name: /intranet\.example\.se/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Hologram' })).toHaveTextContent('{"beam":3}');

    await user.type(name, ' visit');
    await user.click(screen.getByRole('switch', { name: 'Paid with the company card' }));
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    currency.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Currency' });
    await user.click(await within(listbox).findByRole('option', { name: 'Swedish krona' }));
    expect(currency).toHaveValue('Swedish krona');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(wireValues(sent[0])).toMatchObject({
      name: 'Client visit',
      comment: 'Two days.',
      'verification.amount': 12.5,
      guestCount: 3,
      cardLiability: true,
      'verification.purchaseDate': '2026-03-29',
      'verification.lastUpdated': '2026-03-29T00:30:00Z',
      'meeting.start': '2026-10-25T02:30:00',
      'verification.currency': 'SEK',
      guests: [{ name: 'Rui', company: 'Lda' }],
      emailRecipients: [{ email: 'finance@example.se' }],
      'trip.purpose': 'Audit',
      'x.hologram': { beam: 3 },
    });
  });

  it('draws a message in the look, tied to the input', async () => {
    const user = userEvent.setup();
    renderLook(otherLook);
    const name = screen.getByRole('textbox', { name: 'Report name (required)' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(message).toHaveClass('other-message');
  });
});

describe('form parts in the registry', () => {
  it('merges parts per part: an inner provider without a Frame keeps the outer one, props win', () => {
    const Marked = (mark: string) =>
      function MarkedFrame({ frame, children }: FrameView) {
        return (
          <div data-look={mark} {...frame.getFrameProps()}>
            {children}
          </div>
        );
      };
    const looks = (container: HTMLElement) =>
      new Set(
        [...container.querySelectorAll('[data-field]')].map((node) =>
          node.getAttribute('data-look'),
        ),
      );
    const outer: ControlOverrides = { [FORM_PARTS]: { Frame: Marked('outer') } };
    const first = render(
      withQuery(
        <ControlsProvider controls={outer}>
          <ControlsProvider controls={{ [FORM_PARTS]: {} }}>
            <FieldsForm
              source={{ transport: transportSaving([]), key: 'parts-outer' }}
              initialEnvelope={envelope}
              drafts={false}
            />
          </ControlsProvider>
        </ControlsProvider>,
      ),
    );
    expect(looks(first.container)).toEqual(new Set(['outer']));
    first.unmount();
    const second = render(
      withQuery(
        <ControlsProvider controls={outer}>
          <FieldsForm
            source={{ transport: transportSaving([]), key: 'parts-props' }}
            initialEnvelope={envelope}
            drafts={false}
            controls={{ [FORM_PARTS]: { Frame: Marked('props') } }}
          />
        </ControlsProvider>,
      ),
    );
    expect(looks(second.container)).toEqual(new Set(['props']));
  });

  it('gives a control what its frame shows, and a Frame with hooks keeps them in order', () => {
    /** A look's text input that shows the label words itself, as an outlined field's notch does. */
    function NotchedText({ id, inputRef, value, onChange, frame }: ControlProps) {
      return (
        <input
          id={id}
          ref={inputRef as (node: HTMLInputElement | null) => void}
          data-notch={String(frame.label)}
          aria-describedby={frame.describedBy}
          defaultValue={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    /** A frame that holds state: its hooks are its field's. */
    function CountingFrame(view: FrameView) {
      const [seen] = useState('counted');
      return <div data-seen={seen}>{OtherFrame(view)}</div>;
    }
    const TEXT = controlTypeEntry(controlTypeOf('TEXT'), {
      component: NotchedText,
      commit: 'blur',
      bind: 'native',
    });
    const source = { transport: transportSaving([]), key: 'parts-hooks' };
    const looked = (controls: ControlOverrides | undefined) => (
      <FieldsForm source={source} initialEnvelope={envelope} controls={controls} drafts={false} />
    );
    const look: ControlOverrides = { TEXT, [FORM_PARTS]: { Frame: CountingFrame } };
    const { rerender } = render(withQuery(looked(look)));
    expect(screen.getByRole('textbox', { name: 'Report name (required)' })).toHaveAttribute(
      'data-notch',
      'Report name',
    );
    expect(screen.getByRole('textbox', { name: 'Purpose' }).closest('[data-seen]')).toHaveAttribute(
      'data-seen',
      'counted',
    );
    // The default look again: the fields are of another type (no hook of the old frame is missed).
    rerender(withQuery(looked(undefined)));
    expect(document.querySelector('[data-seen]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Purpose' }).closest('.ef-field')).not.toBeNull();
  });
});
