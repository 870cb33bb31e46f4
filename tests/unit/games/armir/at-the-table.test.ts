// At the table (issue "At the table", points 3 and 4): a Čir unit counts double only when it
// is itself motorized or tracked (16.1.3), and an 8.4 failure on a hex typed in the card
// carries its OOS marker to the 8.6 attrition that reads the roster; a combat whose inputs
// look like a slip asks the players to confirm before the roll (the engine's confirmFirst,
// as in Inferno).
import { describe, expect, it } from 'vitest';
import { CONFIRM_QUESTION, noAnswers } from '@/engine';
import { emptyCombat, emptyUnit, evaluateCombat, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
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

describe('At the table: ARMIR combat slips (confirmed before the roll)', () => {
  const u = (cp: number | null, extra: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...extra });
  const game = { turn: 2, pa: 10 };
  const combat = (more: Partial<CombatInput>): CombatInput => ({
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, units: [u(8)] }],
    defender: { dsg: false, units: [u(4)] },
    ...more,
  });
  const slips = (input: CombatInput) => evaluateCombat(input, game, ctx).derivation.filter((d) => d.key.startsWith('armir.combat.slip.'));

  it('12.1: a plain 8 against 4 rolls at once, no warning', () => {
    const e = evaluateCombat(combat({}), game, ctx);
    expect(slips(combat({}))).toEqual([]);
    expect(e.resolve(noAnswers()).next?.id).toBe('roll');
  });

  it('12.1 (A44): a defending combat unit typed at 0 CP is a slip: confirm first, then the roll', () => {
    const input = combat({ defender: { dsg: false, units: [u(0, { name: 'Cuneense' })] } });
    expect(slips(input)).toMatchObject([{ key: 'armir.combat.slip.zeroDefence', tone: 'warning', params: { unit: 'Cuneense' } }]);
    const e = evaluateCombat(input, game, ctx);
    expect(e.resolve(noAnswers()).next?.id).toBe(CONFIRM_QUESTION);
    expect(e.resolve({ ...noAnswers(), choices: { [CONFIRM_QUESTION]: 'go' } }).next?.id).toBe('roll');
    // A hex of HQs alone defends at 0 by the rules: nothing to confirm.
    expect(slips(combat({ defender: { dsg: false, units: [u(0, { kind: 'hq' })] } }))).toEqual([]);
  });

  it("2.1, 7.1.1, 12: a unit with the other side's marks (German, heavy, a corps on a Soviet unit; an army on an Axis one) is named", () => {
    const soviet = combat({ attackers: [{ dsg: false, units: [u(8, { german: true, heavy: true })] }] });
    const [s1] = slips(soviet);
    expect(s1).toMatchObject({ key: 'armir.combat.slip.axisMarks', params: { unit: { key: 'armir.combat.unitAt', params: { n: 1 } } } });
    expect(JSON.stringify(s1.params?.marks)).toContain('armir.ui.flag.heavy');
    const axis = combat({
      attacker: 'axis',
      attackers: [{ dsg: false, units: [u(8, { army: '5ª Carri' })] }],
      defender: { dsg: false, units: [u(4, { corps: 'CA' })] },
    });
    expect(slips(axis).map((x) => x.key)).toEqual(['armir.combat.slip.sovietArmy', 'armir.combat.slip.axisMarks']);
    // The same marks on their own side: no warning.
    expect(
      slips(
        combat({
          attacker: 'axis',
          attackers: [{ dsg: false, units: [u(8, { german: true, corps: 'CA' })] }],
          defender: { dsg: false, units: [u(4, { army: '6ª' })] },
        }),
      ),
    ).toEqual([]);
  });
});
