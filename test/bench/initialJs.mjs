// node test/bench/initialJs.mjs: the initial JavaScript of a page with <FieldsForm> above a page
// with React alone (both built for production by Vite, minified, gzip level 9; lazy chunks not
// counted). Prints the two figures and the difference.
import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, '../../src');
const pages = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>React alone</p>);`,
  form: `import { createRoot } from 'react-dom/client';
import { FieldsForm } from '${src}/index';
import { createExpenseClient } from '${src}/core/index';
const client = createExpenseClient({ baseUrl: 'https://api.example.com', getAccessToken: async () => 'token' });
createRoot(document.getElementById('root')).render(<FieldsForm source={{ organizationId: '00000000-0000-4000-8000-000000000000', client }} />);`,
};

const sizes = {};
mkdirSync(join(here, '../../node_modules/.cache'), { recursive: true });
for (const [name, code] of Object.entries(pages)) {
  // Inside the project, so the pages resolve react from its node_modules.
  const root = mkdtempSync(join(here, `../../node_modules/.cache/initial-js-${name}-`));
  writeFileSync(join(root, 'main.jsx'), code);
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir: join(root, 'out'), modulePreload: false },
  });
  // What index.html loads before anything runs: its entry and the chunks the entry imports statically.
  const assets = join(root, 'out', 'assets');
  const html = readFileSync(join(root, 'out', 'index.html'), 'utf8');
  const entry = /assets\/([^"]+\.js)/.exec(html)?.[1];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(assets, file), 'utf8');
    for (const [, dep] of text.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      visit(dep);
  };
  visit(entry);
  sizes[name] = [...seen].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).byteLength,
    0,
  );
  console.log(
    `${name}: ${(sizes[name] / 1000).toFixed(1)} kB (${[...seen].length} files; ${readdirSync(assets).length} in all)`,
  );
  rmSync(root, { recursive: true, force: true });
}
console.log(
  `<FieldsForm> above React alone: ${((sizes.form - sizes.react) / 1000).toFixed(1)} kB min+gzip`,
);
