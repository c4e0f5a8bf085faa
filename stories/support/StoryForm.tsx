import { useState } from 'react';
import { createExpenseClient } from '../../src/core/http/client';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../src/mock';
import { DefaultActions, FieldsForm, type FieldsFormProps } from '../../src/react/form/FieldsForm';
import { FieldsDevtools } from '../../src/devtools';
import type { FieldsEndpoint } from '../../src/core/http/endpoints';
import { echoTransport } from './echoTransport';
import { coded } from './snippetWriter';
import { useStoryDevtools } from './storyDevtools';
import { useStoryLocale } from './storyLocale';
import { storyMock } from './storyMock';

/** The key of a form on a static envelope (its drafts are off). */
export const STATIC_KEY = 'story';

/** A client of the mock service, as the stories' forms use. */
export function storyClient() {
  return createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
}

/** What every story's form gets unless the story says otherwise; its snippet shows the same. */
export const STORY_DEFAULTS = {
  label: 'Expense report',
  // The mock's clock: "today" is the same in every run, so future-date checks are too.
  now: coded(
    () => new Date(MOCK_NOW),
    (writer) => `() => new Date(${writer.use('expense-fields/mock', 'MOCK_NOW')})`,
  ),
  // One story's draft must never be offered in the next: stories that show drafts give their
  // own storage.
  drafts: false,
} satisfies Partial<FieldsFormProps>;

/** Props of {@link StoryForm}. */
export interface StoryFormProps extends Partial<Omit<FieldsFormProps, 'source'>> {
  /** Serve this envelope without a network; otherwise the form runs on the mock service. */
  envelope?: JsonObject;
  organizationId?: string;
  /** Let the form build its own client (a connection source), so `wireNames` applies. */
  connection?: boolean;
  /** Any fields endpoint of the mock service (`fieldsEndpoints`: stored reports, expenses). */
  endpoint?: FieldsEndpoint;
}

/**
 * `<FieldsForm>` on a static envelope or on the mock service (MSW), made again whenever its source
 * or first envelope changes: a story's args change in the Controls panel, and a form reads its
 * source's envelope once (`initialEnvelope`, a session per source).
 *
 * @example
 * <StoryForm envelope={{ fields: [item] }} locale="sv" />
 */
export function StoryForm(props: StoryFormProps) {
  const { envelope, organizationId, connection, endpoint, initialEnvelope } = props;
  const source = JSON.stringify([envelope, organizationId, connection, endpoint?.key]);
  return <FormOnSource key={`${source}${JSON.stringify(initialEnvelope)}`} {...props} />;
}

/**
 * `<FieldsForm>` on a static envelope or on the mock service (MSW), its source made once. No `QueryClientProvider`:
 * each form keeps its LIST values in a private client of its own, as in an app without one.
 * Unless the toolbar's Devtools item is off (`useStoryDevtools`), `<FieldsDevtools>` goes inside the
 * form: it feeds Storybook's "Fields devtools" panel, and shows in the canvas too when the toolbar
 * asks for the button or the open panel (`stories/support/storyDevtools.tsx`).
 */
function FormOnSource({
  envelope,
  organizationId = MOCK_IDS.swedishOrg,
  connection,
  endpoint,
  ...props
}: StoryFormProps) {
  const [source] = useState<FieldsFormProps['source']>(() => {
    if (envelope) return { transport: echoTransport(envelope), key: STATIC_KEY };
    if (connection)
      return { organizationId, baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN };
    const client = storyClient();
    return endpoint ? { client, endpoint } : { organizationId, client };
  });
  const devtools = useStoryDevtools();
  // The toolbar's language wins over the story's own (stories/support/storyLocale.tsx).
  const toolbarLocale = useStoryLocale();
  if (toolbarLocale) props = { ...props, locale: toolbarLocale };
  if (devtools === 'off') return <FieldsForm source={source} {...STORY_DEFAULTS} {...props} />;
  const panel = (
    <FieldsDevtools
      mode="embedded"
      defaultOpen={devtools === 'open'}
      // The fault switches only act on the mock: a static envelope has none to switch.
      {...(envelope ? {} : { mock: storyMock })}
      {...(props.wireNames ? { wireNames: props.wireNames } : {})}
    />
  );
  // The panel reads the form's context, so it goes inside the form: after a story's own layout,
  // else after the default layout's actions (`renderActions` keeps the rest of that layout). It
  // mounts with the fields, so its timeline starts after the first load (README "Devtools").
  const { children, renderActions } = props;
  return (
    <FieldsForm
      source={source}
      {...STORY_DEFAULTS}
      {...props}
      {...(children === undefined || children === null
        ? {
            renderActions: (form) => (
              <>
                {renderActions ? renderActions(form) : <DefaultActions />}
                {panel}
              </>
            ),
          }
        : {
            children: (
              <>
                {children}
                {panel}
              </>
            ),
          })}
    />
  );
}
