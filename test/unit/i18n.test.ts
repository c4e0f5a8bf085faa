// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_MESSAGES,
  formatMessage,
  loadMessages,
  resolveMessages,
} from '../../src/i18n/messages';

describe('built-in strings', () => {
  it('count forms: never "1 values" (issue 15)', () => {
    const { listCount, guestCount } = resolveMessages('en');
    expect(formatMessage(listCount, { count: 1 })).toBe('1 value');
    expect(formatMessage(listCount, { count: 0 })).toBe('0 values');
    expect(formatMessage(guestCount, { count: 1 })).toBe('1 guest');
    expect(formatMessage(guestCount, { count: 3 })).toBe('3 guests');
  });

  it('loads Swedish and Portuguese on demand, English until then, and keeps overrides on top', async () => {
    expect(BUILT_IN_MESSAGES.pt).toBeUndefined();
    expect(resolveMessages('pt-PT').submit).toBe('Save');
    await loadMessages('pt-PT');
    expect(resolveMessages('pt-PT').submit).toBe('Guardar');
    expect(formatMessage(resolveMessages('pt').listCount, { count: 1 })).toBe('1 valor');
    expect(loadMessages('pt')).toBeNull();
    expect(loadMessages('en')).toBeNull();
    expect(loadMessages('fi')).toBeNull();
    await loadMessages('sv');
    expect(resolveMessages('sv-SE', { submit: 'Skicka' })).toMatchObject({
      submit: 'Skicka',
      cancel: BUILT_IN_MESSAGES.sv?.cancel,
    });
  });
});
