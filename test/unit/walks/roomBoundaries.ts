import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { vi } from 'vitest';

/**
 * The room boundaries of `src/`, instrumented for a test (ARCHITECTURE.md "The walks"): every
 * function a module exports, and every function member of a plain object one of them returns (a
 * part's methods), records the file it belongs to when it is called. The files of the calls under
 * way are carried across awaits, promise callbacks, timers and microtasks (`AsyncLocalStorage`),
 * so the path that reaches a point is known there even when it went through a timer or a reply.
 */
export interface Boundaries {
  /**
   * The calls under way here, outermost first: the file and the function by which the path
   * entered it (one entry per file in a row).
   */
  path(): Step[];
  /** Called with each instrumented call: its file, its name and its arguments. */
  watch(listener: (file: string, name: string, args: unknown[]) => void): () => void;
}

/** A file the path entered, and the function it entered by. */
export interface Step {
  file: string;
  name: string;
}

const root = join(__dirname, '../../..');
const src = join(root, 'src');

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

/**
 * Instrument every module of `src/` for the imports that follow (`vi.doMock`: import what the
 * walk runs after calling this).
 *
 * @example
 * const boundaries = instrumentRooms();
 * const { createFormSession } = await import('../../../src/core/session');
 */
export function instrumentRooms(): Boundaries {
  const calls = new AsyncLocalStorage<readonly Step[]>();
  /** Each function's one wrapper (a hook's callback keeps its identity across renders). */
  const wrappers = new WeakMap<AnyFunction, AnyFunction>();
  const wrapped = new WeakSet<AnyFunction>();
  const listeners = new Set<(file: string, name: string, args: unknown[]) => void>();
  const wrap = (fn: AnyFunction, file: string, name: string): AnyFunction => {
    if (wrapped.has(fn) || isClass(fn)) return fn;
    const known = wrappers.get(fn);
    if (known) return known;
    const through = function (this: unknown, ...args: unknown[]) {
      const outer = calls.getStore() ?? [];
      const next = outer[outer.length - 1]?.file === file ? outer : [...outer, { file, name }];
      for (const listener of listeners) listener(file, name, args);
      return calls.run(next, () => {
        const result: unknown = fn.apply(this, args);
        // A function a factory returns (the client's sender) is its file's too.
        if (typeof result === 'function') return wrap(result as AnyFunction, file, `${name}()`);
        partsOf(result, file);
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
  const partsOf = (value: unknown, file: string) => {
    if (
      value === null ||
      typeof value !== 'object' ||
      Object.getPrototypeOf(value) !== Object.prototype
    )
      return;
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
      const member: unknown = descriptor.value;
      if (typeof member !== 'function' || !descriptor.writable || !descriptor.configurable)
        continue;
      Object.defineProperty(value, name, {
        ...descriptor,
        value: wrap(member as AnyFunction, file, name),
      });
    }
  };
  for (const path of sources(src)) {
    const file = relative(src, path).split(sep).join('/');
    vi.doMock(path, async (importOriginal) => {
      const original: Record<string, unknown> = await importOriginal();
      return Object.fromEntries(
        Object.entries(original).map(([name, value]) => [
          name,
          typeof value === 'function' ? wrap(value as AnyFunction, file, name) : value,
        ]),
      );
    });
  }
  return {
    path: () => [...(calls.getStore() ?? [])],
    watch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
