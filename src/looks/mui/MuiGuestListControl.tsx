import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  useGuestListControl,
  type GuestInputProps,
} from '../../controls/guestList/useGuestListControl';
import type { ControlProps } from '../../registry/types';

/**
 * A guest's name or company as an MUI `TextField` (the theme's variant), its visible label MUI's
 * and its name the hook's `aria-label` ("Name, guest 2"), which says which row it is.
 */
function guestInput(label: string, { ref, id, ...input }: GuestInputProps) {
  return (
    <TextField
      size="small"
      label={label}
      id={id}
      disabled={input.disabled}
      inputRef={ref}
      sx={{ flex: 1, minWidth: 160 }}
      slotProps={{ htmlInput: input }}
    />
  );
}

/**
 * GUEST_LIST in the Material UI look: the count, one outlined `Paper` row per guest with a name
 * and a company `TextField` and a Remove `Button`, and an Add `Button`. Rows, focus and the count
 * are `useGuestListControl`'s.
 *
 * @example
 * <FieldsForm source={source} controls={{ GUEST_LIST: { ...defaultControls.GUEST_LIST, component: MuiGuestListControl } }} />
 */
export function MuiGuestListControl(props: ControlProps) {
  const guests = useGuestListControl(props);
  const { addProps } = guests;
  return (
    <Box {...guests.rootProps}>
      <FormHelperText component="p" error={false} {...guests.count.props}>
        {guests.count.text}
      </FormHelperText>
      {guests.guests.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} {...guests.rowsProps}>
          {guests.guests.map((_, index) => {
            const remove = guests.getRemoveProps(index);
            return (
              <Paper
                key={index}
                component="li"
                variant="outlined"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  p: 1,
                  my: 1,
                  alignItems: 'center',
                }}
                {...guests.getRowProps(index)}
              >
                {guestInput(guests.nameLabel, guests.getNameInputProps(index))}
                {guestInput(guests.companyLabel, guests.getCompanyInputProps(index))}
                {remove ? (
                  <Button variant="outlined" size="small" {...remove}>
                    {guests.removeText(index)}
                  </Button>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      ) : null}
      {addProps ? (
        <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} {...addProps}>
          {guests.addText}
        </Button>
      ) : null}
    </Box>
  );
}
