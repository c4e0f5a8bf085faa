import { useId, type ReactNode } from 'react';
import type { ChangeRow, EnvelopeChanges } from '../../core/changes/envelopeChanges';
import type { ShownValue } from '../../core/changes/shownValue';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import type { FormMessages } from '../../i18n/messages';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { numberFormat } from '../../core/values/locale/intlFormats';
import { ChangeCount } from './ChangeCount';
import { useChanges } from './useChanges';

/** Props of {@link ChangeSummary}. */
export interface ChangeSummaryProps {
  /** The envelope to compare with; default the one the form was loaded with. */
  base?: FieldsEnvelope | null;
  /** Also list invisible fields, marked "(hidden field)". Default false. */
  showInvisible?: boolean;
  /** The heading's level (2 by default); the sections' headings are one below it. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * What changed in the form since a base envelope, live (`useChanges`): a heading, the count (a
 * polite live region: a screen reader hears it when it changes), then a table each for changed,
 * added and removed fields, with the field, its value before and now, grouped under the
 * FIELD_GROUPs the form shows them in. Inside `<FieldsForm>` or `<FieldsFormProvider>`.
 *
 * @example
 * <FieldsForm source={source}>
 *   <ChangeSummary />
 *   <RemainingFields />
 *   <SubmitButton />
 * </FieldsForm>
 *
 * @example
 * <ChangeSummary base={lastApproved} showInvisible />
 */
export function ChangeSummary({
  base,
  showInvisible = false,
  headingLevel = 2,
}: ChangeSummaryProps) {
  const { messages } = useFieldsFormContext('<ChangeSummary>');
  const changes = useChanges(base, { invisible: showInvisible });
  return changeSummaryView(changes, messages, useId(), headingLevel);
}

/**
 * The summary's markup for rows in hand: `<ChangeSummary>` and the review's summary at the top
 * draw through it (one code path).
 *
 * @example
 * return changeSummaryView(useChanges(base), messages, useId(), 2);
 */
export function changeSummaryView(
  changes: EnvelopeChanges,
  messages: FormMessages,
  id: string,
  level: 2 | 3 | 4 | 5,
): ReactNode {
  const Heading = `h${level}` as const;
  const count = changes.changed.length + changes.added.length + changes.removed.length;
  const sections: [string, readonly ChangeRow[]][] = [
    [messages.changesChanged, changes.changed],
    [messages.changesAdded, changes.added],
    [messages.changesRemoved, changes.removed],
  ];
  return (
    <section className="ef-changes" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="ef-changes-title">
        {messages.changesTitle}
      </Heading>
      <ChangeCount count={count} messages={messages} />
      {sections.map(([title, rows], index) =>
        rows.length === 0 ? null : (
          <ChangeTable
            key={title}
            id={`${id}-${index}`}
            title={title}
            rows={rows}
            messages={messages}
            level={(level + 1) as 3 | 4 | 5 | 6}
          />
        ),
      )}
    </section>
  );
}

function ChangeTable(props: {
  id: string;
  title: string;
  rows: readonly ChangeRow[];
  messages: FormMessages;
  level: 3 | 4 | 5 | 6;
}) {
  const { id, title, rows, messages } = props;
  // The count's digits by the form's locale ("Entfernt (1.000)"), as the count's own are.
  const { locale } = useFieldsFormContext('<ChangeSummary>');
  const Heading = `h${props.level}` as const;
  const groups = groupRows(rows);
  return (
    <>
      <Heading id={id} className="ef-changes-heading">
        {title} ({numberFormat(locale).format(rows.length)})
      </Heading>
      <table className="ef-changes-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{messages.changesField}</th>
            <th scope="col">{messages.changesBefore}</th>
            <th scope="col">{messages.changesAfter}</th>
          </tr>
        </thead>
        {groups.map(([group, grouped]) => (
          <tbody key={group}>
            {group === '' ? null : (
              <tr>
                <th scope="colgroup" colSpan={3} className="ef-changes-group">
                  {group}
                </th>
              </tr>
            )}
            {grouped.map((row) => (
              <tr key={row.key} data-ef-property={row.property}>
                <th scope="row">
                  {row.label}
                  {row.visible ? null : <span className="ef-help"> {messages.changesHidden}</span>}
                </th>
                <td>{valueText(row.before, messages)}</td>
                <td>{valueText(row.after, messages)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}

/** Rows under the groups they sit in (`Trip › Meals provided`), in the order they come. */
function groupRows(rows: readonly ChangeRow[]): [string, ChangeRow[]][] {
  const groups = new Map<string, ChangeRow[]>();
  for (const row of rows) {
    const group = row.groups.join(' › ');
    const list = groups.get(group);
    if (list) list.push(row);
    else groups.set(group, [row]);
  }
  return [...groups];
}

/**
 * A value's one line, or the form's word for none ("(empty)"): a summary and a review write an
 * empty value the same way.
 *
 * @example
 * valueText(row.before, messages); // 'SEK 1,200.00'
 */
export function valueText(value: ShownValue | null, messages: FormMessages): string {
  if (value === null) return '';
  return value.text === '' ? messages.emptyValue : value.text;
}
