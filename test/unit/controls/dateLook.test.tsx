// A second look gets the date behaviour from `useDateControl` alone: its own markup and classes,
// the segments typed in the form's locale, the calendar drawn in a portal, the wire value saved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import {
  controlTypeEntry,
  DateTimeControl,
  useDateControl,
  type ControlProps,
  type DateCalendarModel,
} from '../../../src/index';
import { controlTypeOf, type JsonObject } from '../../../src/core/index';
import { loadMessages } from '../../../src/i18n/messages';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const now = () => new Date('2026-11-21T12:00:00Z');
const sent = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const fields = (post?.body as { fields: JsonObject[] } | undefined)?.fields ?? [];
  return fields.find((field) => field.property === property)?.value;
};

/** Another design system's calendar, drawn in a portal as popovers are. */
function lookCalendar(calendar: DateCalendarModel) {
  return createPortal(
    <section className="look-popover" {...calendar.dialogProps}>
      <button className="look-nav" {...calendar.prevProps}>
        prev
      </button>
      <strong {...calendar.titleProps}>{calendar.title}</strong>
      <button className="look-nav" {...calendar.nextProps}>
        next
      </button>
      <table {...calendar.gridProps}>
        <tbody>
          {calendar.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, index) => (
                <td key={index} {...calendar.getCellProps(date)}>
                  {date ? <button className="look-day" {...calendar.getDayProps(date)} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}

/** Another look's date field: plain markup of its own class names over the hook's getters. */
function LookDate(props: ControlProps) {
  const date = useDateControl(props);
  return (
    <div className="look-date" {...date.rootProps}>
      <div className="look-input" {...date.groupProps}>
        {date.parts.map((part, index) =>
          part.type === 'literal' ? (
            <i key={index} aria-hidden="true">
              {part.text}
            </i>
          ) : (
            <span key={part.type} className="look-segment" {...date.getSegmentProps(part.type)} />
          ),
        )}
      </div>
      {date.calendarButtonProps ? (
        <button className="look-icon" {...date.calendarButtonProps}>
          cal
        </button>
      ) : null}
      {date.calendar ? lookCalendar(date.calendar) : null}
      {date.refused ? <em {...date.refused.props}>{date.refused.text}</em> : null}
      {date.echo ? <small {...date.echo.props}>{date.echo.text}</small> : null}
    </div>
  );
}

const DATE = controlTypeEntry(controlTypeOf('DATE'), {
  component: LookDate,
  label: 'label',
  commit: 'blur',
});

async function lookForm(field: JsonObject) {
  await loadMessages('de');
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, { fields: [field] });
  renderForm({ now, locale: 'de', controls: { DATE } });
  const group = await screen.findByRole('group', { name: 'Purchase date' });
  return { user: userEvent.setup(), group, segments: within(group).getAllByRole('spinbutton') };
}

describe('useDateControl in another look', () => {
  it('types a German date in its segments, keeps its classes, and saves 2026-11-20', async () => {
    const { user, group, segments } = await lookForm(wireField('d', 'DATE', 'Purchase date'));
    expect(group).toHaveClass('look-input');
    expect(group).toHaveAttribute('data-ef-date', 'date');
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
    expect(segments[0]).toHaveAccessibleName('Tag Purchase date');
    for (const segment of segments) expect(segment).toHaveAttribute('data-empty');

    await user.click(segments[0] as HTMLElement);
    await user.keyboard('2'); // painted without a render: the look's class stays
    expect(segments[0]).toHaveClass('look-segment');
    expect(segments[0]).not.toHaveAttribute('data-empty');
    await user.keyboard('0.11.2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['20', '11', '2026']);
    expect(segments.every((segment) => segment.className === 'look-segment')).toBe(true);
    expect(segments[1]).toHaveAttribute('aria-valuetext', '11 – November');
    expect(group).toHaveAttribute('data-ef-value', '2026-11-20');
    const echo = document.querySelector('[data-ef-part="echo"]');
    expect(echo?.tagName).toBe('SMALL');
    expect(echo).toHaveTextContent('20.11.2026');
    expect(group).toHaveAccessibleDescription('20.11.2026');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-20'));
  });

  it('refuses an impossible date with the form message, described and invalid', async () => {
    const { user, group, segments } = await lookForm(wireField('d', 'DATE', 'Purchase date'));
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('31.02.2026');
    const refused = document.querySelector('[data-ef-part="refused"]');
    expect(refused?.tagName).toBe('EM');
    expect(group).toHaveAccessibleDescription(/gültiges Datum/);
    expect(segments[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('picks a day in its own calendar, drawn in a portal, by keyboard', async () => {
    const { user, segments } = await lookForm(
      wireField('d', 'DATE', 'Purchase date', { value: '2026-11-10' }),
    );
    await user.click(screen.getByRole('button', { name: 'Datum auswählen' }));
    const dialog = screen.getByRole('dialog', { name: 'November 2026' });
    expect(dialog).toHaveAttribute('data-ef-part', 'calendar');
    expect(dialog.closest('form')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /10\. November 2026/ })).toHaveFocus();
    // Focus moving within the portaled calendar is still inside the field: it stays open.
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: /18\. November 2026/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Nächster Monat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(within(dialog).getByRole('button', { name: /19\. November 2026/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(segments.map((segment) => segment.textContent)).toEqual(['19', '11', '2026']);
    expect(screen.getByRole('button', { name: 'Datum auswählen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-19'));
  });

  it("the deprecated DateTimeControl keeps drawing a date and a time for a type of the app's own", async () => {
    await loadMessages('de');
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [wireField('meeting', 'MEETING_TIME', 'Meeting')],
    });
    renderForm({ now, locale: 'de', controls: { MEETING_TIME: DateTimeControl } });
    const group = await screen.findByRole('group', { name: 'Meeting' });
    expect(group).toHaveAttribute('data-ef-date', 'dateTime');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Tag', 'Monat', 'Jahr', 'Stunde', 'Minute']);
  });
});
