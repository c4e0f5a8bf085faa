import { Fragment, memo, useRef, useState } from 'react';
import type { FieldCommand, FieldItem } from '../../core/wire/model/types';
import { ConfirmDialog } from './ConfirmDialog';
import { useFieldsFormContext } from '../form/FieldsFormContext';

/**
 * The buttons of a field's `commands` (spec 2.7): confirm first when `confirmationRequired`, then
 * PUT the envelope with the command; the reply replaces the envelope.
 *
 * @example
 * <CommandButtons item={item} />
 */
export const CommandButtons = memo(function CommandButtons({ item }: { item: FieldItem }) {
  const { session, messages, locked, readOnly, parts } = useFieldsFormContext();
  const [asking, setAsking] = useState<FieldCommand | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (item.commands.length === 0 || readOnly) return null;
  const close = (command: FieldCommand) => {
    setAsking(null);
    buttons.current.get(command.command)?.focus();
  };
  return (
    <div className="ef-commands">
      {item.commands.map((command) => (
        <Fragment key={command.command}>
          {parts.Button({
            buttonRef: (node: HTMLButtonElement | null) => {
              if (node) buttons.current.set(command.command, node);
            },
            type: 'button',
            variant: 'secondary',
            'data-ef-part': 'command',
            disabled: locked || !item.enabled,
            onClick: () =>
              command.confirmationRequired
                ? setAsking(command)
                : void session.runCommand(item, command.command),
            children: command.text,
          })}
        </Fragment>
      ))}
      {asking ? (
        <ConfirmDialog
          text={asking.confirmationText ?? asking.text}
          confirmLabel={messages.confirm}
          cancelLabel={messages.cancel}
          onCancel={() => close(asking)}
          onConfirm={() => {
            close(asking);
            void session.runCommand(item, asking.command);
          }}
        />
      ) : null}
    </div>
  );
});
