// A second look made only from the headless hooks' props (plain markup, class names of its own)
// gets the built-in behaviour: the wire value sent, the ARIA, the markers a test driver reads.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { describe, expect, it } from 'vitest';
import {
  controlTypeEntry,
  FieldsForm,
  useGroupControl,
  useInformationControl,
  useLinkControl,
  useNumberControl,
  useSwitchControl,
  useTextControl,
  useUnknownControl,
  type ControlOverrides,
  type ControlProps,
} from '../../../../src/index';
import {
  controlTypeOf,
  parseEnvelope,
  type FieldsEnvelope,
  type FieldsTransport,
  type JsonObject,
} from '../../../../src/core/index';
import { wireField, versionField } from '../../../../src/mock/scenarios/wireField';
import { renderCounter } from '../../../tools/renderCounter';
import { withQuery } from '../../../tools/formHarness';

function LookText(props: ControlProps) {
  return <input className="look-input" {...useTextControl(props)} />;
}

function LookTextArea(props: ControlProps) {
  return <textarea className="look-area" {...useTextControl<HTMLTextAreaElement>(props)} />;
}

function LookNumber(props: ControlProps) {
  return <input className="look-number" {...useNumberControl(props)} />;
}

/** A button switch, as Radix draws one: it holds no state of its own, the form's value does. */
function LookSwitch(props: ControlProps) {
  const { inputRef } = props;
  const { checked, setChecked, disabled, inputProps } = useSwitchControl(props);
  return (
    <button
      type="button"
      role="switch"
      className="look-switch"
      id={inputProps.id}
      ref={inputRef as Ref<HTMLButtonElement>}
      aria-checked={checked}
      aria-describedby={inputProps['aria-describedby']}
      disabled={disabled}
      onClick={() => setChecked(!checked)}
    />
  );
}

function LookLink(props: ControlProps) {
  const link = useLinkControl(props);
  return (
    <section className="look-link" {...link.rootProps}>
      {link.name ? <strong {...link.nameProps}>{link.name}</strong> : null}
      {link.linkProps ? (
        <a {...link.linkProps}>
          {link.url} ({link.newTabText})
        </a>
      ) : null}
      {link.refusedProps ? (
        <em {...link.refusedProps}>
          {link.url}: {link.refusedText}
        </em>
      ) : null}
    </section>
  );
}

function LookGroup(props: ControlProps) {
  const group = useGroupControl(props);
  return (
    <section className="look-group" {...group.rootProps}>
      {group.fields ?? <small>{group.replacementText}</small>}
      {group.removeProps ? <button {...group.removeProps}>{group.removeText}</button> : null}
    </section>
  );
}

function LookNotice(props: ControlProps) {
  const info = useInformationControl(props);
  if (info.dismissed) return null;
  return (
    <aside className="look-notice" {...info.rootProps}>
      <b {...info.textProps}>{info.text}</b>
      {info.dismissProps ? <button {...info.dismissProps}>x</button> : null}
    </aside>
  );
}

function LookUnknown(props: ControlProps) {
  const { text, outputProps, note } = useUnknownControl(props);
  return (
    <span className="look-unknown">
      <output {...outputProps}>{text}</output>
      <small {...note.props}>{note.text}</small>
    </span>
  );
}

/** The other look: each type's definition from the core entry, joined to markup over its hook. */
const otherLook: ControlOverrides = {
  TEXT: controlTypeEntry(controlTypeOf('TEXT'), {
    component: LookText,
    commit: 'blur',
    bind: 'native',
  }),
  MULTI_LINE_TEXT: controlTypeEntry(controlTypeOf('MULTI_LINE_TEXT'), {
    component: LookTextArea,
    commit: 'blur',
    bind: 'native',
  }),
  DOUBLE: controlTypeEntry(controlTypeOf('DOUBLE'), {
    component: LookNumber,
    commit: 'blur',
    bind: 'native',
  }),
  INTEGER: controlTypeEntry(controlTypeOf('INTEGER'), {
    component: LookNumber,
    commit: 'blur',
    bind: 'native',
  }),
  // Bound by value: the button shows the form's value, the DOM holds none.
  SWITCH: controlTypeEntry(controlTypeOf('SWITCH'), { component: LookSwitch }),
  URL: controlTypeEntry(controlTypeOf('URL'), { component: LookLink, label: 'none' }),
  FIELD_GROUP: controlTypeEntry(controlTypeOf('FIELD_GROUP'), {
    component: LookGroup,
    label: 'legend',
  }),
  INFORMATION: controlTypeEntry(controlTypeOf('INFORMATION'), {
    component: LookNotice,
    label: 'none',
  }),
  '*': controlTypeEntry(controlTypeOf('*'), { component: LookUnknown }),
};

/** The form in the other look, over a back end that keeps what each re-call and save sent. */
function renderLook(fields: JsonObject[], locale = 'en') {
  const recalls: FieldsEnvelope[] = [];
  const saves: FieldsEnvelope[] = [];
  const envelope = parseEnvelope({ fields: [...fields, versionField(1)] });
  const transport: FieldsTransport = {
    load: async () => envelope,
    recall: async (body) => {
      recalls.push(body);
      return body;
    },
    command: async (body) => body,
    submit: async (body) => {
      saves.push(body);
      return { kind: 'invalid', envelope: body, status: 400 };
    },
  };
  render(
    withQuery(
      <FieldsForm
        source={{ transport, key: 'other-look' }}
        initialEnvelope={envelope}
        locale={locale}
        drafts={false}
        controls={otherLook}
      />,
    ),
  );
  const valueOf = (body: FieldsEnvelope | undefined, property: string) =>
    body?.fields.find((field) => field.property === property)?.value;
  return { recalls, saves, valueOf };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^(Save|Spara)/ }));

