import type { ImageLimits } from '../core/receipts/imageLimits';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { ListQuery } from '../core/http/client';
import type { Content, CustomFieldList, FieldItem, JsonValue } from '../core/wire/model/types';
import type { FileUpload } from '../core/http/transport';
import type { ListNamesOf } from '../core/values/listNames';
import type { Clock } from '../core/session/ports/clock';
import type { FormMessages } from '../i18n/messages';
import type { ControlTypeDefinition, ShownValue } from '../core/wire/controlTypeDefinition';
import type { FieldFrame } from './fieldFrame';
import type { FORM_PARTS, FormParts } from './formParts';

/**
 * What every control receives (ARCHITECTURE.md "House rules": a control takes a value and calls
 * `onChange(value)`; the form owns state, validation and fetching; `FieldShell` draws the label,
 * help and error).
 */
export interface ControlProps<V = unknown> {
  /** The field item (spec 2.7), canonical shape. */
  item: FieldItem;
  /** DOM id of the control's focusable element; the label points at it. */
  id: string;
  /** The edit value (see `codecFor(item).toEdit`). */
  value: V;
  /**
   * Report a new edit value. A method, so a control written for any value (`ControlProps`) serves
   * a definition whose edit value is narrower (`controlTypeEntry(textType, { component })`).
   */
  onChange(value: V): void;
  /**
   * The DOM holds the value (registry entries with `bind: 'native'`, react-hook-form's `register`
   * way): render `value` as `defaultValue` / `defaultChecked`, keep reporting with `onChange`, and
   * let the form write later changes (server replies, scans) to the element behind `inputRef`. A
   * keystroke then renders nothing. Absent for every other control: render `value` as given.
   */
  uncontrolled?: boolean;
  /** Report that the control lost focus (typed controls commit a re-call then). */
  onBlur: () => void;
  /** Attach to the focusable element: the form moves focus there for errors. */
  inputRef: Ref<HTMLElement>;
  /** From the item's `enabled` flag, or while the form cannot take edits. */
  disabled: boolean;
  /** Shown but not editable. */
  readOnly: boolean;
  /** `mandatory` of the item. */
  required: boolean;
  /** The field has an error: set `aria-invalid`. */
  invalid: boolean;
  /** The error text, when there is one (the shell shows it). */
  errorText: string | null;
  /** Ids for `aria-describedby` (error and help). */
  describedBy: string | undefined;
  /**
   * What the field's frame shows (label words, marks, help, message and their ids): the object the
   * frame is drawn from, for a control that shows the label itself (an outline notched around it,
   * a control drawn with `label: 'none'`).
   */
  frame: FieldFrame;
  /** BCP 47 locale of the form. */
  locale: string;
  /** The form's clock (future-date limits). */
  now: () => Date;
  /**
   * The form's timers, the ones its session waits on (the `clock` option): a control that waits
   * (the LIST search pause) waits on these, so a test's fake clock drives it.
   */
  clock: Clock;
  /** The form's translated strings. */
  messages: FormMessages;
  /** Renders nested field items through the same registry (FIELD_GROUP). */
  renderFields: (items: readonly FieldItem[]) => ReactNode;
  /** Loads the values of the item's `url` (LIST); absent when the item has no url or the transport no list source. */
  loadList?: (query: ListQuery, signal: AbortSignal) => Promise<CustomFieldList>;
  /**
   * The names of the item's list (LIST with a `url`) the form has seen, in its language: tell it
   * the name of the value the user picks, so the change summary and the review show that name
   * (ARCHITECTURE.md "Review and changes"). Absent when the item has no url.
   */
  listNames?: ListNamesOf;
  /** Removes a `removable` group; the change goes to the server as a re-call. */
  onRemove?: () => void;
  /** The ISO 4217 currency an amount is in (the currency field beside it), read when shown. */
  currency?: () => string | undefined;
  /** When photos are made smaller before upload; `false` sends them as picked. */
  imageLimits?: ImageLimits | false;
  /** Uploads a file for a CONTENT_HOLDER; absent when the transport cannot upload. */
  upload?: (body: Blob | Uint8Array, options: FileUpload, signal: AbortSignal) => Promise<Content>;
  /** Fills other fields (by property) where the user has not typed, marking them scanned. */
  prefill: (values: Record<string, JsonValue>) => void;
}

/** A control component. */
export type ControlComponent<V = unknown> = ComponentType<ControlProps<V>>;

/** How the form wraps and commits a control. */
export interface ControlEntry {
  component: ControlComponent;
  /**
   * `label`: a `<label for>` above the control; `legend`: a fieldset with a legend (groups of
   * inputs); `none`: the control shows its own name (notices, links).
   */
  label: 'label' | 'legend' | 'none';
  /** When a `requiresUpdate` change is sent: at once (choices) or on blur / after a pause (typing). */
  commit: 'change' | 'blur';
  /**
   * `native`: the control is one native input that honours `uncontrolled` (the built-in TEXT,
   * MULTI_LINE_TEXT, DOUBLE, INTEGER and SWITCH); typing re-renders nothing. Absent: the control
   * gets every value as a prop and re-renders (with its field) when its own value changes. Either
   * way a function control is called by its field as a plain function, so a field is one
   * component (ARCHITECTURE.md "Mount"): its hooks are the field's, in the same order for the
   * field's life (a field whose control changes mounts anew). A class, `memo` or `forwardRef`
   * control is rendered as a component of its own.
   */
  bind?: 'native';
  /**
   * The control type's definition (ARCHITECTURE.md "Control types") the editor was made for. The
   * built-in entries name theirs; an app's own type names the one it made with
   * `defineControlType` (see `controlTypeEntry`). The engine reads a field's definition by its
   * controlType (`controlTypeOf`), so an entry given under another key lends only its editor.
   */
  definition?: ControlTypeDefinition;
  /**
   * How a review (`mode="review"`) shows the value, instead of the definition's text. Only the
   * review draws it: a component that only a review needs belongs in a chunk the app loads then.
   */
  review?: ComponentType<ReviewValueProps>;
}

/** What an entry's `review` receives: the field, its value as the definition shows it, the form's words. */
export interface ReviewValueProps {
  /** The field item (spec 2.7), canonical shape. */
  item: FieldItem;
  /** The value as the definition's `show` reads it (the text a change summary shows too). */
  shown: ShownValue;
  /** BCP 47 locale of the form. */
  locale: string;
  /** The form's translated strings. */
  messages: FormMessages;
}

/** The registry: a plain object keyed by controlType. */
export type ControlRegistry = Record<string, ControlEntry>;

/** An override: a whole entry, or just a component that takes the default entry's other settings. */
export type ControlOverride = ControlEntry | ControlComponent;

/**
 * A look: overrides keyed by controlType (`*` replaces the fallback of unknown types), and the
 * form's other parts under the symbol key `FORM_PARTS`, merged part by part. A control type the
 * look lacks keeps the default control, drawn inside the look's `Frame`.
 */
export interface ControlOverrides {
  [controlType: string]: ControlOverride;
  [FORM_PARTS]?: Partial<FormParts>;
}
