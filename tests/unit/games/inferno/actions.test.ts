// Inferno's table actions: every bookkeeping tap of the roster and the objectives is one of the
// rules' actions. Each starts from the moment's defaults, turns good values into the events the
// log takes, and refuses what the rules forbid — in words, with the rule — before anything is
// written.
import { describe, expect, it } from 'vitest';
import { actionValues, runAction, type ActionOutcome } from '@/engine';
import type { ActionDef, FieldValue, GameModule } from '@/engine/types';
import { inferno } from '@/games/inferno';
import type { InfernoState } from '@/games/inferno/state';
import { actionWord } from '../refusals';
import { ctxWith, ev as e, run, start, unit } from './helpers';

const ctx = ctxWith();
const m = inferno as GameModule<InfernoState>;
/** u1 Italian brigade (frozen), u2 A-H regiment of the XX Corps, u3 Italian artillery, u4 an Italian reinforcement of turn 5; Asiago (o5) held by the Italians. */
function game(turn = 2, phaseIndex = 0): InfernoState {
  const s = run(start(), [
    e('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it', frozen: true })),
    e('inferno/add-unit', unit({ name: 'IR 59', side: 'ah', corps: 'XX' })),
    e('inferno/add-unit', { name: 'Batteria', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 }),
    e('inferno/add-unit', unit({ name: 'Brig. Sassari', side: 'it', entryTurn: 5 })),
    e('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'it', inStart: false }),
  ]);
  return { ...s, turn, phaseIndex };
}
const action = (s: InfernoState, id: string): ActionDef => {
  const a = m.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const outcome = (s: InfernoState, id: string, typed?: Record<string, FieldValue>, fixed?: Record<string, FieldValue>): ActionOutcome =>
  runAction(m, s, ctx, action(s, id), typed, fixed);
const events = (o: ActionOutcome) => (o.kind === 'events' ? o.events : o);
/** A refusal as "rule key": the rule the players are shown and the words' key. */
const refusal = (o: ActionOutcome): string => actionWord(o, 'inferno.refuse.');
const optionsOf = (a: ActionDef, field: string) => (a.fields ?? []).find((f) => f.id === field)?.options?.map((o) => o.value);

describe('Inferno lists its table actions', () => {
  it("the roster's and the objectives' actions, each with its rule", () => {
    expect(m.actions!(game(), ctx).map((a) => [a.id, a.rule])).toEqual([
      ['inferno.unit.add', '2.1'],
      ['inferno.unit.supply', '11.4'],
      ['inferno.unit.reduce', '9.4.2'],
      ['inferno.unit.inMov', '12.3'],
      ['inferno.unit.release', '12.4'],
      ['inferno.unit.eliminate', '10.2'],
      ['inferno.objective.add', '14.0'],
      ['inferno.objective.holder', '14.0'],
      ['inferno.objective.remove', '14.0'],
    ]);
  });
});

describe('2.1 a counter typed into the roster', () => {
  const lambro = {
    side: 'it',
    name: ' Brig. Lambro ',
    attack: 5,
    defence: 6,
    artillery: 1,
    rAttack: 3,
    rDefence: 4,
    rArtillery: 1,
    frozen: true,
    entryTurn: 3,
  };

  it('2.1: starts blank — no attack, defence or back side — on the phasing side with an empty roster', () => {
    const s = start();
    expect(actionValues(action(s, 'inferno.unit.add'))).toEqual({
      side: 'ah',
      name: '',
      kind: 'infantry',
      corps: '',
      steps: 2,
      attack: null,
      defence: null,
      artillery: 0,
      rAttack: null,
      rDefence: null,
      rArtillery: 0,
      frozen: false,
      entryTurn: null,
      hex: '',
    });
  });
  it('2.1: after a counter, the next starts blank again, on the same side (counters are typed a side at a time), with the A-H Corps of the last', () => {
    const afterIt = run(start(), [e('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it', frozen: true }))]);
    expect(actionValues(action(afterIt, 'inferno.unit.add'))).toMatchObject({
      side: 'it',
      name: '',
      corps: '',
      attack: null,
      defence: null,
      rAttack: null,
      rDefence: null,
      frozen: false,
      entryTurn: null,
    });
    const afterAh = run(start(), [e('inferno/add-unit', unit({ name: 'IR 59', side: 'ah', corps: 'XX' }))]);
    expect(actionValues(action(afterAh, 'inferno.unit.add'))).toMatchObject({ side: 'ah', corps: 'XX', attack: null, defence: null });
  });
  it('2.1, 2.5: a two-step brigade typed front and back becomes one add-unit event, the name trimmed', () => {
    expect(events(outcome(start(), 'inferno.unit.add', lambro))).toEqual([
      {
        type: 'inferno/add-unit',
        payload: {
          name: 'Brig. Lambro',
          side: 'it',
          corps: '',
          kind: 'infantry',
          full: { attack: 5, defence: 6, artillery: 1 },
          reduced: { attack: 3, defence: 4, artillery: 1 },
          steps: 2,
          frozen: true,
          entryTurn: 3,
        },
      },
    ]);
  });
  it('12.3, 12.4: artillery has one printed side; only Italian units carry the orange dot; an A-H unit keeps its Corps', () => {
    const o = outcome(start(), 'inferno.unit.add', {
      side: 'ah',
      name: '15 cm',
      kind: 'heavyArtillery',
      corps: 'III',
      attack: 0,
      defence: 0,
      artillery: 3,
      frozen: true,
    });
    expect(events(o)).toEqual([
      {
        type: 'inferno/add-unit',
        payload: { name: '15 cm', side: 'ah', corps: 'III', kind: 'heavyArtillery', full: { attack: 0, defence: 0, artillery: 3 }, steps: 1, frozen: false },
      },
    ]);
  });
  it('2.1: what is still missing is said, calmly — the name, the values, the back side of a two-step unit', () => {
    expect(outcome(start(), 'inferno.unit.add')).toEqual({
      kind: 'waiting',
      texts: [{ key: 'inferno.ui.err.name' }, { key: 'inferno.ui.err.values' }, { key: 'inferno.ui.err.reduced' }],
    });
    expect(outcome(start(), 'inferno.unit.add', { name: 'X', attack: 1, defence: 1, steps: 1 }).kind).toBe('events');
  });
  it('2.5: a combat unit with a printed defence of 0 is refused, naming the rule', () => {
    expect(refusal(outcome(start(), 'inferno.unit.add', { ...lambro, defence: 0 }))).toBe('2.5 combatDefence');
  });
});

