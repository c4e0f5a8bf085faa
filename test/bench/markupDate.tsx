// The date field of the bench's `markup` page, drawn by bare React in one of three DOMs, for
// weighing a date field's design before building it (`lib=markup-<design>`): `native` (plain
// `markup`) an `<input type="date">`; `segments` our field's DOM as it is (a group of three spin
// buttons with their names and values for screen readers, the separators, the calendar button,
// the spelled-out echo: 16 elements); `input` one text input whose sections a field would select
// by range, with the same button and echo (5 elements).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface MarkupDateProps {
  id: string;
  value: string;
  spelled: string;
  design: string;
}

/** One segment of the segmented DOM, with the attributes the field gives it. */
function Segment(props: {
  id: string;
  labelId: string;
  echoId: string;
  name: string;
  min: number;
  max: number;
  now: number;
  text: string;
  spoken: string;
}) {
  return (
    <span
      id={props.id}
      role="spinbutton"
      className="ef-date-segment"
      data-segment={props.name}
      tabIndex={0}
      contentEditable
      suppressContentEditableWarning
      inputMode="numeric"
      spellCheck={false}
      autoCorrect="off"
      aria-label={props.name}
      aria-labelledby={`${props.id} ${props.labelId}`}
      aria-describedby={props.echoId}
      aria-valuemin={props.min}
      aria-valuemax={props.max}
      aria-valuenow={props.now}
      aria-valuetext={props.spoken}
    >
      {props.text}
    </span>
  );
}

/**
 * A date field's DOM in the design asked for.
 *
 * @example
 * <MarkupDate id={id} value="2026-04-13" spelled="Apr 13, 2026" design="input" />
 */
export function MarkupDate({ id, value, spelled, design }: MarkupDateProps) {
  const echoId = `${id}-echo`;
  const labelId = `${id}-label`;
  const [year = '', month = '', day = ''] = value.split('-');
  const echo = (
    <span className="ef-help" id={echoId}>
      {spelled}
    </span>
  );
  const button = (
    <button
      type="button"
      className="ef-date-button"
      aria-label="Choose date"
      aria-haspopup="dialog"
      aria-expanded="false"
    >
      <span aria-hidden="true">▦</span>
    </button>
  );
  if (design === 'segments')
    return (
      <div className="ef-date">
        <div className="ef-date-control">
          <div
            role="group"
            className="ef-date-field"
            aria-labelledby={labelId}
            aria-describedby={echoId}
            data-ef-date="date"
            data-ef-value={value}
          >
            <Segment
              {...{ id, labelId, echoId }}
              name="month"
              min={1}
              max={12}
              now={Number(month)}
              text={month}
              spoken={`${month} – ${MONTHS[Number(month) - 1] ?? ''}`}
            />
            <span className="ef-date-literal" aria-hidden="true">
              /
            </span>
            <Segment
              {...{ labelId, echoId }}
              id={`${id}-day`}
              name="day"
              min={1}
              max={31}
              now={Number(day)}
              text={day}
              spoken={day}
            />
            <span className="ef-date-literal" aria-hidden="true">
              /
            </span>
            <Segment
              {...{ labelId, echoId }}
              id={`${id}-year`}
              name="year"
              min={1}
              max={9999}
              now={Number(year)}
              text={year}
              spoken={year}
            />
          </div>
          {button}
        </div>
        {echo}
      </div>
    );
  if (design === 'input')
    return (
      <div className="ef-date">
        <div className="ef-date-control">
          <input
            className="ef-input"
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={echoId}
            defaultValue={`${month}/${day}/${year}`}
          />
          {button}
        </div>
        {echo}
      </div>
    );
  return (
    <div className="ef-date">
      <input
        className="ef-input"
        max="2026-11-26"
        lang="en"
        id={id}
        aria-describedby={echoId}
        type="date"
        defaultValue={value}
      />
      {echo}
    </div>
  );
}
