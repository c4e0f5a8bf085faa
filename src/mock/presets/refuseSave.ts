import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_WIRE_NAMES } from '../../core/wire/wireNames';
import { isJsonObject } from '../../core/wire/json';
import { saveRoutes, type PresetOptions } from './saveRoutes';

/** Messages by property, as a preset is given them. */
export type MessagesByProperty = Readonly<Record<string, string>>;

/**
 * Answers a save as the service refuses one: 400 with the envelope that was sent and its
 * `validationErrors` (one per property, at `level`). Warnings let "Save anyway" through: a save
 * with `saveDespiteWarnings=true` goes on to the mock.
 *
 * @example
 * server.use(...refuseSave({ 'verification.amount': 'Too much' }, 'ERROR'));
 */
export function refuseSave(
  messages: MessagesByProperty,
  level: 'ERROR' | 'WARNING',
  options: PresetOptions = {},
): HttpHandler[] {
  return saveRoutes(async ({ request }) => {
    const url = new URL(request.url);
    const anyway = [
      DEFAULT_WIRE_NAMES.saveDespiteWarningsParam,
      DEFAULT_WIRE_NAMES.updateSaveDespiteWarningsParam,
    ].some((name) => url.searchParams.get(name) === 'true');
    if (level === 'WARNING' && anyway) return undefined;
    const sent: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    // A body that is no envelope is the mock's to refuse, in its own words.
    if (!isJsonObject(sent)) return undefined;
    const validationErrors = Object.entries(messages).map(([property, message]) => ({
      property,
      code: level === 'ERROR' ? 'INVALID' : 'CHECK',
      message,
      level,
    }));
    return HttpResponse.json({ ...sent, validationErrors }, { status: 400 });
  }, options);
}
