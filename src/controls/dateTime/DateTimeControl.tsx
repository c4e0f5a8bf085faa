import { DateControl } from '../date/DateControl';

/**
 * The date-and-time editor, now the one date control: `DateControl` draws DATE_TIME and
 * LOCAL_DATE_TIME too, picking what the field holds by its controlType (ARCHITECTURE.md "Dates").
 *
 * @deprecated Use `DateControl`, which serves every date control type.
 * @example
 * <DateTimeControl {...controlProps} />
 */
export const DateTimeControl = DateControl;
