import { defaultLook } from './defaultLook';
import type { TestLook } from './testLook';

/** Every look the library ships, by name, loaded when asked for (a look's peers load with it). */
const LOADERS: Record<string, () => Promise<TestLook>> = {
  default: async () => defaultLook,
  mui: async () => (await import('./muiLook')).muiLook,
  shadcn: async () => (await import('./shadcnLook')).shadcnLook,
};

/** The names of the looks: every behaviour test of the look projects runs in each. */
export const LOOK_NAMES = Object.keys(LOADERS);

/**
 * The look a test runs in.
 *
 * @example
 * const look = await lookNamed(process.env.EXPENSE_FIELDS_LOOK ?? 'default');
 */
export async function lookNamed(name: string): Promise<TestLook> {
  const load = LOADERS[name];
  if (!load) throw new Error(`No look named "${name}": ${LOOK_NAMES.join(', ')}.`);
  return load();
}
