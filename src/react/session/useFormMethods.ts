import { useState } from 'react';
import * as hookForm from 'react-hook-form';
import { useForm, type Control } from 'react-hook-form';
import type { FormValues } from '../../core/values/formValues';
import { STORE_METHODS, type formStore } from '../../core/session/store/formStore';

/** What the form uses of react-hook-form: the store port's methods and its control. */
export type FormMethods = Parameters<typeof formStore>[0] & { control: Control<FormValues> };

/** react-hook-form 7.55 and later make a form's control without a hook. */
const createFormControl = (hookForm as { createFormControl?: (props: object) => FormMethods })
  .createFormControl;

const formOptions = () => ({ mode: 'onSubmit', defaultValues: {} }) as const;

/**
 * The form's react-hook-form control. `useForm` marks itself ready in a layout effect, which
 * renders the form a second time at mount; the session reads values and errors through the store
 * port and never reads `formState`, so a control made once, with no subscription, serves
 * (ARCHITECTURE.md "Mount"). It is made when first used: the store port answers a loaded form's
 * reads from its own copy until the page is idle, so a mount neither makes nor compiles it.
 * Before 7.55 (no `createFormControl`), `useForm`.
 *
 * @example
 * const form = useFormMethods();
 * const store = formStore(form);
 */
export const useFormMethods: () => FormMethods = createFormControl
  ? () => useState(() => madeOnFirstUse(() => createFormControl(formOptions())))[0]
  : () => {
      // The first object: react-hook-form 7.54.0 returns a new one on each change of its form
      // state, and the form's session (and every field's context) depends on this one.
      const methods = useForm<FormValues>(formOptions());
      return useState(methods)[0];
    };

/** Methods that make the control the first time one of them, or `control`, is used. */
function madeOnFirstUse(make: () => FormMethods): FormMethods {
  let made: FormMethods | undefined;
  const real = () => (made ??= make());
  const lazy: Record<string, unknown> = {
    get control() {
      return real().control;
    },
  };
  // The store port takes these when it is made (`formStore`): each makes the control when called.
  for (const name of STORE_METHODS)
    lazy[name] = (...args: unknown[]) =>
      (real()[name] as (...given: unknown[]) => unknown)(...args);
  return lazy as unknown as FormMethods;
}
