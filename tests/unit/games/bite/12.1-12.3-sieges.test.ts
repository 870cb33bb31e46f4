// BITE's advanced sieges (src/games/bite/siege.ts): what the final check of phase 9 does to a unit
// besieged in a port or its own capital (12.1), in Sevastopol (12.2) or in the Leningrad pocket
// (12.3), each line word for word with its rule, and the refusals in words.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import type { Step } from '@/engine/types';
import { canBesiege, finalFate, maySurrender, siegeLedger, type SiegeKind } from '@/games/bite/siege';
import { block, run, words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const say = (s: Step) => `[${s.rule}] ${words(s, en)}${s.tone ? ` (${s.tone})` : ''}`;
const told = (s: BiteState) => {
  const f = finalFate(s, s.blocks[0]);
  return f.kind === 'never' ? [f.kind, words(f.error, en)] : [f.kind, ...(f.kind === 'loseSp' ? [f.after] : []), ...f.steps.map(say)];
};
/** A Soviet unit of `sp` SP besieged (12.1–12.3) in SBE9 with the advanced rules. */
const besieged = (kind: SiegeKind | undefined, sp: number, more: Partial<ReturnType<typeof block>> = {}, road = true) => {
  let s = setupState('SBE9', { advanced: true });
  s = run(s, [ev('bite/block-add', { block: block({ name: '42 A', sp, supplied: false, ...more }) })]);
  if (kind) s = run(s, [ev('bite/siege', { id: 'b1', kind })]);
  if (!road) s = run(s, [ev('bite/road-of-life', { open: false })]);
  return s;
};
const FINAL = '[7.9] 42 A is still out of supply at the final check: it surrenders and is removed (it may be rebuilt later).';
const GAIN = ['[12.5] Infantry: Germany gains 1 yellow PP.', '[12.5] Germany gains 1 yellow. (result)'];

describe('12.1–12.3: marking a unit besieged', () => {
  it('12.3: a new game has no unit besieged and the Road of Life runs', () => {
    expect(siegeLedger(setupState('SBE9', { advanced: true }))).toEqual({ blocks: {}, roadOfLife: true });
  });
  it('12.0: sieges belong to the advanced rules — refused in words in the basic game; a unit already eliminated is refused too', () => {
    const basic = run(setupState('SBE4', {}), [ev('bite/block-add', { block: block({ name: '42 A' }) })]);
    expect(canBesiege(basic, basic.blocks[0])).toEqual({ ok: false, error: { key: 'bite.eco.err.siegeBasic' } });
    expect(words((canBesiege(basic, basic.blocks[0]) as { error: Step }).error, en)).toBe('Sieges belong to the advanced rules.');
    const s = besieged(undefined, 3);
    expect(canBesiege(s, s.blocks[0])).toEqual({ ok: true });
    const gone = { ...s.blocks[0], eliminated: true };
    const r = canBesiege(s, gone);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : words(r.error, en)).toBe('42 A is already eliminated.');
    expect(run(s, [ev('bite/siege', { id: 'b1', kind: 'port' })]).siege?.blocks).toEqual({ b1: 'port' });
  });
  it('12.0: a siege mark in a game without the advanced rules changes nothing — the unit surrenders as any other (7.9)', () => {
    const s = besieged('port', 3);
    const basicLayers = { ...s, layers: { ...s.layers, advanced: false } };
    expect(told(basicLayers)).toEqual(['surrender', FINAL, '[4.5] Basic game: Germany gains 1 yellow PP.', '[4.5] Germany gains 1 yellow. (result)']);
    expect(maySurrender(basicLayers, basicLayers.blocks[0])).toBe(true);
  });
});

describe('12.1: a unit besieged in a port or its own capital', () => {
  it('12.1: above 1 SP it loses 1 SP instead of surrendering, said with its numbers', () => {
    expect(told(besieged('port', 3))).toEqual(['loseSp', 2, '[12.1] 42 A is besieged: it loses 1 SP instead of surrendering (3 → 2). (result)']);
    expect(maySurrender(besieged('port', 3), besieged('port', 3).blocks[0])).toBe(false);
  });
  it("12.1: at 1 SP it surrenders like any other unit, said before the surrender and the enemy's gain (12.5)", () => {
    expect(told(besieged('port', 1))).toEqual(['surrender', '[12.1] 42 A is besieged at 1 SP: it surrenders like any other unit.', FINAL, ...GAIN]);
    expect(maySurrender(besieged('port', 1), besieged('port', 1).blocks[0])).toBe(true);
  });
  it('7.9: a unit not besieged surrenders at the final check with no siege line, whatever its SP', () => {
    expect(told(besieged(undefined, 3))).toEqual(['surrender', FINAL, ...GAIN]);
  });
  it('12.1 note, 4.5: a besieged static unit or 0-SP unit never loses SP and never surrenders; one supplied again or already eliminated does neither', () => {
    expect(told(besieged('port', 3, { cls: 'static' }))).toEqual(['never', '42 A is a static unit: it never surrenders, it must be destroyed in combat.']);
    expect(told(besieged('port', 2, { cls: 'artillery', zeroBase: true }))).toEqual([
      'never',
      '42 A is a 0-SP unit: it never surrenders, it must be destroyed in combat.',
    ]);
    const s = besieged('port', 3);
    const again = { ...s, blocks: [{ ...s.blocks[0], supplied: true }] };
    expect(told(again)).toEqual(['never', '42 A is supplied: it does not surrender.']);
    const gone = { ...s, blocks: [{ ...s.blocks[0], eliminated: true }] };
    expect(told(gone)).toEqual(['never', '42 A is already eliminated.']);
  });
});

describe('12.2, 12.3: the fortresses', () => {
  it('12.2: a unit besieged in Sevastopol holds, said with its rule, whatever its SP', () => {
    for (const sp of [1, 3])
      expect(told(besieged('sevastopol', sp))).toEqual(['holds', '[12.2] 42 A is besieged in Sevastopol: it never loses SP and never surrenders. (result)']);
    expect(maySurrender(besieged('sevastopol', 1), besieged('sevastopol', 1).blocks[0])).toBe(false);
  });
  it("12.3: in the Leningrad pocket, with the Road of Life running, a unit is neither reduced nor eliminated, and is repaired only with Leningrad's PP", () => {
    expect(told(besieged('leningrad', 1))).toEqual([
      'holds',
      '[12.3] 42 A is in the Leningrad pocket and the Road of Life runs: neither reduced nor eliminated. (result)',
      '[12.3] It may be repaired, and new units built in Leningrad, only with Leningrad’s PP (red and yellow). (info)',
    ]);
  });
  it('12.3: with the Road of Life cut, siege supply (12.1): 1 SP lost above 1 SP, the surrender at 1 SP', () => {
    const CUT = '[12.3] The Road of Life is cut: siege supply.';
    expect(told(besieged('leningrad', 4, {}, false))).toEqual([
      'loseSp',
      3,
      CUT,
      '[12.1] 42 A is besieged: it loses 1 SP instead of surrendering (4 → 3). (result)',
    ]);
    expect(told(besieged('leningrad', 1, {}, false))).toEqual([
      'surrender',
      CUT,
      '[12.1] 42 A is besieged at 1 SP: it surrenders like any other unit.',
      FINAL,
      ...GAIN,
    ]);
  });
});
