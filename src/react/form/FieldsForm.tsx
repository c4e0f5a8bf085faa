import { Suspense, useMemo, type ReactNode } from 'react';
import { createExpenseClient, type ExpenseClientOptions } from '../../core/http/client';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import type { RegisteredFields, UntypedFields } from '../../core/wire/register';
import type { WireNames } from '../../core/wire/wireNames';
import type { ControlOverrides } from '../../registry/types';
import { DraftNotice } from '../status/DraftNotice';
import { ErrorSummary } from '../status/ErrorSummary';
import { FieldList } from '../layout/FieldList';
import { FieldsFormProvider } from './FieldsFormProvider';
import { useFieldsFormContext } from './FieldsFormContext';
import { FormStatus, loadStatus } from '../status/FormStatus';
import { useFormParts } from '../parts/useFormParts';
import { ReviewForm } from '../review/ReviewForm';
import { SubmitButton } from '../status/SubmitButton';
import { historyKeys } from '../history/historyKeys';
import type { FieldsSource } from '../../core/http/transport';
import { resolveMessages } from '../../i18n/messages';
import {
  useFormApi,
  type FieldsFormApi,
  type UseFieldsFormOptions,
} from '../session/useFieldsForm';

/** A source the form builds the client for, with the form's `wireNames`. */
export interface ConnectionSource {
  organizationId: string;
  /** `{base_url}` of the service. */
  baseUrl: string;
  /** Asked before every request; `{ refresh: true }` after a 401 (see `createExpenseClient`). */
  getAccessToken: ExpenseClientOptions['getAccessToken'];
  /** A second 401: sign the user in again; the form keeps everything and offers a retry. */
  onAuthRequired?: ExpenseClientOptions['onAuthRequired'];
  fetch?: typeof fetch;
}

/**
 * Props of {@link FieldsForm}: the options of `useFieldsForm`, plus what the view needs; `Fields`
 * is the form kind's generated interface (ARCHITECTURE.md "Generated types").
 */
export interface FieldsFormProps<Fields extends object = RegisteredFields> extends Omit<
  UseFieldsFormOptions<Fields>,
  'source'
> {
  /** An organization id and a client, an organization id and a connection, or your own transport. */
  source: FieldsSource | ConnectionSource;
  /**
   * Control overrides by controlType, over the defaults and any `ControlsProvider`, and a look's
   * form parts under `FORM_PARTS` (merged part by part).
   */
  controls?: ControlOverrides;
  /** Wire names, used when the form builds the client from a connection source. */
  wireNames?: Partial<WireNames>;
  /** Your own buttons instead of the default Save / Save anyway / Retry (default layout only). */
  renderActions?: (form: FieldsFormApi<Fields>) => ReactNode;
  /** Accessible name of the form. */
  label?: string;
  /**
   * The layout: `<FormField>`, `<FormFields>`, `<RemainingFields>`, `<SubmitButton>`,
   * `<ErrorSummary>`, `<DraftNotice>`, `<FormStatus>` and your own markup, drawn inside the form.
   * Without children the form lays itself out: every field in server order, then the actions.
   */
  children?: ReactNode;
  /**
   * Drawn inside the form's context whatever its layout, such as `<FieldsDevtools />`: a form laid
   * out by default gets devtools without its layout written out as children.
   */
  devtools?: ReactNode;
  /**
   * `review` shows the report as text for an approver, and prints well: every visible field in a
   * description list, no input, no request but the load (ARCHITECTURE.md "Review and
   * changes"). Default `edit`.
   */
  mode?: 'edit' | 'review';
  /**
   * In review: an envelope the app kept (the version the approver saw last). Each changed field
   * says its earlier value, added ones say so, and a summary at the top counts them.
   */
  base?: FieldsEnvelope | null;
}

/** A review takes no edits, keeps no draft and guards no unload: it only shows. */
const REVIEW_OPTIONS = { readOnly: true, drafts: false, guardUnload: false } as const;

function isConnection(source: FieldsFormProps['source']): source is ConnectionSource {
  return 'baseUrl' in source && typeof source.baseUrl === 'string';
}

/**
 * Renders the service's field-builder envelope as a live, accessible form: loads it, draws the
 * visible fields through the control registry, re-asks the server when a trigger field changes,
 * shows server errors on the right inputs, and submits with the optimistic-lock version.
 *
 * With children, the children are the layout (ARCHITECTURE.md "Composition").
 *
 * @example
 * <FieldsForm source={{ organizationId, client }} locale="sv" onSubmitted={(report) => navigate(`/reports/${report.id}`)} />
 *
 * @example
 * <FieldsForm source={{ organizationId, client }}>
 *   <ErrorSummary />
 *   <FormField property="verification.amount" />
 *   <RemainingFields />
 *   <FormStatus />
 *   <SubmitButton />
 * </FieldsForm>
 */
