import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useListControl } from '../../controls/list/useListControl';
import type { UseListControlResult } from '../../controls/list/listControlTypes';
import type { ControlProps } from '../../registry/types';
import { LookChips } from './LookChips';
import { LookInput } from './LookInput';
import { visuallyHidden } from '../../react/parts/visuallyHidden';

/** The input frame around the combobox: where the popup anchors and how wide it is. */
const frameOf = (list: UseListControlResult) =>
  list.inputElement()?.closest<HTMLElement>('.MuiInputBase-root') ?? null;

/**
 * An option row drawn as MUI's menu items are (MUI's `MenuItem` itself wants a `MenuList` around
 * it, whose focus handling the combobox does not use): the active one hovered, the chosen one
 * selected.
 */
const OPTION = {
  typography: 'body1',
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  px: 2,
  py: 0.75,
  cursor: 'pointer',
  '&[data-active]': { bgcolor: 'action.hover' },
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
} as const;

/** The options under their section headings, as MUI's Autocomplete draws its listbox. */
function options(list: UseListControlResult) {
  return list.groups.map((group) => (
    <div key={group.key} {...list.getGroupProps(group)}>
      {group.label ? (
        <ListSubheader component="div" {...list.getSectionProps(group)}>
          {group.label}
        </ListSubheader>
      ) : null}
      {group.options.map((option, at) => {
        const icon = list.optionIcon(option);
        const row = list.getOptionProps(option, group.offset + at);
        return (
          <Box key={`${group.key}-${option.id}`} sx={OPTION} {...row}>
            {icon ? (
              <img src={icon} alt="" width={16} height={16} style={{ marginRight: 8 }} />
            ) : null}
            {option.name}
          </Box>
        );
      })}
    </div>
  ));
}

/** What the open list says under its options: loading, no match, the count, or a refusal. */
function statusLine(list: UseListControlResult) {
  const { status } = list;
  if (!status) return null;
  return (
    <Box sx={{ px: 2, py: 1, typography: 'body2', color: 'text.secondary' }} {...list.statusProps}>
      {status.kind === 'error' ? (
        <>
          {status.text} {status.detail}{' '}
          <Button size="small" variant="outlined" {...status.retryProps}>
            {status.retryText}
          </Button>
        </>
      ) : status.kind === 'count' ? (
        <Box component="span" style={visuallyHidden}>
          {status.text}
        </Box>
      ) : (
        status.text
      )}
    </Box>
  );
}

/**
 * LIST in the Material UI look, drawn with the parts MUI's Autocomplete is made of: the combobox
 * in MUI's input frame with its toggle `IconButton`, the popup a `Popper` with a `Paper`,
 * `ListSubheader` section headings, option rows styled as MUI's menu items, `Chip`s for a multi-select's values
 * and the status line with a Retry `Button`. Every behaviour (search on the form's clock, the
 * keyboard, ARIA, chips) is `useListControl`'s: MUI's Autocomplete logic is not used. The popup
 * stays mounted while closed (hidden), so the combobox's `aria-controls` stays valid, and is not
 * portaled, so it reads as part of the field.
 *
 * @example
 * <FieldsForm source={source} controls={{ LIST: { ...defaultControls.LIST, component: MuiListControl } }} />
 */
export function MuiListControl(props: ControlProps) {
  const list = useListControl(props);
  const toggle = list.toggleButtonProps;
  const anchor = frameOf(list);
  // The parts side by side, not in a wrapper: MUI's `FormControl` reads the value of a
  // `LookInput` among its own children in its first render, so the label is `filled` in the
  // server's HTML as after MUI's check at mount.
  return [
    list.multiple && list.selected.length > 0 ? (
      <LookChips
        key="chips"
        listProps={list.chipListProps}
        chips={list.selected.map(({ id, label }) => ({
          key: id,
          label,
          props: list.getChipProps(id),
          remove: list.getChipRemoveProps(id),
        }))}
      />
    ) : null,
    <LookInput
      key="input"
      disabled={props.disabled}
      inputProps={{ ...list.inputProps, required: false }}
      endAdornment={
        toggle ? (
          <InputAdornment position="end">
            <IconButton size="small" edge="end" {...toggle}>
              <span aria-hidden="true">▾</span>
            </IconButton>
          </InputAdornment>
        ) : null
      }
    />,
    <Popper
      key="popup"
      open={list.open && anchor !== null}
      anchorEl={frameOf(list)}
      placement="bottom-start"
      keepMounted
      disablePortal
      role="presentation"
      sx={{ zIndex: 'modal', width: anchor?.clientWidth || undefined }}
    >
      <Paper elevation={8} sx={{ maxHeight: 320, overflow: 'auto' }}>
        <Box sx={{ py: list.open ? 1 : 0 }} {...list.listboxProps}>
          {list.open ? options(list) : null}
        </Box>
        {statusLine(list)}
      </Paper>
    </Popper>,
  ];
}
