import { lazy, Suspense, type ComponentType } from 'react';
import type { ControlProps } from '../registry/types';
import type { SegmentedDateFieldProps } from './dates/SegmentedDateField';

/** What differs between the date controls: the kind, the calendar's limit and the echo text. */
export interface DateFieldOptions {
  kind: SegmentedDateFieldProps['kind'];
  /** The latest day the calendar offers when future dates are not allowed (`yyyy-MM-dd`). */
  max: string;
  /** Text shown (and announced) under the field, e.g. the date spelled out; empty for none. */
  echo: string;
}

type FieldComponent = ComponentType<SegmentedDateFieldProps>;
let loaded: FieldComponent | null = null;
let loading: Promise<FieldComponent> | null = null;

/**
 * Loads the date field's code (a chunk of its own, about 4 kB: the main entry stays small for
 * forms without dates). A form loads it with its first date field; a server render awaits it
 * first so the fields render their real markup, and a page awaits it before `hydrateRoot` to
 * hydrate at once (without it, React keeps the server's markup until the chunk arrives).
 *
 * @example
 * await Promise.all([loadMessages('de'), preloadDateFields()]);
 * const html = renderToString(<FieldsForm locale="de" initialEnvelope={envelope} source={source} />);
 */
export function preloadDateFields(): Promise<void> {
  loading ??= import('./dates/SegmentedDateField').then((module) => {
    loaded = module.SegmentedDateField;
    return loaded;
  });
  return loading.then(() => undefined);
}

// Once loaded, the lazy component resolves synchronously (a thenable that answers at once), so a
// server render after `preloadDateFields()` and a client that preloaded render the field itself.
const LazyDateField = lazy(() =>
  loaded
    ? ({
        then: (resolve: (module: { default: FieldComponent }) => void) =>
          resolve({ default: loaded as FieldComponent }),
      } as unknown as Promise<{ default: FieldComponent }>)
    : preloadDateFields().then(() => ({ default: loaded as FieldComponent })),
);

/**
 * The markup both date controls share: the segmented field in the form's locale (loaded with the
 * first date field; until then a read-only input shows the value), and the echo of its value.
 *
 * @example
 * return dateField(props, { kind: 'date', max: todayOf(props.now()), echo: '29 mars 2026' });
 */
export function dateField(props: ControlProps, options: DateFieldOptions) {
  const echoId = options.echo ? `${props.id}-echo` : undefined;
  const shown = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="ef-date">
      <Suspense
        fallback={
          <input
            id={props.id}
            className="ef-input"
            readOnly
            value={shown}
            aria-busy="true"
            data-ef-date={options.kind}
            disabled={props.disabled || undefined}
            aria-describedby={props.describedBy}
          />
        }
      >
        <LazyDateField {...props} kind={options.kind} max={options.max} echoId={echoId} />
      </Suspense>
      {options.echo ? (
        <span className="ef-help" id={echoId}>
          {options.echo}
        </span>
      ) : null}
    </div>
  );
}
