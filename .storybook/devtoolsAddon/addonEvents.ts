import type { JsonValue } from '../../src/core/wire/model/types';

/**
 * The Storybook panel "Fields devtools": the manager's panel and the preview's
 * decorator talk over Storybook's channel with these events (ARCHITECTURE.md "Devtools").
 */
export const ADDON_ID = 'expense-fields/devtools';
export const PANEL_ID = `${ADDON_ID}/panel`;

/** Manager → preview: `{ watching }`, the panel is shown (listen to the story's form) or not. */
export const WATCH = `${ADDON_ID}/watch`;
/** Preview → manager: a story's form mounted; tell whether the panel is shown. */
export const ASK = `${ADDON_ID}/ask`;
/** Preview → manager: an {@link AddonHistory}, the whole history of the story's form so far. */
export const HISTORY = `${ADDON_ID}/history`;

/** One exchange as the Storybook panel lists it: the panel's words, plain JSON bodies. */
export interface AddonRow {
  id: number;
  /** `re-call`, `save`, … */
  kind: string;
  /** `applied`, `dropped (stale)`, `out`, … */
  phase: string;
  /** `120 ms`, or `out` while it is. */
  duration: string;
  /** `HTTP 200`, `no answer`, or empty. */
  status: string;
  /** A stale one: the exchange whose reply replaced it. */
  winner: number | null;
  /** `PUT https://…?command=SPLIT`, when known. */
  requestLine: string | null;
  /** The body sent, as the service saw it (an envelope under its wire names). */
  request: JsonValue;
  /** The body answered, or null. */
  reply: JsonValue;
  /** The error's message on a failure. */
  error: string | null;
}

/** What the preview sends: the rows of the story's form, oldest first. */
export interface AddonHistory {
  rows: AddonRow[];
}
