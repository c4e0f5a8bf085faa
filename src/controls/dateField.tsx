import { useReducer, useState, useSyncExternalStore } from 'react';
import type { ControlProps } from '../registry/types';
import type { DateFieldMemory, DateFieldProps } from './dates/dateFieldMemory';
import { lazyChunk } from '../core/base/lazyChunk';

/** What differs between the date controls: the kind, the calendar's limit and the echo text. */
export interface DateFieldOptions {
  kind: DateFieldProps['kind'];
  /** The latest day the calendar offers when future dates are not allowed (`yyyy-MM-dd`). */
  max: string;
  /** Text shown (and announced) under the field, e.g. the date spelled out; empty for none. */
  echo: string;
}

const dateChunk = lazyChunk(() =>
  import('./dates/segmentedDateField').then((module) => module.segmentedDateField),
);

/**
 * Loads the date field's code (a chunk of its own: the main entry stays small for forms without
 * dates). The first date field on screen loads it and draws a read-only stand-in until it comes;
 * a server render awaits it first so date fields render their real markup, and a page awaits it
 * before `hydrateRoot` so the client's first render matches the server's.
 *
 * @example
 * await Promise.all([loadMessages('de'), preloadDateFields()]);
 * const html = renderToString(<FieldsForm locale="de" initialEnvelope={envelope} source={source} />);
 */
export function preloadDateFields(): Promise<void> {
  return dateChunk.load();
}

const count = (value: number) => value + 1;

/**
 * The markup both date controls share, and their hooks (they are the field's: a function control
 * is called by its field, ARCHITECTURE.md "Mount"): the segmented field in the form's locale once
 * its code is loaded, a read-only stand-in until then, and the echo of the value.
 *
 * @example
 * return useDateField(props, { kind: 'date', max: todayOf(props.now()), echo: '29 mars 2026' });
 */
export function useDateField(props: ControlProps, options: DateFieldOptions) {
  // The date code's memory, in a box made once (the code fills it when it first draws).
  const [memory] = useState<{ current: DateFieldMemory | null }>(() => ({ current: null }));
  const [, rerender] = useReducer(count, 0);
  const draw = useSyncExternalStore(dateChunk.subscribe, dateChunk.current, dateChunk.current);
  const echoId = options.echo ? `${props.id}-echo` : undefined;
  // The first date field asks for its code (once: the load is shared); it draws when it comes.
  // One that cannot load keeps the stand-in: the next render asks again.
  if (!draw) preloadDateFields().catch(() => undefined);
  return (
    <div className="ef-date">
      {draw ? (
        draw({ ...props, kind: options.kind, max: options.max, echoId }, memory, rerender)
      ) : (
        <input
          id={props.id}
          className="ef-input"
          readOnly
          value={typeof props.value === 'string' ? props.value : ''}
          aria-busy="true"
          data-ef-date={options.kind}
          disabled={props.disabled || undefined}
          aria-describedby={props.describedBy}
        />
      )}
      {options.echo ? (
        <span className="ef-help" id={echoId}>
          {options.echo}
        </span>
      ) : null}
    </div>
  );
}
