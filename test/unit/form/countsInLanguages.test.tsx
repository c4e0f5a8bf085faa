// Every message of the form that says a number says it in the form's language (ARCHITECTURE.md
// "Languages"): the count's form is the one its table gives the category of the language's
// `Intl.PluralRules`, the number is written by `Intl.NumberFormat` of the locale and names are
// joined by `Intl.ListFormat`, in each of the eleven built-in languages, as the component that
// shows the message draws it. The controls' counts: test/unit/controls/countsInLanguages.test.tsx.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { BUILT_IN_MESSAGES, type FormMessages } from '../../../src/i18n/messages';
import { BUILT_IN_LANGUAGES } from '../../../src/i18n/textLanguage';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { ChangeSummary } from '../../../src/react/changes/ChangeSummary';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { FormField } from '../../../src/react/fields/FormField';
import { SubmitButton } from '../../../src/react/status/SubmitButton';
import { COUNTS, allTables, countText } from '../../tools/countForms';

beforeAll(allTables);

/** A back end whose form holds `fields`; every save is refused by the form before it leaves. */
function transport(fields: JsonObject[]): FieldsTransport {
  return {
    load: async () => parseEnvelope({ fields: [...fields, versionField(1)] }),
    recall: async (body) => body,
    command: async (body) => body,
    submit: async (body) => ({ kind: 'invalid', envelope: body, status: 400 }),
  };
}

let mounts = 0;
/** Renders a form in `language` on `fields` with `children` as its screen (the default one without). */
function mountForm(language: string, fields: JsonObject[], children?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const source = { transport: transport(fields), key: `counts-${(mounts += 1)}` };
  const tree = (screenParts: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <FieldsForm source={source} locale={language} drafts={false}>
        {screenParts}
      </FieldsForm>
    </QueryClientProvider>
  );
  const { rerender } = render(tree(children));
  return (next: ReactNode) => rerender(tree(next));
}

const textFields = (count: number, extra: JsonObject = {}) =>
  Array.from({ length: count }, (_, index) =>
    wireField(`f${index + 1}`, 'TEXT', `Field ${index + 1}`, extra),
  );
const table = (language: string) => BUILT_IN_MESSAGES[language as 'en'] as FormMessages;

describe.each(BUILT_IN_LANGUAGES)('counts in %s', (language) => {
  it('<ChangeSummary> says how many fields changed in the form of the count', async () => {
    const messages = table(language);
    // Against a base of `count` fields the loaded form does not hold: `count` removed rows.
    const base = (count: number) =>
      parseEnvelope({ fields: [...textFields(count, { value: 'x' }), versionField(1)] });
    const show = mountForm(language, [], <ChangeSummary base={base(0)} />);
    const summary = await screen.findByRole('region', { name: messages.changesTitle });
    for (const count of COUNTS) {
      show(<ChangeSummary base={base(count)} />);
      const status = within(summary).getByRole('status');
      if (count === 0) {
        expect(status).toHaveTextContent(messages.noChanges);
        continue;
      }
      const wanted = countText(messages.changesCount, 'count', count, language);
      expect(status.textContent, `${count} (${wanted.category})`).toBe(wanted.text);
      expect(status.textContent).toContain(wanted.number);
      // The section of removed rows says its count with the locale's digits too.
      expect(
        within(summary).getByRole('heading', {
          name: `${messages.changesRemoved} (${wanted.number})`,
        }),
      ).toBeInTheDocument();
    }
  }, 60_000); // a thousand rows in jsdom: seconds when other projects run beside it

  it('the notice of unseen problems counts and lists the fields in the language', async () => {
    const user = userEvent.setup();
    const messages = table(language);
    for (const count of COUNTS) {
      // None unseen: the one field in error is on the screen, and the notice says nothing.
      const fields = textFields(Math.max(count, 1), { mandatory: true });
      mountForm(
        language,
        fields,
        <>
          {count === 0 ? <FormField property="f1" /> : null}
          <SubmitButton />
        </>,
      );
      await user.click(await screen.findByRole('button', { name: messages.submit }));
      if (count === 0) {
        await waitFor(() =>
          expect(screen.getByRole('textbox', { name: /^Field 1/ })).toHaveAttribute(
            'aria-invalid',
            'true',
          ),
        );
        expect(screen.queryByRole('alert')).toBeNull();
      } else {
        const names = fields.map((field) => String(field.name));
        const wanted = countText(messages.unseenProblems, 'count', count, language, {
          names: new Intl.ListFormat(language).format(names),
        });
        const alert = await screen.findByRole('alert');
        expect(alert.textContent, `${count} (${wanted.category})`).toBe(wanted.text);
        expect(alert.textContent).toContain(wanted.number);
      }
      cleanup();
    }
  }, 60_000); // a form of a thousand fields in jsdom

  it('a number with too many decimals is refused in the form of the maximum', async () => {
    const user = userEvent.setup();
    const messages = table(language);
    const decimal =
      new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    // A maxDecimals past what Intl takes (100) is read as absent (an odd attribute, oddValues):
    // the counts a field can carry go through the form.
    const maxima = COUNTS.filter((max) => max <= 100);
    mountForm(
      language,
      maxima.map((max) => wireField(`d${max}`, 'DOUBLE', `D${max}`, { maxDecimals: max })),
    );
    for (const max of maxima) {
      const input = await screen.findByRole('textbox', { name: `D${max}` });
      // One decimal more than the field takes.
      fireEvent.change(input, { target: { value: `1${decimal}${'1'.repeat(max + 1)}` } });
      fireEvent.blur(input);
    }
    await user.click(screen.getByRole('button', { name: messages.submit }));
    for (const max of maxima) {
      const wanted = countText(messages.decimals, 'max', max, language);
      // A form per category: "1 Nachkommastelle", never "1 Nachkommastellen".
      expect(wanted.chosen, messages.decimals).toBe(true);
      const input = screen.getByRole('textbox', { name: `D${max}` });
      await waitFor(() => expect(input).toHaveAccessibleDescription(wanted.text));
      expect(wanted.text).toContain(wanted.number);
    }
  });
});

describe('the forms a reader expects', () => {
  it('Polish, French, German and English say their numbers in their own words', async () => {
    const said = (language: string, key: 'changesCount' | 'decimals', count: number) =>
      countText(table(language)[key], key === 'decimals' ? 'max' : 'count', count, language).text;
    expect(said('pl', 'changesCount', 5)).toBe('5 zmian');
    expect(said('pl', 'changesCount', 22)).toBe('22 zmiany');
    expect(said('de', 'changesCount', 1000)).toBe('1.000 Änderungen');
    expect(said('de', 'decimals', 1)).toBe('Verwenden Sie höchstens 1 Nachkommastelle.');
    expect(said('pl', 'decimals', 1)).toBe('Użyj najwyżej 1 miejsca po przecinku.');
    expect(said('en', 'decimals', 1)).toBe('Use at most 1 decimal.');
    expect(said('fr', 'decimals', 0)).toBe('Utilisez au plus 0 décimale.');
    const unseen = (language: string, count: number) =>
      countText(table(language).unseenProblems, 'count', count, language, { names: 'X' }).text;
    expect(unseen('pl', 4)).toMatch(/^Nie zapisano: 4 pola, których .* wymagają poprawienia: X\.$/);
    expect(unseen('fr', 0)).toMatch(/^Non enregistré\u202f: 0 champ non affiché .* demande /);
  });
});
