// "At most one create per save attempt" (ARCHITECTURE.md "Submit"): the creates (POST) whose
// outcome no answer told, and the creates that must not go out while one is open.
import type { ModelCall, SubmitReply } from './modelBackend';

/** A create went out and no answer told the page whether the service stored it. */
interface OpenCreate {
  call: number;
  key: string | undefined;
  /** The page that sent it. */
  page: number;
  /** That page had no edits of its own: no draft of it holds the key. */
  untouched: boolean;
  /** Every page since took the draft that holds the key (none discarded it or passed it by). */
  handedOn: boolean;
}

/** What the ledger is told of the run. */
export interface LedgerSetup {
  /** The service honours idempotency keys (`idempotentCreates`): a repeat with the key is safe. */
  keyed: boolean;
  /** See `WorldOptions.strictKeys`. */
  strictKeys: boolean;
  problems: string[];
}

/**
 * The ledger of creates. While one is open, another create may go out only with its key, and only
 * when the service honours keys; it closes on a definite answer, or when the user says it was
 * not stored ("Save it again").
 *
 * @example
 * const ledger = createLedger({ keyed: true, strictKeys: false, problems });
 * ledger.sent(call, page, false);
 */
export function createLedger(setup: LedgerSetup) {
  let open: OpenCreate | null = null;
  return {
    /**
     * The user asks for a save. A keyed create of an earlier page goes on only through its draft
     * (draftStorage.ts `saveKey`): on a page where no draft was taken, or where the draft taken
     * cannot hold it (the create's page wrote none, or a page between passed it by), this save is
     * a new attempt with a new key, unless `strictKeys` says the engine must keep it all the same.
     */
    asked(page: number, draftTaken: boolean) {
      const lost = open !== null && (!draftTaken || open.untouched || !open.handedOn);
      const dropped = open !== null && open.page !== page && lost;
      if (dropped && setup.keyed && !setup.strictKeys) open = null;
    },
    /** A page goes away: one after the create's that did not take the draft lost its key. */
    pageLeft(page: number, draftTaken: boolean) {
      if (open && open.page !== page && !draftTaken) open.handedOn = false;
    },
    /** A save request left the device on `page`. */
    sent(call: ModelCall, page: number, untouched: boolean) {
      if (call.method !== 'POST' || call.refused) return;
      if (open && !(setup.keyed && open.key === call.idempotencyKey))
        setup.problems.push(
          `create #${call.id} (key ${call.idempotencyKey}) sent while create #${open.call} ` +
            `(key ${open.key}) may have been stored`,
        );
      open = { call: call.id, key: call.idempotencyKey, page, untouched, handedOn: true };
    },
    /** A save's reply arrived: a definite one closes its create (a lost one or a 502 does not). */
    answered(call: ModelCall, reply: SubmitReply) {
      if (open?.call === call.id && reply !== 'lost' && reply !== 'gateway502') open = null;
    },
    /** "Save it again": the user checked that the open create was not stored. */
    notStored() {
      open = null;
    },
  };
}

/** The ledger of one run. */
export type CreateLedger = ReturnType<typeof createLedger>;
