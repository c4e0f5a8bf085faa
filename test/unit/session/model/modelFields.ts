// The fields of the model's form the user changes, and where its pages keep their draft.
import { fieldKey } from '../../../../src/core';
import { PROPS } from './modelBackend';

/** The fields the user changes. */
export type Field = 'name' | 'amount' | 'privateUse';

/** The fields the user changes, in form order. */
export const FIELDS: readonly Field[] = ['name', 'amount', 'privateUse'];

/** Their form keys. */
export const KEYS = {
  name: fieldKey(PROPS.name),
  amount: fieldKey(PROPS.amount),
  privateUse: fieldKey(PROPS.privateUse),
} as const;

/** The draft key of the model's report (every page shares it, as reloads of one URL do). */
export const DRAFT_KEY = 'model:report';
