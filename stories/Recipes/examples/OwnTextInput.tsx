import type { Ref } from 'react';
import { ControlsProvider, FieldsForm, type ControlProps } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** The embedding app's own text input: a character counter under the input. */
function AppTextInput({ inputRef, ...props }: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="app-text">
      <input
        ref={inputRef as Ref<HTMLInputElement>}
        id={props.id}
        className="ef-input"
        value={value}
        maxLength={80}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[props.describedBy, `${props.id}-counter`].filter(Boolean).join(' ')}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      <small id={`${props.id}-counter`}>{value.length} / 80</small>
    </div>
  );
}

/** Every TEXT field below the provider is the app's; the other controls stay the library's. */
export function Example({ locale }: { locale?: string }) {
  return (
    <ControlsProvider controls={{ TEXT: AppTextInput }}>
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
