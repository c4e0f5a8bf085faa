import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { TextControl } from '../../../src/controls/text/TextControl';
import { NumberControl } from '../../../src/controls/double/NumberControl';
import { SwitchControl } from '../../../src/controls/switch/SwitchControl';
import { DateControl } from '../../../src/controls/date/DateControl';
import type { ControlProps } from '../../../src/registry/types';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { RemainingFields } from '../../../src/react/layout/RemainingFields';
import { RedoButton } from '../../../src/react/history/RedoButton';
import { UndoButton } from '../../../src/react/history/UndoButton';
import { ChangeSummary } from '../../../src/react/changes/ChangeSummary';
import { SubmitButton } from '../../../src/react/status/SubmitButton';
import { useFieldsFormContext } from '../../../src/react/form/FieldsFormContext';
import type { FormSession } from '../../../src/core/session/context/formSession';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { wireField, versionField } from '../../../src/mock/scenarios/wireField';
import { withQuery } from '../../tools/formHarness';
import { renderCounter } from '../../tools/renderCounter';

const renders = new Map<string, number>();
const counting = (Inner: (props: ControlProps) => React.ReactNode) =>
  function Counting(props: ControlProps) {
    renders.set(props.item.property, (renders.get(props.item.property) ?? 0) + 1);
    return Inner(props);
  };

function envelopeOf(count: number) {
  const types = ['TEXT', 'DOUBLE', 'SWITCH', 'INTEGER'];
  return parseEnvelope({
    fields: [
      ...Array.from({ length: count }, (_, index) => {
        const type = types[index % types.length] as string;
        return wireField(`f${index}`, type, `Field ${index}`, {
          value: type === 'SWITCH' ? false : type === 'TEXT' ? `v${index}` : index,
        });
      }),
      versionField(1),
    ],
  });
}

/** A back end that serves `envelope`, echoes re-calls and commands, and never saves. */
function echoTransport(envelope: FieldsEnvelope, refusal = 'not in this test'): FieldsTransport {
  return {
    load: async () => envelope,
    recall: async (body) => body,
    command: async (body) => body,
    submit: async () => {
      throw new Error(refusal);
    },
  };
}

