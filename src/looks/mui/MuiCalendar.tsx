import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DateCalendarModel } from '../../controls/dates/calendarModel';

/**
 * A date field's open calendar in the Material UI look: a `Paper` with the month's title between
 * two `IconButton`s and the days as small MUI `Button`s (contained for the day the field holds,
 * outlined for today), over the calendar model `useDateControl` gives: the keys, focus and the
 * limit on future days are the model's.
 *
 * @example
 * {date.calendar ? <MuiCalendar calendar={date.calendar} /> : null}
 */
export function MuiCalendar({ calendar }: { calendar: DateCalendarModel }) {
  return (
    <Paper elevation={8} sx={{ p: 1, mt: 1, display: 'inline-block' }} {...calendar.dialogProps}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton size="small" {...calendar.prevProps}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Typography component="h2" variant="subtitle1" {...calendar.titleProps}>
          {calendar.title}
        </Typography>
        <IconButton size="small" {...calendar.nextProps}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </Box>
      <Box component="table" sx={{ borderCollapse: 'collapse' }} {...calendar.gridProps}>
        <thead>
          <tr>
            {calendar.weekdays.map((day, index) => (
              <Typography
                key={index}
                component="th"
                scope="col"
                abbr={day.long}
                variant="caption"
                color="text.secondary"
              >
                {day.short}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>{calendar.weeks.map((week) => weekRow(calendar, week))}</tbody>
      </Box>
    </Paper>
  );
}

/** A week of the grid: its cells, a day's button in each cell of the month. */
function weekRow(calendar: DateCalendarModel, week: readonly (string | null)[]) {
  const cells = week.map((date, index) => {
    const day = date === null ? null : dayButton(calendar, date);
    return (
      <td key={date ?? `empty-${index}`} {...calendar.getCellProps(date)}>
        {day}
      </td>
    );
  });
  return <tr key={week.find(Boolean) ?? ''}>{cells}</tr>;
}

/** A day as a small round MUI `Button`: the model's props, its number the children. */
function dayButton(calendar: DateCalendarModel, date: string) {
  const day = calendar.getDayProps(date);
  const held = date === calendar.selected;
  return (
    <Button
      size="small"
      variant={held ? 'contained' : day['aria-current'] ? 'outlined' : 'text'}
      // Days read as text, as MUI's own date pickers draw them; the held one in the primary colour.
      color={held ? 'primary' : 'inherit'}
      disableRipple
      sx={{
        minWidth: 36,
        width: 36,
        height: 36,
        p: 0,
        borderRadius: '50%',
        '&[aria-disabled="true"]': { color: 'text.disabled' },
      }}
      {...day}
    />
  );
}
