import { describe, expect, it } from 'vitest';

// Guards the TZ matrix itself: each unit-tz-* project must really run in its zone, or the
// date tests would silently all run in one zone.
describe(`time zone ${process.env.TZ}`, () => {
  it('is the zone the process resolves', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });

  it('gives Date the zone offset', () => {
    const expected: Record<string, number> = {
      UTC: 0,
      'Europe/Stockholm': -60,
      'America/Sao_Paulo': 180,
      'Pacific/Kiritimati': -840,
    };
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(
      expected[process.env.TZ ?? ''],
    );
  });
});
