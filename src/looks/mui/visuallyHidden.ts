import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hides an element from the eye but not from assistive technology: the spoken label, a list's
 * option count. Written here, not imported from `@mui/utils`, which is not a peer of the package.
 *
 * @example
 * <Box component="span" sx={visuallyHidden}>{frame.spokenLabel}</Box>
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
