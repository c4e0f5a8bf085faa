import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/** One chip as a hook gives it: its words, its element's props, its remove button's props. */
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
 * item holds the chip with the value's words first, then a note, then its remove `IconButton`.
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
          sx={{ display: 'inline-flex', alignItems: 'center' }}
          {...chip.props}
        >
          <Chip
            size="small"
            label={chip.label}
            color={chip.note ? 'error' : 'default'}
            variant={chip.note ? 'outlined' : 'filled'}
          />
          {chip.note ? (
            <Typography component="span" variant="caption" color="error" sx={{ ml: 0.5 }}>
              ({chip.note})
            </Typography>
          ) : null}
          {chip.remove ? (
            <IconButton size="small" sx={{ ml: -0.5, p: 0.25 }} {...chip.remove}>
              <span aria-hidden="true">×</span>
            </IconButton>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
