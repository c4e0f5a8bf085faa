// The user's and the network's moves, as fast-check commands over a {@link ModelWorld}. Each
// command acts through the session's public surface only, lets the promise chains run, updates
// what the model expects, and checks the world.
import fc from 'fast-check';
import {
  itemOf,
  PROPS,
  SPLIT,
  type ModelCall,
  type RecallReply,
  type SubmitReply,
} from './modelBackend';
import { KEYS } from './modelFields';
import { network, type ModelWorld } from './modelWorld';

type Cmd = fc.AsyncCommand<ModelWorld, ModelWorld>;

/** A command from a name, a precondition and a move; the move is followed by a flush and a check. */
function command(
  name: string,
  when: (world: ModelWorld) => boolean,
  move: (world: ModelWorld) => void | Promise<void>,
): Cmd {
  return {
    check: when,
    async run(_model, world) {
      world.steps += 1;
      await move(world);
      await world.flush();
      world.check();
    },
    toString: () => name,
  };
}

const ready = (world: ModelWorld) => world.session.getSnapshot().status === 'ready';

/** The user types a report name (no re-call). */
export const typeNameCommand = (value: string) =>
  command(`typeName(${JSON.stringify(value)})`, ready, (world) => {
    world.session.typed(KEYS.name, value);
    world.typed('name', value);
  });

const typeName = fc.constantFrom('Oslo', 'Lisbon', '', 'Taxi').map(typeNameCommand);

/** The user types an amount (a `requiresUpdate` field: it re-calls after the pause). */
export const typeAmountCommand = (value: string) =>
  command(`typeAmount(${JSON.stringify(value)})`, ready, (world) => {
    world.session.typed(KEYS.amount, value);
    world.typed('amount', value);
  });

const typeAmount = fc.constantFrom('7', '12.5', '', '300').map(typeAmountCommand);

/** The user leaves the amount field (its re-call goes at once). */
export const leaveAmountCommand = command('leaveAmount', ready, (world) =>
  world.session.left(KEYS.amount),
);

const leaveAmount = fc.constant(leaveAmountCommand);

/** The user sets the private-use switch (a `requiresUpdate` choice: it re-calls after a burst). */
export const choosePrivateCommand = (value: boolean) =>
  command(`choosePrivateUse(${value})`, ready, (world) => {
    world.session.chose(KEYS.privateUse, value);
    world.typed('privateUse', value);
  });

const choosePrivate = fc.boolean().map(choosePrivateCommand);

/** Time passes on the session's clock only (re-call pause, burst, draft writes, save retry). */
export const advanceCommand = (ms: number) =>
  command(
    `advance(${ms})`,
    () => true,
    (world) => world.clock.advance(ms),
  );

const advance = fc.constantFrom(1, 149, 150, 799, 800, 1000, 5000).map(advanceCommand);

/** The user runs the amount field's command (spec 2.7 commands: a PUT with the command). */
export const splitCommand = command('runCommand(SPLIT_EXPENSE)', ready, (world) => {
  const amount = world.session.field(PROPS.amount);
  if (!amount) return;
  world.actions.track('runCommand', () => world.session.runCommand(amount.item, SPLIT));
});

const split = fc.constant(splitCommand);

/** The user retries a re-call that failed. */
export const retryUpdateCommand = command(
  'retryUpdate',
  (world) => ready(world) && world.session.getSnapshot().updateError !== null,
  (world) => world.actions.track('retryUpdate', () => world.session.retryUpdate()),
);

const retryUpdate = fc.constant(retryUpdateCommand);

/** Pending requests of a kind, in the order they were made. */
const pendingOf = (world: ModelWorld, submit: boolean) =>
  world.backend.pending().filter((call) => (call.kind === 'submit') === submit);

/**
 * A re-call or command reply arrives: the form applies it only when it answers the latest
 * request and that request was not aborted (a newer one, a save, or a burst of choices took its
 * place).
 */
export async function deliverUpdate(world: ModelWorld, call: ModelCall, reply: RecallReply) {
  const latest = world.backend.calls
    .filter((other) => other.page === call.page)
    .filter((other) => other.kind === 'recall' || other.kind === 'command')
    .at(-1);
  const applies =
    call === latest && !call.signal?.aborted && (reply === 'echo' || reply === 'overwrite');
  world.backend.answerUpdate(call, reply);
  await world.flush();
  if (!applies) return;
  const sent = itemOf(call.body, PROPS.name)?.value;
  const name = reply === 'overwrite' ? `srv-${call.id}` : typeof sent === 'string' ? sent : '';
  world.applied(String(call.id), { name }, call.typedAfter);
}

/** A save's reply arrives. */
export async function deliverSave(world: ModelWorld, call: ModelCall, reply: SubmitReply) {
  const before = world.backend.calls.length;
  world.backend.answerSubmit(call, reply);
  await world.flush();
  world.saveAnswered(call, reply, before);
}

/**
 * A held reply arrives: `pick` chooses among the pending re-calls and commands (`submit` false) or
 * saves (`submit` true), in the order they were made.
 */
