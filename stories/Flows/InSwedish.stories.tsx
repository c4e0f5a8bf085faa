import { expect, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default { title: 'Flows/In Swedish', component: StoryForm } satisfies FormMeta;

/**
 * A wholly Swedish form: the library's own words, and the service's labels, list values and
 * messages too, since the form sends its locale as `Accept-Language` (the mock answers in English
 * and Swedish). Amounts are typed and shown as Swedes write them and sent as numbers.
 */
export const WhollySwedish: Story = formStory(
  { args: { locale: 'sv' } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Rapportens namn', 'Lunch med kund');
      await form.setDate('Inköpsdatum', '2026-11-20');
      await form.fill('Belopp', '1 234,50');
      await form.choose('Kategori', 'Kaffe');
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('combobox', { name: /^Utgiftstyp/ })).toHaveValue('Kvitto');
      await expect((await form.values())['verification.amount']).toBe(1234.5);
      await expect(await form.submit()).toBe('warnings');
      // The service's warning in Swedish, under the library's own heading and button.
      await expect((await form.summary()).warnings).toContain('Kvitto: Inget kvitto är bifogat.');
      await expect(canvas.getByRole('button', { name: 'Spara ändå' })).toBeVisible();
    },
  },
);
