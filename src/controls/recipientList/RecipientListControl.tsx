import { useState, type Ref } from 'react';
import { isEmailAddress } from '../../core/values/codecs';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

const SEPARATORS = /[\s,;]+/;

/**
 * RECIPIENT_LIST: e-mail addresses (`[{ email }]` on the wire). Enter, a comma, a semicolon or
 * leaving the field adds what was typed; a pasted list is split into addresses; each address is
 * checked and can be removed. Nothing typed is dropped: unfinished text is added on blur.
 *
 * @example
 * <RecipientListControl {...controlProps} />
 */
export function RecipientListControl(props: ControlProps) {
  const { inputRef } = props;
  const emails = (Array.isArray(props.value) ? props.value : []) as string[];
  const [draft, setDraft] = useState('');
  const { messages } = props;
  const add = (text: string) => {
    const found = text
      .split(SEPARATORS)
      .map((part) => part.trim())
      .filter(Boolean);
    if (found.length > 0)
      props.onChange([...emails, ...found.filter((email) => !emails.includes(email))]);
    setDraft('');
  };
  const hintId = `${props.id}-hint`;
  return (
    <div className="ef-recipients">
      {emails.length > 0 ? (
        // Described by the field's label, not named by it: the input is the one element with the
        // field's name (ARCHITECTURE.md "LIST").
        <ul className="ef-chips" aria-describedby={`${props.id}-label`}>
          {emails.map((email) => {
            const valid = isEmailAddress(email);
            return (
              <li key={email} className="ef-chip" data-invalid={!valid || undefined}>
                <span>{email}</span>
                {valid ? null : <span className="ef-chip-note"> ({messages.invalidAddress})</span>}
                {props.disabled || props.readOnly ? null : (
                  <button
                    type="button"
                    className="ef-icon-button"
                    aria-label={formatMessage(messages.removeRecipient, { email })}
                    onClick={() => props.onChange(emails.filter((entry) => entry !== email))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {props.readOnly ? null : (
        <input
          ref={inputRef as Ref<HTMLInputElement>}
          id={props.id}
          className="ef-input"
          type="email"
          multiple
          autoComplete="email"
          value={draft}
          disabled={props.disabled}
          aria-invalid={props.invalid || undefined}
          aria-describedby={[props.describedBy, hintId].filter(Boolean).join(' ')}
          onChange={(event) => {
            const text = event.target.value;
            if (SEPARATORS.test(text) && /[\s,;]$/.test(text)) add(text);
            else setDraft(text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(draft);
            } else if (event.key === 'Backspace' && draft === '' && emails.length > 0) {
              props.onChange(emails.slice(0, -1));
            }
          }}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text');
            if (SEPARATORS.test(text.trim())) {
              event.preventDefault();
              add(`${draft} ${text}`);
            }
          }}
          onBlur={() => {
            add(draft);
            props.onBlur();
          }}
        />
      )}
      <div className="ef-help" id={hintId}>
        {messages.recipientHint}
      </div>
    </div>
  );
}
