import type { EventCheck } from '@/engine';

/** A test module's check: any event with a type and a time (its reducer is the test's own). */
export function looseCheck(e: unknown): EventCheck {
  return typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string' && typeof (e as { at?: unknown }).at === 'number'
    ? { ok: true, event: e as never }
    : { ok: false, error: { key: 'engine.event.notEvent' } };
}
