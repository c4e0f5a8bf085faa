/** The part of the Trusted Types API used here (not every DOM typing has it). */
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): { createScriptURL(input: string): unknown };
}

/** The policy's name, for an app whose CSP lists its allowed policies (`trusted-types …`). */
export const TRUSTED_TYPES_POLICY = 'expense-fields';

let policy: { createScriptURL(input: string): unknown } | null | undefined;

/**
 * The Worker's script URL as a `TrustedScriptURL` where the page enforces Trusted Types
 * (`require-trusted-types-for 'script'` makes `new Worker(string)` throw), through one policy that
 * passes only URLs of the page's own origin; the string as it is elsewhere. A policy the page's
 * CSP does not allow (a `trusted-types` list without this name) leaves the string, and the Worker
 * then fails at once and the page's thread does the work.
 *
 * @example
 * new Worker(trustedScriptUrl(new URL(workerUrl, import.meta.url).href), { type: 'module' });
 */
export function trustedScriptUrl(url: string): string {
  if (policy === undefined) policy = makePolicy();
  return (policy?.createScriptURL(url) ?? url) as string;
}

function makePolicy() {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL(input) {
        if (new URL(input, location.href).origin !== location.origin)
          throw new TypeError(`expense-fields: a Worker from another origin: ${input}`);
        return input;
      },
    });
  } catch {
    return null;
  }
}
