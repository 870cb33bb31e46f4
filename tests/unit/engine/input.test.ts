import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { intField, parseIntInput } from '@/engine';
import { isEngineMessage, seedProperties } from './helpers';

seedProperties();

function errorKey(raw: Parameters<typeof parseIntInput>[0], opts = {}): string | undefined {
  const r = parseIntInput(raw, opts);
  if (r.ok) return undefined;
  expect(isEngineMessage(r.error)).toBe(true);
  return r.error.key;
}

describe('parseIntInput: what players type in a number field', () => {
  it('refuses an empty field, blanks included', () => {
    expect(errorKey('')).toBe('engine.input.empty');
    expect(errorKey('  ')).toBe('engine.input.empty');
    expect(errorKey(null)).toBe('engine.input.empty');
    expect(errorKey(undefined)).toBe('engine.input.empty');
  });

  it('refuses text', () => {
    expect(errorKey('abc')).toBe('engine.input.notNumber');
    // A 400-digit number is a number, only too large for any counter or track.
    expect(errorKey('1'.repeat(400))).toBe('engine.input.tooLarge');
    expect(errorKey('12345678901234567890')).toBe('engine.input.tooLarge');
    expect(errorKey('-' + '9'.repeat(30), { min: -5 })).toBe('engine.input.tooSmall');
    expect(errorKey('12abc')).toBe('engine.input.notNumber');
    expect(errorKey('1e3')).toBe('engine.input.notNumber');
    expect(errorKey(Number.NaN)).toBe('engine.input.notNumber');
  });

  it('refuses decimals, with a point or a comma', () => {
    expect(errorKey('3.5')).toBe('engine.input.notInteger');
    expect(errorKey('3,5')).toBe('engine.input.notInteger');
    expect(errorKey(2.5)).toBe('engine.input.notInteger');
  });

  it('refuses negatives and a meaningless zero', () => {
    expect(errorKey('-2')).toBe('engine.input.negative');
    expect(errorKey('0', { nonZero: true })).toBe('engine.input.zero');
    expect(parseIntInput('0', {})).toEqual({ ok: true, value: 0 });
  });

  it('allows negatives when the field says so (a DRM of -2)', () => {
    expect(parseIntInput('-2', { min: -3 })).toEqual({ ok: true, value: -2 });
    const r = parseIntInput('-4', { min: -3 });
    expect(r.ok ? null : r.error).toEqual({ key: 'engine.input.tooLow', params: { min: -3 } });
  });

  it('refuses values out of range, naming the bound', () => {
    const r = parseIntInput('13', { max: 12 });
    expect(r.ok ? null : r.error).toEqual({ key: 'engine.input.tooHigh', params: { max: 12 } });
    expect(errorKey('1', { min: 2 })).toBe('engine.input.tooLow');
  });

  it("accepts '12' and 12, with blanks around", () => {
    expect(parseIntInput('12', {})).toEqual({ ok: true, value: 12 });
    expect(parseIntInput(' 12 ', { min: 1, max: 12 })).toEqual({ ok: true, value: 12 });
    expect(parseIntInput(12, {})).toEqual({ ok: true, value: 12 });
    expect(parseIntInput('+3', {})).toEqual({ ok: true, value: 3 });
  });

  it('reads back any integer it is given as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(parseIntInput(String(n), {})).toEqual({ ok: true, value: n });
      }),
    );
  });
});

// The engine's small pieces read the way a player meets them: what a number field makes of what
// is typed (each refusal in words), the dice typed in from the table (which die is wrong, and
// why), the app's own dice (unbiased, and the seeded ones of the tests always the same), the
// turn's phases walked forward and back, and the words of a derivation carrying nothing empty.
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
