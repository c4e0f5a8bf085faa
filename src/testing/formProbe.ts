import type {
  FieldKind,
  ProbedField,
  ProbedForm,
  ProbeMark,
  ProbeRequest,
  ProbeAnswer,
} from './probeTypes';

/**
 * Reads the form inside `root`, marks an element for a verb, or waits for a condition. The one
 * piece of driver code that runs where the page is: called directly on a DOM container (jsdom,
 * happy-dom, a Storybook canvas) and sent by Playwright into the page (`locator.evaluate`), so
 * it must stay self-contained: no import, no module-level helper, nothing a bundler could hoist
 * out of it. It sees only the marker's attributes (`react/form/SessionMarker.tsx`) and the
 * look-neutral markers (`data-field`, `data-ef-*`, `<id>-label`, `<id>-error`), never a look's
 * classes, so it drives every look alike. A wait watches the DOM and has no timer but its timeout.
 *
 * @example
 * const { form } = await formProbe(container, { op: 'read' });
 */
export function formProbe(
  root: Element,
  request: ProbeRequest,
): ProbeAnswer | Promise<ProbeAnswer> {
  const all = (scope: ParentNode, selector: string) => [
    ...scope.querySelectorAll<HTMLElement>(selector),
  ];
  // The document's index, not a walk of the tree per look-up (a form has hundreds of fields).
  const byId = (id: string) => {
    const found = id ? root.ownerDocument.getElementById(id) : null;
    return found && root.contains(found) ? found : null;
  };
  const text = (element: Element | null | undefined) =>
    (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The last marker seen is kept on the root: a form that unmounts after its save (an app that
  // shows the saved report instead) still tells how it ended.
  const kept = root as Element & { efLastMarker?: HTMLElement };
  // Looked up on every read: a wait may see the form mount, or mount anew (another source).
  const markerNow = () => {
    const live = root.querySelector<HTMLElement>('[data-ef-form]');
    if (live) kept.efLastMarker = live;
    return live ?? kept.efLastMarker ?? null;
  };
  // A form part by its marker, the last one: in the form, else on the page (a portaled dialog).
  const part = (name: string) =>
    all(root, `[data-ef-part="${name}"]`).at(-1) ??
    all(root.ownerDocument, `[data-ef-part="${name}"]`).at(-1) ??
    null;
  const wrappers = () => {
    // A marker that names its form (`data-ef-form="<form id>"`) scopes the fields to that form.
    const formId = markerNow()?.getAttribute('data-ef-form') ?? '';
    return all(root, '[data-field]').filter(
      (wrapper) => !formId || (wrapper.getAttribute('data-field') ?? '').startsWith(`${formId}-`),
    );
  };
  // The elements of this field, not of a field nested in it (a group's).
  const own = (wrapper: HTMLElement, selector: string) =>
    all(wrapper, selector).filter((element) => element.closest('[data-field]') === wrapper);
  // The frame's label or legend, a link's or a notice's words: the `<id>-label` id.
  const heading = (wrapper: HTMLElement) =>
    byId(`${wrapper.getAttribute('data-field') ?? ''}-label`);
  const labelOf = (wrapper: HTMLElement, control: HTMLElement | null) => {
    const head = heading(wrapper);
    if (!head) return control?.getAttribute('aria-label') ?? text(wrapper.firstElementChild);
    // The frame's label words as given (`data-ef-value`), without the marks a look draws.
    const words = head.getAttribute('data-ef-value');
    if (words !== null) return words;
    const copy = head.cloneNode(true) as HTMLElement;
    for (const part of all(copy, '[data-ef-part=required], [data-ef-part=scanned]')) part.remove();
    return text(copy);
  };
  const kindOf = (wrapper: HTMLElement, control: HTMLElement | null): FieldKind => {
    // A composite control's root says what it is (the hooks' `rootProps`).
    const composite = own(wrapper, '[data-ef-kind]')[0]?.getAttribute('data-ef-kind');
    const composites: readonly FieldKind[] = ['guests', 'recipients', 'info', 'group', 'file'];
    if (composites.includes(composite as FieldKind)) return composite as FieldKind;
    if (!control) return 'other';
    // The segmented date field (its first segment carries the id) and its stand-in while loading.
    const date = own(wrapper, '[data-ef-date]')[0]?.getAttribute('data-ef-date');
    if (date) return date === 'date' ? 'date' : 'datetime';
    if (control.getAttribute('role') === 'combobox') return 'list';
    if (control.getAttribute('role') === 'switch') return 'switch';
    if (control instanceof HTMLTextAreaElement) return 'textarea';
    if (!(control instanceof HTMLInputElement)) return 'other';
    if (control.type === 'date') return 'date';
    if (control.type === 'datetime-local') return 'datetime';
    const mode = control.getAttribute('inputmode');
    if (mode === 'numeric' || mode === 'decimal') return 'number';
    return control.type === 'text' || control.type === 'url' ? 'text' : 'other';
  };
  /** A number as the user's text says it: "SEK 6,000.00", "6 000,00 kr", "12,5". */
  const numberOf = (raw: string): unknown => {
    // The currency an idle amount is shown in (a code, a sign, "kr") and the group spaces go.
    const kept = raw
      .replace(/\u2212/g, '-')
      .replace(/^[A-Z]{3}|[A-Z]{3}$|[€$£¥]|kr\.?$/g, '')
      .replace(/[\s\u00a0\u202f']/g, '');
    if (raw.trim() === '') return null;
    // Text the form cannot read as a number: what the user typed (the form sends no number).
    if (!/^-?[\d.,]+$/.test(kept)) return raw;
    const last = Math.max(kept.lastIndexOf('.'), kept.lastIndexOf(','));
    const separator = last >= 0 ? (kept[last] ?? '') : '';
    // The last separator is the decimal one when it is used once ("6,000.00", "12,5"); used more
    // than once it groups thousands ("6,000,000").
    const decimal = separator !== '' && kept.split(separator).length === 2 ? separator : '';
    const whole = decimal ? kept.slice(0, kept.lastIndexOf(decimal)) : kept;
    const fraction = decimal ? kept.slice(kept.lastIndexOf(decimal) + 1) : '';
    const digits = `${whole.replace(/[.,]/g, '')}${fraction ? `.${fraction}` : ''}`;
    const read = Number(digits);
    return Number.isFinite(read) ? read : raw;
  };
  const chips = (wrapper: HTMLElement) =>
    own(wrapper, '[data-ef-part=chip]').map((chip) => chip.getAttribute('data-ef-value') ?? '');
  const valueOf = (wrapper: HTMLElement, kind: FieldKind, control: HTMLElement | null): unknown => {
    const input = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
    const raw = input ? (control as HTMLInputElement).value : '';
    switch (kind) {
      case 'text':
      case 'textarea':
        return raw;
      case 'number':
        return numberOf(raw);
      case 'switch':
        return (control as HTMLInputElement).checked;
      case 'date':
      case 'datetime': {
        // The field's edit value (`yyyy-MM-dd`, `yyyy-MM-ddTHH:mm`, or the text of a date it refuses).
        const edit = own(wrapper, '[data-ef-date]')[0]?.getAttribute('data-ef-value') ?? raw;
        return edit === '' ? null : edit;
      }
      case 'list':
        return control?.hasAttribute('data-ef-multiple') ? chips(wrapper) : raw === '' ? null : raw;
      case 'recipients':
        return chips(wrapper);
      case 'guests':
        return own(wrapper, '[data-ef-part=row]').map((row) => {
          const [name, company] = all(row, 'input') as HTMLInputElement[];
          return { name: name?.value ?? '', company: company?.value ?? '' };
        });
      case 'file':
        return own(wrapper, '[data-ef-part=file]').map((file) => text(file));
      default:
        return undefined;
    }
  };
  // A field's message (`<id>-error`) and its kind (`data-kind`).
  const messageOf = (note: HTMLElement | null): ProbedField['message'] =>
    note
      ? {
          text: text(note),
          kind: note.getAttribute('data-kind') === 'warning' ? 'warning' : 'error',
        }
      : null;
  const fieldOf = (wrapper: HTMLElement): ProbedField => {
    const id = wrapper.getAttribute('data-field') ?? '';
    const control = byId(id);
    const kind = kindOf(wrapper, control);
    const head = heading(wrapper);
    const listbox = kind === 'list' ? byId(control?.getAttribute('aria-controls') ?? '') : null;
    return {
      property: wrapper.getAttribute('data-ef-property') ?? '',
      id,
      label: labelOf(wrapper, control),
      kind,
      required:
        Boolean(head?.querySelector('[data-ef-part=required]')) ||
        control?.getAttribute('aria-required') === 'true',
      busy: wrapper.getAttribute('aria-busy') === 'true',
      scanned: Boolean(head?.querySelector('[data-scanned]')),
      disabled:
        control instanceof HTMLInputElement
          ? control.disabled
          : control?.getAttribute('aria-disabled') === 'true',
      message: messageOf(byId(`${id}-error`)),
      options: listbox ? all(listbox, '[role=option]').map((option) => text(option)) : [],
      shape:
        kind === 'file'
          ? `${own(wrapper, '[data-ef-part=file]').map(text).join(' ')}|${own(wrapper, '[role=alert]').map(text).join(' ')}`
          : kind === 'guests'
            ? String(own(wrapper, '[data-ef-part=row]').length)
            : '',
      value: valueOf(wrapper, kind, control),
    };
  };
  /**
   * The fields the form knows that draw no field shell of their own: an input of the app's own
   * (`useField`). The form lists its fields with their input ids on the marker when asked; each
   * one whose input is on the page and has no `[data-field]` wrapper is read from the input, its
   * `<label for>` (or `aria-labelledby`, `aria-label`) and its message (`<id>-error`).
   */
  const looseFields = (shells: readonly HTMLElement[]): ProbedField[] => {
    const marker = markerNow();
    if (!marker?.isConnected) return [];
    marker.dispatchEvent(new Event('ef-read-fields'));
    let listed: { property: string; id: string; name: string; required: boolean }[] = [];
    try {
      listed = JSON.parse(marker.getAttribute('data-ef-fields') ?? '[]') as typeof listed;
    } catch {
      listed = [];
    }
    const drawn = new Set(shells.map((wrapper) => wrapper.getAttribute('data-field')));
    const fields: ProbedField[] = [];
    for (const entry of listed) {
      const control = drawn.has(entry.id) ? null : byId(entry.id);
      if (!control) continue;
      const labels = (control as HTMLInputElement).labels;
      const named = labels && labels.length > 0 ? [...labels] : [];
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => byId(id))
        .filter((element): element is HTMLElement => element !== null);
      const label =
        [...named, ...labelledBy].map((element) => text(element)).find(Boolean) ??
        control.getAttribute('aria-label') ??
        entry.name;
      // The input is its own wrapper: what `fieldOf` reads around a shell is not there.
      const kind = kindOf(control, control);
      fields.push({
        property: entry.property,
        id: entry.id,
        label,
        kind,
        required: entry.required || control.getAttribute('aria-required') === 'true',
        busy: control.closest('[aria-busy="true"]') !== null,
        scanned: false,
        disabled: control instanceof HTMLInputElement ? control.disabled : false,
        message: messageOf(byId(`${entry.id}-error`)),
        options: [],
        shape: '',
        value: valueOf(control, kind, control),
      });
    }
    return fields;
  };
  const exactValues = () => {
    const marker = markerNow();
    if (!marker) return null;
    // A form that can tell its values exactly writes them when asked (no cost until a driver asks).
    marker.dispatchEvent(new Event('ef-read-values'));
    const json = marker.getAttribute('data-ef-values');
    return json ? (JSON.parse(json) as Record<string, unknown>) : null;
  };
  /** The marker's part of the form: cheap, read on every change a wait sees. */
  const condition = () => {
    const marker = markerNow();
    let activity: ProbedForm['activity'] = [];
    try {
      activity = JSON.parse(marker?.getAttribute('data-ef-activity') ?? '[]') as typeof activity;
    } catch {
      activity = [];
    }
    // The form's own status (`loading` while its locale's strings load, too).
    const status = marker?.getAttribute('data-ef-status') ?? 'loading';
    return {
      found: Boolean(marker),
      status,
      submit: marker?.getAttribute('data-ef-submit') ?? 'idle',
      // The marker's word, once the form's status is on screen: the status is rendered with the
      // fields, so a settled form that reads "loading" has not drawn them yet.
      settled:
        status !== 'loading' &&
        (marker?.getAttribute('data-ef-settled') === 'true' ||
          (activity.length === 0 &&
            status === 'ready' &&
            marker?.getAttribute('data-ef-submit') !== 'submitting')),
      activity,
      dialog: Boolean(part('dialog')),
      draftOffer: Boolean(root.querySelector('[data-ef-part=draft-restore]')),
      reviewing: marker?.getAttribute('data-ef-review') === 'open',
      history: marker?.getAttribute('data-ef-history') ?? '00:0',
    };
  };
  const read = (withValues: boolean): ProbedForm => {
    const shells = wrappers();
    const summaryPart = (kind: string) =>
      all(root, `[data-ef-part=summary-line][data-kind="${kind}"]`).map((line) => text(line));
    return {
      ...condition(),
      fields: [...shells.map(fieldOf), ...looseFields(shells)],
      summary: { errors: summaryPart('error'), warnings: summaryPart('warning') },
      // Only a read asks: a wait that asked would see its own answer as a change.
      exactValues: withValues ? exactValues() : null,
      commands: all(root, '[data-ef-part=command]').map((button) => text(button)),
    };
  };
  const wrapperOf = (id: string) =>
    root.querySelector<HTMLElement>(`[data-field="${id}"]`) ?? undefined;
  const find = (mark: ProbeMark): HTMLElement | null => {
    if (mark.part === 'command')
      return (
        all(root, '[data-ef-part=command]').find((button) => text(button) === mark.text) ?? null
      );
    if (mark.part === 'confirm' || mark.part === 'cancel') return part(mark.part);
    if (mark.part === 'reviewConfirm') return part('review-confirm');
    if (mark.part === 'reviewBack') return part('review-back');
    // The form's Save, else the last submit button of the app's own.
    if (mark.part === 'submit')
      return part('submit') ?? all(root, 'button[type=submit]').at(-1) ?? null;
    if (mark.part === 'saveAnyway') return part('save-anyway');
    if (mark.part === 'reload') return part('reload');
    if (mark.part === 'restoreDraft') return part('draft-restore');
    // Where a user presses the undo keys: the focused element in the form, else its first input.
    if (mark.part === 'keys') {
      const active = root.ownerDocument.activeElement;
      if (active instanceof HTMLElement && active !== root && root.contains(active)) return active;
      return all(root, '[data-field] input, [data-field] textarea, [data-field] select')[0] ?? null;
    }
    // A field's input by its id, shell or none (an input of the app's own has no wrapper).
    if (mark.part === 'control') return byId(mark.field);
    const wrapper = wrapperOf(mark.field);
    if (!wrapper) return null;
    const rows = own(wrapper, '[data-ef-part=row]');
    const lastRow = rows[rows.length - 1];
    switch (mark.part) {
      case 'addGuest':
        return own(wrapper, '[data-ef-part=add-row]')[0] ?? null;
      case 'guestName':
      case 'guestCompany':
        return lastRow ? (all(lastRow, 'input')[mark.part === 'guestName' ? 0 : 1] ?? null) : null;
      case 'removeGroup':
        return own(wrapper, '[data-ef-part=remove-group]')[0] ?? null;
      case 'option': {
        const listbox = byId(byId(mark.field)?.getAttribute('aria-controls') ?? '');
        return listbox
          ? (all(listbox, '[role=option]').find((option) => text(option) === mark.text) ?? null)
          : null;
      }
    }
  };
  if (request.op === 'read') return { form: read(request.values !== false) };
  if (request.op === 'mark') {
    const element = find(request.mark);
    element?.setAttribute('data-ef-driver', request.token);
    const answer = () => ({
      form: read(false),
      selector: element ? `[data-ef-driver="${request.token}"]` : null,
    });
    // A long form lays a far field out only when it comes near the viewport (`content-visibility`),
    // which moves what is below it: an element out of view is brought in and given frames to
    // settle first, so a press at its place lands on it (a Playwright click once hit the form
    // beside a button that moved between press and release). In view (or in jsdom): at once.
    const view = root.ownerDocument.defaultView;
    const box = element?.getBoundingClientRect();
    if (!element || !view || !box || typeof element.scrollIntoView !== 'function') return answer();
    if (box.top >= 0 && box.bottom <= view.innerHeight) return answer();
    element.scrollIntoView({ block: 'center' });
    const frame = () => new Promise((done) => view.requestAnimationFrame(done));
    return frame().then(frame).then(frame).then(answer);
  }
  const { until } = request;
  const met = () => {
    const form = condition();
    if (!form.found || !form.settled || form.status === 'loading') return false;
    // A date field whose code is still loading shows a stand-in: not yet a field to act on.
    if (root.querySelector('[data-ef-date][aria-busy="true"]')) return false;
    const wrapper = 'field' in until ? wrapperOf(until.field) : undefined;
    const field = wrapper ? fieldOf(wrapper) : undefined;
    switch (until.kind) {
      case 'settled':
        return true;
      case 'option':
        return Boolean(field?.options.includes(until.text));
      case 'dialog':
        return form.dialog;
      case 'draftOffer':
        return form.draftOffer;
      case 'changed':
        return field !== undefined && field.shape !== until.before;
      case 'moved':
        return form.history.split(':')[1] !== until.before;
    }
  };
  return new Promise<ProbeAnswer>((resolve) => {
    let done = false;
    const finish = (value: boolean) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timeout);
      resolve({ form: read(false), met: value });
    };
    // Met once, and still met after React had a task to commit what the form just applied (the
    // marker is written when the session changes, the fields when React renders the change).
    const check = () => {
      if (met()) setTimeout(() => (met() ? finish(true) : undefined), 0);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
    const timeout = setTimeout(() => finish(false), request.timeoutMs);
    check();
  });
}
