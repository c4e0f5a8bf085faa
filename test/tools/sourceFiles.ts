import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `folder` whose name matches `names`, in every subfolder.
 *
 * @example
 * sourceFiles('src/core/session', /\.ts$/);
 */
export function sourceFiles(folder: string, names: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, names);
    return names.test(name) ? [path] : [];
  });
}
