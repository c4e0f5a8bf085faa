import * as React from 'react';
import { carries } from './carries';

/** React's fiber, as far as the walks read it: its parent, its other copy, its props. */
interface Fiber {
  return: Fiber | null;
  alternate: Fiber | null;
  pendingProps: unknown;
}

/** React's development internals: the component being rendered (or whose effect runs) now. */
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: {
      A?: { getOwner?(): unknown } | null;
    };
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/**
 * The component React is rendering now (its fiber), or null outside a render. Read from React's
 * development build, which the tests run.
 *
 * @example
 * const render = renderingNow(); // the fiber of `Field` while it renders
 */
export function renderingNow(): object | null {
  const owner = internals?.A?.getOwner?.();
  return typeof owner === 'object' ? owner : null;
}

/**
 * Whether React is checking its subscribers now: after a change it asks each one's `getSnapshot`
 * (and through it the hook's selector) whether it must draw again, whichever draws.
 *
 * @example
 * if (renderingNow() === null && reactChecking()) return; // asking, not drawing
 */
export function reactChecking(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 80;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return /\bcheckIfSnapshotChanged\b/.test(stack);
}

/**
 * The renders the datum took to the component that draws it (ARCHITECTURE.md "The walks"):
 * React draws every subscriber after a change, and each component that reads the datum renders,
 * but the walk is the one that reaches the end: the end's component, and above it each one that
 * handed the datum down in its child's props. A render is a fiber; its other copy (React keeps
 * two) is the same one.
 *
 * @example
 * const kept = renderLineage(endFiber, isDatum); // a call made in another render is no hop
 */
export function renderLineage(end: object, isDatum: (value: unknown) => boolean): Set<object> {
  const lineage = new Set<object>();
  for (let fiber = end as Fiber | null; fiber; fiber = fiber.return) {
    lineage.add(fiber);
    if (fiber.alternate) lineage.add(fiber.alternate);
    if (!carries(fiber.pendingProps, isDatum)) break;
  }
  return lineage;
}
