import type { Activity } from '../core/session/state/sessionEvents';
import type { UntypedFields } from '../core/wire/register';
import { unsettledText } from '../core/session/events/unsettledText';
import type { DriverFile, DriverPort } from './driverPort';
import type { FieldKind, ProbedField, ProbedForm, ProbeMark, ProbeUntil } from './probeTypes';
import type {
  FieldMessageText,
  FieldRef,
  FormDriver,
  FormDriverOptions,
  FormStatusName,
} from './formDriverTypes';
import { formStatus } from './formStatus';

/** What the driver reads: any property (the app's names are its types only, `createFormDriver`). */
type AnyRef = FieldRef<UntypedFields>;

/** A reference as a failure names it: the property of `{ property }`, else the text or pattern. */
const refText = (ref: AnyRef) =>
  typeof ref === 'object' && 'property' in ref ? ref.property : String(ref);

/** A field found for a verb, with the property it answers to. */
interface Found {
  field: ProbedField;
  property: string;
}

/** Settings of {@link driveForm}: how long a wait may take. */
export type DriveFormOptions = Required<FormDriverOptions>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A `Date` as the input of a date or date-time field writes it, in the page's local time. */
function dateText(date: Date, kind: FieldKind): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return kind === 'date'
    ? day
    : `${day}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "re-call PUT …/fields sent 5.0 s ago", in the session's own words. */
const stillOut = (form: ProbedForm, timeoutMs: number) =>
  unsettledText(
    form.activity.map((entry, id) => ({ ...entry, id, kind: entry.kind as Activity['kind'] })),
    timeoutMs,
  );

/** "Report name (name), Amount (verification.amount)": what a failed look-up names. */
const shownFields = (form: ProbedForm) =>
  form.fields.map((field) => `${field.label} (${field.property})`).join(', ') || 'none';

/**
 * The driver over a target port: the one copy of every verb, wait and read of `FormDriver`
 * (ARCHITECTURE.md "Testing driver"). Each verb finds its field (failing at once when the form
 * does not show it, even with a reply out), waits until the form is settled, acts through the
 * port, and waits until the form has applied what the act started.
 *
 * @example
 * const form = driveForm(domPort(container), { timeoutMs: 5000 });
 * await form.fill('Amount', '12.50');
 */
export function driveForm(port: DriverPort, options: DriveFormOptions): FormDriver<UntypedFields> {
  let marks = 0;
  // Marks of two drivers on one page never meet.
  const driverId = Math.random().toString(36).slice(2, 8);

  const read = async () => (await port.probe({ op: 'read' })).form;
  /** The form as it is now, without asking it for its exact values (a verb needs only fields). */
  const look = async () => (await port.probe({ op: 'read', values: false })).form;

  /** Waits for `until` (always with the form settled); false when the time ran out. */
  const wait = async (until: ProbeUntil, timeoutMs = options.timeoutMs) =>
    port.probe({ op: 'wait', until, timeoutMs });

  const settled = async (timeoutMs = options.timeoutMs): Promise<ProbedForm> => {
    const { form, met } = await wait({ kind: 'settled' }, timeoutMs);
    if (met) return form;
    if (!form.found)
      throw new Error(
        `No expense-fields form in the target after ${(timeoutMs / 1000).toFixed(1)} s (no [data-ef-form] marker).`,
      );
    throw new Error(stillOut(form, timeoutMs));
  };

  const find = (form: ProbedForm, ref: AnyRef): Found | null => {
    // A repeated property: its first shown occurrence, as the session's `field(property)`.
    const byProperty = (property: string) =>
      form.fields.find((field) => field.property === property);
    const match =
      typeof ref === 'string'
        ? (byProperty(ref) ?? form.fields.find((field) => field.label === ref))
        : 'property' in ref
          ? byProperty(ref.property)
          : form.fields.find((field) => ref.test(field.label));
    return match ? { field: match, property: match.property } : null;
  };

  /** The field in `form`, of one of the kinds the verb drives; fails naming what the form shows. */
  const fieldIn = (form: ProbedForm, ref: AnyRef, verb: string, kinds: readonly FieldKind[]) => {
    const found = find(form, ref);
    if (!found) {
      // A field a reply still out may add is not there yet: say so, rather than wait for it.
      const out = form.settled
        ? ''
        : ' (a reply is still out: await settled() first if it adds the field)';
      throw new Error(
        `${verb}: the form shows no field "${refText(ref)}". It shows: ${shownFields(form)}${out}.`,
      );
    }
    if (!kinds.includes(found.field.kind))
      throw new Error(
        `${verb}: "${found.field.label}" (${found.property}) is a ${found.field.kind} field; ${verb} drives ${kinds.join(', ')} fields.`,
      );
    return found;
  };

  /**
   * The field a verb drives, from the form once settled. It is looked up first in the form as it
   * is now: a field the form does not show fails at once with the fields it does show, not after
   * the wait's timeout (Bad input). Only a form still loading has no fields to judge.
   */
  const fieldFor = async (ref: AnyRef, verb: string, kinds: readonly FieldKind[]) => {
    const now = await look();
    if (formStatus(now) !== 'loading') fieldIn(now, ref, verb, kinds);
    return fieldIn(await settled(), ref, verb, kinds);
  };

  /** Marks the element a verb acts on; fails with `missing` when the form does not show it. */
  const mark = async (target: ProbeMark, missing: (form: ProbedForm) => string) => {
    marks += 1;
    const { form, selector } = await port.probe({
      op: 'mark',
      mark: target,
      token: `${driverId}-${marks}`,
    });
    if (!selector) throw new Error(missing(form));
    return selector;
  };

  const control = (found: Found, verb: string) =>
    mark(
      { part: 'control', field: found.field.id },
      () => `${verb}: "${found.field.label}" has no input.`,
    );

  /** Waits for a change the act started in the field; fails naming what is still out. */
  const changed = async (found: Found, before: string, verb: string) => {
    const { met, form } = await wait({ kind: 'changed', field: found.field.id, before });
    if (!met)
      throw new Error(
        `${verb}: "${found.field.label}" did not change. ${stillOut(form, options.timeoutMs)}`,
      );
  };

  /** Opens the list (and searches, when the option is not among the first shown) to pick one text. */
  const pick = async (found: Found, selector: string, option: string) => {
    await port.click(selector);
    let { met, form } = await wait({ kind: 'option', field: found.field.id, text: option });
    if (!met) {
      await port.fill(selector, option);
      ({ met, form } = await wait({ kind: 'option', field: found.field.id, text: option }));
    }
    if (!met) {
      const offered = form.fields.find((field) => field.id === found.field.id)?.options ?? [];
      throw new Error(
        `choose: "${found.field.label}" offers no option "${option}". It offers: ${offered.join(', ') || 'none'}.`,
      );
    }
    await port.click(
      await mark(
        { part: 'option', field: found.field.id, text: option },
        () => `choose: "${option}" went away.`,
      ),
    );
  };

  /** Presses a button of the form's actions, when the form is in a state that shows it. */
  const press = async (part: ProbeMark, expected: FormStatusName | null, verb: string) => {
    const form = await settled();
    const status = formStatus(form);
    if (expected !== null && status !== expected)
      throw new Error(
        `${verb}: the form is ${status}; it offers ${verb} only when it is ${expected}.`,
      );
    await port.click(
      await mark(part, () => `${verb}: the form shows no such button (it is ${status}).`),
    );
    return formStatus(await settled());
  };

  /** Undo or redo with the keys a user presses; waits for the move and its re-call. */
  const move = async (action: 'undo' | 'redo') => {
    const [flags = '00', seq = '0'] = (await settled()).history.split(':');
    if (flags[action === 'undo' ? 0 : 1] !== '1')
      throw new Error(`${action}: the form has nothing to ${action}.`);
    const selector = await mark({ part: 'keys' }, () => `${action}: the form shows no field.`);
    await port.press(selector, action === 'undo' ? 'Undo' : 'Redo');
    const { met } = await wait({ kind: 'moved', before: seq });
    if (!met)
      throw new Error(
        `${action}: the form did not ${action}; a screen of your own listens with historyKeys(event, form.engine).`,
      );
    await settled();
  };

  return {
    async fill(ref, text) {
      const found = await fieldFor(ref, 'fill', ['text', 'textarea', 'number', 'date', 'datetime']);
      const selector = await control(found, 'fill');
      await port.fill(selector, text);
      await port.blur(selector);
      await settled();
    },

    async choose(ref, option) {
      const found = await fieldFor(ref, 'choose', ['list']);
      const wanted = typeof option === 'string' ? [option] : [...option];
      const selector = await control(found, 'choose');
      const chosen = Array.isArray(found.field.value) ? (found.field.value as string[]) : [];
      // A multi-select list toggles an option: one already chosen stays as it is.
      for (const text of wanted) if (!chosen.includes(text)) await pick(found, selector, text);
      if (Array.isArray(found.field.value)) await port.press(selector, 'Escape');
      await port.blur(selector);
      await settled();
    },

    async toggle(ref, on) {
      const found = await fieldFor(ref, 'toggle', ['switch']);
      if (on !== undefined && found.field.value === on) return;
      await port.click(await control(found, 'toggle'));
      await settled();
    },

    async setDate(ref, date) {
      const found = await fieldFor(ref, 'setDate', ['date', 'datetime']);
      const selector = await control(found, 'setDate');
      await port.fill(selector, typeof date === 'string' ? date : dateText(date, found.field.kind));
      await port.blur(selector);
      await settled();
    },

    async attach(ref, file) {
      const found = await fieldFor(ref, 'attach', ['file']);
      const files: readonly (File | DriverFile)[] = Array.isArray(file) ? file : [file as File];
      await port.upload(await control(found, 'attach'), files);
      // The upload starts after the file's type is checked: wait for the field to show its end.
      await changed(found, found.field.shape, 'attach');
      await settled();
    },

    async addGuest(ref, guest) {
      const found = await fieldFor(ref, 'addGuest', ['guests']);
      const field = found.field.id;
      await port.click(
        await mark(
          { part: 'addGuest', field },
          () => `addGuest: "${found.field.label}" cannot add guests.`,
        ),
      );
      await changed(found, found.field.shape, 'addGuest');
      const name = await mark({ part: 'guestName', field }, () => 'addGuest: no new guest row.');
      await port.fill(name, guest.name);
      if (guest.company !== undefined)
        await port.fill(
          await mark({ part: 'guestCompany', field }, () => 'addGuest: no company input.'),
          guest.company,
        );
      await port.blur(
        await mark({ part: 'guestName', field }, () => 'addGuest: no new guest row.'),
      );
      await settled();
    },

    async addRecipient(ref, email) {
      const found = await fieldFor(ref, 'addRecipient', ['recipients']);
      const selector = await control(found, 'addRecipient');
      await port.fill(selector, email);
      await port.press(selector, 'Enter');
      await settled();
    },

    async removeGroup(ref) {
      const found = await fieldFor(ref, 'removeGroup', ['group']);
      await port.click(
        await mark(
          { part: 'removeGroup', field: found.field.id },
          () => `removeGroup: "${found.field.label}" cannot be removed.`,
        ),
      );
      await settled();
    },

    async runCommand(text, commandOptions = {}) {
      await settled();
      await port.click(
        await mark(
          { part: 'command', text },
          (form) =>
            `runCommand: the form shows no command "${text}". It shows: ${form.commands.join(', ') || 'none'}.`,
        ),
      );
      const { confirm } = commandOptions;
      if (confirm !== undefined) {
        const { met } = await wait({ kind: 'dialog' });
        if (!met) throw new Error(`runCommand: "${text}" asked for no confirmation.`);
        await port.click(
          await mark(
            { part: confirm ? 'confirm' : 'cancel' },
            () => 'runCommand: the confirmation went away.',
          ),
        );
      }
      const form = await settled();
      if (form.dialog)
        throw new Error(
          `runCommand: "${text}" asks for confirmation: pass { confirm: true } or { confirm: false }.`,
        );
    },

    async submit({ review = 'confirm' } = {}) {
      // With `reviewBeforeSave`, Save opens the review step: the driver answers it as asked.
      let status = formStatus(await settled());
      if (status !== 'reviewing') status = await press({ part: 'submit' }, null, 'submit');
      if (status !== 'reviewing' || review === 'open') return status;
      return press(
        { part: review === 'confirm' ? 'reviewConfirm' : 'reviewBack' },
        'reviewing',
        'submit',
      );
    },
    saveAnyway: () => press({ part: 'saveAnyway' }, 'warnings', 'saveAnyway'),
    async reloadKeepingChanges() {
      await press({ part: 'reload' }, 'conflict', 'reloadKeepingChanges');
    },

    async restoreDraft() {
      const { met } = await wait({ kind: 'draftOffer' });
      if (!met) throw new Error('restoreDraft: the form offers no draft.');
      await port.click(
        await mark({ part: 'restoreDraft' }, () => 'restoreDraft: the offer went away.'),
      );
      await settled();
    },

    undo: () => move('undo'),
    redo: () => move('redo'),

    async settled(settledOptions) {
      await settled(settledOptions?.timeoutMs);
    },

    async values() {
      const form = await read();
      if (form.exactValues) return form.exactValues;
      const values: Record<string, unknown> = {};
      for (const field of form.fields)
        if (field.value !== undefined) values[field.property] ??= field.value;
      return values;
    },

    async errors() {
      const errors: Record<string, FieldMessageText> = {};
      for (const field of (await read()).fields)
        if (field.message)
          errors[field.property] ??= {
            message: field.message.text,
            kind: field.message.kind,
          };
      return errors;
    },

    async summary() {
      return (await read()).summary;
    },

    async status() {
      return formStatus(await read());
    },

    async field(ref) {
      const found = find(await read(), ref);
      if (!found)
        return {
          property: refText(ref),
          label: '',
          visible: false,
          required: false,
          busy: false,
          scanned: false,
          disabled: false,
        };
      const { label, required, busy, scanned, disabled } = found.field;
      return { property: found.property, label, visible: true, required, busy, scanned, disabled };
    },
  };
}