function answerCommand<R>(
  submit: boolean,
  deliver: (world: ModelWorld, call: ModelCall, reply: R) => Promise<void>,
) {
  return (pick: number, reply: R) =>
    command(
      `${submit ? 'answerSave' : 'answerUpdate'}(#${pick}, ${String(reply)})`,
      (world) => pendingOf(world, submit).length > 0,
      async (world) => {
        const waiting = pendingOf(world, submit);
        const call = waiting[pick % waiting.length];
        if (call) await deliver(world, call, reply);
      },
    );
}

/** A held re-call or command reply arrives, or is lost (`pick`: which of those out). */
export const answerUpdateCommand = answerCommand<RecallReply>(false, deliverUpdate);

/** A held save's reply arrives: created, refused, lost, a 409, a 500 or a 502. */
export const answerSaveCommand = answerCommand<SubmitReply>(true, deliverSave);

/** Any held re-call or command reply (the generator picks which), in any of its forms. */
const answerUpdate = fc
  .tuple(
    fc.nat(7),
    fc.constantFrom<RecallReply>('echo', 'overwrite', 'overwrite', 'lost', 'fail500', 'abortError'),
  )
  .map(([pick, reply]) => answerUpdateCommand(pick, reply));

/** Any held save's reply. */
const answerSave = fc
  .tuple(
    fc.nat(3),
    fc.constantFrom<SubmitReply>('created', 'invalid', 'lost', 'conflict', 'fail500', 'gateway502'),
  )
  .map(([pick, reply]) => answerSaveCommand(pick, reply));

/** The user saves ("Save", or "Save anyway" after warnings). */
export const saveCommand = (anyway: boolean) =>
  command(anyway ? 'saveAnyway' : 'submit', ready, (world) => {
    world.creates.asked(world.page.id, world.draftTaken);
    world.actions.track(
      anyway ? 'saveAnyway' : 'submit',
      () => (anyway ? world.session.saveAnyway() : world.session.submit()),
      true,
    );
  });

const submit = fc.boolean().map(saveCommand);

const saveAgain = fc.constant(
  command(
    'saveAgain',
    (world) => world.session.getSnapshot().submitState === 'unconfirmed',
    (world) => {
      // The user checked and says it was not stored: a new create is theirs to ask for.
      if (!world.session.getSnapshot().checkingSave) world.creates.notStored();
      world.actions.track('saveAgain', () => world.session.saveAgain(), true);
    },
  ),
);

/** The device goes offline: requests made from now on fail before they leave. */
export const offlineCommand = command(
  'goOffline',
  () => network.online,
  () => {
    network.online = false;
  },
);

const offline = fc.constant(offlineCommand);

/** Back online: the page's `online` handler sends a queued save (no window in Node: called here). */
export const onlineCommand = command(
  'goOnline',
  () => !network.online,
  (world) => {
    network.online = true;
    world.actions.track('sendQueuedSave', () => world.session.sendQueuedSave(), true);
  },
);

const online = fc.constant(onlineCommand);

const cancelQueued = fc.constant(
  command(
    'cancelQueuedSave',
    (world) => world.session.getSnapshot().submitState === 'queued',
    (world) => world.session.cancelQueuedSave(),
  ),
);

const reloadKeepingChanges = fc.constant(
  command(
    'reloadKeepingChanges',
    (world) => world.session.getSnapshot().submitState === 'conflict',
    async (world) => {
      const before = world.backend.calls.length;
      world.actions.track('reloadKeepingChanges', () => world.session.reloadKeepingChanges());
      await world.reloadedStored(before);
    },
  ),
);

/** A reload: a new session over the same draft storage; graceful stops the old page first. */
export const reloadCommand = (graceful: boolean) =>
  command(
    `reload(${graceful ? 'graceful' : 'abrupt'})`,
    () => true,
    (world) => world.reload(graceful),
  );

const reload = fc.boolean().map(reloadCommand);

/** The user restores the draft an earlier page left. */
export const restoreDraftCommand = command(
  'restoreDraft',
  (world) => world.session.getSnapshot().draftOffer !== null,
  (world) => world.restoreDraft(),
);

const restoreDraft = fc.constant(restoreDraftCommand);

const discardDraft = fc.constant(
  command(
    'discardDraft',
    (world) => world.session.getSnapshot().draftOffer !== null,
    (world) => world.session.discardDraft(),
  ),
);

/** Every command of the model, the frequent ones weighted up. */
export const modelCommands = [
  typeName,
  typeName,
  typeAmount,
  typeAmount,
  leaveAmount,
  choosePrivate,
  choosePrivate,
  advance,
  advance,
  advance,
  split,
  retryUpdate,
  answerUpdate,
  answerUpdate,
  answerUpdate,
  answerSave,
  answerSave,
  submit,
  submit,
  saveAgain,
  offline,
  online,
  cancelQueued,
  reloadKeepingChanges,
  reload,
  restoreDraft,
  discardDraft,
];