describe("11.0–11.5 a unit's supply, found in its owner's Supply Phase", () => {
  it('11.0: in the A-H Supply Phase the A-H units on the map may be checked, "supplied" first', () => {
    const a = action(game(2, 0), 'inferno.unit.supply');
    expect(optionsOf(a, 'unit')).toEqual(['u2']);
    expect(actionValues(a)).toEqual({ unit: null, supply: 'supplied' });
  });
  it('11.4: a unit found out of supply is one supply event', () => {
    expect(events(outcome(game(2, 4), 'inferno.unit.supply', undefined, { unit: 'u1', supply: 'out' }))).toEqual([
      { type: 'inferno/supply', payload: { id: 'u1', supply: 'out' } },
    ]);
  });
  it('11.0: outside a Supply Phase the action is closed, with the rule', () => {
    expect(refusal(outcome(game(2, 2), 'inferno.unit.supply', undefined, { unit: 'u2', supply: 'out' }))).toBe('11.0 supplyPhase');
  });
  it("11.0: the other side's unit is refused in its opponent's Supply Phase", () => {
    expect(refusal(outcome(game(2, 0), 'inferno.unit.supply', undefined, { unit: 'u1', supply: 'low' }))).toBe('11.0 onlyIn');
  });
  it('13.0: a reinforcement not yet arrived has no supply to find', () => {
    expect(refusal(outcome(game(2, 4), 'inferno.unit.supply', undefined, { unit: 'u4', supply: 'low' }))).toBe('13.0 notArrived');
  });
});

describe('9.4.2 an efficiency reduction off the loss table', () => {
  it('9.4.2: one reduction by default, for any combat unit still in play', () => {
    const a = action(game(), 'inferno.unit.reduce');
    expect(optionsOf(a, 'unit')).toEqual(['u1', 'u2', 'u4']);
    expect(events(outcome(game(), 'inferno.unit.reduce', undefined, { unit: 'u2' }))).toEqual([{ type: 'inferno/reduce', payload: { id: 'u2', count: 1 } }]);
  });
  it('10.0: artillery takes no efficiency marker', () => {
    expect(refusal(outcome(game(), 'inferno.unit.reduce', undefined, { unit: 'u3' }))).toBe('10.0 artilleryEfficiency');
  });
  it('10.2: an eliminated unit takes no more', () => {
    const s = run(game(), [e('inferno/eliminate', { id: 'u2' })]);
    expect(refusal(outcome(s, 'inferno.unit.reduce', undefined, { unit: 'u2' }))).toBe('9.4.2 eliminated');
  });
});

