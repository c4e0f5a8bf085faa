import type { WireNames } from '../../src/core/wire/wireNames';
import type { DevtoolsHistory } from '../../src/devtools/recorder/devtoolsLog';
import { exchangeText } from '../../src/devtools/exchanges/exchangeText';
import { wireBody } from '../../src/devtools/exchanges/wireBody';
import type { AddonRow } from './addonEvents';

/**
 * The devtools' history as the Storybook panel gets it over the channel: the panel's own words
 * for each row (`exchangeText`) and the bodies as plain JSON, so the manager needs none of the
 * library.
 *
 * @example
 * channel.emit(HISTORY, { rows: addonRows(log.getSnapshot(), wireNames) });
 */
export function addonRows(
  history: DevtoolsHistory,
  wireNames: Partial<WireNames> | undefined,
): AddonRow[] {
  return history.rows.map((row) => {
    const event = row.end ?? row.sent;
    const text = exchangeText(row);
    return {
      id: row.id,
      kind: text.kind,
      phase: text.phase,
      duration: text.duration,
      status: text.status,
      winner: row.winner,
      requestLine: event.requestLine,
      request: wireBody(event.request, wireNames),
      reply: wireBody(event.reply, wireNames),
      error: text.error,
    };
  });
}
