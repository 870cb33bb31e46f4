import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { seededRng, cryptoRng, rollDice, validatePhysicalRoll, t, type RollSpec, type DieSpec } from '@/engine';
import { isEngineMessage, seedProperties } from './helpers';

seedProperties();

const d6 = { kind: 'numbered', sides: 6 } as const;
const twoD6: RollSpec = { dice: [d6, d6], label: t('x.roll'), rule: '12.1' };
const customDie = {
  kind: 'custom',
  faces: [{ id: 'a', label: t('x.a') }, { id: 'b', label: t('x.b') }, { id: 'c', label: t('x.c') }],
} satisfies DieSpec;

describe('random numbers', () => {
  it('seededRng is reproducible', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const a = seededRng(seed);
      const b = seededRng(seed);
      const xs = Array.from({ length: 20 }, () => a.int(6));
      const ys = Array.from({ length: 20 }, () => b.int(6));
      expect(xs).toEqual(ys);
    }));
    const x = seededRng(1);
    const y = seededRng(2);
    expect(Array.from({ length: 20 }, () => x.int(1000))).not.toEqual(Array.from({ length: 20 }, () => y.int(1000)));
  });

  it('seededRng is uniform enough: each face of a d6 comes up 850–1150 times in 6000 rolls', () => {
    for (const seed of [1, 42, 2024]) {
      const rng = seededRng(seed);
      const counts = [0, 0, 0, 0, 0, 0];
      for (let i = 0; i < 6000; i++) counts[rng.int(6)]++;
      for (const c of counts) {
        expect(c).toBeGreaterThanOrEqual(850);
        expect(c).toBeLessThanOrEqual(1150);
      }
    }
  });

  it('cryptoRng stays in range, for small and huge n', () => {
    const rng = cryptoRng();
    for (const n of [1, 2, 6, 10, 20, 3_000_000_000, 2 ** 32]) {
      for (let i = 0; i < 500; i++) {
        const v = rng.int(n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }
    }
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(rng.int(6));
    expect(seen.size).toBe(6);
  });

  it('refuses a meaningless range', () => {
    expect(() => seededRng(1).int(0)).toThrow();
    expect(() => cryptoRng().int(1.5)).toThrow();
  });
});

describe('rollDice', () => {
  it('rolls numbered dice 1..sides, in spec order, from the app', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 200; i++) {
      const r = rollDice(twoD6, rng);
      expect(r.source).toBe('app');
      expect(r.faces).toHaveLength(2);
      for (const f of r.faces) expect(f >= 1 && f <= 6).toBe(true);
    }
    expect(rollDice(twoD6, seededRng(3))).toEqual(rollDice(twoD6, seededRng(3)));
  });

  it('rolls custom dice as face indices', () => {
    const rng = seededRng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const r = rollDice({ dice: [customDie, d6], label: t('x') }, rng);
      expect(r.faces[0] >= 0 && r.faces[0] < 3).toBe(true);
      expect(r.faces[1] >= 1 && r.faces[1] <= 6).toBe(true);
      seen.add(r.faces[0]);
    }
    expect(seen).toEqual(new Set([0, 1, 2]));
  });
});

describe('validatePhysicalRoll: dice rolled at the table and typed in', () => {
  const key = (faces: (number | null)[], spec: RollSpec = twoD6) => {
    const e = validatePhysicalRoll(spec, faces);
    if (e) expect(isEngineMessage(e)).toBe(true);
    return e?.key ?? null;
  };

  it('accepts a valid roll', () => {
    expect(key([3, 6])).toBeNull();
    expect(key([2, 5], { dice: [customDie, d6], label: t('x') })).toBeNull();
  });

  it('refuses an empty die, naming it', () => {
    expect(validatePhysicalRoll(twoD6, [3, null])).toEqual({ key: 'engine.dice.empty', params: { die: 2 } });
  });

  it('refuses 0 and 7 on a d6', () => {
    expect(key([0, 3])).toBe('engine.dice.outOfRange');
    expect(validatePhysicalRoll(twoD6, [3, 7])).toEqual({
      key: 'engine.dice.outOfRange', params: { die: 2, value: 7, min: 1, max: 6 },
    });
  });

  it('refuses text (not a number) and decimals', () => {
    expect(key([Number('abc'), 3])).toBe('engine.dice.notNumber');
    expect(key([2.5, 3])).toBe('engine.dice.notInteger');
  });

  it('refuses too few and too many dice', () => {
    expect(key([3])).toBe('engine.dice.tooFew');
    expect(key([])).toBe('engine.dice.tooFew');
    expect(key([1, 2, 3])).toBe('engine.dice.tooMany');
  });

  it('refuses a face a custom die does not have', () => {
    expect(key([3, 1], { dice: [customDie, d6], label: t('x') })).toBe('engine.dice.unknownFace');
  });
});
