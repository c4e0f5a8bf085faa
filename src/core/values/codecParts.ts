import type { CodecContext, ValueProblem, ValueResult } from '../wire/controlTypeDefinition';
import type { JsonValue } from '../wire/model/types';

// The small parts the codecs of the control types share (ARCHITECTURE.md "Control types").

/**
 * The parts a codec is made of: a result, a problem, a value read as text, the blank test and
 * the codec's clock.
 *
 * @example
 * const fromEdit = (edit: unknown) => (codecParts.blank(edit) ? codecParts.okValue(null) : codecParts.problem('date'));
 */
export const codecParts = {
  okValue: <Wire extends JsonValue>(value: Wire): ValueResult<Wire> => ({ ok: true, value }),
  problem: (code: ValueProblem['code'], params?: ValueProblem['params']): ValueResult<never> => ({
    ok: false,
    problem: params ? { code, params } : { code },
  }),
  asText: (value: unknown): string => (typeof value === 'string' ? value : ''),
  blank: (edit: unknown): boolean =>
    edit === null || edit === undefined || (typeof edit === 'string' && edit.trim() === ''),
  nowOf: (context: CodecContext): Date => (context.now ?? (() => new Date()))(),
} as const;
