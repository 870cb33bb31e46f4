// 11.5: the consecutive-OOS count that brings attrition is kept Supply Phase by Supply Phase,
// so the supply card is a required step: the phase warns before it ends with a unit unchecked.
import { describe, expect, it } from 'vitest';
import { procedures, supplyProcedure } from '@/games/inferno/procedures';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, ev, run, start, unit } from './helpers';

const ctx = ctxWith();
/** The Italian Supply Phase (phase index 4) of turn 2, with two Italian brigades and an A-H regiment. */
function italianSupply(): InfernoState {
  const s = run(start(), [
    ev('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it' })),
    ev('inferno/add-unit', unit({ name: 'Brig. Mantova', side: 'it' })),
    ev('inferno/add-unit', unit({ name: 'IR 59', side: 'ah' })),
  ]);
  return { ...s, turn: 2, phaseIndex: 4 };
}
const pending = (s: InfernoState) =>
  procedures(s, ctx)
    .filter((p) => p.required && !p.done)
    .map((p) => p.id);

describe('11.5 the supply check is a required step of the Supply Phase', () => {
  it('11.5: with units of the phasing side not yet checked, the card is required and not done', () => {
    const s = italianSupply();
    const card = supplyProcedure(s);
    expect(card.required).toBe(true);
    expect(card.done).toBeUndefined();
    expect(pending(s)).toEqual(['supply']);
  });
  it('11.5: one of two checked — still required; both checked — done, the phase may end without a warning', () => {
    let s = run(italianSupply(), [ev('inferno/supply', { id: 'u1', supply: 'out' })]);
    expect(pending(s)).toEqual(['supply']);
    s = run(s, [ev('inferno/supply', { id: 'u2', supply: 'supplied' })]);
    expect(supplyProcedure(s).done).toEqual({ key: 'inferno.done.supplyAll', params: { n: 2 } });
    expect(pending(s)).toEqual([]);
  });
  it('11.5: only the phasing side is checked — the A-H regiment does not hold up the Italian phase', () => {
    const s = run(italianSupply(), [ev('inferno/supply', { id: 'u1', supply: 'low' }), ev('inferno/supply', { id: 'u2', supply: 'low' })]);
    expect(pending(s)).toEqual([]);
  });
  it('11.5: a check from the previous Supply Phase does not count for this one', () => {
    let s = run(italianSupply(), [ev('inferno/supply', { id: 'u1', supply: 'out' }), ev('inferno/supply', { id: 'u2', supply: 'out' })]);
    expect(pending(s)).toEqual([]);
    s = { ...s, turn: 3 };
    expect(pending(s)).toEqual(['supply']);
  });
  it('11.5: with no unit of the phasing side on the map there is nothing to check, and nothing required', () => {
    const s = { ...start(), turn: 2, phaseIndex: 0 };
    expect(supplyProcedure(s).required).toBe(false);
  });
});
