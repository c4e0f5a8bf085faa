import { visuallyHidden } from '../parts/visuallyHidden';
import { memo, useId, type ReactNode } from 'react';
import { shownValue, type ShownValue } from '../../core/changes/shownValue';
import { holdsValue } from '../../core/wire/fieldIndex';
import type { FieldItem } from '../../core/wire/model/types';
import { controlTypeOf } from '../../core/wire/controlTypeOf';
import { controlEntryFor } from '../../registry/resolveControls';
import { useListValues } from '../../controls/list/useListValues';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';
import { valueText } from '../changes/ChangeSummary';
import { formShowOptions } from '../changes/formShowOptions';
import type { FieldsFormContextValue } from '../form/FieldsFormContext';
import { reviewMarks } from './reviewChanges';

/**
 * Field items as a review shows them (ARCHITECTURE.md "Review and changes"): each run of fields a
 * description list (label, then value as text), a FIELD_GROUP a section with a heading, an
 * INFORMATION notice as it is. With the form's `base`, a changed field says its earlier value
 * and an added one says it is new. `depth` is the heading level of this list's groups.
 *
 * @example
 * return reviewElements(envelope.fields, useFieldsFormContext(), 3);
 */
export function reviewElements(
  items: readonly FieldItem[],
  form: FieldsFormContextValue,
  depth = 3,
): ReactNode {
  const out: ReactNode[] = [];
  let run: ReactNode[] = [];
  const endRun = () => {
    if (run.length === 0) return;
    out.push(
      <dl key={`dl-${out.length}`} className="ef-review-list">
        {run}
      </dl>,
    );
    run = [];
  };
  for (const item of items) {
    if (!item.visible) continue;
    const key = form.session.keyOf(item);
    if (holdsValue(item)) {
      run.push(<ReviewEntry key={key} item={item} fieldKey={key} form={form} />);
      continue;
    }
    endRun();
    out.push(
      controlTypeOf(item.controlType).nested ? (
        <ReviewGroup key={key} item={item} form={form} depth={depth} />
      ) : (
        <ReviewNotice key={key} item={item} fieldKey={key} form={form} />
      ),
    );
  }
  endRun();
  return out;
}

/** A field with no value (a notice): its own control, as the form shows it. */
function ReviewNotice(props: { item: FieldItem; fieldKey: string; form: FieldsFormContextValue }) {
  const { item, form } = props;
  const Control = controlEntryFor(form.registry, item.controlType).component;
  return (
    <Control
      {...({
        item,
        id: form.session.domId(props.fieldKey),
        messages: form.messages,
      } as ControlProps)}
    />
  );
}

function ReviewGroup(props: { item: FieldItem; form: FieldsFormContextValue; depth: number }) {
  const { item, form } = props;
  const id = useId();
  const Heading = `h${Math.min(props.depth, 6)}` as 'h3';
  const children = item.fields ?? [];
  return (
    <section className="ef-review-group" aria-labelledby={id} data-ef-property={item.property}>
      <Heading id={id} className="ef-review-group-title">
        {item.name ?? item.property}
      </Heading>
      {children.some((child) => child.visible) ? (
        reviewElements(children, form, props.depth + 1)
      ) : item.replacementText ? (
        <p className="ef-help">{item.replacementText}</p>
      ) : null}
    </section>
  );
}

const ReviewEntry = memo(function ReviewEntry(props: {
  item: FieldItem;
  fieldKey: string;
  form: FieldsFormContextValue;
}) {
  const { item, fieldKey, form } = props;
  const { messages, session } = form;
  const envelope = session.engine.getSnapshot().envelope;
  const show = formShowOptions(form);
  const shown = shownValue(envelope ?? { fields: [item] }, item, show);
  const marks = reviewMarks(form.base, envelope, show);
  const change = marks.changed.get(fieldKey);
  const added = marks.added.has(fieldKey);
  return (
    <div
      className="ef-review-field"
      id={session.domId(fieldKey)}
      data-ef-property={item.property}
      data-ef-change={change ? 'changed' : added ? 'added' : undefined}
    >
      <dt className="ef-label">
        {item.name ?? item.property}
        {added ? <span className="ef-review-mark"> ({messages.reviewNew})</span> : null}
      </dt>
      <dd className="ef-review-value" data-ef-type={item.controlType}>
        {valueView(item, shown, form)}
        {change ? (
          <span className="ef-review-was">
            {formatMessage(messages.reviewWas, { value: valueText(change.before, messages) })}
          </span>
        ) : null}
      </dd>
    </div>
  );
});

function valueView(item: FieldItem, shown: ShownValue, form: FieldsFormContextValue): ReactNode {
  const { messages } = form;
  // An app's own type may draw its value (ARCHITECTURE.md "Control types"); the rest is data.
  const Review = controlEntryFor(form.registry, item.controlType).review;
  if (Review) return <Review item={item} shown={shown} locale={form.locale} messages={messages} />;
  if (shown.files && shown.files.length > 0) {
    return (
      <ul className="ef-files">
        {shown.files.map((file) => (
          <li key={file.id} className="ef-file">
            {file.url ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.contentType.startsWith('image/') ? (
                  <img src={file.url} alt="" className="ef-thumbnail" />
                ) : null}
                {formatMessage(messages.openFile, { name: file.name })}
                <span className="ef-visually-hidden" style={visuallyHidden}>
                  {' '}
                  {messages.opensInNewTab}
                </span>
              </a>
            ) : (
              file.name
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (shown.items && shown.items.length > 0) {
    return (
      <ul className="ef-review-items">
        {shown.items.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    );
  }
  if (shown.link) {
    return (
      <a href={shown.link} target="_blank" rel="noopener noreferrer">
        {shown.text}
        <span className="ef-visually-hidden" style={visuallyHidden}>
          {' '}
          {messages.opensInNewTab}
        </span>
      </a>
    );
  }
  if (shown.lookup) return <ListName lookup={shown.lookup} form={form} />;
  return valueText(shown, messages);
}

/**
 * A LIST value whose name the form does not know: asked for once by id with the list's `filter`
 * (spec 4.1), as the LIST control does (`useListValues`, the same query key: a name already
 * fetched is not fetched again, and what comes is kept in the form's list names, where the
 * review's change summary reads it); the id until it comes.
 */
function ListName(props: {
  lookup: NonNullable<ShownValue['lookup']>;
  form: FieldsFormContextValue;
}) {
  const { form } = props;
  const { url, id } = props.lookup;
  const { lookup } = useListValues({
    url,
    loadList: form.session.loadList(url) ?? undefined,
    locale: form.locale,
    names: form.session.listNames.of(url, form.locale),
    search: null,
    lookupId: id,
  });
  return lookup?.data?.data.find((option) => option.id === id)?.name ?? id;
}
