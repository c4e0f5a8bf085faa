import { useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useClientLayoutEffect } from '../form/useClientLayoutEffect';
import type { FieldsEnvelope, JsonObject } from '../../core/wire/model/types';
import { systemClock, type Clock } from '../../core/session/ports/clock';
import { createFormSession } from '../../core/session/createFormSession';
import type { FormSession, FormSessionSettings } from '../../core/session/context/formSession';
import type { FormSessionState } from '../../core/session/state/sessionState';
import {
  draftKey,
  type DraftSettings,
  type DraftStorage,
} from '../../core/session/drafts/draftStorage';
import { indexedDbDrafts } from '../../core/session/drafts/indexedDbDrafts';
import {
  formStore,
  type NativeInputs,
  type ReactFieldStore,
} from '../../core/session/store/formStore';
import { reformat } from '../../dom/formattedWhenIdle';
import { writeNativeValue } from '../../dom/writeNativeValue';
import type { UntypedFields } from '../../core/wire/register';
import type { UseFieldsFormOptions } from '../form/fieldsFormTypes';
import type { FormMethods } from './useFormMethods';

/** The page's native inputs: values the form sets are written into the DOM that holds them. */
const DOM_INPUTS: NativeInputs = { write: writeNativeValue, reshow: reformat };

/** A form's session and what it is read with. */
export interface OwnedSession {
  engine: FormSession;
  store: ReactFieldStore;
  clock: Clock;
  state: FormSessionState;
}

/**
 * The session of a form: made once per source (another source is another report), told the
 * settings of every render, started before the first paint, and read with
 * `useSyncExternalStore` (ARCHITECTURE.md "The engine").
 *
 * @example
 * const { engine, state } = useFormSession(options, form, settings, resolveSource(source).key);
 */
export function useFormSession(
  options: UseFieldsFormOptions<UntypedFields>,
  form: FormMethods,
  settings: Partial<FormSessionSettings> & Pick<FormSessionSettings, 'transport'>,
  sourceKey: string,
): OwnedSession {
  // The initial envelope is the first source's: another source is another report, and loads.
  const create = (initialEnvelope?: FieldsEnvelope | JsonObject) => {
    const store = formStore(form, undefined, DOM_INPUTS);
    const clock = options.clock ?? systemClock;
    const engine = createFormSession({
      ...settings,
      store,
      drafts: draftSettings(options, sourceKey),
      clock,
      network: options.network,
      initialEnvelope,
      // A raw envelope is read as the source's client reads its replies.
      wireNames: options.source.client?.wireNames,
    });
    return { key: sourceKey, store, engine, clock };
  };
  const [owned, setOwned] = useState(() => create(options.initialEnvelope));
  let current = owned;
  if (owned.key !== sourceKey) {
    current = create();
    setOwned(current);
  }
  const { engine } = current;
  useClientLayoutEffect(() => engine.configure(settings));
  // A state equal to the one shown (the load's own "loading" at start, no draft to offer) renders
  // nothing: the form commits once when its envelope arrives (ARCHITECTURE.md "Mount").
  const snapshot = useMemo(() => sameStateOnce(engine.getSnapshot), [engine]);
  const early = useEarlyDraw(engine, snapshot);
  // Before the first paint: a transport that answers at once shows the form, not "Loading", first.
  // `start()` gives the session's stop, the effect's cleanup.
  useClientLayoutEffect(() => {
    early.listen();
    return engine.start();
  }, [engine]);
  const state = useSyncExternalStore(engine.subscribe, snapshot, snapshot);
  return { engine, store: current.store, clock: current.clock, state };
}

const count = (value: number) => value + 1;

/**
 * Draws a state the session reaches before React's own subscription exists (a transport that
 * answers within the mount's task) before the first paint: `useSyncExternalStore` subscribes in
 * a passive effect, after the browser has painted "Loading", so the form would show one frame
 * later (ARCHITECTURE.md "Mount"). Listens from the layout effect that starts the session until
 * the passive effects run, and renders a change at once (`flushSync`, in a microtask: never
 * inside React's own commit).
 */
function useEarlyDraw(engine: FormSession, snapshot: () => FormSessionState) {
  const [, draw] = useReducer(count, 0);
  const early = useMemo(() => earlyDraw(engine, snapshot, draw), [engine, snapshot]);
  // React's subscription is in place after the passive effects: it takes over.
  useEffect(() => {
    early.handOver();
    return early.handOver;
  }, [early]);
  return early;
}

/** The listener of {@link useEarlyDraw}: on from `listen()` until `handOver()` or a draw. */
function earlyDraw(engine: FormSession, snapshot: () => FormSessionState, draw: () => void) {
  let stop: (() => void) | null = null;
  let due = false;
  const handOver = () => {
    stop?.();
    stop = null;
  };
  return {
    listen() {
      const shown = snapshot();
      stop = engine.subscribe(() => {
        if (due || !stop) return;
        due = true;
        queueMicrotask(() => {
          due = false;
          if (stop && snapshot() !== shown) {
            handOver();
            flushSync(draw);
          }
        });
      });
    },
    handOver,
  };
}

/**
 * The session's snapshot, kept the same object while every part of it is the same: a state the
 * session set again unchanged renders nothing.
 */
function sameStateOnce(read: () => FormSessionState): () => FormSessionState {
  let shown = read();
  return () => {
    const next = read();
    if (next !== shown && !shallowEqual(shown, next)) shown = next;
    return shown;
  };
}

function shallowEqual(a: FormSessionState, b: FormSessionState): boolean {
  const keys = Object.keys(b) as (keyof FormSessionState)[];
  return keys.length === Object.keys(a).length && keys.every((name) => Object.is(a[name], b[name]));
}

/** One IndexedDB storage for every form of the page. */
let sharedDrafts: DraftStorage | null = null;

/** The session's draft settings: none for a read-only form or `drafts={false}`. */
function draftSettings(
  options: UseFieldsFormOptions<UntypedFields>,
  sourceKey: string,
): DraftSettings | null {
  const { drafts = {} } = options;
  if (drafts === false || options.readOnly) return null;
  return {
    storage: drafts.storage ?? (sharedDrafts ??= indexedDbDrafts()),
    key: draftKey(drafts.scope ?? '', sourceKey),
    maxAgeMs: drafts.maxAgeMs,
    saveDelayMs: drafts.saveDelayMs,
  };
}
