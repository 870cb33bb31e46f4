// At the table (issue "At the table", points 3 and 4): a Čir unit counts double only when it
// is itself motorized or tracked (16.1.3), and an 8.4 failure on a hex typed in the card
// carries its OOS marker to the 8.6 attrition that reads the roster.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { attritionCounts, cirModifier } from '@/games/armir/procedures';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp } from './helpers';
import { answer } from '../../support/answers';

const ctx = ctxWith();
const proc = (s: ArmirState, id: string) => {
  const p = armir.procedures(s, ctx).find((x) => x.id === id);
  if (!p) throw new Error(`no card ${id}`);
  return p;
};
function goTo(s: ArmirState, phase: string): ArmirState {
  let n = s;
  for (let i = 0; i < 30 && currentPhase(n) !== phase; i++) n = apply(n, [next]);
  expect(currentPhase(n)).toBe(phase);
  return n;
}
const cirUnit = (name: string, cp: number, motorized: boolean): GameEvent => ({
  type: 'armir/offmap-add',
  payload: { track: 'cir', unit: { name, cp, steps: 2, motorized, armored: false } },
  at: 0,
});

describe('At the table: ARMIR', () => {
  it('16.1.3: a tracked unit then an infantry unit on the Čir track: only the first counts double', () => {
    const s = apply(setUp(), [cirUnit('Tank', 6, true), cirUnit('Rifles', 8, false)]);
    // 6 × 2 + 8 = 20 → modifier 1 (floor of 20 / 20)
    expect(cirModifier(s, ctx)).toEqual({ cpPrime: 20, mod: 1 });
  });

  it('8.4 → 8.6: a typed hex failing its roll enters the roster OOS, and the attrition asks for its loss', () => {
    let s = goTo(apply(setUp(), [next, next, next, next, next, next]), 'supply');
    expect(s.turn).toBe(2);
    const e = proc(s, 'armored-supply').evaluate({ entry: '', label: 'Hex 2417' }, ctx);
    expect(e.errors).toEqual([]);
    // 4 + turn 2 = 6: not below 7, so in supply; nothing to mark.
    const held = answer(e, physical(4));
    expect(held.events.map((x) => x.type)).toEqual(['armir/armored-supply']);
    // 6 + 2 = 8: out of supply — the hex joins the roster with its OOS marker.
    const failed = answer(e, physical(6));
    expect(failed.derivation.map((d) => d.key)).toContain('armir.proc.armored.typedOos');
    for (const x of failed.events) expect(armir.check({ ...x, at: 1 }).ok).toBe(true);
    s = apply(s, failed.events);
    expect(s.roster).toMatchObject([{ name: 'Hex 2417', side: 'soviet', armored: true, oos: true }]);
    expect(attritionCounts(s)).toEqual({ axis: 0, soviet: 1, tem: 0 });
    // Once per hex (8.4.1): typed again, the same hex is the roster entry, already rolled.
    expect(proc(s, 'armored-supply').evaluate({ entry: '', label: 'hex 2417' }, ctx).errors.length).toBeGreaterThan(0);
    s = goTo(s, 'attrition');
    const attrition = proc(s, 'attrition').evaluate({}, ctx);
    const soviet = attrition.derivation.find((d) => d.key === 'armir.proc.attrition.soviet');
    expect(soviet?.params).toMatchObject({ n: 1, names: 'Hex 2417' });
  });
});
