import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseIntInput } from '@/engine';
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
