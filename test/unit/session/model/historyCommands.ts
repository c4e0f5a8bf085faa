// Undo and redo among the model's random steps (ARCHITECTURE.md "History"). An undo or redo is the
// user's edit of every field it puts a value in (a request out must not overwrite it); "undo everything"
// checks that, when every change since the load was a step, the loaded values come back.
import fc from 'fast-check';
import { FIELDS, KEYS, type Field } from './modelFields';
import { deliverUpdate } from './modelCommands';
import type { ModelWorld } from './modelWorld';

type Cmd = fc.AsyncCommand<ModelWorld, ModelWorld>;

/** How often the runs moved through the history, and checked a whole one (printed with the figures). */
export const historyFigures = { moves: 0, wholeChecks: 0 };

const shown = (world: ModelWorld) =>
  Object.fromEntries(FIELDS.map((field) => [field, world.session.value(KEYS[field])])) as Record<
    Field,
    unknown
  >;

/**
 * The fields an undo or redo put a value in become the user's edits in the model: those it
 * changed, and the field its step is about (a model step holds one field) even when a restored
 * draft or a reply had put that value there already. The move puts values back through the one
 * path of an edit (ARCHITECTURE.md "History", "Moving"), as typing the value shown again is one.
 */
function adopt(world: ModelWorld, before: Record<Field, unknown>, movedBefore: unknown) {
  const after = shown(world);
  const { moved } = world.session.history();
  const stepKey = moved !== null && moved !== movedBefore ? moved.key : null;
  for (const field of FIELDS)
    if (!Object.is(before[field], after[field]) || KEYS[field] === stepKey)
      world.typed(field, after[field] as never);
}

/** Runs an undo or redo; the world knows it is under way until its re-call is answered. */
async function move(world: ModelWorld, action: 'undo' | 'redo') {
  const before = shown(world);
  const movedBefore = world.session.history().moved;
  historyFigures.moves += 1;
  world.historyMoving = true;
  const page = world.page;
  void world.session[action]().finally(() => {
    if (world.page === page) world.historyMoving = false;
  });
  await world.flush();
  adopt(world, before, movedBefore);
}

const ready = (world: ModelWorld) =>
  world.session.getSnapshot().status === 'ready' && !world.historyMoving;

/** The user undoes or redoes one step. */
export const historyCommand = (action: 'undo' | 'redo'): Cmd => ({
  check: (world: ModelWorld) =>
    ready(world) && (action === 'undo' ? world.session.canUndo : world.session.canRedo),
  async run(_model, world) {
    world.steps += 1;
    await move(world, action);
    world.check();
  },
  toString: () => action,
});

const undoOrRedo = fc.constantFrom<'undo' | 'redo'>('undo', 'undo', 'redo').map(historyCommand);

/**
 * Undo every step, answering each re-call it makes at once: with nothing but steps since the
 * load, the form is back at the loaded values.
 */
const undoEverything = fc.constant<Cmd>({
  check: (world: ModelWorld) =>
    ready(world) &&
    world.session.canUndo &&
    world.backend.pending().length === 0 &&
    world.session.getSnapshot().submitState !== 'submitting',
  async run(_model, world) {
    world.steps += 1;
    const whole = world.historyWhole;
    for (let step = 0; step < 200 && world.session.canUndo; step += 1) {
      await move(world, 'undo');
      for (const call of world.backend.pending())
        if (call.kind === 'recall') await deliverUpdate(world, call, 'echo');
      await world.flush();
    }
    const values = shown(world);
    if (whole) historyFigures.wholeChecks += 1;
    if (whole && (values.name !== '' || values.amount !== '' || values.privateUse !== false))
      world.problems.push(
        `undoing every step left ${JSON.stringify(values)}, not the loaded values`,
      );
    world.check();
  },
  toString: () => 'undoEverything',
});

/** The history's commands, weighted as the user's other moves are. */
export const historyCommands = [undoOrRedo, undoOrRedo, undoEverything];
