// One contract, every store: the engine's memory store and the React form's store over
// react-hook-form keep the same promises (ARCHITECTURE.md "House rules": values and messages live
// in one store only).
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryStore } from '../../../src/core/session/memoryStore';
import type { FormValues } from '../../../src/core/values/formValues';
import { formStore } from '../../../src/react/formStore';
import { describeFieldStoreContract } from './fieldStoreContract';

describeFieldStoreContract('createMemoryStore', () => createMemoryStore());

describeFieldStoreContract('formStore (react-hook-form)', () => {
  // A mounted form, as FieldsForm has it: react-hook-form reads its defaults until it mounts.
  const { result } = renderHook(() => useForm<FormValues>());
  return formStore(result.current);
});
