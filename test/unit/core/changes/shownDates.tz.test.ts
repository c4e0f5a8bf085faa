import { describe, expect, it } from 'vitest';
import { envelopeChanges } from '../../../../src/core/changes';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import { wireField } from '../../../../src/mock/scenarios/wireField';

// Runs once per zone of TEST_TIME_ZONES (vite.config.ts): a change summary shows an instant in
// the user's zone, a calendar date and a wall clock as they are, across Stockholm's DST change.
const zone = process.env.TZ ?? 'UTC';
const words = { yes: 'Yes', no: 'No' };
const envelope = (date: string, instant: string, wall: string) =>
  parseEnvelope({
    fields: [
      wireField('d', 'DATE', 'Date', { value: date }),
      wireField('t', 'DATE_TIME', 'Instant', { value: instant }),
      wireField('w', 'LOCAL_DATE_TIME', 'Wall clock', { value: wall }),
    ],
  });

describe(`dates of a change summary in ${zone}`, () => {
  it('shows each kind of date as the form does', () => {
    const { changed } = envelopeChanges(
      envelope('2026-03-28', '2026-03-28T12:00:00Z', '2026-03-28T12:00:00'),
      envelope('2026-03-29', '2026-03-29T00:30:00Z', '2026-03-29T02:30:00'),
      { locale: 'en-GB', words },
    );
    const inZone = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date('2026-03-29T00:30:00Z'));
    expect(changed.map((row) => row.after?.text)).toEqual([
      '29 Mar 2026',
      inZone,
      '29 Mar 2026, 02:30',
    ]);
  });
});
