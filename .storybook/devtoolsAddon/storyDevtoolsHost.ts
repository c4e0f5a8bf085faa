import type { FormSession } from '../../src/core/session/context/formSession';
import type { WireNames } from '../../src/core/wire/wireNames';
import { createDevtoolsLog, type DevtoolsLog } from '../../src/devtools/recorder/devtoolsLog';
import type { DevtoolsHost } from '../../src/devtools/recorder/devtoolsHost';
import { ASK, HISTORY, WATCH, type AddonHistory } from './addonEvents';
import { addonRows } from './addonRows';

/** What the host needs of Storybook's channel (`addons.getChannel()` in the preview). */
export interface AddonChannel {
  on(event: string, listener: (payload: { watching: boolean }) => void): void;
  emit(event: string, payload?: AddonHistory): void;
}

/** The form a story mounted last, and its history while the panel is shown. */
interface Attached {
  session: FormSession;
  wireNames: Partial<WireNames> | undefined;
  log: DevtoolsLog | null;
  stop: (() => void) | null;
}

/**
 * The preview's side of the Storybook panel: each `<FieldsDevtools>` a story renders hands it its
 * session (`DevtoolsHostContext`); while the manager's panel is shown (`WATCH`), the host keeps
 * the history of the story's form (the last one mounted) and sends it whole over the channel on
 * every change (`HISTORY`). While the panel is hidden it listens to nothing, so a story runs as
 * it would without it (the event stream is free when off).
 *
 * @example
 * const host = createStoryDevtoolsHost(addons.getChannel());
 * <DevtoolsHostContext.Provider value={{ inPage: false, attach: host.attach }}>…
 */
export function createStoryDevtoolsHost(channel: AddonChannel): Pick<DevtoolsHost, 'attach'> {
  let watching = false;
  let current: Attached | null = null;

  const send = (attached: Attached) => {
    if (attached !== current || !attached.log) return;
    channel.emit(HISTORY, { rows: addonRows(attached.log.getSnapshot(), attached.wireNames) });
  };
  const listen = (attached: Attached) => {
    if (attached.stop) return;
    const log = createDevtoolsLog(attached.session);
    attached.log = log;
    attached.stop = log.subscribe(() => send(attached));
    send(attached);
  };
  const quiet = (attached: Attached) => {
    attached.stop?.();
    attached.stop = null;
  };

  channel.on(WATCH, ({ watching: shown }) => {
    watching = shown;
    if (!current) return;
    if (shown) listen(current);
    else quiet(current);
  });

  return {
    attach(session, { wireNames }) {
      if (current) quiet(current);
      const attached: Attached = { session, wireNames, log: null, stop: null };
      current = attached;
      // A new form: the panel starts its history again (and says whether it is shown).
      channel.emit(HISTORY, { rows: [] });
      if (watching) listen(attached);
      else channel.emit(ASK);
      return () => {
        quiet(attached);
        if (current === attached) current = null;
      };
    },
  };
}