export function FieldsForm<Fields extends object = RegisteredFields>(
  props: FieldsFormProps<Fields>,
) {
  // The boundary a server render or a hydration waits in while the language's strings load
  // (ARCHITECTURE.md "Server rendering"): a page hydrating a server's HTML keeps it meanwhile. A
  // render in the browser that hydrates nothing never waits here: it says "Loading" itself.
  return (
    <Suspense fallback={<LoadingForm messages={props.messages} controls={props.controls} />}>
      {/* The form kind is types only (ARCHITECTURE.md "Generated types"). */}
      <FieldsFormView {...(props as unknown as FieldsFormProps<UntypedFields>)} />
    </Suspense>
  );
}

/** What a form shows before its strings have come: "Loading the form", in English. */
function LoadingForm(props: Pick<FieldsFormProps, 'messages' | 'controls'>) {
  const parts = useFormParts(props.controls);
  return (
    <div className="ef-form" aria-busy="true">
      {loadStatus(
        { status: 'loading', loadError: null },
        resolveMessages('en', props.messages),
        noop,
        parts,
      )}
    </div>
  );
}

const noop = () => undefined;

function FieldsFormView(props: FieldsFormProps<UntypedFields>) {
  const { source, wireNames } = props;
  const resolvedSource = useMemo<FieldsSource>(() => {
    if (!isConnection(source)) return source;
    const client = createExpenseClient({
      baseUrl: source.baseUrl,
      getAccessToken: source.getAccessToken,
      ...(source.onAuthRequired ? { onAuthRequired: source.onAuthRequired } : {}),
      ...(source.fetch ? { fetch: source.fetch } : {}),
      ...(wireNames ? { wireNames } : {}),
    });
    return { organizationId: source.organizationId, client };
  }, [source, wireNames]);
  const {
    controls,
    renderActions,
    label,
    children,
    devtools,
    wireNames: _wireNames,
    source: _source,
    mode = 'edit',
    base = null,
    ...options
  } = props;
  const review = mode === 'review';
  // The look's parts for the load status, drawn before the form's context exists.
  const parts = useFormParts(controls);
  const form = useFormApi(
    { ...options, ...(review ? REVIEW_OPTIONS : null), source: resolvedSource },
    true,
  );
  const { envelope } = form;
  return (
    <FieldsFormProvider
      form={form}
      controls={controls}
      mode={mode}
      base={base}
      {...(label ? { label } : {})}
    >
      {form.status !== 'ready' || !envelope ? (
        <div className="ef-form" aria-busy={form.status === 'loading' || undefined}>
          {loadStatus(
            form.status === 'ready' ? { status: 'error', loadError: null } : form,
            form.messages,
            form.retryLoad,
            parts,
          )}
        </div>
      ) : review ? (
        <ReviewForm envelope={envelope} label={label} base={base}>
          {children}
        </ReviewForm>
      ) : (
        <form
          className="ef-form"
          noValidate
          aria-label={label}
          aria-busy={form.updating || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
          onKeyDown={form.readOnly ? undefined : (event) => void historyKeys(event, form.engine)}
        >
          {children ?? (
            <>
              <DraftNotice />
              <ErrorSummary />
              <FieldList items={envelope.fields} />
              <FormStatus only="update" />
              {renderActions ? renderActions(form) : <DefaultActions />}
            </>
          )}
        </form>
      )}
      {/* Outside the loading / form switch: mounted once, so its history starts with the load. */}
      {devtools}
    </FieldsFormProvider>
  );
}

/**
 * The default actions, made of the parts a layout of your own uses: the save's outcome
 * (`<FormStatus only="save" />`: the 409 explanation with "Reload and keep my changes", a failure,
 * "Saved.") and `<SubmitButton />` (Save; Save anyway after warnings; Try again after a failure).
 * It reads the form from its context; the `form` prop is no longer needed.
 *
 * @example
 * <FieldsForm source={source} renderActions={() => <><DefaultActions /><MyButton /></>} />
 */
export function DefaultActions(_props: { form?: FieldsFormApi }) {
  const { readOnly } = useFieldsFormContext('<DefaultActions>');
  if (readOnly) return null;
  return (
    <div className="ef-actions-area">
      <FormStatus only="save" />
      <SubmitButton />
    </div>
  );
}
