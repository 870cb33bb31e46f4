import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cryptoRng, dieSides, type DieSpec, physicalRoll, rollDice, type RollSpec, seededRng, t, validatePhysicalRoll } from '@/engine';
import { isEngineMessage, seedProperties } from './helpers';

seedProperties();

const d6 = { kind: 'numbered', sides: 6 } as const;
const twoD6: RollSpec = { dice: [d6, d6], label: t('x.roll'), rule: '12.1' };
const customDie = {
  kind: 'custom',
  faces: [
    { id: 'a', label: t('x.a') },
    { id: 'b', label: t('x.b') },
    { id: 'c', label: t('x.c') },
  ],
} satisfies DieSpec;

describe('random numbers', () => {
  it('seededRng is reproducible', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = seededRng(seed);
        const b = seededRng(seed);
        const xs = Array.from({ length: 20 }, () => a.int(6));
        const ys = Array.from({ length: 20 }, () => b.int(6));
        expect(xs).toEqual(ys);
      }),
    );
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
      key: 'engine.dice.outOfRange',
      params: { die: 2, value: 7, min: 1, max: 6 },
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

describe("the dice typed at the table, and the app's own", () => {
  const d6: DieSpec = { kind: 'numbered', sides: 6 };
  const custom: DieSpec = {
    kind: 'custom',
    faces: [
      { id: 'a', label: t('x.a') },
      { id: 'b', label: t('x.b') },
      { id: 'c', label: t('x.c') },
    ],
  };
  const spec = (...dice: DieSpec[]): RollSpec => ({ dice, label: t('x.roll'), rule: '1.0' });

  describe('dice typed in from the table', () => {
    it('too few or too many dice say how many were wanted and how many typed', () => {
      expect(validatePhysicalRoll(spec(d6, d6), [3])).toEqual({ key: 'engine.dice.tooFew', params: { expected: 2, got: 1 } });
      expect(validatePhysicalRoll(spec(d6), [3, 4])).toEqual({ key: 'engine.dice.tooMany', params: { expected: 1, got: 2 } });
    });

    it('each wrong die is named by its place: empty, not a number, not whole, off the die', () => {
      expect(validatePhysicalRoll(spec(d6, d6), [3, null])).toEqual({ key: 'engine.dice.empty', params: { die: 2 } });
      expect(validatePhysicalRoll(spec(d6, d6), [3, undefined as unknown as null])).toEqual({ key: 'engine.dice.empty', params: { die: 2 } });
      expect(validatePhysicalRoll(spec(d6, d6), [3, Number.NaN])).toEqual({ key: 'engine.dice.notNumber', params: { die: 2 } });
      expect(validatePhysicalRoll(spec(d6, d6), [3, '4' as unknown as number])).toEqual({ key: 'engine.dice.notNumber', params: { die: 2 } });
      expect(validatePhysicalRoll(spec(d6, d6), [2.5, 4])).toEqual({ key: 'engine.dice.notInteger', params: { die: 1 } });
      expect(validatePhysicalRoll(spec(d6), [7])).toEqual({ key: 'engine.dice.outOfRange', params: { die: 1, value: 7, min: 1, max: 6 } });
      expect(validatePhysicalRoll(spec(d6), [0])).toEqual({ key: 'engine.dice.outOfRange', params: { die: 1, value: 0, min: 1, max: 6 } });
    });

    it('a 1 and a 6 are faces of a d6; a custom die takes its faces by place, 0 to the last', () => {
      expect(validatePhysicalRoll(spec(d6, d6), [1, 6])).toBeNull();
      expect(validatePhysicalRoll(spec(custom, custom), [0, 2])).toBeNull();
      expect(validatePhysicalRoll(spec(custom), [3])).toEqual({ key: 'engine.dice.unknownFace', params: { die: 1 } });
      expect(validatePhysicalRoll(spec(custom), [-1])).toEqual({ key: 'engine.dice.unknownFace', params: { die: 1 } });
    });

    it('the roll kept is a copy of what was typed, marked as rolled at the table; a die has as many sides as faces', () => {
      const typed = [2, 5];
      const r = physicalRoll(typed);
      typed[0] = 6;
      expect(r).toEqual({ faces: [2, 5], source: 'physical' });
      expect([dieSides(d6), dieSides({ kind: 'numbered', sides: 10 }), dieSides(custom)]).toEqual([6, 10, 3]);
    });
  });

  describe("the app's dice", () => {
    afterEach(() => vi.restoreAllMocks());

    /** The device's random words, as given: each refill hands out the next 16. */
    function words(list: number[]) {
      let at = 0;
      return vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(buf: T): T => {
        const b = buf as unknown as Uint32Array;
        for (let i = 0; i < b.length; i++) b[i] = list[at++] ?? 0;
        return buf;
      });
    }

    it('a word at or above the last whole multiple of 6 is drawn again, so no face comes up more often', () => {
      const limit = 2 ** 32 - (2 ** 32 % 6); // 4,294,967,292
      words([2 ** 32 - 1, limit, limit - 1, 5]);
      const rng = cryptoRng();
      expect(rng.int(6)).toBe((limit - 1) % 6);
      expect(rng.int(6)).toBe(5);
    });

    it('the device is asked for 16 words at a time; a die of one face takes none', () => {
      const spy = words(Array.from({ length: 40 }, (_, i) => i));
      const rng = cryptoRng();
      expect(Array.from({ length: 16 }, () => rng.int(1000))).toEqual(Array.from({ length: 16 }, (_, i) => i));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(rng.int(1)).toBe(0);
      expect(rng.int(1000)).toBe(16);
      expect(spy).toHaveBeenCalledTimes(2);
    });

    it('a range that is no die is refused in words that say what it got', () => {
      expect(() => seededRng(1).int(0)).toThrow('rng.int: n must be an integer in [1, 2^32], got 0');
      expect(() => seededRng(1).int(2 ** 32 + 1)).toThrow(RangeError);
      expect(() => seededRng(1).int(Number.NaN)).toThrow(RangeError);
    });

    it('the seeded dice of the tests are always the same (sfc32 seeded by splitmix32), and a die of one face draws nothing', () => {
      const roll = (seed: number) => {
        const r = seededRng(seed);
        return [Array.from({ length: 12 }, () => 1 + r.int(6)), r.int(2 ** 32)];
      };
      expect(roll(0)).toEqual([[4, 5, 6, 4, 3, 3, 5, 5, 2, 5, 6, 3], 4034009536]);
      expect(roll(1942)).toEqual([[6, 1, 4, 3, 6, 6, 6, 4, 4, 5, 1, 5], 1005327119]);
      const r = seededRng(1942);
      expect(r.int(1)).toBe(0);
      expect(1 + r.int(6)).toBe(6);
    });
  });
});
