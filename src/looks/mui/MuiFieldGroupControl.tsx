import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useGroupControl } from '../../controls/fieldGroup/useGroupControl';
import type { ControlProps } from '../../registry/types';

/**
 * FIELD_GROUP in the Material UI look: the group's fields (drawn through the form's registry, so
 * they are this look's too) indented under the frame's legend, and an outlined MUI `Button` that
 * removes a `removable` group.
 *
 * @example
 * <FieldsForm source={source} controls={{ FIELD_GROUP: { ...defaultControls.FIELD_GROUP, component: MuiFieldGroupControl } }} />
 */
export function MuiFieldGroupControl(props: ControlProps) {
  const group = useGroupControl(props);
  const remove = group.removeProps ? (
    <Button variant="outlined" size="small" {...group.removeProps}>
      {group.removeText}
    </Button>
  ) : null;
  if (group.fields === null) {
    return (
      <>
        {group.replacementText ? (
          <FormHelperText component="p">{group.replacementText}</FormHelperText>
        ) : null}
        {remove}
      </>
    );
  }
  return (
    <Box sx={{ pl: 2, pt: 1, borderLeft: 2, borderColor: 'divider' }} {...group.rootProps}>
      {group.fields}
      {remove}
    </Box>
  );
}
