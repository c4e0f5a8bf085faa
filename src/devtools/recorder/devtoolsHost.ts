import { createContext } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { WireNames } from '../../core/wire/wireNames';

/**
 * A place that shows the devtools' history outside the page (this repository's Storybook panel):
 * every `<FieldsDevtools>` below it hands it its session, and draws its own button and panel only
 * when the host says so.
 */
export interface DevtoolsHost {
  /** Draw the button and the panel in the page too; false: the host shows the history itself. */
  inPage: boolean;
  /**
   * A `<FieldsDevtools>` mounted on this session; returns what to call when it unmounts. The host
   * listens to the session only while it shows something (the event stream is free when off).
   */
  attach(session: FormSession, options: { wireNames?: Partial<WireNames> }): () => void;
}

/**
 * The host of the `<FieldsDevtools>` below, or null (the default: they draw in the page). Not a
 * public export of `expense-fields/devtools`: the stories' decorator provides it
 * (ARCHITECTURE.md "Devtools").
 *
 * @example
 * <DevtoolsHostContext.Provider value={{ inPage: false, attach }}><Story /></DevtoolsHostContext.Provider>
 */
export const DevtoolsHostContext = createContext<DevtoolsHost | null>(null);
