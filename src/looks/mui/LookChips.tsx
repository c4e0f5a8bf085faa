import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/**
 * One chip as a hook gives it: its words, its element's props, its remove button's props.
 *
 * @example
 * const chip: LookChip = { key: id, label, props: list.getChipProps(id), remove: list.getChipRemoveProps(id) };
 */
export interface LookChip {
  key: string;
  label: string;
  /** The chip's markers (`data-ef-part="chip"`, `data-ef-value`, …), put on the list item. */
  props: object;
  /** Words after the label (an invalid address's note), or none. */
  note?: string | undefined;
  /** The remove button's props (its name, `data-ef-part="remove-chip"`); null when none. */
  remove: ({ onClick: () => void } & object) | null;
}

/**
 * A list of MUI `Chip`s (a multi-select LIST's values, RECIPIENT_LIST's addresses): each list
 * item holds the chip with the value's words first, its remove `IconButton` over the chip's end,
 * then a note.
 * MUI's own delete icon is not used: it makes the chip a button, with the remove button inside it.
 *
 * @example
 * <LookChips listProps={list.chipListProps} chips={[{ key: 'a', label: 'A', props: {}, remove: null }]} />
 */
export function LookChips({ listProps, chips }: { listProps: object; chips: readonly LookChip[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}
      {...listProps}
    >
      {chips.map((chip) => (
        <Box
          key={chip.key}
          component="li"
          sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}
          {...chip.props}
        >
          <Chip
            size="small"
            label={chip.label}
            color={chip.note ? 'error' : 'default'}
            variant={chip.note ? 'outlined' : 'filled'}
            // Room for the remove button, drawn over the chip's end where MUI draws its delete icon.
            sx={chip.remove ? { pr: 2.5 } : undefined}
          />
          {chip.remove ? (
            <IconButton
              size="small"
              sx={{ position: 'absolute', right: 2, p: 0.25, fontSize: 16, lineHeight: 1 }}
              {...chip.remove}
            >
              <span aria-hidden="true">×</span>
            </IconButton>
          ) : null}
          {chip.note ? (
            <Typography component="span" variant="caption" color="error" sx={{ ml: 0.5 }}>
              ({chip.note})
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
