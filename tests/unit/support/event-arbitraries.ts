// Arbitraries for the event-contract property tests: payloads shaped like a real one but
// with wrong types, payloads with keys taken away, and well-formed payloads near a real one.
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A value of another kind than `x` (never null or undefined, which some fields accept). */
export function wrongTyped(x: unknown): fc.Arbitrary<unknown> {
  const str = fc.string({ maxLength: 6 });
  const num = fc.oneof(fc.integer(), fc.double());
  const obj = fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 });
  const arr = fc.array(fc.integer(), { maxLength: 2 });
  if (typeof x === 'number') return fc.oneof(str, fc.boolean(), obj, arr, fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e12));
  if (typeof x === 'string') return fc.oneof(num, fc.boolean(), obj, arr);
  if (typeof x === 'boolean') return fc.oneof(num, str, obj, arr);
  if (Array.isArray(x)) return fc.oneof(num, str, fc.boolean(), obj);
  if (isPlainObject(x)) return fc.oneof(num, str, fc.boolean(), arr);
  return fc.oneof(
    num.filter((n) => !Number.isInteger(n)),
    str.map((s) => `${s}§`),
    obj,
    arr,
  ); // null in the fixture
}

/** Every key path of the plain objects in a payload ('unit', 'unit.cp'), arrays not entered. */
export function keyPaths(x: unknown, prefix = ''): string[] {
  if (!isPlainObject(x)) return [];
  return Object.keys(x).flatMap((k) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return [p, ...keyPaths(x[k], p)];
  });
}

/** A deep copy of `x` without the key at `path`. */
export function without(x: unknown, path: string): unknown {
  const copy = structuredClone(x) as Record<string, unknown>;
  const parts = path.split('.');
  let cur: Record<string, unknown> = copy;
  for (const p of parts.slice(0, -1)) cur = cur[p] as Record<string, unknown>;
  delete cur[parts[parts.length - 1]];
  return copy;
}

/** A deep copy of `x` with the key at `path` set to `value`. */
export function withValue(x: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(x) as Record<string, unknown>;
  const parts = path.split('.');
  let cur: Record<string, unknown> = copy;
  for (const p of parts.slice(0, -1)) cur = cur[p] as Record<string, unknown>;
  cur[parts[parts.length - 1]] = value;
  return copy;
}

/** Every string in a value (to build a pool of plausible strings: ids, enums, names). */
export function stringsIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) x.forEach((y) => stringsIn(y, out));
  else if (isPlainObject(x)) Object.values(x).forEach((y) => stringsIn(y, out));
  return out;
}

/**
 * A payload of the same shape as `x`, its leaves varied: numbers near the tracks' bounds and
 * beyond, strings from a pool (ids that exist and ids that do not, every enum value), keys
 * dropped at random. Most are refused by the schema; the property keeps those it accepts.
 */
export function near(x: unknown, pool: string[]): fc.Arbitrary<unknown> {
  if (typeof x === 'number') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(x) },
      { weight: 3, arbitrary: fc.integer({ min: -2, max: 8 }) },
      { weight: 1, arbitrary: fc.integer({ min: -60, max: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom(0.5, Number.NaN, Infinity, 1e9) },
    );
  }
  if (typeof x === 'string')
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(x) },
      { weight: 3, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
    );
  if (typeof x === 'boolean') return fc.boolean();
  if (x === null) return fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 6 }), fc.constantFrom(...pool));
  if (x === undefined) return fc.constant(undefined);
  if (Array.isArray(x)) return x.length === 0 ? fc.constant([]) : fc.array(near(x[0], pool), { maxLength: 4 });
  if (isPlainObject(x)) {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, v] of Object.entries(x)) model[k] = near(v, pool);
    return fc.oneof({ weight: 4, arbitrary: fc.record(model) }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) });
  }
  return fc.constant(x);
}

/** Every number in a state, with its path, to prove none is NaN, infinite or fractional. */
export function numbersIn(x: unknown, path = '', out: { path: string; value: number }[] = []): { path: string; value: number }[] {
  if (typeof x === 'number') out.push({ path, value: x });
  else if (Array.isArray(x)) x.forEach((y, i) => numbersIn(y, `${path}[${i}]`, out));
  else if (isPlainObject(x)) for (const [k, y] of Object.entries(x)) numbersIn(y, path ? `${path}.${k}` : k, out);
  return out;
}

export type { Json };
