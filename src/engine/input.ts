/**
 * Parsing what players type into number fields. Every refusal is a message in the
 * player's language; nothing is ever silently coerced.
 */
import type { Text } from './types';
import { t } from './derivation';

export interface IntInputOptions {
  min?: number;
  max?: number;
  /** Zero is meaningless here (e.g. a defence strength of 0). */
  nonZero?: boolean;
}

export type IntInputResult = { ok: true; value: number } | { ok: false; error: Text };

function fail(key: string, params?: Text['params']): IntInputResult {
  return { ok: false, error: t(`engine.input.${key}`, params) };
}

export function parseIntInput(raw: string | number | null | undefined, opts: IntInputOptions = {}): IntInputResult {
  let value: number;
  if (raw === null || raw === undefined) return fail('empty');
  if (typeof raw === 'number') {
    if (Number.isNaN(raw) || !Number.isFinite(raw)) return fail('notNumber');
    value = raw;
  } else {
    const s = raw.trim().replace(/^\+/, '');
    if (s === '') return fail('empty');
    // Accept a decimal comma as well as a point, so '3,5' is called "not a whole number".
    const norm = s.replace(',', '.');
    if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(norm)) return fail('notNumber');
    value = Number(norm);
  }
  if (!Number.isInteger(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER) return fail('notInteger');
  // Digits only, but more than any counter or track holds (a 400-digit number, read as ±Infinity):
  // too large (or too small), not "not a number".
  if (!Number.isSafeInteger(value)) return fail(value < 0 ? 'tooSmall' : 'tooLarge');
  if (Object.is(value, -0)) value = 0;
  if (value < 0 && (opts.min === undefined || opts.min >= 0)) return fail('negative');
  if (value === 0 && opts.nonZero) return fail('zero');
  if (opts.min !== undefined && value < opts.min) return fail('tooLow', { min: opts.min });
  if (opts.max !== undefined && value > opts.max) return fail('tooHigh', { max: opts.max });
  return { ok: true, value };
}

/**
 * A calculator waits for a number field the player has not filled validly: it computes
 * nothing from it and says which field it waits for (`field` is the field's label).
 */
export function waitingFor(field: Text): Text {
  return t('engine.input.waitingFor', { field });
}

/** The same for a field of words (a name): it asks for the words, not for a number. */
export function waitingForText(field: Text): Text {
  return t('engine.input.waitingForText', { field });
}

/** A number typed into a card's field: the number when it is a valid whole number, else null. */
export function intField(v: unknown, opts: IntInputOptions = {}): number | null {
  if (typeof v !== 'number' && typeof v !== 'string') return null;
  const r = parseIntInput(v, opts);
  return r.ok ? r.value : null;
}
