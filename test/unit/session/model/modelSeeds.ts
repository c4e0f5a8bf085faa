// The seeds the model-based test draws its sequences from (README "The engine"): MODEL_SEED
// replays one, MODEL_SEEDS=<n> draws n fresh ones, and with neither it draws one fresh seed.

/** A fresh seed, in the range fast-check takes. */
const freshSeed = () => Math.floor(Math.random() * 0x7fffffff);

/** A whole number read from the environment, or an error that names the variable. */
function whole(name: string, text: string, least: number) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number of at least ${least}, not '${text}'`);
  return value;
}

/**
 * The seeds of this run; each run of the property is named after its seed, so a failing one (and
 * a green one) is replayed with `MODEL_SEED=<seed>`.
 *
 * @example
 * for (const seed of modelSeeds(process.env)) it(`holds (seed ${seed})`, () => check(seed));
 */
export function modelSeeds(env: Record<string, string | undefined>): number[] {
  const { MODEL_SEED: seed, MODEL_SEEDS: count } = env;
  if (seed !== undefined && count !== undefined)
    throw new Error('MODEL_SEED replays one seed and MODEL_SEEDS draws fresh ones: set only one');
  if (seed !== undefined) return [whole('MODEL_SEED', seed, 0)];
  const length = count === undefined ? 1 : whole('MODEL_SEEDS', count, 1);
  return Array.from({ length }, freshSeed);
}
