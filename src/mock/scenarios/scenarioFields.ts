import { parseEnvelope } from '../../core/wire/envelope';
import { indexFields } from '../../core/wire/fieldIndex';
import { SCENARIOS, type ScenarioName } from './index';

/** One field of a scenario envelope, as a screen of one's own names it. */
export interface ScenarioFieldRow {
  /** The label the form shows (`name`), or the property when the field has none. */
  label: string;
  /** What `<FormField property>` and `useField(property)` take. */
  property: string;
  controlType: string;
  /** A change re-calls the fields endpoint (`requiresUpdate`). */
  trigger: boolean;
  /** Shown (visible itself and inside visible groups); hidden fields go back unchanged. */
  shown: boolean;
}

/**
 * The fields of a mock scenario's envelope as first served (a re-call may add more), nested
 * groups included, in server order: the property names a screen of one's own places.
 *
 * @example
 * scenarioFields('basic').map((row) => row.property); // ['name', 'verification.amount', …]
 */
export function scenarioFields(name: ScenarioName): ScenarioFieldRow[] {
  return indexFields(parseEnvelope(SCENARIOS[name]())).map(({ item, shown }) => ({
    label: item.name ?? item.property,
    property: item.property,
    controlType: item.controlType,
    trigger: item.requiresUpdate,
    shown,
  }));
}