describe('render isolation', () => {
  it('one keystroke in a 200-field form renders only that field’s control, and no form-level render', async () => {
    const transport = echoTransport(envelopeOf(200), 'not in this test');
    const controls = {
      TEXT: counting(TextControl),
      DOUBLE: counting(NumberControl),
      INTEGER: counting(NumberControl),
      SWITCH: counting(SwitchControl),
    };
    let commits = 0;
    let actionRenders = 0;
    const user = userEvent.setup();
    render(
      withQuery(
        <Profiler id="form" onRender={() => (commits += 1)}>
          <FieldsForm
            source={{ transport, key: 'bench-200' }}
            controls={controls}
            renderActions={() => {
              actionRenders += 1;
              return <button type="submit">Save</button>;
            }}
          />
        </Profiler>,
      ),
    );
    const middle = await screen.findByRole('textbox', { name: 'Field 100' });
    expect(renders.size).toBe(200);
    await user.click(middle);
    renders.clear();
    commits = 0;
    const actionsBefore = actionRenders;

    await user.keyboard('x');

    expect(middle).toHaveValue('v100x');
    expect([...renders]).toEqual([['f100', 1]]);
    expect(commits).toBe(1);
    expect(actionRenders).toBe(actionsBefore);

    renders.clear();
    commits = 0;
    await user.keyboard('yz');
    expect([...renders]).toEqual([['f100', 2]]);
    expect(commits).toBe(2);
    expect(actionRenders).toBe(actionsBefore);
  }, 20_000);

  it('with the built-in controls a keystroke renders no component; a message that appears or clears renders two', async () => {
    const transport = echoTransport(envelopeOf(200), 'never sent: the client check stops it');
    let commits = 0;
    const user = userEvent.setup();
    render(
      withQuery(
        <Profiler id="form" onRender={() => (commits += 1)}>
          <FieldsForm
            source={{ transport, key: 'renders-native-200' }}
            renderActions={() => <button type="submit">Save</button>}
          />
        </Profiler>,
      ),
    );
    const middle = await screen.findByRole('textbox', { name: 'Field 100' });
    await user.click(middle);
    commits = 0;
    renderCounter.reset();

    await user.keyboard('xyz');

    expect(middle).toHaveValue('v100xyz');
    expect(commits).toBe(0);
    expect(renderCounter.names).toEqual([]);

    // After a failed submit the form checks a wrong field as it is fixed (spec: INTEGER).
    const integer = screen.getByRole('textbox', { name: 'Field 103' });
    await user.type(integer, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(integer).toHaveAttribute('aria-invalid', 'true');
    await user.click(integer);
    renderCounter.reset();

    await user.keyboard('{Backspace}'); // valid again: the message clears

    expect(integer).not.toHaveAttribute('aria-invalid');
    expect(renderCounter.names.sort()).toEqual(['ErrorSummary', 'Field']);
    renderCounter.reset();

    await user.keyboard('z'); // wrong again: the message appears

    expect(integer).toHaveAttribute('aria-invalid', 'true');
    expect(renderCounter.names.sort()).toEqual(['ErrorSummary', 'Field']);
    renderCounter.reset();

    await user.keyboard('q'); // still wrong, same message: nothing renders
    expect(renderCounter.names).toEqual([]);
  }, 60_000); // 200 fields in jsdom: 20 s when the four time-zone projects run beside it

  it('a keystroke renders no component and works out no change without a change summary; with one, the summary alone', async () => {
    const transport = echoTransport(envelopeOf(40), 'not in this test');
    const user = userEvent.setup();
    let engine: FormSession | null = null;
    function Engine() {
      engine = useFieldsFormContext().session.engine;
      return null;
    }
    const form = (summary: boolean) =>
      withQuery(
        <FieldsForm source={{ transport, key: `renders-changes-${summary}` }} drafts={false}>
          <Engine />
          {summary ? <ChangeSummary /> : null}
          <RemainingFields />
        </FieldsForm>,
      );
    const { rerender } = render(form(false));
    const field = await screen.findByRole('textbox', { name: 'Field 20' });
    const current = vi.spyOn(engine as unknown as FormSession, 'currentEnvelope');
    await user.click(field);
    renderCounter.reset();

    await user.keyboard('x');

    expect(renderCounter.names).toEqual([]);
    expect(current).not.toHaveBeenCalled();

    rerender(form(true));
    await screen.findByRole('region', { name: 'Changes' });
    await user.click(screen.getByRole('textbox', { name: 'Field 20' }));
    renderCounter.reset();

    await user.keyboard('y');

    // The summary, its count (none before: "1 change" now) and its table of changed fields: no
    // field, no other part.
    expect(renderCounter.names).toEqual(['ChangeSummary', 'ChangeCount', 'ChangeTable']);
  });
  it('with reviewBeforeSave a keystroke renders nothing and works out no change; with the step open, the step alone', async () => {
    const transport = echoTransport(envelopeOf(40), 'not in this test');
    const user = userEvent.setup();
    let engine: FormSession | null = null;
    function Engine() {
      engine = useFieldsFormContext().session.engine;
      return null;
    }
    render(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'renders-review-step' }}
          drafts={false}
          reviewBeforeSave
        >
          <Engine />
          <RemainingFields />
          <SubmitButton />
        </FieldsForm>,
      ),
    );
    const field = await screen.findByRole('textbox', { name: 'Field 20' });
    const current = vi.spyOn(engine as unknown as FormSession, 'currentEnvelope');
    await user.click(field);
    renderCounter.reset();

    await user.keyboard('x');

    expect(renderCounter.names).toEqual([]);
    expect(current).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('textbox', { name: 'Field 20' }));
    renderCounter.reset();

    await user.keyboard('y');

    // The step's summary of what changed: no field, no other part.
    expect(screen.getByRole('dialog', { name: 'Review your changes' })).toBeInTheDocument();
    expect(renderCounter.names).toEqual(['SaveReviewStep', 'ChangeTable']);
  });

  it('with the history parts on screen, typing renders only the undo button, once, as undo becomes possible', async () => {
    const transport = echoTransport(envelopeOf(200), 'not saved here');
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'renders-history-200' }}>
          <RemainingFields />
          <UndoButton />
          <RedoButton />
        </FieldsForm>,
      ),
    );
    const middle = await screen.findByRole('textbox', { name: 'Field 100' });
    await user.click(middle);
    renderCounter.reset();

    await user.keyboard('x'); // the first step: undo becomes possible
    expect(renderCounter.names).toEqual(['HistoryButton']);
    renderCounter.reset();

    await user.keyboard('yz'); // the same step goes on: nothing renders
    expect(renderCounter.names).toEqual([]);
    const other = screen.getByRole('textbox', { name: 'Field 104' });
    await user.click(other);
    renderCounter.reset();
    await user.keyboard('q'); // a new step in another field: undo was possible already
    expect(renderCounter.names).toEqual([]);
  }, 60_000);

  it('a digit in a date segment renders nothing; one that ends a segment and changes the value renders that field alone, once', async () => {
    const dates = parseEnvelope({
      fields: [
        ...Array.from({ length: 100 }, (_, index) =>
          wireField(`f${index}`, index % 5 === 0 ? 'DATE' : 'TEXT', `Field ${index}`, {
            value: index % 5 === 0 ? null : `v${index}`,
          }),
        ),
        versionField(1),
      ],
    });
    const transport = echoTransport(dates, 'not in this test');
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'renders-dates' }}
          locale="de"
          controls={{ DATE: counting(DateControl), TEXT: counting(TextControl) }}
        />,
      ),
    );
    const group = await screen.findByRole('group', { name: 'Field 50' }, { timeout: 5000 });
    const [day, month, year] = within(group).getAllByRole('spinbutton');
    await user.click(day as HTMLElement);
    /** What one key renders: the components, and the fields whose control ran. */
    const press = async (key: string) => {
      renderCounter.reset();
      renders.clear();
      await user.keyboard(key);
      return { components: renderCounter.names, fields: Object.fromEntries(renders) };
    };
    const none = { components: [], fields: {} };
    const field50 = { components: ['Field'], fields: { f50: 1 } };

    // `2` may become `25`: the segment shows it, and nothing renders.
    expect(await press('2')).toEqual(none);
    expect(day).toHaveTextContent('2');
    // `0` ends the day: the form is told its value (not a date yet), and that field renders once.
    expect(await press('0')).toEqual(field50);
    expect(month).toHaveFocus();
    // A separator in the empty month, and the month's digits: the value is still partial.
    for (const key of ['.', '1', '1']) expect(await press(key)).toEqual(none);
    expect(year).toHaveFocus();
    for (const key of ['2', '0', '2']) expect(await press(key)).toEqual(none);
    // The last digit makes the date whole: told, one render of that field.
    expect(await press('6')).toEqual(field50);
    expect(year).toHaveAttribute('aria-valuenow', '2026');
    expect(group).toHaveAttribute('data-ef-value', '2026-11-20');
  }, 60_000);
});