describe('12.3 artillery In Mov', () => {
  it('12.3: one tap turns the battery to In Mov, the next back in battery', () => {
    expect(optionsOf(action(game(), 'inferno.unit.inMov'), 'unit')).toEqual(['u3']);
    expect(events(outcome(game(), 'inferno.unit.inMov', undefined, { unit: 'u3' }))).toEqual([{ type: 'inferno/in-mov', payload: { id: 'u3', inMov: true } }]);
    const moving = run(game(), [e('inferno/in-mov', { id: 'u3', inMov: true })]);
    expect(events(outcome(moving, 'inferno.unit.inMov', undefined, { unit: 'u3' }))).toEqual([{ type: 'inferno/in-mov', payload: { id: 'u3', inMov: false } }]);
  });
  it('12.3: only artillery has an In Mov side', () => {
    expect(refusal(outcome(game(), 'inferno.unit.inMov', undefined, { unit: 'u1' }))).toBe('12.3 inMovArtillery');
  });
});

describe('12.4 a frozen Italian unit released once attacked', () => {
  it('12.4: on turns 1–2 the frozen unit may be released', () => {
    expect(optionsOf(action(game(2, 3), 'inferno.unit.release'), 'unit')).toEqual(['u1']);
    expect(events(outcome(game(2, 3), 'inferno.unit.release', undefined, { unit: 'u1' }))).toEqual([{ type: 'inferno/release', payload: { id: 'u1' } }]);
  });
  it('12.4: from turn 3, or for a unit never frozen, there is nothing to release', () => {
    expect(optionsOf(action(game(3, 3), 'inferno.unit.release'), 'unit')).toEqual([]);
    expect(refusal(outcome(game(3, 3), 'inferno.unit.release', undefined, { unit: 'u1' }))).toBe('12.4 notFrozen');
    expect(refusal(outcome(game(2, 3), 'inferno.unit.release', undefined, { unit: 'u2' }))).toBe('12.4 notFrozen');
  });
  it('12.4: released once, a second release changes nothing and is not written', () => {
    const s = run(game(2, 3), [e('inferno/release', { id: 'u1' })]);
    expect(outcome(s, 'inferno.unit.release', undefined, { unit: 'u1' }).kind).toBe('refused');
  });
});

describe('10.2 a unit eliminated', () => {
  it('10.2: any unit still in play, one eliminate event', () => {
    expect(optionsOf(action(game(), 'inferno.unit.eliminate'), 'unit')).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(events(outcome(game(), 'inferno.unit.eliminate', undefined, { unit: 'u1' }))).toEqual([{ type: 'inferno/eliminate', payload: { id: 'u1' } }]);
  });
  it('10.2: a unit already eliminated is refused, in words', () => {
    const s = run(game(), [e('inferno/eliminate', { id: 'u1' })]);
    expect(refusal(outcome(s, 'inferno.unit.eliminate', undefined, { unit: 'u1' }))).toBe('10.2 eliminated');
    expect(optionsOf(action(s, 'inferno.unit.eliminate'), 'unit')).not.toContain('u1');
  });
  it('a unit is picked before anything is done', () => {
    expect(outcome(game(), 'inferno.unit.eliminate')).toEqual({ kind: 'waiting', texts: [{ key: 'inferno.err.pickUnit' }] });
  });
});

describe('14.0 the geographic objectives', () => {
  it('14.0: a new objective starts blank, a village held by the A-H, not among the starting VP', () => {
    expect(actionValues(action(game(), 'inferno.objective.add'))).toEqual({ name: '', kind: 'village', holder: 'ah', inStart: false });
    expect(outcome(game(), 'inferno.objective.add')).toEqual({ kind: 'waiting', texts: [{ key: 'inferno.ui.err.name' }] });
  });
  it('14.0: a peak held by the Italians is one objective-add event', () => {
    expect(events(outcome(game(), 'inferno.objective.add', { name: ' Monte Cengio ', kind: 'peak', holder: 'it' }))).toEqual([
      { type: 'inferno/objective-add', payload: { name: 'Monte Cengio', kind: 'peak', inStart: false, holder: 'it' } },
    ]);
  });
  it('14.0: an objective changes hands; given to who already holds it, it is refused in words', () => {
    expect(events(outcome(game(), 'inferno.objective.holder', undefined, { objective: 'o5', holder: 'ah' }))).toEqual([
      { type: 'inferno/objective-holder', payload: { id: 'o5', holder: 'ah' } },
    ]);
    expect(refusal(outcome(game(), 'inferno.objective.holder', undefined, { objective: 'o5', holder: 'it' }))).toBe('14.0 alreadyHeld');
  });
  it('14.0: an objective taken off the list; one no longer there is refused', () => {
    expect(events(outcome(game(), 'inferno.objective.remove', undefined, { objective: 'o5' }))).toEqual([
      { type: 'inferno/objective-remove', payload: { id: 'o5' } },
    ]);
    const gone = run(game(), [e('inferno/objective-remove', { id: 'o5' })]);
    expect(refusal(outcome(gone, 'inferno.objective.remove', undefined, { objective: 'o5' }))).toBe('14.0 noObjective');
  });
});
