/**
 * Exact odds of pools of identical custom dice (dice with named faces, some repeated:
 * War to Axis's black die has two anti-personnel faces, two radio, one explosion, one flag).
 *
 * A roll of n such dice is read by counting the faces in one or more disjoint sets of
 * faces. The count of one set follows the binomial law, the counts of several sets read on
 * the same roll the multinomial law. Weights are bigint numbers of equally likely
 * elementary outcomes (sides^n in all), so every probability is exact, never sampled.
 */
import type { CountGroup, DieSpec, Fraction, RollCounts, RolledDice, RollSpec, Text } from './types';
import type { Dist } from './distribution';
import { frac } from './fraction';
import { t } from './derivation';

/** C(n, k), exact. 0 outside 0 ≤ k ≤ n. */
export function binomialCoefficient(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`binomialCoefficient: bad n ${n}, k ${k}`);
  if (k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let c = 1n;
  for (let i = 1; i <= kk; i++) c = (c * BigInt(n - kk + i)) / BigInt(i);
  return c;
}

function checkPool(n: number, sides: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pool: bad number of dice ${n}`);
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`pool: bad sides ${sides}`);
}

/**
 * The number of dice showing a favourable face, among n dice of `sides` faces of which
 * `favourable` count: weight of k = C(n,k)·f^k·(sides−f)^(n−k), total sides^n.
 */
export function binomialDist(n: number, favourable: number, sides: number): Dist {
  checkPool(n, sides);
  if (!Number.isInteger(favourable) || favourable < 0 || favourable > sides) throw new RangeError(`binomialDist: bad favourable ${favourable}`);
  const f = BigInt(favourable);
  const o = BigInt(sides - favourable);
  const weights = new Map<number, bigint>();
  let total = 0n;
  for (let k = 0; k <= n; k++) {
    const w = binomialCoefficient(n, k) * f ** BigInt(k) * o ** BigInt(n - k);
    if (w > 0n) weights.set(k, w);
    total += w;
  }
  return { weights, total };
}

/** One reading of a roll: how many dice showed a face of each set, and how many ways. */
export interface JointOutcome {
  counts: number[];
  weight: bigint;
}

/** The joint law of the counts of several disjoint face sets read on the same roll. */
export interface JointDist {
  outcomes: JointOutcome[];
  /** sides^n. */
  total: bigint;
}

/**
 * The multinomial law: n dice of `sides` faces, the sets holding `sizes[i]` faces each
 * (disjoint, sum ≤ sides; the other faces count for none). Outcomes in lexicographic
 * order of their counts; weights sum to exactly sides^n.
 */
export function multinomialDist(n: number, sizes: number[], sides: number): JointDist {
  checkPool(n, sides);
  const used = sizes.reduce((a, b) => a + b, 0);
  if (sizes.some((s) => !Number.isInteger(s) || s < 0) || used > sides) throw new RangeError(`multinomialDist: bad sets ${sizes.join(',')} of ${sides}`);
  const rest = BigInt(sides - used);
  const out: JointOutcome[] = [];
  const walk = (i: number, left: number, counts: number[], ways: bigint): void => {
    if (i === sizes.length) {
      const w = ways * rest ** BigInt(left);
      if (w > 0n) out.push({ counts, weight: w });
      return;
    }
    for (let k = 0; k <= left; k++) {
      const w = ways * binomialCoefficient(left, k) * BigInt(sizes[i]) ** BigInt(k);
      if (w === 0n) continue;
      walk(i + 1, left - k, [...counts, k], w);
    }
  };
  walk(0, n, [], 1n);
  return { outcomes: out, total: BigInt(sides) ** BigInt(n) };
}

/** Reads a joint law down to one value per outcome (equal values merge). */
export function jointToDist(j: JointDist, f: (counts: number[]) => number): Dist {
  const w = new Map<number, bigint>();
  for (const o of j.outcomes) {
    const v = f(o.counts);
    w.set(v, (w.get(v) ?? 0n) + o.weight);
  }
  const weights = new Map([...w.entries()].filter(([, x]) => x > 0n).sort((a, b) => a[0] - b[0]));
  return { weights, total: j.total };
}

/** A mixture: value v of `outer` chooses the law `inner(v)`; the result weighs each by its odds. */
export function mixDist(outer: Dist, inner: (v: number) => Dist): Dist {
  const parts = [...outer.weights.entries()].map(([v, w]) => ({ w, d: inner(v) }));
  let total = 1n;
  for (const p of parts) total = lcm(total, p.d.total);
  const acc = new Map<number, bigint>();
  for (const p of parts) {
    const scale = total / p.d.total;
    for (const [x, wx] of p.d.weights) acc.set(x, (acc.get(x) ?? 0n) + p.w * wx * scale);
  }
  const weights = new Map([...acc.entries()].filter(([, x]) => x > 0n).sort((a, b) => a[0] - b[0]));
  return { weights, total: outer.total * total };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

// ---------------------------------------------------------------------------
// Dice from the table given by count (RollQuestion.counts).
// ---------------------------------------------------------------------------

/** Groups counted on the same dice, with a face that counts for none of them (if the die has one). */
export interface CountBlock {
  dice: number[];
  groups: CountGroup[];
  rest?: number;
}

function facesOfDie(d: DieSpec): number[] {
  return d.kind === 'numbered' ? Array.from({ length: d.sides }, (_, i) => i + 1) : d.faces.map((_, i) => i);
}

function sameDie(a: DieSpec, b: DieSpec): boolean {
  if (a.kind === 'numbered' || b.kind === 'numbered') return a.kind === 'numbered' && b.kind === 'numbered' && a.sides === b.sides;
  return a.faces.length === b.faces.length && a.faces.every((f, i) => f.id === b.faces[i].id);
}

/**
 * The groups of a roll by the dice they are counted on, or null when the declaration cannot be
 * read so (a die in no group, groups sharing some dice but not all, faces counted twice on the
 * same dice, dice of different kinds in one group, a face the die lacks): the faces are then
 * given one by one.
 */
export function countBlocks(spec: RollSpec, counts: RollCounts): CountBlock[] | null {
  const blocks = new Map<string, CountBlock>();
  const owner = new Map<number, string>();
  for (const g of counts.groups) {
    if (g.dice.length === 0 || g.faces.length === 0) return null;
    const dice = [...new Set(g.dice)].sort((a, b) => a - b);
    if (dice.length !== g.dice.length || dice.some((i) => !Number.isInteger(i) || i < 0 || i >= spec.dice.length)) return null;
    const first = spec.dice[dice[0]];
    if (dice.some((i) => !sameDie(spec.dice[i], first))) return null;
    const valid = facesOfDie(first);
    if (g.faces.some((f) => !valid.includes(f)) || new Set(g.faces).size !== g.faces.length) return null;
    const key = dice.join(',');
    for (const i of dice) {
      const o = owner.get(i);
      if (o !== undefined && o !== key) return null;
      owner.set(i, key);
    }
    const b = blocks.get(key) ?? { dice, groups: [] };
    if (b.groups.some((o) => o.faces.some((f) => g.faces.includes(f)))) return null;
    b.groups.push(g);
    blocks.set(key, b);
  }
  if (owner.size !== spec.dice.length) return null;
  for (const b of blocks.values()) {
    const counted = new Set(b.groups.flatMap((g) => g.faces));
    const rest = facesOfDie(spec.dice[b.dice[0]]).find((f) => !counted.has(f));
    if (rest !== undefined) b.rest = rest;
  }
  return [...blocks.values()];
}

/**
 * The exact odds of each count of a group, 0 to its number of dice: the binomial law of its dice,
 * each showing one of the group's faces with the odds faces/sides. Sums to exactly 1.
 */
export function countOdds(spec: RollSpec, group: CountGroup): Fraction[] {
  const die = spec.dice[group.dice[0]];
  const sides = die ? facesOfDie(die).length : 1;
  const d = binomialDist(group.dice.length, Math.min(sides, new Set(group.faces).size), sides);
  return Array.from({ length: group.dice.length + 1 }, (_, k) => frac(d.weights.get(k) ?? 0n, d.total));
}

/** What is wrong with the counts given (a group without a count, more dice counted than rolled...), or null. */
export function countsProblem(spec: RollSpec, counts: RollCounts, given: Readonly<Record<string, number | null | undefined>>): Text | null {
  const blocks = countBlocks(spec, counts);
  if (!blocks) return t('engine.dice.countsUnreadable');
  for (const b of blocks) {
    let sum = 0;
    for (const g of b.groups) {
      const n = given[g.id];
      if (n === null || n === undefined) return t('engine.dice.countMissing', { group: g.label });
      if (!Number.isInteger(n) || n < 0 || n > b.dice.length) return t('engine.dice.countOutOfRange', { group: g.label, max: b.dice.length });
      sum += n;
    }
    if (sum > b.dice.length) return t('engine.dice.countsTooMany', { count: sum, dice: b.dice.length });
    if (b.rest === undefined && sum < b.dice.length) return t('engine.dice.countsTooFew', { count: sum, dice: b.dice.length });
  }
  return null;
}

/**
 * Faces matching the counts given, once `countsProblem` accepted them: on each group's dice, in
 * order, the first of the group's faces for as many dice as its count, then a face that counts for
 * none. Whatever the rule reads off these faces it reads off the counts.
 */
export function countsToFaces(spec: RollSpec, counts: RollCounts, given: Readonly<Record<string, number | null | undefined>>): number[] {
  const problem = countsProblem(spec, counts, given);
  if (problem) throw new RangeError(`countsToFaces: ${problem.key}`);
  const faces = spec.dice.map(() => 0);
  for (const b of countBlocks(spec, counts) ?? []) {
    let i = 0;
    for (const g of b.groups) for (let k = 0; k < (given[g.id] ?? 0); k++) faces[b.dice[i++]] = g.faces[0];
    for (; i < b.dice.length; i++) faces[b.dice[i]] = b.rest as number;
  }
  return faces;
}

/** How many dice of each group show its faces, read off a roll's faces. */
export function countsOf(counts: RollCounts, faces: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of counts.groups) out[g.id] = g.dice.filter((i) => g.faces.includes(faces[i])).length;
  return out;
}

/** Dice from the table given by count, as RolledDice: canonical faces, and the counts as given for the journal. */
export function physicalCounts(spec: RollSpec, counts: RollCounts, given: Readonly<Record<string, number | null | undefined>>): RolledDice {
  return {
    faces: countsToFaces(spec, counts, given),
    source: 'physical',
    counts: counts.groups.map((g) => ({ id: g.id, label: g.label, n: given[g.id] ?? 0 })),
  };
}
