// The store a form on a page uses: the core's store keeps values and messages, and the React
// side writes the values the form sets into the native inputs that hold their own.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { nativeInputStore } from '../../../src/react/session/nativeInputStore';

const input = (value = '') => {
  const element = document.createElement('input');
  element.value = value;
  return element;
};

function pageStore() {
  const handOver = vi.fn();
  const store = nativeInputStore({ ...createMemoryStore(), handOver });
  return { store, handOver };
}

describe('nativeInputStore', () => {
  it("writes a value the form sets into the key's attached input, and keeps it in the store", () => {
    const { store } = pageStore();
    const name = input('Taxi');
    store.attach('f_name', name);
    store.set('f_name', 'Train');
    expect(name.value).toBe('Train');
    expect(store.get('f_name')).toBe('Train');
  });

  it('writes every attached input on a reset, and nothing once an input is detached', () => {
    const { store } = pageStore();
    const name = input();
    const city = input();
    store.attach('f_name', name);
    store.attach('f_city', city);
    store.reset({ f_name: 'Taxi', f_city: 'Lund' });
    expect([name.value, city.value]).toEqual(['Taxi', 'Lund']);
    store.attach('f_city', null);
    store.set('f_city', 'Malmö');
    expect(city.value).toBe('Lund');
    expect(store.get('f_city')).toBe('Malmö');
  });

  it("tells the key's listeners and leaves messages and the hand-over to the core's store", () => {
    const { store, handOver } = pageStore();
    const heard = vi.fn();
    store.subscribe('f_name', heard);
    store.set('f_name', 'Taxi');
    store.setMessage('f_name', { type: 'server', message: 'Too long' });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.message('f_name')?.message).toBe('Too long');
    store.handOver();
    expect(handOver).toHaveBeenCalledOnce();
  });
});
