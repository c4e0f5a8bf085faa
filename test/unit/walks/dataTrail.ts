import { carries } from './carries';
import { renderLineage } from './renderLineage';

/** A call that carried the datum: the file it entered, and the function it entered by. */
export interface Step {
  file: string;
  name: string;
}

/** Tells the call that ends a walk (the screen drawing the datum), by its file, name, arguments. */
export type Until = (file: string, name: string, args: unknown[]) => boolean;

/** A call of the walk: when the datum reached it, and the component render it ran in. */
interface Noted {
  at: number;
  step: Step;
  render: object | null;
}

/** The calls one walk noted, as `instrumentRooms` reports them (ARCHITECTURE.md "The walks"). */
export interface DataTrail {
  /** Whether the walk has ended (a call still under way then stays on it). */
  readonly ended: boolean;
  /**
   * Note the call if the value (its arguments, result or resolved value) carries the datum;
   * `within` are the calls under way around it, which handed the datum on to it.
   */
  note(call: number, value: unknown, step: Step, render: object | null, within: number[]): void;
  /**
   * The call answered `value`: one given the datum that answers something else and handed it to
   * no call of its own only looked at it.
   */
  answered(call: number, value: unknown): void;
  /** Ends the walk at this call if `until` tells it is the end. */
  endIf(call: number, step: Step, args: unknown[], render: object | null): void;
  /** Starts the walk at a step outside the instrumented files (the network). */
  start(step: Step): void;
  /** The walk passes a step outside the instrumented files (the network, on a re-call's way). */
  pass(step: Step): void;
  /** Ends the walk at a step outside the instrumented files (the network, the app). */
  end(step: Step): void;
  /** The walk's calls in the order the datum reached them. */
  steps(): Step[];
}

/**
 * The calls a walk noted, in the order the datum reached them: a call given it is noted as it
 * begins, one that gives it back as it returns or resolves.
 *
 * @example
 * const trail = dataTrail((value) => value === '12', () => false, () => (moment += 1));
 */
export function dataTrail(
  isDatum: (value: unknown) => boolean,
  until: Until,
  next: () => number,
): DataTrail {
  const noted = new Map<number, Noted>();
  /** The calls each call handed the datum to, made inside it. */
  const handedTo = new Map<number, number[]>();
  /** Calls that answered: those among them that took the datum onward (kept or handed it on). */
  const answeredCalls = new Set<number>();
  const onward = new Set<number>();
  /**
   * Whether a call handed the datum to one that took it onward, or to one still under way. One
   * that only gave it back (`indexFields`: the index holds it) took it nowhere: its caller did.
   */
  const handedOn = (call: number) =>
    (handedTo.get(call) ?? []).some(
      (inner) => noted.has(inner) && (onward.has(inner) || !answeredCalls.has(inner)),
    );
  /** The render the end is drawn in, if it is drawn. */
  let end: object | null = null;
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    note(call, value, step, render, within) {
      if (ended || noted.has(call) || !carries(value, isDatum)) return;
      noted.set(call, { at: next(), step, render });
      for (const outer of within) handedTo.set(outer, [...(handedTo.get(outer) ?? []), call]);
    },
    answered(call, value) {
      if (ended || !noted.has(call)) return;
      answeredCalls.add(call);
      // One that answers nothing may have kept it (`store.set`); one that handed it on
      // (`replies.take`) took it onward; one that gives it back is on the way, its caller takes it
      // on; `jsonEqual`, or a codec asked with the field's item, answers something else: a look.
      if (value === undefined || handedOn(call)) onward.add(call);
      else if (!carries(value, isDatum)) noted.delete(call);
    },
    endIf(call, step, args, render) {
      if (ended || !until(step.file, step.name, args)) return;
      noted.set(call, { at: next(), step, render });
      end = render;
      ended = true;
    },
    start(step) {
      noted.set(next(), { at: next(), step, render: null });
    },
    pass(step) {
      if (!ended) noted.set(next(), { at: next(), step, render: null });
    },
    end(step) {
      if (ended) return;
      noted.set(next(), { at: next(), step, render: null });
      ended = true;
    },
    steps() {
      // React draws every subscriber after a change: of its renders, the walk keeps those that
      // took the datum to the end.
      const lineage = end === null ? null : renderLineage(end, isDatum);
      return [...noted.values()]
        .filter(({ render }) => render === null || lineage === null || lineage.has(render))
        .sort((a, b) => a.at - b.at)
        .map(({ step }) => step);
    },
  };
}
