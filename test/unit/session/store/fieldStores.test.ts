// One contract, every store: the engine's memory store and the React form's store over
// react-hook-form keep the same promises (ARCHITECTURE.md "House rules": values and messages live
// in one store only).
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import type { FormValues } from '../../../../src/core/values/formValues';
import { formStore } from '../../../../src/core/session/store/formStore';
import { describeFieldStoreContract } from './fieldStoreContract';

describeFieldStoreContract('createMemoryStore', () => createMemoryStore());

describeFieldStoreContract('formStore (react-hook-form)', () => {
  // A mounted form, as FieldsForm has it: react-hook-form reads its defaults until it mounts.
  const { result } = renderHook(() => useForm<FormValues>());
  return formStore(result.current);
});

describeFieldStoreContract('formStore (react-hook-form), values handed over at once', () => {
  const { result } = renderHook(() => useForm<FormValues>());
  return formStore(result.current, (task) => task());
});

describe("formStore: react-hook-form's copy of a loaded envelope's values is made once the form is shown", () => {
  const AMOUNT = 'f_amount';
  const NAME = 'f_name';
  function setUp() {
    const { result } = renderHook(() => useForm<FormValues>());
    const tasks: (() => void)[] = [];
    const store = formStore(result.current, (task) => tasks.push(task));
    const handOver = () => tasks.splice(0).forEach((task) => task());
    return { form: result.current, store, tasks, handOver };
  }

  it('answers from the values it was given until the hand-over, then from react-hook-form', () => {
    const { form, store, tasks, handOver } = setUp();
    store.reset({ [AMOUNT]: '5', [NAME]: 'Taxi' });
    expect(store.get(AMOUNT)).toBe('5');
    expect(form.getValues(AMOUNT)).toBeUndefined();
    expect(tasks).toHaveLength(1);
    handOver();
    expect(form.getValues()).toEqual({ [AMOUNT]: '5', [NAME]: 'Taxi' });
    expect(store.get(NAME)).toBe('Taxi');
  });

  it('hands them over before a write: react-hook-form holds every value and the edit', () => {
    const { form, store, handOver } = setUp();
    store.reset({ [AMOUNT]: '5', [NAME]: 'Taxi' });
    store.set(AMOUNT, '6');
    expect(form.getValues()).toEqual({ [AMOUNT]: '6', [NAME]: 'Taxi' });
    // The hand-over due later finds nothing left to do: the edit stays.
    handOver();
    expect(store.get(AMOUNT)).toBe('6');
    expect(store.getAll()).toEqual({ [AMOUNT]: '6', [NAME]: 'Taxi' });
  });

  it('keeps a message set before the hand-over (the hand-over does not clear it)', () => {
    const { store, handOver } = setUp();
    store.reset({ [AMOUNT]: '' });
    store.setMessage(AMOUNT, { type: 'server', message: 'Required.', code: 'required' });
    handOver();
    expect(store.message(AMOUNT)).toMatchObject({ type: 'server', message: 'Required.' });
  });

  it('clears the messages of the values before at once, and hands over the last of several resets', () => {
    const { form, store, tasks, handOver } = setUp();
    store.reset({ [AMOUNT]: '1' });
    handOver();
    store.setMessage(AMOUNT, { type: 'server', message: 'Too much.' });
    store.reset({ [AMOUNT]: '2' });
    expect(store.message(AMOUNT)).toBeUndefined();
    store.reset({ [AMOUNT]: '3' });
    expect(tasks).toHaveLength(1);
    handOver();
    expect(form.getValues(AMOUNT)).toBe('3');
    expect(form.getFieldState(AMOUNT).error).toBeUndefined();
  });
});

describe('formStore: two stores over one react-hook-form form (the form of another source)', () => {
  it("a hand-over still due from the store before does not put its values over the current store's", () => {
    const { result } = renderHook(() => useForm<FormValues>());
    const tasks: (() => void)[] = [];
    const before = formStore(result.current, (task) => tasks.push(task));
    const current = formStore(result.current, (task) => tasks.push(task));
    before.reset({ f_amount: '1' });
    current.reset({ f_amount: '2' });
    current.setMessage('f_amount', { type: 'server', message: 'Too much.' });
    tasks.splice(0).forEach((task) => task());
    expect(result.current.getValues('f_amount')).toBe('2');
    expect(current.get('f_amount')).toBe('2');
    expect(current.message('f_amount')).toMatchObject({ message: 'Too much.' });
  });

  it('hands over at once when asked (code that reads the control itself)', () => {
    const { result } = renderHook(() => useForm<FormValues>());
    const store = formStore(result.current, () => undefined);
    store.reset({ f_amount: '3' });
    expect(result.current.getValues('f_amount')).toBeUndefined();
    store.handOver();
    expect(result.current.getValues('f_amount')).toBe('3');
  });
});
