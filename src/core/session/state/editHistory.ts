import { createSubscribable, type Subscribable } from '../../base/subscribable';
import { jsonEqual, jsonShape } from '../../wire/json';
import type { JsonValue } from '../../wire/model/types';
import type { StoredHistory } from '../drafts/draftStorage';

/** One field's change inside a step: its value before and after. */
export interface HistoryEntry {
  key: string;
  before: unknown;
  after: unknown;
  /** A receipt's scan filled it: its `scanned` marker goes and comes back with the value. */
  scanned?: boolean;
}

/**
 * One step as the user thinks of it (ARCHITECTURE.md "History"): a run of typing in one field, a
 * choice, a receipt attached with what its scan filled in. `key` and `label` name the field the
 * step is about (its last entry): focus goes there and the announcement names it.
 */
export interface HistoryStep {
  entries: HistoryEntry[];
  key: string;
  label: string;
}

/** Why nothing earlier can be undone: a save stored it, a command or a reload replaced it. */
export type HistoryBoundary = 'saved' | 'command' | 'reloaded';

/** What the undo and redo parts show; the same object until one of its facts changes. */
export interface HistorySnapshot {
  canUndo: boolean;
  canRedo: boolean;
  /** The boundary that cleared the history, while no step has been made since. */
  cleared: HistoryBoundary | null;
  /** The last undo or redo (focus goes to `key`, a polite status names `label`); `seq` grows. */
  moved: { action: 'undo' | 'redo'; key: string; label: string; seq: number } | null;
}

/** The session's undo history: the steps, where the user stands in them, removed fields' values. */
export interface EditHistory {
  readonly changes: Subscribable;
  snapshot(): HistorySnapshot;
  /**
   * The user changed a field. `typing` joins a run in the same field until it is sealed or a
   * pause of `pauseMs` passes; changes made in one turn of the event loop (a receipt and what
   * its scan filled) are one step. A change back to the step's start drops the step.
   */
  record(entry: HistoryEntry, label: string, typing: boolean, now: number, pauseMs: number): void;
  /** The run of typing ends (focus left the field, an undo). */
  seal(): void;
  /** The step to undo, now undone (null when none). */
  back(): HistoryStep | null;
  /** The step to redo, now redone (null when none). */
  forward(): HistoryStep | null;
  /** Tell the parts an undo or redo happened. */
  moved(action: 'undo' | 'redo', step: HistoryStep): void;
  /** Nothing before this can be undone (a save, a command, a reload). */
  clear(boundary: HistoryBoundary | null): void;
  /** A reply removed these fields: their values come back if an undo or redo brings them back. */
  noteRemoved(keys: readonly string[], valueOf: (key: string) => unknown): void;
  /** The value a removed field had, if one was noted. */
  removedValue(key: string): { value: unknown } | undefined;
  /** The history for the draft, or null when there is none. */
  stored(): StoredHistory | null;
  /** Take a draft's history (a restored draft). */
  adopt(stored: StoredHistory): void;
}

/** The last 100 steps are kept: an older one is dropped when a new one comes. */
export const HISTORY_LIMIT = 100;

/**
 * The undo history of a form: steps, a cursor, and what replies removed (ARCHITECTURE.md
 * "History"). It holds values by reference (a receipt is its content object, never its bytes).
 *
 * @example
 * const history = createEditHistory();
 * history.record({ key: 'f_amount', before: '', after: '12' }, 'Amount', true, Date.now(), 800);
 * history.back(); // the step to undo
 */
