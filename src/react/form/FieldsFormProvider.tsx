import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { HistoryAnnouncer } from '../history/HistoryAnnouncer';
import { useControlOverrides } from '../../registry/ControlsProvider';
import { resolveControls } from '../../registry/resolveControls';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import type { ControlOverrides } from '../../registry/types';
import { resolveParts } from '../../registry/formParts';
import { defaultControls } from '../fields/defaultControls';
import { defaultParts } from '../fields/defaultParts';
import { fieldPlacements } from '../layout/fieldPlacements';
import { FieldsFormContext, type FieldsFormContextValue } from './FieldsFormContext';
import { FormQueryClient } from './FormQueryClient';
import { formsOnPage } from '../page/formsOnPage';
import { SessionMarker } from './SessionMarker';
import type { RegisteredFields } from '../../core/wire/register';
import type { FieldsFormApi } from '../session/useFieldsForm';

/** Props of {@link FieldsFormProvider}; `Fields` is the form kind of its form. */
export interface FieldsFormProviderProps<Fields extends object = RegisteredFields> {
  /** The headless form: what `useFieldsForm(...)` returned. */
  form: FieldsFormApi<Fields>;
  /**
   * Control overrides by controlType, over the defaults and any `ControlsProvider`, and a look's
   * form parts under `FORM_PARTS` (merged part by part).
   */
  controls?: ControlOverrides;
  /** The form's name where devtools list the page's forms; default its id. */
  label?: string;
  /**
   * `review` shows every part's fields as text (`<FormField>`, `<FormFields>`,
   * `<RemainingFields>`, `<FieldList>`): ARCHITECTURE.md "Review and changes". Default `edit`.
   */
  mode?: 'edit' | 'review';
  /** In review: the envelope changes are marked against (a changed field says its earlier value). */
  base?: FieldsEnvelope | null;
  children?: ReactNode;
}

/**
 * Gives a screen of your own every part of a form: `<FormField>`, `<FormFields>`,
 * `<RemainingFields>`, `<SubmitButton>`, `<ErrorSummary>`, `<DraftNotice>`, `<FormStatus>` and
 * `useField`. The context it gives changes only with the locale, the strings, the controls or the
 * lock after a save, never with the form's state, so fields do not render when a re-call starts or
 * a save ends (ARCHITECTURE.md "Composition"). LIST fields get a query client when the app has
 * none. `<FieldsForm>` is made of it.
 *
 * @example
 * function MyScreen() {
 *   const form = useFieldsForm({ source: { organizationId, client } });
 *   return (
 *     <FieldsFormProvider form={form}>
 *       <form onSubmit={(event) => event.preventDefault()}>
 *         <FormField property="verification.amount" />
 *         <RemainingFields />
 *         <SubmitButton />
 *       </form>
 *     </FieldsFormProvider>
 *   );
 * }
 */
export function FieldsFormProvider<Fields extends object = RegisteredFields>({
  form,
  controls,
  label,
  mode = 'edit',
  base = null,
  children,
}: FieldsFormProviderProps<Fields>) {
  const provided = useControlOverrides();
  const registry = useMemo(
    () => resolveControls(defaultControls, provided, controls),
    [provided, controls],
  );
  const parts = useMemo(() => resolveParts(defaultParts, provided, controls), [provided, controls]);
  const [placements] = useState(fieldPlacements);
  const locked = form.submitState === 'submitted';
  const { session, messages, locale, readOnly, focusFirstError } = form;
  const value = useMemo<FieldsFormContextValue>(
    () => ({
      session,
      registry,
      parts,
      messages,
      locale,
      locked,
      readOnly: readOnly || mode === 'review',
      mode,
      base,
      placements,
      focusFirstError,
    }),
    [
      session,
      registry,
      parts,
      messages,
      locale,
      locked,
      readOnly,
      mode,
      base,
      placements,
      focusFirstError,
    ],
  );
  // Listed on the page while mounted, for devtools placed outside any form.
  useEffect(() => {
    const id = session.domId('form');
    return formsOnPage.register({
      id,
      label: label ?? id,
      session: session.engine,
      review: session.saveReview,
    });
  }, [session, label]);
  return (
    <FieldsFormContext.Provider value={value}>
      <SessionMarker
        session={session.engine}
        status={form.status}
        domId={session.domId}
        review={session.saveReview}
      />
      {readOnly ? null : <HistoryAnnouncer />}
      {/* Only LIST fields query: without a QueryClientProvider the form has its own client. */}
      <FormQueryClient>{children}</FormQueryClient>
    </FieldsFormContext.Provider>
  );
}
