/**
 * Exact odds of War to Axis pools (16): the count of the faces a roll reads, "at least
 * one", and the joint counts where a rule reads two faces of the same roll (the AP hits
 * and the explosions of one black roll for a trench, 4.3.4.1; the radio faces of an
 * American call, 5.6.1). bigint weights, never sampling.
 */
import type { Fraction } from '@/engine/types';
import { probOf, type Dist } from '@/engine/distribution';
import { binomialDist, multinomialDist, type JointDist } from '@/engine/pools';
import { facesOf, type BlackFace, type WhiteFace, type YellowFace } from './dice';

type CustomKind = 'yellow' | 'white' | 'black';
type FaceSet<K extends CustomKind> = readonly (K extends 'yellow' ? YellowFace : K extends 'white' ? WhiteFace : BlackFace)[];

/** How many of the die's six faces lie in the set (a face listed twice on the die counts twice). */
export function facesIn(kind: CustomKind, set: readonly string[]): number {
  return facesOf(kind).filter((f) => set.includes(f)).length;
}

/** The count of faces in `set` among n dice of `kind` (binomial, total 6^n). */
export function countDist<K extends CustomKind>(kind: K, n: number, set: FaceSet<K>): Dist {
  return binomialDist(n, facesIn(kind, set), 6);
}

/** P(at least one face of `set`) with n dice: 1 − (1 − p)^n; 0 with no dice. */
export function atLeastOne<K extends CustomKind>(kind: K, n: number, set: FaceSet<K>): Fraction {
  return probOf(countDist(kind, n, set), (v) => v >= 1);
}

/**
 * The joint counts of several disjoint face sets on one roll of n dice of `kind`:
 * outcome.counts[i] is the count of sets[i]. E.g. black, [['ap'], ['explosion']].
 */
export function jointDist<K extends CustomKind>(kind: K, n: number, sets: FaceSet<K>[]): JointDist {
  const seen = new Set<string>();
  for (const s of sets)
    for (const f of s) {
      if (seen.has(f)) throw new RangeError(`jointDist: face ${f} in two sets`);
      seen.add(f);
    }
  return multinomialDist(
    n,
    sets.map((s) => facesIn(kind, s)),
    6,
  );
}