describe('the plain control hooks in another look', () => {
  it('useTextControl: a required text and a text area, typed and saved, with no render on a keystroke', async () => {
    const user = userEvent.setup();
    const { saves, valueOf } = renderLook([
      wireField('name', 'TEXT', 'Report name', { mandatory: true, value: 'Client' }),
      wireField('purpose', 'MULTI_LINE_TEXT', 'Purpose'),
    ]);
    const name = screen.getByRole('textbox', { name: /Report name/ });
    expect(name).toHaveClass('look-input');
    expect(name).toHaveAttribute('aria-required', 'true');
    await user.click(name);
    renderCounter.reset();
    await user.keyboard(' visit');
    expect(renderCounter.names).toEqual([]);
    const purpose = screen.getByRole('textbox', { name: 'Purpose' });
    expect(purpose.tagName).toBe('TEXTAREA');
    await user.type(purpose, 'Two lines{Enter}of text');
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(valueOf(saves[0], 'name')).toBe('Client visit');
    expect(valueOf(saves[0], 'purpose')).toBe('Two lines\nof text');
  });

  it('useNumberControl: 12,50 typed in sv saves 12.5; an amount shows formatted while idle', async () => {
    const user = userEvent.setup();
    const { saves, valueOf } = renderLook(
      [
        wireField('verification.amount', 'DOUBLE', 'Amount', { value: 6000, maxDecimals: 2 }),
        wireField('guests', 'INTEGER', 'Guests'),
      ],
      'sv',
    );
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveClass('look-number');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAttribute('inputmode', 'numeric');
    expect(amount).toHaveValue('6\u00a0000,00');
    // Focused, the raw edit text: the server's 6000 in sv.
    await user.click(amount);
    expect(amount).toHaveValue('6000,00');
    await user.clear(amount);
    await user.type(amount, '1234,5');
    await user.tab();
    expect((amount as HTMLInputElement).value).toMatch(/^1\s234,50$/);
    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.tab();
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(valueOf(saves[0], 'verification.amount')).toBe(12.5);
  });

  it('useSwitchControl: a button switch with aria-checked, toggled, saves true', async () => {
    const user = userEvent.setup();
    const { recalls, valueOf } = renderLook([
      wireField('billable', 'SWITCH', 'Billable', { value: false, requiresUpdate: true }),
    ]);
    const toggle = screen.getByRole('switch', { name: 'Billable' });
    expect(toggle).toHaveClass('look-switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(recalls).toHaveLength(1));
    expect(valueOf(recalls[0], 'billable')).toBe(true);
  });

  it('useLinkControl: a safe link opens in a new tab, an unsafe one is text; the root is marked', () => {
    renderLook([
      wireField('receiptLink', 'URL', 'Receipt online', { value: 'https://example.test/r/1' }),
      wireField('badLink', 'URL', 'Other link', { value: 'javascript:alert(1)' }),
    ]);
    const link = screen.getByRole('link', { name: /example\.test/ });
    expect(link).toHaveAttribute('href', 'https://example.test/r/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const root = link.closest('[data-ef-kind]');
    expect(root).toHaveAttribute('data-ef-kind', 'link');
    expect(root).toHaveClass('look-link');
    expect(document.getElementById(`${link.id}-label`)).toHaveTextContent('Receipt online');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(screen.getByText(/javascript:alert\(1\):/)).toBeInTheDocument();
  });

  it('useGroupControl: nested fields in the look, a marked remove button that re-calls without the group', async () => {
    const user = userEvent.setup();
    const { recalls } = renderLook([
      wireField('hotel', 'FIELD_GROUP', 'Hotel', {
        removable: true,
        fields: [wireField('hotel.nights', 'INTEGER', 'Nights', { value: 2 })],
      }),
    ]);
    const group = screen.getByRole('group', { name: 'Hotel' });
    const root = group.querySelector('[data-ef-kind="group"]');
    expect(root).toHaveClass('look-group');
    expect(within(group).getByRole('textbox', { name: 'Nights' })).toHaveClass('look-number');
    const remove = within(group).getByRole('button', { name: /Hotel/ });
    expect(remove).toHaveAttribute('data-ef-part', 'remove-group');
    await user.click(remove);
    await waitFor(() => expect(recalls).toHaveLength(1));
    expect(recalls[0]?.fields.map((field) => field.property)).not.toContain('hotel');
    expect(screen.queryByRole('group', { name: 'Hotel' })).toBeNull();
  });

  it('useInformationControl: a warning is announced, marked, and dismissed in the look', async () => {
    const user = userEvent.setup();
    renderLook([
      wireField('notice', 'INFORMATION', 'Receipts older than 90 days need approval.', {
        informationType: 'warning',
        dismissible: true,
      }),
    ]);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveClass('look-notice');
    expect(notice).toHaveAttribute('data-ef-kind', 'info');
    expect(notice).toHaveAttribute('data-type', 'warning');
    expect(document.getElementById(`${notice.id}-label`)).toHaveTextContent(/90 days/);
    await user.click(within(notice).getByRole('button', { name: /90 days/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('useUnknownControl: a type with no control shows its value read-only, explained, and sends it back', async () => {
    const user = userEvent.setup();
    const { saves, valueOf } = renderLook([
      wireField('approval.stamp', 'STAMP', 'Stamp', { value: { by: 'Ana' } }),
    ]);
    const output = screen.getByRole('status', { name: 'Stamp' });
    expect(output.closest('.look-unknown')).not.toBeNull();
    expect(output).toHaveTextContent('{"by":"Ana"}');
    expect(output).toHaveAccessibleDescription(/STAMP/);
    await save(user);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(valueOf(saves[0], 'approval.stamp')).toEqual({ by: 'Ana' });
  });
});
