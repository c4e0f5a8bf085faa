import { useId, useState } from 'react';

/**
 * Copies text to the clipboard and says so. Where the clipboard is refused (no permission, an
 * insecure page), the text is shown selected in a box to copy by hand.
 */
export function CopyButton({ label, text }: { label: string; text: () => string }) {
  const [outcome, setOutcome] = useState<{ copied: boolean; text: string } | null>(null);
  const boxId = useId();
  const copy = async () => {
    const value = text();
    try {
      await navigator.clipboard.writeText(value);
      setOutcome({ copied: true, text: value });
    } catch {
      setOutcome({ copied: false, text: value });
    }
  };
  return (
    <span className="efd-copy">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status">
        {outcome?.copied ? 'Copied.' : outcome ? 'The clipboard refused: copy it below.' : ''}
      </span>
      {outcome && !outcome.copied && (
        <>
          <label htmlFor={boxId} className="efd-hidden">
            {label}: text to copy
          </label>
          <textarea
            id={boxId}
            readOnly
            rows={6}
            value={outcome.text}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
    </span>
  );
}
