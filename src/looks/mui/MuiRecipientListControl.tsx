import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useRecipientListControl } from '../../controls/recipientList/useRecipientListControl';
import type { ControlProps } from '../../registry/types';
import { LookChips } from './LookChips';
import { LookInput } from './LookInput';

/**
 * RECIPIENT_LIST in the Material UI look: the addresses as MUI `Chip`s (an invalid one outlined
 * in the error colour, with the form's note), the input in MUI's input frame and the hint under
 * it. Adding by separators, Enter, paste and blur is `useRecipientListControl`'s.
 *
 * @example
 * <FieldsForm source={source} controls={{ RECIPIENT_LIST: { ...defaultControls.RECIPIENT_LIST, component: MuiRecipientListControl } }} />
 */
export function MuiRecipientListControl(props: ControlProps) {
  const recipients = useRecipientListControl(props);
  const { emails, inputProps } = recipients;
  return (
    <Box {...recipients.rootProps}>
      {emails.length > 0 ? (
        <LookChips
          listProps={recipients.chipListProps}
          chips={emails.map((chip) => ({
            key: chip.email,
            label: chip.email,
            props: recipients.getChipProps(chip),
            note: chip.valid ? undefined : recipients.invalidText,
            remove: recipients.getChipRemoveProps(chip),
          }))}
        />
      ) : null}
      {inputProps ? (
        <LookInput disabled={props.disabled} inputProps={{ ...inputProps, required: false }} />
      ) : null}
      <FormHelperText error={false} {...recipients.hint.props}>
        {recipients.hint.text}
      </FormHelperText>
    </Box>
  );
}
