// Seeded randomness and id sequences shared by every factory. One module-level seed makes the
// data identical run to run; seedMockData/resetFactories restart both the generator and the ids.
import { Faker, base, en, generateMersenne53Randomizer, ko, type Randomizer } from '@faker-js/faker';

export const DEFAULT_SEED = 20260901;

/** The generator the factories draw from; withSeed lends them another one for a while. */
let active: Randomizer = generateMersenne53Randomizer();

/**
 * Our own instance with fakerKO's locale chain rather than the shared `fakerKO` singleton: other
 * code drawing from the singleton would otherwise shift our sequence and change the data.
 */
export const faker = new Faker({
  locale: [ko, en, base],
  randomizer: { next: () => active.next(), seed: (seed) => active.seed(seed) },
});

/** Factory ids start here, above every id the scenarios use, so built objects never collide. */
export const FIRST_FACTORY_ID = 10_001;

let sequences = new Map<string, number>();
let firstId = FIRST_FACTORY_ID;

/** Restarts the generator with `seed` and every id sequence from FIRST_FACTORY_ID. */
export function seedMockData(seed: number): void {
  faker.seed(seed);
  sequences.clear();
}

/**
 * Runs `build` on a generator of its own seeded with `seed`, so what it builds depends on the seed
 * alone and not on what was built before (the schema mocks seed each path this way). Ids count from
 * a block of 1,000 chosen by the seed. The shared sequence and id counters are left where they were.
 */
export function withSeed<T>(seed: number, build: () => T): T {
  const outer = { active, sequences, firstId };
  active = generateMersenne53Randomizer(seed);
  sequences = new Map();
  firstId = FIRST_FACTORY_ID + (Math.abs(seed) % 100_000) * 1000;
  try {
    return build();
  } finally {
    ({ active, sequences, firstId } = outer);
  }
}

/** Back to the state right after import: the default seed and fresh id sequences. */
export function resetFactories(): void {
  seedMockData(DEFAULT_SEED);
}

seedMockData(DEFAULT_SEED);

/** The next id of a GraphQL type (each type counts on its own, like a table's serial id). */
export function nextId(typename: string): number {
  const id = sequences.get(typename) ?? firstId;
  sequences.set(typename, id + 1);
  return id;
}

export function pick<T>(values: readonly T[]): T {
  return faker.helpers.arrayElement(values);
}

export function pickSome<T>(values: readonly T[], min: number, max: number): T[] {
  return faker.helpers.arrayElements(values, { min, max });
}

export function int(min: number, max: number): number {
  return faker.number.int({ min, max });
}

export function chance(probability: number): boolean {
  return faker.datatype.boolean({ probability });
}

/** A round KRW amount: a whole number of `unit` between min and max. */
export function krw(min: number, max: number, unit = 1000): number {
  return int(Math.ceil(min / unit), Math.floor(max / unit)) * unit;
}

export function hex(length: number): string {
  return faker.string.hexadecimal({ length, casing: 'lower', prefix: '' });
}

/**
 * The built object with the caller's overrides on top. Keys given as `undefined` are ignored so
 * that `buildX({ ...maybe })` cannot blank out a non-null field.
 */
export function withOverrides<T extends object>(built: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return built;
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...built, ...defined };
}

/** `n` objects from one factory, each with the same overrides. */
export function buildList<T>(build: (overrides?: Partial<T>) => T, n: number, overrides?: Partial<T>): T[] {
  return Array.from({ length: n }, () => build(overrides));
}
