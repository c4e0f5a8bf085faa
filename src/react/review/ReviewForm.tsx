import type { ReactNode } from 'react';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import { ChangeSummary } from '../changes/ChangeSummary';
import { FieldList } from '../layout/FieldList';

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  envelope: FieldsEnvelope;
  /** The form's name (an app puts the report's number in it): under the report's name. */
  label?: string | undefined;
  /** Changes are marked and counted against it. */
  base: FieldsEnvelope | null;
  /** A layout of the form's parts, drawn as text; every field in server order without one. */
  children?: ReactNode;
}

/**
 * The body of `<FieldsForm mode="review">` (ARCHITECTURE.md "Review and changes"): the report's
 * name (its `name` field) and the form's label at the top, the change summary when there is a
 * base, then the fields as text. No form element, no input: nothing here sends anything.
 *
 * @example
 * <ReviewForm envelope={envelope} label="Expense report R-00012" base={lastApproved} />
 */
export function ReviewForm({ envelope, label, base, children }: ReviewFormProps) {
  const name = envelope.fields.find((item) => item.property === 'name' && item.visible)?.value;
  return (
    <article className="ef-form ef-review" aria-label={label}>
      <header className="ef-review-header">
        {typeof name === 'string' && name !== '' ? (
          <h2 className="ef-review-title">{name}</h2>
        ) : null}
        {label ? <p className="ef-review-label">{label}</p> : null}
      </header>
      {base ? <ChangeSummary base={base} /> : null}
      {children ?? <FieldList items={envelope.fields} />}
    </article>
  );
}
