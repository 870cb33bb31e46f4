// 3.0, 3.1, 7.5, 8.0, 9.1, 9.4, 14.0, 15.1, 15.2: the turn's events and the combat event — going
// forward and back through the sequence of play, the replacement point and the defensive-ability
// roll counted once a phase, what the cards say once done, each journal line with its rules and
// words, and a combat event refused at the door when its dice or losses do not add up. Written for
// the mutation run of Inferno's events/turn.ts, events/combat.ts and procedures.ts (docs/MUTATION.md).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { inferno } from '@/games/inferno';
import { defensiveAbilityProcedure, reinforcementsProcedure, rpIncomeProcedure } from '@/games/inferno/procedures';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, ev, run, start, unit } from './helpers';
import { show } from './lines';

const ctx = ctxWith();
/** The journal line as a player reads it: its rules, its category and its sentence. */
const journal = (e: GameEvent, s: InfernoState = start()): string => {
  const d = inferno.describe(e, s);
  return `${(d.rules ?? []).join(',')} ${d.category} ${show(d.text)}`.trim();
};
const where = (s: InfernoState) => ({ turn: s.turn, phaseIndex: s.phaseIndex, over: s.over });
const at = (turn: number, phaseIndex: number, options: Record<string, boolean> = {}): InfernoState => ({ ...start(options), turn, phaseIndex });
const next = ev('core/next-phase');
const prev = ev('core/prev-phase');

describe('3.0, 3.1, 14.0: forward and back through the sequence of play', () => {
  it('3.1: the journal says "next phase" and "previous phase", under 3.1', () => {
    expect(journal(next)).toBe('3.1 phase j.next');
    expect(journal(prev)).toBe('3.1 phase j.prev');
  });

  it('3.1: back one phase within a player turn, and from the Italian Supply Phase to the A-H Combat Phase', () => {
    expect(where(run(at(2, 2), [prev]))).toEqual({ turn: 2, phaseIndex: 1, over: false });
    expect(where(run(at(1, 5), [prev]))).toEqual({ turn: 1, phaseIndex: 4, over: false });
    expect(where(run(at(1, 4), [prev]))).toEqual({ turn: 1, phaseIndex: 3, over: false });
  });

  it('3.1: back from the A-H Supply Phase of turn 3 to the Italian Combat Phase of turn 2', () => {
    expect(where(run(at(3, 0), [prev]))).toEqual({ turn: 2, phaseIndex: 7, over: false });
  });

  it('3.0: nothing before the A-H Combat Phase of turn 1: going back there changes nothing', () => {
    expect(where(run(at(1, 3), [prev]))).toEqual({ turn: 1, phaseIndex: 3, over: false });
  });

  it('14.0: after turn 14 the game is over; going back reopens the Italian Combat Phase of turn 14, going back again leaves it', () => {
    const over = run(at(14, 7), [next]);
    expect(where(over)).toEqual({ turn: 14, phaseIndex: 7, over: true });
    expect(where(run(over, [next]))).toEqual({ turn: 14, phaseIndex: 7, over: true });
    const reopened = run(over, [prev]);
    expect(where(reopened)).toEqual({ turn: 14, phaseIndex: 7, over: false });
    expect(where(run(reopened, [prev]))).toEqual({ turn: 14, phaseIndex: 6, over: false });
  });
});

describe('15.1: the replacement point of a player turn', () => {
  it('15.1: another card done in the Reinforcement Phase does not stop the replacement point', () => {
    const s = run(at(3, 1, { replacements: true }), [ev('inferno/ack', { procedure: 'reinforcements' }), ev('inferno/rp-income', { side: 'ah', delta: 1 })]);
    expect(s.rp).toEqual({ ah: 1, it: 0 });
  });

  it('15.1: the journal says the side, the point and the die, under 15.1; no die shows a dash', () => {
    expect(journal(ev('inferno/rp-income', { side: 'it', roll: 2, delta: 1 }))).toBe('15.1 roll j.rpIncome(side=sides.it n=+1 roll=2)');
    expect(journal(ev('inferno/rp-income', { side: 'ah', delta: 1 }))).toBe('15.1 roll j.rpIncome(side=sides.ah n=+1 roll=—)');
    expect(journal(ev('inferno/rp-income', { side: 'it', roll: 5, delta: 0 }))).toBe('15.1 roll j.rpIncome(side=sides.it n=±0 roll=5)');
  });

  it('15.1: the Brusilov offensive has its own line, with its die', () => {
    expect(journal(ev('inferno/rp-income', { side: 'ah', roll: 1, delta: 0, brusilov: true }))).toBe('15.1 roll j.brusilov(side=sides.ah n=±0 roll=1)');
  });
});

