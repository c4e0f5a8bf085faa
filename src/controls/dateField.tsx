import { useReducer, useState } from 'react';
import type { ControlProps } from '../registry/types';
import type { DateFieldMemory, DateFieldProps } from './dates/dateFieldMemory';
import { segmentedDateField } from './dates/segmentedDateField';

/** What differs between the date controls: the kind, the calendar's limit and the echo text. */
export interface DateFieldOptions {
  kind: DateFieldProps['kind'];
  /** The latest day the calendar offers when future dates are not allowed (`yyyy-MM-dd`). */
  max: string;
  /** Text shown (and announced) under the field, e.g. the date spelled out; empty for none. */
  echo: string;
}

/**
 * Kept for apps written when the date field was a chunk of its own: the date code is part of the
 * main entry now (ARCHITECTURE.md "Dates": a form with a date is usable in its first render, on
 * the server and in the browser alike), so there is nothing left to load.
 *
 * @deprecated The date field needs no preloading; the call can go.
 * @example
 * await preloadDateFields(); // resolves at once
 */
export function preloadDateFields(): Promise<void> {
  return Promise.resolve();
}

const count = (value: number) => value + 1;

/**
 * The markup both date controls share, and their hooks (they are the field's: a function control
 * is called by its field, ARCHITECTURE.md "Mount"): the segmented field in the form's locale and
 * the echo of the value. It draws the same in the first render on the server and in the browser:
 * there is no stand-in and no second pass.
 *
 * @example
 * return useDateField(props, { kind: 'date', max: todayOf(props.now()), echo: '29 mars 2026' });
 */
export function useDateField(props: ControlProps, options: DateFieldOptions) {
  // The date field's memory, in a box made once (the field fills it when it first draws).
  const [memory] = useState<{ current: DateFieldMemory | null }>(() => ({ current: null }));
  const [, rerender] = useReducer(count, 0);
  const echoId = options.echo ? `${props.id}-echo` : undefined;
  return (
    <div className="ef-date">
      {segmentedDateField(
        { ...props, kind: options.kind, max: options.max, echoId },
        memory,
        rerender,
      )}
      {options.echo ? (
        <span className="ef-help" id={echoId}>
          {options.echo}
        </span>
      ) : null}
    </div>
  );
}
