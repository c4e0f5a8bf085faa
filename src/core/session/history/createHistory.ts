import type { SessionContext } from '../context/sessionContext';
import type { Recall } from '../recall/createRecall';
import type { EditHistory, HistoryStep } from '../state/editHistory';

/** Undo and redo over the session's history (ARCHITECTURE.md "History"). */
export interface History {
  /** Undo the last step: its fields get their earlier values; a trigger among them re-calls. */
  undo(): Promise<void>;
  /** Redo the step undone last. */
  redo(): Promise<void>;
}

/**
 * Undo and redo, one step at a time: a step's re-call is answered before the next step moves
 * (the next may be about a field that reply brings back), and a field the reply brings back gets
 * the value the user had left in it.
 *
 * @example
 * const undo = createHistory(context, { recall, saving: pipeline, history });
 * await history.undo(); // "Undid: Amount"
 */
export function createHistory(
  context: SessionContext,
  parts: { recall: Recall; saving: { busy(): boolean }; history: EditHistory },
): History {
  const { recall, saving, history } = parts;
  const { index } = context;
  let queue: Promise<void> = Promise.resolve();

  const move = async (action: 'undo' | 'redo') => {
    // Nothing moves while a save is under way: the save sends what is on screen.
    if (saving.busy() || !index.current) return;
    const step = action === 'undo' ? history.back() : history.forward();
    if (!step) return;
    const trigger = apply(step, action);
    history.moved(action, step);
    if (trigger !== null) await recall.recall(trigger, true);
  };
  /** The step's values, in the order that undoes it; the trigger whose re-call is now due. */
  const apply = (step: HistoryStep, action: 'undo' | 'redo') => {
    const entries = action === 'undo' ? [...step.entries].reverse() : step.entries;
    let trigger: string | null = null;
    const scanned = new Set<string>();
    for (const entry of entries) {
      const field = index.entry(entry.key);
      // A field no reply has brought back cannot take a value: the step still moves.
      if (!field) continue;
      if (entry.scanned) scanned.add(entry.key);
      recall.noteEdit(entry.key, action === 'undo' ? entry.before : entry.after);
      // A re-call out answers the value the step replaced: its reply is no answer any more.
      if (field.item.requiresUpdate && (recall.changed(entry.key) || recall.busy()))
        trigger = entry.key;
    }
    // An undone scan takes its marker with it; a redone one puts it back.
    recall.markScanned(scanned, action === 'redo');
    return trigger;
  };
  const queued = (action: 'undo' | 'redo') => {
    queue = queue.then(() => move(action)).catch((error: unknown) => context.report(error));
    return queue;
  };
  return { undo: () => queued('undo'), redo: () => queued('redo') };
}
