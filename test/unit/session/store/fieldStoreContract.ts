// The promises of the store port (`FieldStore`, src/core/session/fieldStore.ts) that every store
// keeps: the session reads and writes values and messages through it only, and a field wakes on
// its own key only (ARCHITECTURE.md "House rules": a keystroke renders nothing).
import { describe, expect, it, vi } from 'vitest';
import type { FieldMessage, FieldStore } from '../../../../src/core/session/store/fieldStore';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';

/** Keys as the session makes them: encoded properties, repeated ones with `~2`. */
const AMOUNT = fieldKey('verification.amount');
const DATE = fieldKey('verification.specification[0].date1');
const SECOND = fieldKey('verification.amount', 2);

/**
 * Runs the store port's contract against one implementation.
 *
 * @example
 * describeFieldStoreContract('createMemoryStore', () => createMemoryStore());
 */
export function describeFieldStoreContract(name: string, makeStore: () => FieldStore): void {
  describe(`${name} keeps the FieldStore contract`, () => {
    it('gives back what was set, by key, and nothing for a key never set', () => {
      const store = makeStore();
      expect(store.get(AMOUNT)).toBeUndefined();
      store.set(AMOUNT, '12,50');
      store.set(DATE, '2026-11-23');
      store.set(SECOND, ['a', 'b']);
      expect(store.get(AMOUNT)).toBe('12,50');
      expect(store.get(SECOND)).toEqual(['a', 'b']);
      expect(store.getAll()).toEqual({
        [AMOUNT]: '12,50',
        [DATE]: '2026-11-23',
        [SECOND]: ['a', 'b'],
      });
    });

    it('keeps its values when what getAll gave is changed', () => {
      const store = makeStore();
      store.set(AMOUNT, '1');
      const all = store.getAll();
      all[AMOUNT] = 'changed';
      all[DATE] = 'added';
      expect(store.get(AMOUNT)).toBe('1');
      expect(store.get(DATE)).toBeUndefined();
    });

    it("wakes only the key's own listeners on a value, until they stop", () => {
      const store = makeStore();
      const amount = vi.fn();
      const date = vi.fn();
      const stop = store.subscribe(AMOUNT, amount);
      store.subscribe(DATE, date);
      store.set(AMOUNT, '1');
      expect(amount).toHaveBeenCalledTimes(1);
      expect(date).not.toHaveBeenCalled();
      stop();
      store.set(AMOUNT, '2');
      expect(amount).toHaveBeenCalledTimes(1);
    });

    it.each<FieldMessage['type']>(['server', 'warning', 'client'])(
      'sets and clears a %s message, waking that key only',
      (type) => {
        const store = makeStore();
        const amount = vi.fn();
        const date = vi.fn();
        store.subscribe(AMOUNT, amount);
        store.subscribe(DATE, date);
        expect(store.message(AMOUNT)).toBeUndefined();
        store.setMessage(AMOUNT, { type, message: 'Too much' });
        expect(store.message(AMOUNT)).toEqual({ type, message: 'Too much' });
        expect(amount).toHaveBeenCalledTimes(1);
        store.clearMessage(AMOUNT);
        expect(store.message(AMOUNT)).toBeUndefined();
        expect(amount).toHaveBeenCalledTimes(2);
        expect(date).not.toHaveBeenCalled();
      },
    );

    it('gives the same message object until the message changes', () => {
      const store = makeStore();
      store.setMessage(AMOUNT, { type: 'client', message: 'Required' });
      const first = store.message(AMOUNT);
      expect(store.message(AMOUNT)).toBe(first);
      store.set(DATE, 'x');
      expect(store.message(AMOUNT)).toBe(first);
      store.setMessage(AMOUNT, { type: 'server', message: 'Refused' });
      expect(store.message(AMOUNT)).not.toBe(first);
      expect(store.message(AMOUNT)).toEqual({ type: 'server', message: 'Refused' });
    });

    it('keeps a message code, and drops it with a message that has none', () => {
      const store = makeStore();
      store.setMessage(AMOUNT, { type: 'client', code: 'decimals', message: 'Two decimals.' });
      expect(store.message(AMOUNT)?.code).toBe('decimals');
      store.setMessage(AMOUNT, { type: 'server', message: 'Refused' });
      expect(store.message(AMOUNT)?.code).toBeUndefined();
    });

    it("leaves a key's message when its value is set (the session decides when it clears)", () => {
      const store = makeStore();
      store.setMessage(AMOUNT, { type: 'server', message: 'Refused' });
      store.set(AMOUNT, '3');
      expect(store.message(AMOUNT)).toEqual({ type: 'server', message: 'Refused' });
    });

    it('resets to exactly the new values, clears every message and wakes every listener', () => {
      const store = makeStore();
      store.set(AMOUNT, '1');
      store.set(DATE, '2026-01-01');
      store.setMessage(AMOUNT, { type: 'server', message: 'Refused' });
      store.setMessage(DATE, { type: 'warning', message: 'Old' });
      const amount = vi.fn();
      const date = vi.fn();
      store.subscribe(AMOUNT, amount);
      store.subscribe(DATE, date);
      store.reset({ [AMOUNT]: '5', [SECOND]: 'new' });
      expect(store.getAll()).toEqual({ [AMOUNT]: '5', [SECOND]: 'new' });
      expect(store.get(DATE)).toBeUndefined();
      expect(store.message(AMOUNT)).toBeUndefined();
      expect(store.message(DATE)).toBeUndefined();
      expect(amount).toHaveBeenCalled();
      expect(date).toHaveBeenCalled();
    });

    it('keeps the values it was reset with apart from the object it was given', () => {
      const store = makeStore();
      const values: Record<string, unknown> = { [AMOUNT]: '5' };
      store.reset(values);
      values[AMOUNT] = 'changed';
      store.set(DATE, 'x');
      expect(values[DATE]).toBeUndefined();
      expect(store.get(AMOUNT)).toBe('5');
    });
  });
}
