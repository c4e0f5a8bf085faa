import { TYPES_USAGE, typesCommand } from './typesCommand';

// The package's `bin` (`npx expense-fields types …`), built to dist/cli.js with a `#!` line
// (vite.config.ts): Node only, never an entry of the browser bundles (ARCHITECTURE.md
// "Generated types").
const [command, ...args] = process.argv.slice(2);
const io = {
  cwd: process.cwd(),
  env: process.env,
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
};
if (command === 'types') process.exitCode = await typesCommand(args, io);
else {
  console.error(
    command === '--help'
      ? TYPES_USAGE
      : command === undefined
        ? `Name a command: types.\n${TYPES_USAGE}`
        : `Unknown command ${command}.\n${TYPES_USAGE}`,
  );
  process.exitCode = command === '--help' ? 0 : 2;
}
