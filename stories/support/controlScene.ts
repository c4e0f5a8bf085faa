import type { JsonObject } from '../../src/core/wire/model/types';
import { wireField } from '../../src/mock/scenarios/wireField';
import type { ControlArgs } from './controlAttributes';
import { formSnippet } from './formSnippet';
import type { MockSetup } from './mockSetup';
import { coded } from './snippetWriter';
import type { StoryFormProps } from './StoryForm';

/** What a control story renders: `<StoryForm>`'s props, and the mock's envelope when on the mock. */
export interface ControlScene {
  props: StoryFormProps;
  mock?: MockSetup & { organizationId: string; envelope: JsonObject };
}

/** Drops the args the panel left unset, so the item has only what was given. */
function given(attributes: Partial<ControlArgs>): JsonObject {
  return Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => value !== undefined),
  ) as JsonObject;
}

/**
 * The story's one field item as the service writes it (spec 2.7): the fixed attributes of its
 * harness, then the attributes the panel sets. An item carries errors only; a WARNING goes in
 * `validationErrors` instead (see {@link controlEnvelope}).
 *
 * @example
 * controlField({ item: { property: 'date', controlType: 'DATE' }, name: 'Date', mandatory: true });
 */
export function controlField(args: ControlArgs): JsonObject {
  const { item, onMock: _onMock, locale: _locale, readOnly: _readOnly, ...attributes } = args;
  const { name, error, errorText, errorLevel, ...rest } = attributes;
  const { property, controlType, beside: _beside, ...fixed } = item;
  const onItem = errorLevel !== 'WARNING';
  return wireField(property, controlType, name ?? null, {
    ...fixed,
    ...given(rest),
    error: (onItem && error) || null,
    errorText: (onItem && errorText) || null,
  });
}

/**
 * The envelope of a control story: its field (and the fields its harness puts beside it), and a
 * WARNING as a `validationErrors` entry of the field's property. Its snippet code declares the
 * field item and the envelope by name (`const field`, `const envelope`).
 *
 * @example
 * <FieldsForm source={source} initialEnvelope={controlEnvelope(args)} />
 */
export function controlEnvelope(args: ControlArgs): JsonObject {
  const field = controlField(args);
  const { beside = [], ...item } = args.item;
  const others = Array.isArray(beside) ? beside : [];
  const warning =
    args.errorLevel === 'WARNING' && (args.error || args.errorText)
      ? [
          {
            property: item.property,
            code: args.error || 'WARNING',
            message: args.errorText ?? '',
            level: 'WARNING',
          },
        ]
      : [];
  const envelope: JsonObject = {
    fields: [field, ...others],
    ...(warning.length > 0 ? { validationErrors: warning } : {}),
  };
  return coded(envelope, (writer) => {
    const json = writer.use('expense-fields/core', 'type JsonObject');
    writer.declare(
      `// The field item (spec 2.7) as the service sends it.\nconst field: ${json} = ${writer.value(field, 0, 26)};`,
    );
    // The field by its name, the fields beside it written out.
    const fields = [coded({}, () => 'field'), ...others];
    const entries = [
      ['fields', (at: number, col: number) => writer.value(fields, at, col)] as const,
      ...(warning.length > 0
        ? [
            [
              'validationErrors',
              (at: number, col: number) => writer.value(warning, at, col),
            ] as const,
          ]
        : []),
    ];
    writer.declare(`const envelope = ${writer.object(entries, 0, 17)};`);
    return 'envelope';
  });
}

/**
 * The props and mock setup a control story's args make: `<FieldsForm initialEnvelope>` on the
 * story's envelope, served by a static transport, or by the mock service for the harness's
 * organization (`onMock`: LIST values and uploads need it).
 *
 * @example
 * const { props, mock } = controlScene(args);
 */
export function controlScene(args: ControlArgs): ControlScene {
  const envelope = controlEnvelope(args);
  const form: StoryFormProps = {
    initialEnvelope: envelope,
    ...(args.locale ? { locale: args.locale } : {}),
    ...(args.readOnly ? { readOnly: true } : {}),
  };
  if (!args.onMock) return { props: { envelope, ...form } };
  return {
    props: { organizationId: args.onMock, ...form },
    mock: { organizationId: args.onMock, envelope },
  };
}

/**
 * "Show code" of a control story for its current args: the field item and the
 * `<FieldsForm initialEnvelope>` that renders it (the story's `docs.source.transform`).
 *
 * @example
 * parameters: { docs: { source: { transform: (_code, { args }) => controlSnippet(args) } } }
 */
export function controlSnippet(args: ControlArgs): string {
  const { props, mock } = controlScene(args);
  return formSnippet(props, mock ? { mock } : {});
}
