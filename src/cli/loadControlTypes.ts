import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ControlTypeDefinition } from '../core/wire/controlTypeDefinition';

const isDefinition = (value: unknown): value is ControlTypeDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { controlType?: unknown }).controlType === 'string' &&
  typeof (value as { codec?: unknown }).codec === 'object' &&
  typeof (value as { wireType?: unknown }).wireType === 'function';

/**
 * The control type definitions an app's module exports (`--control-types ./controlTypes.js`): each
 * export that is a definition made with `defineControlType`, or an array of them, by controlType.
 * The module is a JavaScript module Node can import (built, or `.mjs`).
 *
 * @example
 * const own = await loadControlTypes(['./dist/controlTypes.js'], process.cwd());
 * own.get('SIGNATURE')?.wireType(item); // '{ svg: string; signedAt: string } | null'
 */
export async function loadControlTypes(
  modules: readonly string[],
  cwd: string,
): Promise<Map<string, ControlTypeDefinition>> {
  const found = new Map<string, ControlTypeDefinition>();
  for (const path of modules) {
    const exported = (await import(/* @vite-ignore */ pathToFileURL(resolve(cwd, path)).href).catch(
      (error: Error & { code?: string }) => {
        throw new Error(
          `cannot load --control-types ${path} (${error.code ?? error.message}); give a JavaScript module (.js or .mjs) Node can import.`,
        );
      },
    )) as Record<string, unknown>;
    const values = Object.values(exported).flatMap((value) =>
      Array.isArray(value) ? value : [value],
    );
    const definitions = values.filter(isDefinition);
    if (definitions.length === 0)
      throw new Error(
        `${path} exports no control type definition: each needs a controlType, a codec and a wireType (defineControlType makes them).`,
      );
    for (const definition of definitions) found.set(definition.controlType, definition);
  }
  return found;
}
