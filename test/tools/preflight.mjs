// Checks the machine before `npm test`: Debian Chromium for the browser and story tests, and a
// lockfile whose packages all run on this Node. Fails loudly; browser tests are never skipped.
import { accessSync, constants, readFileSync } from 'node:fs';
import semver from 'semver';

const problems = [];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  problems.push(
    `Chromium is missing at ${chromium}. The browser and story tests need Debian's Chromium:\n` +
      '    sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  (or set CHROMIUM_PATH to another Chromium binary). Never run `npx playwright install`.',
  );
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
const node = process.versions.node;
const misfits = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  const range = entry?.engines?.node;
  if (!path || typeof range !== 'string' || entry.optional) continue;
  if (!semver.validRange(range)) continue;
  if (!semver.satisfies(node, range, { includePrerelease: true })) {
    misfits.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`);
  }
}
if (misfits.length > 0) {
  problems.push(
    `Packages in package-lock.json that do not run on Node ${node}:\n  ${misfits.join('\n  ')}`,
  );
}

if (problems.length > 0) {
  console.error(`preflight failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `preflight: Node ${node}, Chromium at ${chromium}, ${Object.keys(lock.packages).length - 1} locked packages fit.`,
);
