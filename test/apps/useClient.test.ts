// The packed package's entries as a Next.js server component meets them: those with React
// components start with 'use client' (client references), the others hold no React and no such
// directive, so they run on the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const dist = join(process.cwd(), 'test/apps/csp-page/node_modules/expense-fields/dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

it.each(['index.js', 'devtools.js', 'mui.js', 'shadcn.js'])(
  "%s starts with 'use client'",
  (file) => {
    expect(read(file).startsWith("'use client';")).toBe(true);
  },
);

it.each(['core.js', 'session.js', 'mock.js', 'testing.js'])(
  '%s is importable on the server: no directive, no React',
  (file) => {
    const code = read(file);
    expect(code).not.toMatch(/^['"]use client['"]/);
    expect(code).not.toMatch(/from\s*["'](react|react-dom)(\/[^"']*)?["']/);
  },
);