describe('15.2: the Italian defensive-ability roll', () => {
  const supply = (turn: number) => at(turn, 4, { defensiveAbility: true });
  const ida = (total: number, success: boolean) => ev('inferno/defensive-ability', { total, success });

  it('15.2: a roll counts once a phase: a failed roll is not turned into a success by a second one', () => {
    const s = run(supply(8), [ida(12, false), ida(15, true)]);
    expect(s.defensiveAbilityTurn).toBeNull();
    expect(show(defensiveAbilityProcedure(s).done)).toBe('done.idaNo(total=12)');
  });

  it('15.2: a success is kept, and the card says the total', () => {
    const s = run(supply(8), [ida(16, true), ida(10, false)]);
    expect(s.defensiveAbilityTurn).toBe(8);
    expect(show(defensiveAbilityProcedure(s).done)).toBe('done.idaYes(total=16)');
  });

  it('15.2: the journal says whether the ability was earned, with the total, under 15.2', () => {
    expect(journal(ida(15, true))).toBe('15.2 roll j.idaYes(total=15)');
    expect(journal(ida(11, false))).toBe('15.2 roll j.idaNo(total=11)');
  });
});

describe('3.1: a reminder acknowledged', () => {
  it('13.0: the reinforcements card once acknowledged says "done"; the journal names the card in the phase category', () => {
    const s = run(at(3, 5), [ev('inferno/ack', { procedure: 'reinforcements' })]);
    expect(show(reinforcementsProcedure(s).done)).toBe('done.ack');
    expect(journal(ev('inferno/ack', { procedure: 'reinforcements' }))).toBe('phase j.ack(what=proc.reinforcements)');
  });

  it('15.1: an optional roll skipped shows "done" on its card, and the journal says it was skipped', () => {
    const s = run(at(3, 5, { replacements: true }), [ev('inferno/ack', { procedure: 'rp-income' })]);
    expect(show(rpIncomeProcedure(s, ctx).done)).toBe('done.ack');
    expect(s.rp).toEqual({ ah: 0, it: 0 });
    expect(journal(ev('inferno/ack', { procedure: 'rp-income' }))).toBe('phase j.ack(what=proc.rpIncomeSkipped)');
  });
});

describe('7.5, 8.0, 9.1, 9.4: the combat event', () => {
  const combat = (p: Record<string, unknown> = {}) =>
    ev('inferno/combat', {
      attackerSide: 'ah',
      column: '2:1',
      faces: [3, 4, 5],
      trc: '1/2',
      attackers: ['u2'],
      defenders: ['u1'],
      eliminated: [],
      reductions: [{ unitId: 'u1', count: 2 }],
      typedLosses: [],
      attackerReductions: 1,
      defenderReductions: 2,
      ...p,
    });
  const zero = combat({ column: '', faces: [], trc: '', reductions: [], eliminated: ['u1'], attackerReductions: 0, defenderReductions: 0 });
  const refusal = (e: GameEvent): string => {
    const r = inferno.check(e);
    return r.ok ? 'accepted' : show(r.error);
  };
  const roster = () =>
    run(start({ replacements: true }), [ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it' })), ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah' }))]);

  it('8.0, 9.1, 9.4: the journal says the attacker, the column, the three dice, the TRC cell and the reductions of each side', () => {
    expect(journal(combat())).toBe('8.0,9.1,9.4 combat j.combat(side=sides.ah column=2:1 faces=3-4-5 trc=1/2 att=1 def=2)');
  });

  it('7.5: zero-strength defenders removed with no roll have their own line, under 7.5', () => {
    expect(journal(zero)).toBe('7.5 combat j.combatZero');
  });

  it('7.5: the door accepts a combat with no column and no dice, and the defender is removed', () => {
    expect(refusal(zero)).toBe('accepted');
    const s = run(roster(), [zero]);
    expect(s.units.find((u) => u.name === 'Ivrea')!.eliminated).toBe(true);
  });

  it('8.0, 9.1: a column needs its three dice, and no column no dice', () => {
    expect(refusal(combat())).toBe('accepted');
    expect(refusal(combat({ faces: [3, 4] }))).toBe('engine.event.badPayload(type=inferno/combat detail=faces: validation)');
    expect(refusal(combat({ faces: [] }))).toBe('engine.event.badPayload(type=inferno/combat detail=validation)');
    expect(refusal(combat({ column: '' }))).toBe('engine.event.badPayload(type=inferno/combat detail=validation)');
  });

  it('15.1: the replacement steps of a typed loss cannot be more than its steps lost', () => {
    const loss = (replacementSteps: number) => combat({ typedLosses: [{ side: 'it', steps: 2, replacementSteps, eliminatedSteps: 0 }] });
    expect(refusal(loss(2))).toBe('accepted');
    expect(refusal(loss(3))).toBe('engine.event.badPayload(type=inferno/combat detail=typedLosses.0: validation)');
    expect(run(roster(), [loss(3)]).rp).toEqual({ ah: 0, it: 0 });
  });
});

