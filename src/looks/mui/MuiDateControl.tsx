import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { forwardRef, type FocusEventHandler } from 'react';
import { assignRef } from '../../controls/assignRef';
import { useDateControl, type DateControlResult } from '../../controls/date/useDateControl';
import type { ControlProps } from '../../registry/types';
import { LookInput } from './LookInput';
import { MuiCalendar } from './MuiCalendar';

/**
 * The segments' group drawn where MUI's input frame draws its `<input>`: it takes the frame's
 * input class (padding, font) and focus handlers (the outline's focus colour), and the hook's
 * group and segment props. A module-level component, so MUI keeps the same element across renders;
 * a `forwardRef`, since React 18 gives a function component no `ref` prop.
 */
const SegmentGroup = forwardRef<HTMLElement, InputBaseComponentProps>(function SegmentGroup(
  // What MUI's input frame hands the element it draws in place of its `<input>`, and the hook's
  // result, which the control gives it through `slotProps.input`.
  { date, className, onFocus, onBlur }: InputBaseComponentProps & { date?: DateControlResult },
  ref,
) {
  if (!date) return null;
  const { ref: groupRef, ...group } = date.groupProps;
  return (
    <div
      className={className}
      ref={(element) => {
        groupRef(element);
        assignRef(ref, element);
      }}
      // MUI types them for its `<input>`; they read nothing of the element (the outline's focus).
      onFocus={onFocus as FocusEventHandler<HTMLElement> | undefined}
      onBlur={onBlur as FocusEventHandler<HTMLElement> | undefined}
      {...group}
    >
      {date.parts.map((part, index) =>
        part.type === 'literal' ? (
          <span key={index} aria-hidden="true">
            {part.text}
          </span>
        ) : (
          <span key={part.type} {...date.getSegmentProps(part.type)} />
        ),
      )}
    </div>
  );
});

/** The segments' look: a placeholder in the secondary colour, the focused one highlighted. */
const SEGMENTS = {
  '& [data-segment]': { px: '1px', borderRadius: 0.5, outline: 'none' },
  '& [data-segment][data-empty]': { color: 'text.secondary' },
  '& [data-segment]:focus': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** The calendar button's glyph: a small calendar, hidden from assistive technology. */
const calendarIcon = (
  <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V10h14v10Z"
    />
  </svg>
);

/**
 * DATE, DATE_TIME and LOCAL_DATE_TIME in the Material UI look: `useDateControl`'s segments inside
 * MUI's input frame (the theme's variant, its outline and focus colour), the calendar button an
 * `IconButton`, the open calendar MUI `Button`s over the hook's calendar model, and the refusal
 * and the spelled-out value as `FormHelperText`. MUI's pickers are not used: the typing, the
 * keys, paste and the calendar's behaviour are the hook's.
 *
 * @example
 * <FieldsForm source={source} controls={{ DATE: { ...defaultControls.DATE, component: MuiDateControl } }} />
 */
export function MuiDateControl(props: ControlProps) {
  const date = useDateControl(props);
  const button = date.calendarButtonProps;
  return (
    <Box {...date.rootProps}>
      <LookInput
        disabled={props.disabled}
        sx={SEGMENTS}
        inputComponent={SegmentGroup}
        // MUI types its input's props as an `<input>`'s; the element drawn in its place takes the hook's.
        slotProps={{ input: { date } as never }}
        endAdornment={
          button ? (
            <InputAdornment position="end">
              <IconButton edge="end" {...button}>
                {calendarIcon}
              </IconButton>
            </InputAdornment>
          ) : null
        }
      />
      {date.calendar ? <MuiCalendar calendar={date.calendar} /> : null}
      {date.refused ? (
        <FormHelperText error {...date.refused.props}>
          {date.refused.text}
        </FormHelperText>
      ) : null}
      {date.echo ? (
        <FormHelperText error={false} {...date.echo.props}>
          {date.echo.text}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