export function createEditHistory(limit = HISTORY_LIMIT): EditHistory {
  const changes = createSubscribable();
  let steps: HistoryStep[] = [];
  let cursor = 0;
  let removed = new Map<string, unknown>();
  let cleared: HistoryBoundary | null = null;
  let moved: HistorySnapshot['moved'] = null;
  /** The run of typing that may go on: its field and its last keystroke. */
  let open: { key: string; at: number } | null = null;
  /** A step was made in this turn of the event loop: another change joins it. */
  let turn: HistoryStep | null = null;
  let snapshot: HistorySnapshot = { canUndo: false, canRedo: false, cleared, moved };

  /** A new snapshot only when one of its facts changed (a keystroke in a run changes none). */
  const told = () => {
    const canUndo = cursor > 0;
    const canRedo = cursor < steps.length;
    const same = snapshot.canUndo === canUndo && snapshot.canRedo === canRedo;
    if (same && snapshot.cleared === cleared && snapshot.moved === moved) return;
    snapshot = { canUndo, canRedo, cleared, moved };
    changes.notify();
  };
  const top = () => (cursor === steps.length ? steps[cursor - 1] : undefined);
  const endTurn = (step: HistoryStep) => {
    turn = step;
    queueMicrotask(() => {
      if (turn === step) turn = null;
    });
  };
  /** A step whose every entry ends where it began changes nothing: it goes. */
  const dropIfIdle = (step: HistoryStep) => {
    if (!step.entries.every((entry) => jsonEqual(entry.before, entry.after))) return;
    if (steps[cursor - 1] !== step) return;
    steps.pop();
    cursor -= 1;
    open = null;
  };

  return {
    changes,
    snapshot: () => snapshot,
    record(entry, label, typing, now, pauseMs) {
      const last = top();
      const joins =
        last !== undefined &&
        (turn === last ||
          (typing && open?.key === entry.key && last.key === entry.key && now - open.at < pauseMs));
      if (joins) {
        const same = last.entries.find((each) => each.key === entry.key);
        if (same) same.after = entry.after;
        else last.entries.push(entry);
        last.key = entry.key;
        last.label = label;
        open = typing ? { key: entry.key, at: now } : null;
        dropIfIdle(last);
        return told();
      }
      if (jsonEqual(entry.before, entry.after)) return;
      const step: HistoryStep = { entries: [entry], key: entry.key, label };
      steps.length = cursor;
      steps.push(step);
      if (steps.length > limit) steps.shift();
      cursor = steps.length;
      cleared = null;
      open = typing ? { key: entry.key, at: now } : null;
      endTurn(step);
      told();
    },
    seal() {
      open = null;
      turn = null;
    },
    back() {
      open = null;
      turn = null;
      if (cursor === 0) return null;
      cursor -= 1;
      return steps[cursor] ?? null;
    },
    forward() {
      open = null;
      turn = null;
      if (cursor === steps.length) return null;
      cursor += 1;
      return steps[cursor - 1] ?? null;
    },
    moved(action, step) {
      moved = { action, key: step.key, label: step.label, seq: (moved?.seq ?? 0) + 1 };
      told();
    },
    clear(boundary) {
      steps = [];
      cursor = 0;
      open = null;
      turn = null;
      removed = new Map();
      cleared = boundary;
      moved = null;
      told();
    },
    noteRemoved(keys, valueOf) {
      for (const key of keys) removed.set(key, valueOf(key));
    },
    removedValue: (key) => (removed.has(key) ? { value: removed.get(key) } : undefined),
    stored() {
      if (steps.length === 0) return null;
      // A step holding what JSON cannot keep (a file not uploaded yet) is left out, and with it
      // every step before it: undoing past it could not restore the form as it was.
      let first = 0;
      steps.forEach((step, at) => {
        if (!step.entries.every(keepable)) first = at + 1;
      });
      const kept = steps.slice(first);
      if (kept.length === 0) return null;
      const values: Record<string, JsonValue> = {};
      for (const [key, value] of removed)
        if (jsonShape(value) === 'json') values[key] = value as JsonValue;
      return {
        steps: structuredClone(kept) as StoredHistory['steps'],
        cursor: Math.max(0, cursor - first),
        removed: structuredClone(values),
      };
    },
    adopt(stored) {
      steps = stored.steps.slice(-limit);
      cursor = Math.min(
        Math.max(0, stored.cursor - (stored.steps.length - steps.length)),
        steps.length,
      );
      removed = new Map(Object.entries(stored.removed));
      open = null;
      turn = null;
      cleared = null;
      told();
    },
  };
}

const keepable = (entry: HistoryEntry) =>
  jsonShape(entry.before ?? null) === 'json' && jsonShape(entry.after ?? null) === 'json';
