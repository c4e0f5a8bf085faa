import type { Ref } from 'react';
import {
  ControlsProvider,
  controlTypeEntry,
  FieldsForm,
  type ControlProps,
  type ReviewValueProps,
} from '../../../src/index';
import {
  createExpenseClient,
  defineControlType,
  fieldAttributeRows,
} from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

/** A signature as the service sends it: the drawing and when it was made. */
export type Signature = { svg: string; signedAt: string };

const isSignature = (value: unknown): value is Signature =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Signature).svg === 'string' &&
  typeof (value as Signature).signedAt === 'string';

const signedOn = (signature: Signature, locale: string) =>
  `Signed ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(signature.signedAt))}`;

/**
 * The service added `SIGNATURE`: what the engine needs of it, in one definition — how its value
 * is read and written, that it is required when empty, its text in a review and a change summary.
 */
export const signatureType = defineControlType<Signature | null, Signature | null>({
  controlType: 'SIGNATURE',
  codec: {
    kind: 'signature',
    toEdit: (wire) => (isSignature(wire) ? { svg: wire.svg, signedAt: wire.signedAt } : null),
    fromEdit: (edit) => ({ ok: true, value: edit }),
    format: (wire, { locale }) => (isSignature(wire) ? signedOn(wire, locale) : ''),
    isEmpty: (edit) => edit === null,
  },
  attributes: fieldAttributeRows.valued('{ svg: string, signedAt: string } | null'),
  // Its value's type, as `expense-fields types --control-types` writes it for its fields.
  wireType: '{ svg: string; signedAt: string } | null',
});

const STROKE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><path d="M5 30 C 30 0, 60 40, 115 10" stroke="black" stroke-width="2" fill="none"/></svg>';
const drawing = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The editor: the drawing, a button that signs and one that clears. */
export function SignaturePad({ inputRef, ...props }: ControlProps<Signature | null>) {
  const { value } = props;
  return (
    <div className="app-signature">
      {value ? (
        <img src={drawing(value.svg)} alt={signedOn(value, props.locale)} width={120} />
      ) : null}
      <button
        type="button"
        ref={inputRef as Ref<HTMLButtonElement>}
        id={props.id}
        className="ef-button"
        disabled={props.disabled || props.readOnly}
        aria-describedby={props.describedBy}
        onClick={() => props.onChange({ svg: STROKE, signedAt: props.now().toISOString() })}
      >
        {value ? 'Sign again' : 'Sign'}
      </button>
      {value ? (
        <button
          type="button"
          className="ef-button"
          disabled={props.disabled || props.readOnly}
          onClick={() => props.onChange(null)}
        >
          Clear
        </button>
      ) : null}
    </div>
  );
}

/** A review draws the signature beside its text. */
export function SignatureReview({ item, shown }: ReviewValueProps) {
  if (!isSignature(item.value)) return shown.text;
  return (
    <span className="app-signature-review">
      <img src={drawing(item.value.svg)} alt="" width={90} /> {shown.text}
    </span>
  );
}

/** The definition joined to its editor and review: one registry entry. */
export const signatureControls = {
  SIGNATURE: controlTypeEntry(signatureType, {
    component: SignaturePad,
    label: 'legend',
    review: SignatureReview,
  }),
};

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** Every form below the provider knows `SIGNATURE`; the other controls stay the library's. */
export function Example({ locale }: { locale?: string }) {
  return (
    <ControlsProvider controls={signatureControls}>
      <FieldsForm
        locale={locale}
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        label="Expense report"
        now={() => new Date(MOCK_NOW)}
        drafts={false}
      />
    </ControlsProvider>
  );
}
