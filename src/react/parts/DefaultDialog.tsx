import type { DialogPartProps } from '../../registry/formParts';

/**
 * The default look's `Dialog` part: an inline alert dialog (`.ef-confirm`) under the command.
 *
 * @example
 * <DefaultDialog text="Split?" textId="q" rootProps={rootProps} actions={buttons} onCancel={close} />
 */
export function DefaultDialog({ text, textId, rootProps, actions }: DialogPartProps) {
  return (
    // A dialog closes on Escape wherever focus is inside it (WAI-ARIA dialog pattern): rootProps.
    <div className="ef-confirm" {...rootProps}>
      <p id={textId}>{text}</p>
      <div className="ef-actions">{actions}</div>
    </div>
  );
}
