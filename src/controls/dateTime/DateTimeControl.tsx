import type { ControlProps } from '../../registry/types';
import { dateMarkup } from '../date/DateControl';
import { useDateControl } from '../date/useDateControl';

/**
 * A date and a time, whatever the field's controlType: what an app that mapped a type of its own
 * to this editor had. The built-in types use `DateControl`, which picks what the field holds by
 * its controlType (ARCHITECTURE.md "Dates").
 *
 * @deprecated Use `DateControl`, which serves every date control type.
 * @example
 * <FieldsForm source={source} controls={{ MEETING_TIME: DateTimeControl }} />
 */
export function DateTimeControl(props: ControlProps) {
  return dateMarkup(useDateControl(props, 'dateTime'));
}
