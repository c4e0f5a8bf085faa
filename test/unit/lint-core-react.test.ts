// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint rule: src/core never imports React', () => {
  it.each([
    "import { useState } from 'react';\nexport const x = useState;\n",
    "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n",
    "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n",
    "import { useForm } from 'react-hook-form';\nexport const x = useForm;\n",
  ])('rejects %s', async (code) => {
    expect(await ruleIdsFor(code, 'src/core/probe.ts')).toContain('no-restricted-imports');
  });

  it('allows the same import outside src/core', async () => {
    const code = "import { useState } from 'react';\nexport const x = useState;\n";
    expect(await ruleIdsFor(code, 'src/react/probe.ts')).not.toContain('no-restricted-imports');
  });

  it('allows framework-free imports in src/core', async () => {
    const code = "import { parseISO } from 'date-fns';\nexport const x = parseISO;\n";
    expect(await ruleIdsFor(code, 'src/core/probe.ts')).toEqual([]);
  });
});
