import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { vi } from 'vitest';
import { dataTrail, type DataTrail, type Step, type Until } from './dataTrail';
import { reactChecking, renderingNow } from './renderLineage';

/**
 * The room boundaries of `src/`, instrumented for a test (ARCHITECTURE.md "The walks"): every
 * function a module exports and every function member of an object it exports (a control type's
 * codec), every function member of a plain object one of them returns or resolves (a part's
 * methods, and those of the parts nested in it: the transport of a resolved source), every
 * function one of them returns, and every function handed to one of them as an argument (a
 * closure: its caller's file) note their file when called. While a walk is followed, each such
 * call whose arguments, result or resolved value carry the walk's datum is noted, whether it
 * returned before the walk ended or not (`dataTrail`).
 */
export interface Boundaries {
  /**
   * Start noting the calls that carry the datum (`isDatum` tells a value that is it); the walk
   * ends at the call `until` tells (noted), or at `end`. A walk that starts outside the
   * instrumented files (the network) names that place as its `start`.
   */
  follow(isDatum: (value: unknown) => boolean, until?: Until, start?: Step): void;
  /** The walk passes a step outside the instrumented files: the network, on a re-call's way. */
  pass(step: Step): void;
  /** The walk ends at a step outside the instrumented files: the network, the app. */
  end(step: Step): void;
  /** The methods of an object of the test's own are noted as the place it stands for. */
  standIn<T extends object>(object: T, file: string): T;
  /** Stop following: the calls noted, in the order the datum reached them. */
  stop(): Step[];
  /** Called with each instrumented call: its file, its name and its arguments. */
  watch(listener: (file: string, name: string, args: unknown[]) => void): () => void;
}

export type { Step };

/** The instrumented call under way: its file, and its own and its callers' numbers. */
interface Under {
  file: string;
  calls: number[];
}

const root = join(__dirname, '../../..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$|worker/i.test(name) ? [path] : [];
  });
}

/** Any function a module exports or a part holds. */
type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

const isClass = (value: AnyFunction) => /^class\b/.test(Function.prototype.toString.call(value));
/** A function with members of its own (a mock, a lazy component) is left as it is. */
const isPlain = (value: AnyFunction) =>
  !isClass(value) &&
  Object.keys(value).length === 0 &&
  typeof (value as { mock?: unknown }).mock === 'undefined';
/** A plain object, not one of React's (an element, a context, a memo). */
const isPlainObject = (value: unknown): value is object =>
  value !== null &&
  typeof value === 'object' &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !Object.hasOwn(value, '$$typeof');
const isThenable = (value: unknown): value is PromiseLike<unknown> => value instanceof Promise;

/**
 * Instrument every module under `folder` (`src/` unless told) but those `outside` tells, for the
 * imports that follow (`vi.doMock`: import what the walk runs after calling this). Files are
 * named relative to the folder.
 *
 * @example
 * const boundaries = instrumentRooms();
 * const { createFormSession } = await import('../../../src/core/session');
 */
export function instrumentRooms(
  folder = join(root, 'src'),
  /** Files that stand for a library or the service: left as they are, no hop of a walk. */
  outside: (file: string) => boolean = () => false,
): Boundaries {
  /**
   * The instrumented calls under way, innermost first (its file, and the calls around it),
   * carried across awaits and timers.
   */
  const under = new AsyncLocalStorage<Under>();
  /** Each function's one wrapper (a hook's callback keeps its identity across renders). */
  const wrappers = new WeakMap<AnyFunction, AnyFunction>();
  const wrapped = new WeakSet<AnyFunction>();
  const listeners = new Set<(file: string, name: string, args: unknown[]) => void>();
  /** Counts calls and the moments the datum reaches one: the walk's order. */
  let moment = 0;
  const next = () => (moment += 1);
  let trail: DataTrail | null = null;
  const wrap = (fn: AnyFunction, file: string, name: string): AnyFunction => {
    if (wrapped.has(fn) || !isPlain(fn)) return fn;
    const known = wrappers.get(fn);
    if (known) return known;
    const through = function (this: unknown, ...args: unknown[]) {
      const call = next();
      const step = { file, name };
      const outer = under.getStore();
      const from = outer?.file;
      const within = outer?.calls ?? [];
      const render = renderingNow();
      // What a stand-in (the test's service) does inside is its own work; React asking every
      // subscriber whether it draws again (`getSnapshot`, a selector) is not the datum's trip.
      const noted = !from?.startsWith('(') && !(render === null && trail && reactChecking());
      for (const listener of listeners) listener(file, name, args);
      if (noted) trail?.note(call, args, step, render, within);
      trail?.endIf(call, step, args, render);
      // A closure handed on runs as its caller's: the file that made it.
      const passed =
        from === undefined || from === file || !noted
          ? args
          : args.map((arg) =>
              typeof arg === 'function'
                ? wrap(arg as AnyFunction, from, arg.name || `(a callback to ${name})`)
                : arg,
            );
      /** What the call gave back: it carries the datum on, or it only looked at it. */
      const gave = (value: unknown) => {
        if (!noted || !trail) return;
        trail.note(call, value, step, render, within);
        if (typeof value !== 'function') trail.answered(call, value);
      };
      return under.run({ file, calls: [call, ...within] }, () => {
        const result: unknown = fn.apply(this, passed);
        // A function a factory returns (the client's sender) is its file's too.
        if (typeof result === 'function') return wrap(result as AnyFunction, file, `${name}()`);
        if (isThenable(result))
          result.then(
            (value) => {
              gave(value);
              partsOf(value, file, 2);
            },
            // A rejection carries its error on as a resolved value does.
            (reason: unknown) => gave(reason),
          );
        else {
          gave(result);
          partsOf(result, file, 2);
        }
        return result;
      });
    };
    wrappers.set(fn, through);
    Object.defineProperty(through, 'name', { value: fn.name });
    Object.defineProperty(through, 'length', { value: fn.length });
    wrapped.add(through);
    return through;
  };
  /** A part's methods are its file's: the object a factory returns, changed in place. */
  const partsOf = (value: unknown, file: string, depth: number) => {
    if (!isPlainObject(value) || depth === 0) return;
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
      const member: unknown = descriptor.value;
      if (isPlainObject(member)) partsOf(member, file, depth - 1);
      if (typeof member !== 'function' || !descriptor.writable || !descriptor.configurable)
        continue;
      Object.defineProperty(value, name, {
        ...descriptor,
        value: wrap(member as AnyFunction, file, name),
      });
    }
  };
  for (const path of sources(folder)) {
    const file = relative(folder, path).split(sep).join('/');
    if (outside(file)) continue;
    vi.doMock(path, async (importOriginal) => {
      const original: Record<string, unknown> = await importOriginal();
      return Object.fromEntries(
        Object.entries(original).map(([name, value]) => {
          // An object a module exports holds its methods (a control type's codec).
          partsOf(value, file, 2);
          return [
            name,
            typeof value === 'function' ? wrap(value as AnyFunction, file, name) : value,
          ];
        }),
      );
    });
  }
  return {
    follow(isDatum, until = () => false, start) {
      trail = dataTrail(isDatum, until, next);
      if (start) trail.start(start);
    },
    standIn(object, file) {
      partsOf(object, file, 1);
      return object;
    },
    pass(step) {
      trail?.pass(step);
    },
    end(step) {
      trail?.end(step);
    },
    stop() {
      const steps = trail?.steps() ?? [];
      trail = null;
      return steps;
    },
    watch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
