// The controls' counts and row numbers in each of the eleven built-in languages, as the control
// draws them: the form its table gives the category of the language's `Intl.PluralRules`, the
// number as `Intl.NumberFormat` of the locale writes it (ARCHITECTURE.md "Languages"). The form's
// own counts: test/unit/form/countsInLanguages.test.tsx.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { CustomFieldList, JsonObject } from '../../../src/core/wire/model/types';
import { BUILT_IN_MESSAGES, type FormMessages } from '../../../src/i18n/messages';
import { BUILT_IN_LANGUAGES } from '../../../src/i18n/textLanguage';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { GuestListControl } from '../../../src/controls/guestList/GuestListControl';
import { fieldFrame } from '../../../src/registry/fieldFrame';
import { field } from '../../fixtures/field';
import { manualClock } from '../../tools/manualClock';
import { withQuery } from '../../tools/formHarness';
import { COUNTS, allTables, countText } from '../../tools/countForms';

beforeAll(allTables);

/** `count` values, for a LIST whose url is `/values/{count}`. */
const values = (count: number): CustomFieldList => ({
  meta: { count, total: count, sections: [] },
  suggestions: [],
  data: Array.from({ length: count }, (_, index) => ({ id: `v${index}`, name: `Value ${index}` })),
});

let mounts = 0;
function mountForm(language: string, fields: JsonObject[]) {
  const transport: FieldsTransport = {
    load: async () => parseEnvelope({ fields: [...fields, versionField(1)] }),
    recall: async (body) => body,
    command: async (body) => body,
    submit: async (body) => ({ kind: 'invalid', envelope: body, status: 400 }),
    listValues: async (url) => values(Number(url.split('/').pop())),
  };
  render(
    withQuery(
      <FieldsForm
        source={{ transport, key: `control-counts-${(mounts += 1)}` }}
        locale={language}
        drafts={false}
      />,
    ),
  );
}

const table = (language: string) => BUILT_IN_MESSAGES[language as 'en'] as FormMessages;

/** The GUEST_LIST control alone, as the form draws it, holding `count` guests. */
function guestList(language: string, count: number) {
  const guests = Array.from({ length: count }, (_, index) => ({ name: `${index}`, company: '' }));
  return (
    <GuestListControl
      item={field('GUEST_LIST', { name: 'Guests' })}
      id="guests"
      value={guests}
      onChange={() => undefined}
      onBlur={() => undefined}
      inputRef={null}
      disabled={false}
      readOnly={false}
      required={false}
      invalid={false}
      errorText={null}
      describedBy={undefined}
      locale={language}
      now={() => new Date()}
      clock={manualClock()}
      messages={table(language)}
      renderFields={() => null}
      prefill={() => undefined}
      frame={fieldFrame({
        id: 'guests',
        label: 'Guests',
        required: false,
        scanned: false,
        message: null,
      })}
    />
  );
}

describe.each(BUILT_IN_LANGUAGES)('controls in %s', (language) => {
  it('a guest list counts its guests and numbers its rows in the language', () => {
    const messages = table(language);
    const { container, rerender } = render(guestList(language, 0));
    for (const count of COUNTS) {
      rerender(guestList(language, count));
      const wanted = countText(messages.guestCount, 'count', count, language);
      const shown = container.querySelector('[aria-live="polite"]');
      expect(shown?.textContent, `${count} (${wanted.category})`).toBe(wanted.text);
      expect(shown?.textContent).toContain(wanted.number);
      if (count === 0) continue;
      // The last row (found by place: a query over a thousand rows takes seconds in jsdom).
      const row = within(container.querySelector('li:last-child') as HTMLElement);
      const rowName = countText(messages.guestRow, 'row', count, language);
      expect(
        row.getByRole('textbox', { name: `${messages.guestNameLabel}, ${rowName.text}` }),
      ).toHaveValue(String(count - 1));
      expect(rowName.text).toContain(rowName.number);
      const remove = countText(messages.removeGuest, 'row', count, language);
      expect(row.getByRole('button', { name: remove.text })).toBeInTheDocument();
    }
  }, 60_000); // a thousand rows in jsdom

  it('a guest without a name is named by its row in the language', async () => {
    const user = userEvent.setup();
    const messages = table(language);
    // The check reads what the user edited: the last row's name is cleared. A thousand rows are
    // left out here: a form of them takes 20 s to mount in jsdom on a busy machine (the row's number is written by
    // the same `formatMessage` the decimals' check shows at 1,000 in the form's tests).
    const rows = COUNTS.filter((count) => count > 0 && count < 1000);
    mountForm(
      language,
      rows.map((count) =>
        wireField(`g${count}`, 'GUEST_LIST', `G${count}`, {
          value: Array.from({ length: count }, (_, index) => ({ name: `${index}`, company: '' })),
        }),
      ),
    );
    await screen.findByRole('button', { name: messages.submit });
    for (const count of rows) {
      const group = screen.getByRole('group', { name: new RegExp(`^G${count}\\b`) });
      const row = countText(messages.guestRow, 'row', count, language).text;
      fireEvent.change(
        within(group).getByRole('textbox', { name: `${messages.guestNameLabel}, ${row}` }),
        { target: { value: '' } },
      );
    }
    await user.click(screen.getByRole('button', { name: messages.submit }));
    for (const count of rows) {
      const group = screen.getByRole('group', { name: new RegExp(`^G${count}\\b`) });
      const wanted = countText(messages.guestName, 'row', count, language);
      await waitFor(() => expect(within(group).getByText(wanted.text)).toBeInTheDocument());
      expect(wanted.text).toContain(wanted.number);
    }
  });

  it('a list says how many values it offers in the form of the count', async () => {
    const messages = table(language);
    mountForm(
      language,
      COUNTS.map((count) =>
        wireField(`l${count}`, 'LIST', `L${count}`, { url: `/values/${count}` }),
      ),
    );
    for (const count of COUNTS) {
      const box = await screen.findByRole('combobox', { name: `L${count}` });
      fireEvent.click(box);
      const control = document.getElementById(box.getAttribute('aria-controls') ?? '')
        ?.parentElement as HTMLElement;
      const status = within(control).getByRole('status');
      if (count === 0) {
        await waitFor(() => expect(status).toHaveTextContent(messages.listEmpty));
        continue;
      }
      const wanted = countText(messages.listCount, 'count', count, language);
      await waitFor(() => expect(status.textContent).toBe(wanted.text));
      expect(status.textContent).toContain(wanted.number);
    }
  });
});
