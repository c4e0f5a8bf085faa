// The end of a run: the network comes back and every held reply arrives, until nothing is out.
import { deliverSave, deliverUpdate } from './modelCommands';
import { network, type ModelWorld } from './modelWorld';

/** Rounds of answering at most: a form that keeps sending after this never settles. */
const ROUNDS = 25;

/**
 * Answers everything (re-calls echo, saves are created), lets time pass, and checks that the form
 * settled: every promise a public method returned has settled, no save is under way, nothing is out.
 *
 * @example
 * await drainWorld(world);
 */
export async function drainWorld(world: ModelWorld) {
  network.online = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    // One move at a time, as the commands make them: a reply racing a save is not the model's.
    const waiting = world.backend.pending();
    for (const call of waiting)
      if (call.kind === 'submit') await deliverSave(world, call, 'created');
      else await deliverUpdate(world, call, 'echo');
    world.clock.advance(5000);
    await world.flush();
    world.check();
    if (world.session.getSnapshot().submitState === 'queued' && waiting.length === 0) {
      world.actions.track('sendQueuedSave', () => world.session.sendQueuedSave(), true);
      await world.flush();
      world.check();
      continue;
    }
    if (waiting.length === 0 && world.backend.pending().length === 0 && world.session.isSettled())
      break;
  }
  const { session } = world;
  const open = world.actions.open(world.page.id);
  const state = session.getSnapshot();
  const problems = [
    ...open.map((action) => `${action.what} never settled`),
    ...(state.submitState === 'submitting' ? ['a save is still under way'] : []),
    ...(session.isSettled() ? [] : [`not settled: ${JSON.stringify(session.activity())}`]),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
