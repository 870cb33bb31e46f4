// The engine's small pieces read the way a player meets them: what a number field makes of what
// is typed (each refusal in words), the dice typed in from the table (which die is wrong, and
// why), the app's own dice (unbiased, and the seeded ones of the tests always the same), the
// turn's phases walked forward and back, and the words of a derivation carrying nothing empty.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cryptoRng,
  dieSides,
  intField,
  nextPosition,
  parseIntInput,
  physicalRoll,
  prevPosition,
  seededRng,
  step,
  t,
  validatePhysicalRoll,
  type DieSpec,
  type PhaseDef,
  type RollSpec,
} from '@/engine';
import { forgetCaches, registerCache } from '@/engine/memo';

const refused = (raw: Parameters<typeof parseIntInput>[0], opts = {}) => {
  const r = parseIntInput(raw, opts);
  return r.ok ? `ok ${r.value}` : r.error.key.replace('engine.input.', '');
};

describe('a number field, what is typed', () => {
  it('Infinity handed in as a number is not a number; a 400-digit number is too large, or too small below zero', () => {
    expect(refused(Number.POSITIVE_INFINITY)).toBe('notNumber');
    expect(refused(Number.NEGATIVE_INFINITY)).toBe('notNumber');
    expect(refused('9'.repeat(400))).toBe('tooLarge');
    expect(refused('-' + '9'.repeat(400), { min: -5 })).toBe('tooSmall');
  });

  it('a plus sign only in front; decimals with several digits, or none before the point, are "not a whole number"', () => {
    expect(refused('3+')).toBe('notNumber');
    expect(refused('+3')).toBe('ok 3');
    expect(refused('3.50')).toBe('notInteger');
    expect(refused('3,25')).toBe('notInteger');
    expect(refused('.55')).toBe('notInteger');
    expect(refused('.5')).toBe('notInteger');
    expect(refused('.x')).toBe('notNumber');
  });

  it('"-0" is 0, never a negative zero', () => {
    const r = parseIntInput('-0');
    expect(r.ok && Object.is(r.value, 0)).toBe(true);
    const n = parseIntInput(-0);
    expect(n.ok && Object.is(n.value, 0)).toBe(true);
  });

  it('a negative where the field starts at 0 or above is "cannot be negative", not "too low"', () => {
    expect(refused('-1', { min: 0 })).toBe('negative');
    expect(refused('-1', { min: 2 })).toBe('negative');
    expect(refused('-1', { min: -1 })).toBe('ok -1');
  });

  it('"no zero" refuses only zero; the bounds themselves are allowed', () => {
    expect(refused('3', { nonZero: true })).toBe('ok 3');
    expect(refused('0', { nonZero: true })).toBe('zero');
    expect(refused('2', { min: 2, max: 2 })).toBe('ok 2');
    expect(refused('1', { min: 2 })).toBe('tooLow');
    expect(refused('3', { max: 2 })).toBe('tooHigh');
  });

  it("a card's field holds a number or text; anything else (a choice, nothing) is no number", () => {
    expect([intField('5'), intField(5), intField(' 7 ', { max: 7 }), intField('8', { max: 7 })]).toEqual([5, 5, 7, null]);
    expect([intField(true), intField({}), intField(null), intField(undefined), intField(['5'])]).toEqual([null, null, null, null, null]);
  });
});

const d6: DieSpec = { kind: 'numbered', sides: 6 };
const custom: DieSpec = { kind: 'custom', faces: [{ id: 'a', label: t('x.a') }, { id: 'b', label: t('x.b') }, { id: 'c', label: t('x.c') }] };
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

describe("the turn's phases", () => {
  const three: PhaseDef[] = ['a', 'b', 'c'].map((id) => ({ id, label: t(`x.${id}`), asks: t('x.asks') }));

  it('with no phases there is nowhere to go; an index past the end counts as the last phase', () => {
    expect(nextPosition([], 0)).toEqual({ index: 0, wrapped: false });
    expect(prevPosition([], 0)).toEqual({ index: 0, wrapped: false });
    expect(prevPosition(three, 7)).toEqual({ index: 1, wrapped: false });
    expect(nextPosition(three, 7)).toEqual({ index: 0, wrapped: true });
    expect(prevPosition(three, 0)).toEqual({ index: 2, wrapped: true });
  });
});

describe('the words of a derivation', () => {
  it('a message or a step carries no empty part: only what was given', () => {
    expect(Object.keys(t('x.a'))).toEqual(['key']);
    expect(Object.keys(t('x.a', { n: 1 }))).toEqual(['key', 'params']);
    expect(Object.keys(step('x.a'))).toEqual(['key']);
    expect(step('x.a', { n: 1 }, '7.4', 'result')).toEqual({ key: 'x.a', params: { n: 1 }, rule: '7.4', tone: 'result' });
    expect(Object.keys(step('x.a', undefined, '7.4'))).toEqual(['key', 'rule']);
  });
});

describe("the rules' caches", () => {
  it('every cache registered is emptied when the caches are forgotten (the mutation run does it before each test)', () => {
    const cache = new Map([['k', 1]]);
    registerCache(() => cache.clear());
    forgetCaches();
    expect(cache.size).toBe(0);
  });
});
