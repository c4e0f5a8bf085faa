import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { firstSegment, shownDate } from '../../tools/dateSegments';
import { renderForm, setupMockServer } from '../../tools/formHarness';

// Runs in every zone of TEST_TIME_ZONES; Stockholm springs forward on 2026-03-29 (02:00 -> 03:00).
const zone = process.env.TZ ?? 'UTC';
const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const now = () => new Date('2026-11-21T12:00:00Z');
const sent = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const find = (fields: JsonObject[]): JsonObject | undefined =>
    fields
      .flatMap((field) => [
        field,
        ...(Array.isArray(field.fields) ? [find(field.fields as JsonObject[])] : []),
      ])
      .find((field) => field?.property === property);
  return find((post?.body as { fields: JsonObject[] }).fields)?.value;
};
async function formWith(fields: JsonObject[]) {
  mock.state.setEnvelope(ORG, { fields });
  renderForm({ now });
  const user = userEvent.setup();
  /** Types a date as the user does in the English field (month, day, year; 12-hour time, `a`/`p`). */
  const type = async (name: string | RegExp, keys: string) => {
    await user.click(await firstSegment(name));
    await user.keyboard(keys);
  };
  return Object.assign(user, { type });
}
/** The field's segments, which describe it (error, echo). */
const field = async (name: string | RegExp) => firstSegment(name);

describe(`date controls in ${zone}`, () => {
  it('DATE sends the calendar date exactly as picked, never shifted, and shows it in the locale', async () => {
    const user = await formWith([
      wireField('verification.purchaseDate', 'DATE', 'Purchase date', { mandatory: true }),
    ]);
    await user.type(/^Purchase date/, '03292026');
    expect(await field(/^Purchase date/)).toHaveAccessibleDescription('Mar 29, 2026');
    // The calendar offers days up to today in the user's zone.
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.keyboard(
      '{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}',
    );
    const today = zone === 'Pacific/Kiritimati' ? 'November 22, 2026' : 'November 21, 2026';
    const after = zone === 'Pacific/Kiritimati' ? 'November 23, 2026' : 'November 22, 2026';
    expect(screen.getByRole('button', { name: new RegExp(today) })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: new RegExp(after) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('verification.purchaseDate')).toBe('2026-03-29'));
  });

  it('DATE refuses a day after today with a clear message', async () => {
    const user = await formWith([wireField('d', 'DATE', 'Purchase date')]);
    await user.type(/^Purchase date/, '12242026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await field(/^Purchase date/)).toHaveAccessibleDescription(
        /The date cannot be later than today\./,
      ),
    );
  });

  it("DATE_TIME is edited in the user's zone, named next to it, and sent as a UTC instant", async () => {
    const user = await formWith([wireField('departure', 'DATE_TIME', 'Departure')]);
    await user.type('Departure', '032920260130a');
    expect(await field('Departure')).toHaveAccessibleDescription(
      new RegExp(zone.replace('/', '\\/')),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const expected: Record<string, string> = {
      UTC: '2026-03-29T01:30:00Z',
      'Europe/Stockholm': '2026-03-29T00:30:00Z',
      'America/Sao_Paulo': '2026-03-29T04:30:00Z',
      'Pacific/Kiritimati': '2026-03-28T11:30:00Z',
    };
    await waitFor(() => expect(sent('departure')).toBe(expected[zone]));
  });

  it('DATE_TIME reports a time the DST change skips', async () => {
    const user = await formWith([
      wireField('departure', 'DATE_TIME', 'Departure', { value: null }),
    ]);
    await user.type('Departure', '032920260230a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    if (zone === 'Europe/Stockholm') {
      await waitFor(async () =>
        expect(await field('Departure')).toHaveAccessibleDescription(
          /This time does not exist on that day/,
        ),
      );
    } else {
      await waitFor(() => expect(sent('departure')).toMatch(/^2026-03-2\dT\d\d:30:00Z$/));
    }
  });

  it('subsistence date1 shows its UTC minutes locally, sends an untouched value unchanged and an edit as yyyy-MM-dd HH:mm UTC', async () => {
    const user = await formWith([
      wireField('verification.specification', 'FIELD_GROUP', 'Trip', {
        fields: [
          wireField('verification.specification[0].date1', 'DATE_TIME', 'From', {
            value: '2026-03-29 00:30',
          }),
          wireField('verification.specification[0].date2', 'DATE_TIME', 'To', {
            value: '2026-03-30 18:00',
          }),
        ],
      }),
    ]);
    const local: Record<string, string> = {
      UTC: '2026-03-29T00:30',
      'Europe/Stockholm': '2026-03-29T01:30',
      'America/Sao_Paulo': '2026-03-28T21:30',
      'Pacific/Kiritimati': '2026-03-29T14:30',
    };
    expect(await shownDate('From')).toBe(local[zone]);
    await user.type('To', '033020261200p');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('verification.specification[0].date1')).toBe('2026-03-29 00:30'),
    );
    const to = new Date(2026, 2, 30, 12, 0);
    const utc = `${to.getUTCFullYear()}-${String(to.getUTCMonth() + 1).padStart(2, '0')}-${String(to.getUTCDate()).padStart(2, '0')} ${String(to.getUTCHours()).padStart(2, '0')}:00`;
    expect(sent('verification.specification[0].date2')).toBe(utc);
  });

  it('LOCAL_DATE_TIME is a wall-clock time: sent as typed, with no zone, even in a DST gap', async () => {
    const user = await formWith([
      wireField('meeting', 'LOCAL_DATE_TIME', 'Meeting starts', { allowFutureDates: true }),
    ]);
    await user.type('Meeting starts', '032920260230a');
    // Future dates allowed: the calendar offers every day.
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.keyboard(
      '{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}',
    );
    expect(screen.getByRole('button', { name: /December 24, 2026/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('meeting')).toBe('2026-03-29T02:30:00'));
  });
});
