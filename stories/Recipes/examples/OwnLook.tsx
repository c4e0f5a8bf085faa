import {
  FieldsForm,
  FORM_PARTS,
  lookEntry,
  useNumberControl,
  useTextControl,
  type ButtonPartProps,
  type ControlOverrides,
  type ControlProps,
  type FrameView,
} from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

// Any design system on the hooks (Ant Design, Chakra, your own): the hooks hold the behaviour and
// hand out prop getters; the look spreads them on its own elements. Here a "pill" look, drawn
// with plain elements and inline styles where your design system's components would go.

/** Every field's frame: the label, the required mark, help and message, with their ids. */
function PillFrame({ frame, labelAs, children, after }: FrameView) {
  const tone = frame.message?.kind === 'error' ? '#b3261e' : '#5f6368';
  return (
    <div {...frame.getFrameProps()} style={{ display: 'grid', gap: 4, marginBlock: 12 }}>
      {labelAs === 'none' ? null : (
        <label {...frame.getLabelProps()} style={{ fontWeight: 600 }}>
          {frame.label}
          {/* Seen, not heard: the input says it is required (`aria-required`). */}
          {frame.required ? <span {...frame.getRequiredProps()}> *</span> : null}
        </label>
      )}
      {children}
      {frame.help ? <small {...frame.getHelpProps()}>{frame.help}</small> : null}
      {frame.message ? (
        <small {...frame.getMessageProps()} style={{ color: tone }}>
          {frame.message.text}
        </small>
      ) : null}
      {after}
    </div>
  );
}

const pill = { border: '1px solid #9aa0a6', borderRadius: 999, padding: '6px 14px' };

/** Text in a pill: the hook's props as they are (a keystroke renders nothing). */
function PillText(props: ControlProps) {
  return <input {...useTextControl(props)} style={pill} />;
}

/** Amounts in a pill: numbers in the form's locale, as the hook reads and writes them. */
function PillNumber(props: ControlProps) {
  return <input {...useNumberControl(props)} style={pill} />;
}

/** The form's buttons (Save, Undo, a command) in the look. */
function PillButton({ buttonRef, variant, children, ...rest }: ButtonPartProps) {
  const primary = variant === 'primary';
  return (
    <button
      ref={buttonRef}
      {...rest}
      style={{
        ...pill,
        background: primary ? '#1a73e8' : 'white',
        color: primary ? 'white' : '#1a73e8',
      }}
    >
      {children}
    </button>
  );
}

/** The look: the types it draws (the others keep the default controls, inside its frame). */
const pillLook: ControlOverrides = {
  // The built-in entries with the look's components: their definition, commit and binding kept.
  TEXT: lookEntry('TEXT', PillText),
  DOUBLE: lookEntry('DOUBLE', PillNumber),
  [FORM_PARTS]: { Frame: PillFrame, Button: PillButton },
};

/** The report in a look of your own. */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      controls={pillLook}
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    />
  );
}
