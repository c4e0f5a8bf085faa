import { createExpenseClient, isExpenseReport, transportFromClient } from '../../../src/core/index';
import {
  createFormSession,
  createMemoryDrafts,
  createMemoryStore,
  manualNetwork,
  type FormSession,
} from '../../../src/core/session/index';

/** Where the service is and how to sign in: your app's. */
export interface Connection {
  baseUrl: string;
  getAccessToken: () => Promise<string>;
  organizationId: string;
}

/** A session over the new-report envelope, without React, its values typed as Swedes type them. */
function newReportSession({ baseUrl, getAccessToken, organizationId }: Connection) {
  const client = createExpenseClient({ baseUrl, getAccessToken });
  const network = manualNetwork(); // or browserNetwork(), the default: navigator.onLine
  const session = createFormSession({
    transport: transportFromClient(client, organizationId, 'sv'),
    store: createMemoryStore(), // where values and messages live (react-hook-form's in React)
    locale: 'sv',
    network,
    // Drafts keep what was typed, and a save made offline until it has gone (indexedDbDrafts()
    // in a browser).
    drafts: { storage: createMemoryDrafts(), key: `new-report:${organizationId}` },
  });
  return { session, network };
}

/** Types a value as a user does: a `requiresUpdate` field re-calls when focus leaves. */
function type(session: FormSession, property: string, text: string): void {
  const field = session.field(property); // { key, item, shown } | undefined
  if (!field) throw new Error(`The envelope has no ${property}`);
  session.typed(field.key, text);
  session.left(field.key);
}

/**
 * A taxi receipt filed by code (a script, a worker, a screen in another framework): the envelope
 * loaded, two fields typed, the re-calls waited for, then saved. Resolves with the report number.
 */
export async function fileTaxiReport(connection: Connection): Promise<string> {
  const { session } = newReportSession(connection);
  const stop = session.start(); // loads the envelope; stop() aborts what is under way
  try {
    await session.whenReady(); // the first envelope is shown; rejects with the load error
    type(session, 'name', 'Taxi till Arlanda');
    type(session, 'verification.amount', '412,50');
    await session.whenSettled(); // no re-call out, the last reply applied
    await session.submit();
    const { submitState, report } = session.getSnapshot();
    if (submitState !== 'submitted' || !report || !isExpenseReport(report))
      throw new Error(`Not saved: ${submitState}`);
    return report.reportNumber;
  } finally {
    stop();
  }
}

/**
 * A save made offline waits on the device ('queued') and goes out once, when the network port
 * says the device is back. It waits with the draft, so it also survives a reload.
 */
export async function saveWhenBackOnline(connection: Connection): Promise<string[]> {
  const { session, network } = newReportSession(connection);
  const states: string[] = [];
  const unsubscribe = session.subscribe(() => {
    const { submitState } = session.getSnapshot();
    if (states.at(-1) !== submitState) states.push(submitState);
  });
  const stop = session.start();
  await session.whenReady();
  type(session, 'name', 'Parkering');
  type(session, 'verification.amount', '60');
  await session.whenSettled();
  network.setOffline(true);
  await session.submit(); // kept on the device: 'queued'
  network.setOffline(false); // back: the queued save goes out once
  await session.whenSettled();
  unsubscribe();
  stop();
  return states;
}
