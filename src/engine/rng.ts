/**
 * Random numbers and dice. The app rolls with crypto.getRandomValues (unbiased by
 * rejection sampling); tests use a seeded generator so every roll is reproducible.
 */
import type { DieSpec, RollSpec, RolledDice, Rng, Text } from './types';
import { t } from './derivation';

const UINT32 = 0x1_0000_0000; // 2^32

function checkN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > UINT32) {
    throw new RangeError(`rng.int: n must be an integer in [1, 2^32], got ${n}`);
  }
}

/**
 * Uniform integer in [0, n) from a source of uniform 32-bit words, by rejection:
 * words at or above the largest multiple of n are drawn again, so there is no modulo bias.
 */
function intFromWords(n: number, next: () => number): number {
  checkN(n);
  if (n === 1) return 0;
  const limit = UINT32 - (UINT32 % n);
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}

/** The app's dice: crypto.getRandomValues, unbiased. */
export function cryptoRng(): Rng {
  const buf = new Uint32Array(16);
  let pos = buf.length;
  const next = (): number => {
    if (pos >= buf.length) {
      globalThis.crypto.getRandomValues(buf);
      pos = 0;
    }
    return buf[pos++];
  };
  return { int: (n: number) => intFromWords(n, next) };
}

/** A generator over a source of uniform 32-bit words (unbiased, as every other here). */
export function rngFromWords(next: () => number): Rng {
  return { int: (n: number) => intFromWords(n, next) };
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator) from four 32-bit words: a source of
 * uniform words, warmed up past its seed. The seeded dice and the two phones' dice draw on it.
 */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  const next = (): number => {
    const r = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + r) >>> 0;
    return r >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A reproducible generator (sfc32 seeded by splitmix32), for tests and replays. */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return rngFromWords(sfc32(splitmix(), splitmix(), splitmix(), splitmix()));
}

/** How many faces a die has. */
export function dieSides(die: DieSpec): number {
  return die.kind === 'numbered' ? die.sides : die.faces.length;
}

/**
 * Rolls every die of the spec. A numbered die gives its face value (1..sides); a custom
 * die gives the index of the face (0..faces-1).
 */
export function rollDice(spec: RollSpec, rng: Rng): RolledDice {
  const faces = spec.dice.map((die) => (die.kind === 'numbered' ? 1 + rng.int(die.sides) : rng.int(die.faces.length)));
  return { faces, source: 'app' };
}

/**
 * Checks dice rolled at the table and typed in. Returns null when valid, else what is
 * wrong (which die, by its 1-based position). Faces are values for numbered dice and
 * face indices for custom dice, as in RolledDice.
 */
export function validatePhysicalRoll(spec: RollSpec, faces: (number | null)[]): Text | null {
  const need = spec.dice.length;
  if (faces.length < need) return t('engine.dice.tooFew', { expected: need, got: faces.length });
  if (faces.length > need) return t('engine.dice.tooMany', { expected: need, got: faces.length });
  for (let i = 0; i < need; i++) {
    const die = spec.dice[i];
    const f = faces[i];
    const n = i + 1;
    if (f === null || f === undefined) return t('engine.dice.empty', { die: n });
    if (typeof f !== 'number' || Number.isNaN(f)) return t('engine.dice.notNumber', { die: n });
    if (!Number.isInteger(f)) return t('engine.dice.notInteger', { die: n });
    if (die.kind === 'numbered') {
      if (f < 1 || f > die.sides) {
        return t('engine.dice.outOfRange', { die: n, value: f, min: 1, max: die.sides });
      }
    } else if (f < 0 || f >= die.faces.length) {
      return t('engine.dice.unknownFace', { die: n });
    }
  }
  return null;
}

/** A physical roll as RolledDice, once validatePhysicalRoll accepted it. */
export function physicalRoll(faces: number[]): RolledDice {
  return { faces: [...faces], source: 'physical' };
}
