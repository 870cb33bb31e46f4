// 18, 4, 5.3.3, 9.1, 9.2.1, 10.2 and the rest of the sequence: the cards each phase shows, with
// their rule, title, body, whether they must be done and what they say once done, and what each
// card's calculator says and records.
import { describe, expect, it } from 'vitest';
import { armir } from '@/games/armir';
import { evaluateBombard, type BombardInput } from '@/games/armir/bombard';
import { emptyUnit, evaluateCombat, type CombatInput } from '@/games/armir/combat';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, fresh, next, physical, setUp, syntheticCrt } from './helpers';
import { armirBook } from '@/games/armir/events';
import { answer } from '../../support/answers';
import { fields, head, lines, rollAsked, said, show } from './card-view';

const ctx = ctxWith();
const card = (s: ArmirState, id: string) => {
  const c = armir.procedures(s, ctx).find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
/** The game at `phase` of `turn`. */
function at(turn: number, phase: string, s0: ArmirState = apply(setUp(), [next])): ArmirState {
  let s = s0;
  for (let i = 0; i < 60 && !(s.turn === turn && currentPhase(s) === phase); i++) s = apply(s, [next]);
  expect([s.turn, currentPhase(s)]).toEqual([turn, phase]);
  return s;
}

describe('18: the set-up cards', () => {
  it('18.3, 16.4.1, 17.1: before anything is typed, the artillery backs and the objectives are missing, the stars warned about', () => {
    const s = fresh();
    expect(armir.procedures(s, ctx).map(head)).toEqual([
      'setup-artillery | 18.3 | proc.setupArtillery.title | proc.setupArtillery.body | required',
      'setup-stars | 16.4.1 | proc.setupStars.title | proc.setupStars.body',
      'setup-objectives | 17.1 | proc.setupObjectives.title | proc.setupObjectives.body | required',
      'setup-markers | 18.3 | proc.setupMarkers.title | proc.setupMarkers.body',
    ]);
    expect(said(card(s, 'setup-artillery'), ctx).errors).toEqual(['proc.setupArtillery.missing(n=3)']);
    expect(said(card(s, 'setup-objectives'), ctx).errors).toEqual(['proc.setupObjectives.missing']);
    expect(said(card(s, 'setup-stars'), ctx)).toMatchObject({
      errors: [],
      lines: ['18.3 warning proc.setupStars.named(sum=0)', '16.4.1 warning proc.setupStars.untyped(n=3)'],
    });
  });

  it('18.3: one artillery back typed leaves two missing; all three typed, the card is done with the three values', () => {
    const one = apply(fresh(), [{ type: 'armir/army', payload: { army: 'army2', range: 4, move: 2, artilleryStart: 2 } }]);
    expect(said(card(one, 'setup-artillery'), ctx).errors).toEqual(['proc.setupArtillery.missing(n=2)']);
    expect(head(card(one, 'setup-artillery'))).not.toContain('done');
    const s = setUp();
    expect(head(card(s, 'setup-artillery'))).toBe(
      'setup-artillery | 18.3 | proc.setupArtillery.title | proc.setupArtillery.body | required | proc.setupArtillery.done(values=3 / 2 / 4)',
    );
    expect(said(card(s, 'setup-artillery'), ctx)).toEqual({ errors: [], lines: [], odds: [], after: [], events: [] });
    expect(head(card(s, 'setup-objectives'))).toBe(
      'setup-objectives | 17.1 | proc.setupObjectives.title | proc.setupObjectives.body | required | proc.setupObjectives.done',
    );
    expect(said(card(s, 'setup-objectives'), ctx)).toEqual({ errors: [], lines: [], odds: [], after: [], events: [] });
  });

  it('16.4.1, 18.3: the stars are done when every location has its value and the named ones add up to 4', () => {
    const withValues = (values: (1 | 2 | null)[], named: boolean[]) => {
      const s = setUp();
      return { ...s, locations: s.locations.map((l, i) => ({ ...l, value: values[i] ?? null, named: named[i] ?? false })) };
    };
    expect(setUp().locations.length).toBe(3);
    const full = withValues([2, 1, 1], [true, true, true]);
    expect(head(card(full, 'setup-stars'))).toBe('setup-stars | 16.4.1 | proc.setupStars.title | proc.setupStars.body | proc.setupStars.done(n=3)');
    expect(said(card(full, 'setup-stars'), ctx)).toEqual({ errors: [], lines: ['18.3 info proc.setupStars.named(sum=4)'], odds: [], after: [], events: [] });
    const three = withValues([2, 1, 1], [true, true, false]);
    expect(head(card(three, 'setup-stars'))).not.toContain('done');
    expect(said(card(three, 'setup-stars'), ctx).lines).toEqual(['18.3 warning proc.setupStars.named(sum=3)']);
    const five = withValues([2, 2, 1], [true, true, true]);
    expect(head(card(five, 'setup-stars'))).not.toContain('done');
    const oneUntyped = withValues([2, 2, null], [true, true, false]);
    expect(head(card(oneUntyped, 'setup-stars'))).not.toContain('done');
    expect(said(card(oneUntyped, 'setup-stars'), ctx).lines).toEqual(['18.3 info proc.setupStars.named(sum=4)', '16.4.1 warning proc.setupStars.untyped(n=1)']);
    // a named location with no value yet counts 0 in the sum
    const namedUntyped = withValues([null, 2, 2], [true, true, false]);
    expect(said(card(namedUntyped, 'setup-stars'), ctx).lines[0]).toBe('18.3 warning proc.setupStars.named(sum=2)');
  });

  it('18.3, 16.1, 18.1.3, 18.4: the markers card lists PA, PS, the Čir units, the TeM garrison, the Depot and turn 1, and is acknowledged once', () => {
    const s = setUp();
    expect(said(card(s, 'setup-markers'), ctx)).toEqual({
      errors: [],
      lines: [
        '18.3 proc.setupMarkers.pa(pa=16)',
        '18.3 proc.setupMarkers.ps(ps=4)',
        '16.1 proc.setupMarkers.cir(units=0)',
        '18.3 proc.setupMarkers.tem(g=1)',
        '18.1.3 proc.setupMarkers.depot',
        '18.4 proc.setupMarkers.turn1',
      ],
      odds: [],
      after: [],
      events: ['armir/ack {"id":"setup-markers"}'],
    });
    const acked = apply(s, [{ type: 'armir/ack', payload: { id: 'setup-markers' } }]);
    expect(head(card(acked, 'setup-markers'))).toBe('setup-markers | 18.3 | proc.setupMarkers.title | proc.setupMarkers.body | proc.reminder.done');
  });
});

describe('4, 5.3.3, 9.1, 9.2.1, 10.2: the initiative phase cards', () => {
  const s = at(2, 'initiative');

  it('turn 2: initiative, HQ face, air roll and the artillery reset; no CAI roll while the CAI is available', () => {
    expect(armir.procedures(s, ctx).map(head)).toEqual([
      'initiative | 4 | proc.initiative.title | proc.initiative.body | required',
      'hq-face | 5.3.3 | proc.hqFace.title | proc.hqFace.body',
      'air-roll | 9.1 | proc.air.title | proc.air.body | required',
      'artillery-reset | 10.2 | proc.artilleryReset.title | proc.artilleryReset.body',
    ]);
    expect(fields(card(s, 'initiative'))).toEqual([
      'side select proc.initiative.field default=axis [axis=proc.initiative.axis, soviet=proc.initiative.soviet]',
    ]);
    expect(fields(card(s, 'hq-face'))).toEqual([
      'army select proc.field.army default=army1 [army1=army.army1, army2=army.army2, army3=army.army3]',
      'face select proc.hqFace.field default=range [range=face.range, move=face.move]',
    ]);
  });

  it('4, 3: the Axis keeps the initiative (sequence B1) at no cost', () => {
    expect(said(card(s, 'initiative'), ctx)).toEqual({
      errors: [],
      lines: ['3 proc.initiative.b1'],
      odds: [],
      after: [],
      events: ['armir/initiative {"side":"axis"}'],
    });
    expect(said(card(s, 'initiative'), ctx, { side: 'nonsense' }).events).toEqual(['armir/initiative {"side":"axis"}']);
  });

  it('16.4.3, 3, 5.3.3: the Soviet taking the initiative pays 1 PS, plays sequence B2 and may flip his HQs', () => {
    expect(said(card(s, 'initiative'), ctx, { side: 'soviet' })).toEqual({
      errors: [],
      lines: ['16.4.3 proc.initiative.cost(from=4 to=3)', '3 proc.initiative.b2', '5.3.3 proc.initiative.flip'],
      odds: [],
      after: [],
      events: ['armir/initiative {"side":"soviet"}'],
    });
  });

  it('17: with PS 2 no warning; with PS 1 taking the initiative drops PS to 0, a Soviet defeat, and the card warns', () => {
    expect(said(card({ ...s, ps: 2 }, 'initiative'), ctx, { side: 'soviet' }).lines).toEqual([
      '16.4.3 proc.initiative.cost(from=2 to=1)',
      '3 proc.initiative.b2',
      '5.3.3 proc.initiative.flip',
    ]);
    expect(said(card({ ...s, ps: 1 }, 'initiative'), ctx, { side: 'soviet' }).lines).toEqual([
      '16.4.3 proc.initiative.cost(from=1 to=0)',
      '3 proc.initiative.b2',
      '5.3.3 proc.initiative.flip',
      '17 warning proc.initiative.defeatWarn',
    ]);
    expect(said(card({ ...s, ps: 0 }, 'initiative'), ctx, { side: 'soviet' }).lines[0]).toBe('16.4.3 proc.initiative.cost(from=0 to=0)');
  });

  it('4: once decided the card is done with the side and refuses a second decision', () => {
    const d = apply(s, [{ type: 'armir/initiative', payload: { side: 'soviet' } }]);
    expect(head(card(d, 'initiative'))).toBe('initiative | 4 | proc.initiative.title | proc.initiative.body | required | proc.initiative.done.soviet');
    expect(said(card(d, 'initiative'), ctx).errors).toEqual(['proc.alreadyDone']);
    const a = apply(s, [{ type: 'armir/initiative', payload: { side: 'axis' } }]);
    expect(head(card(a, 'initiative'))).toContain('proc.initiative.done.axis');
  });

  it('5.3.3, 10.2: an HQ is flipped only with the Soviet initiative; the card says the range of the face chosen', () => {
    expect(said(card(s, 'hq-face'), ctx, { army: 'army2', face: 'move' })).toEqual({
      errors: ['proc.hqFace.noInitiative'],
      lines: ['10.2 proc.hqFace.effect(range=2)'],
      odds: [],
      after: [],
      events: [],
    });
    const sov = { ...s, initiative: 'soviet' as const };
    expect(said(card(sov, 'hq-face'), ctx)).toEqual({
      errors: [],
      lines: ['10.2 proc.hqFace.effect(range=5)'],
      odds: [],
      after: [],
      events: ['armir/hq-face {"army":"army1","face":"range"}'],
    });
    expect(said(card(sov, 'hq-face'), ctx, { army: 'army3', face: 'move' }).events).toEqual(['armir/hq-face {"army":"army3","face":"move"}']);
    expect(said(card(sov, 'hq-face'), ctx, { army: 'army3', face: 'move' }).lines).toEqual(['10.2 proc.hqFace.effect(range=3)']);
    expect(said(card(sov, 'hq-face'), ctx, { army: 'army9', face: 'sideways' }).events).toEqual(['armir/hq-face {"army":"army1","face":"range"}']);
    const unknown = { ...sov, armies: { ...sov.armies, army1: { ...sov.armies.army1, hqRange: { range: null, move: null } } } };
    expect(said(card(unknown, 'hq-face'), ctx).lines).toEqual(['10.2 proc.hqFace.effect(range=?)']);
  });

  it('9.1: the air unit goes to the Axis on 1–3 and to the Soviet on 4–6, rolled once a turn', () => {
    const c = card(s, 'air-roll');
    expect(said(c, ctx, {}, 3)).toEqual({
      errors: [],
      lines: ['9.1 proc.air.rule'],
      odds: ['axis 1/2 neutral proc.air.axis', 'soviet 1/2 neutral proc.air.soviet'],
      after: ['9.1 result proc.air.axisResult(die=3)', '9.1.1 proc.air.once'],
      events: ['armir/air-roll {"die":3}'],
    });
    expect(said(c, ctx, {}, 4).after).toEqual(['9.1 result proc.air.sovietResult(die=4)', '9.1.1 proc.air.once']);
    expect(rollAsked(c, ctx)).toBe('9.1 proc.air.roll');
    const rolled = apply(s, [{ type: 'armir/air-roll', payload: { die: 5 } }]);
    expect(head(card(rolled, 'air-roll'))).toBe('air-roll | 9.1 | proc.air.title | proc.air.body | required | proc.air.done.soviet');
    expect(said(card(rolled, 'air-roll'), ctx, {}, 2).errors).toEqual(['proc.alreadyDone']);
    const axis = apply(s, [{ type: 'armir/air-roll', payload: { die: 1 } }]);
    expect(head(card(axis, 'air-roll'))).toContain('proc.air.done.axis');
  });

  it('9.2.1: with the CAI used, the Axis rolls to recover it on 5–6, once a turn', () => {
    const used = { ...s, cai: 'used' as const };
    expect(armir.procedures(used, ctx).map((c) => c.id)).toEqual(['initiative', 'hq-face', 'air-roll', 'cai-roll', 'artillery-reset']);
    const c = card(used, 'cai-roll');
    expect(head(c)).toBe('cai-roll | 9.2.1 | proc.cai.title | proc.cai.body | required');
    expect(said(c, ctx, {}, 5)).toEqual({
      errors: [],
      lines: ['9.2.1 proc.cai.rule'],
      odds: ['no 2/3 bad proc.cai.no', 'ok 1/3 good proc.cai.ok'],
      after: ['9.2.1 result proc.cai.okResult(die=5)'],
      events: ['armir/cai-roll {"die":5}'],
    });
    expect(said(c, ctx, {}, 4).after).toEqual(['9.2.1 result proc.cai.noResult(die=4)']);
    expect(rollAsked(c, ctx)).toBe('9.2.1 proc.cai.roll');
    const failed = apply(used, [{ type: 'armir/cai-roll', payload: { die: 2 } }]);
    expect(head(card(failed, 'cai-roll'))).toBe('cai-roll | 9.2.1 | proc.cai.title | proc.cai.body | required | proc.cai.doneFail');
    expect(said(card(failed, 'cai-roll'), ctx, {}, 6).errors).toEqual(['proc.alreadyDone']);
  });

  it('10.2: each army gets its HQ range as artillery points, on the face it shows; an HQ eliminated gives 0; an unknown range "?"', () => {
    expect(said(card(s, 'artillery-reset'), ctx)).toEqual({
      errors: ['proc.artilleryReset.auto'],
      lines: [
        '10.2 proc.artilleryReset.army(army=army.army1 points=5)',
        '10.2 proc.artilleryReset.army(army=army.army2 points=4)',
        '10.2 proc.artilleryReset.army(army=army.army3 points=6)',
      ],
      odds: [],
      after: [],
      events: [],
    });
    const changed = {
      ...s,
      armies: {
        army1: { ...s.armies.army1, hqFace: 'move' as const },
        army2: { ...s.armies.army2, hqEliminatedOnTurn: 2 },
        army3: { ...s.armies.army3, hqRange: { range: null, move: null } },
      },
    };
    expect(said(card(changed, 'artillery-reset'), ctx).lines).toEqual([
      '10.2 proc.artilleryReset.army(army=army.army1 points=3)',
      '10.2 proc.artilleryReset.army(army=army.army2 points=0)',
      '10.2 proc.artilleryReset.army(army=army.army3 points=?)',
    ]);
  });
});

describe('16.3, 16.4.2, 18.5, 15: the Axis reinforcement phase cards', () => {
  const s = at(2, 'axis-reinforcements');

  it('turn 2: the TeM garrison roll, the airports PS, the turn-2 reinforcements, the 3 Gebirgs arriving, the German replacement and the complements', () => {
    expect(armir.procedures(s, ctx).map(head)).toEqual([
      'tem-garrison | 16.3 | proc.temGarrison.title | proc.temGarrison.body(turn=2) | required',
      'airports-ps | 16.4.2 | proc.airports.title | proc.airports.body | required',
      'reinforcements | 18.5 | proc.reinforcements.title | proc.reinforcements.turn2',
      'gebirgs | 15.2 | proc.gebirgs.title | proc.gebirgs.arriveBody | required',
      'german-replacement | 15.3 | proc.replacement.title | proc.replacement.body',
      'complements | 15.4 | proc.complements.title | proc.reminder.body',
    ]);
  });

  it('16.3: the garrison grows by one on a roll lower than the turn (1 in 6 on turn 2, 3 in 6 on turn 4), once a turn', () => {
    expect(said(card(s, 'tem-garrison'), ctx, {}, 1)).toEqual({
      errors: [],
      lines: ['16.3 proc.temGarrison.rule(turn=2 p=1/6)'],
      odds: ['plus 1/6 neutral proc.temGarrison.plus', 'same 5/6 neutral proc.temGarrison.same'],
      after: ['16.3 result proc.temGarrison.plusResult(die=1 turn=2 g=2)'],
      events: ['armir/tem-garrison-roll {"die":1}'],
    });
    expect(said(card(s, 'tem-garrison'), ctx, {}, 2).after).toEqual(['16.3 result proc.temGarrison.sameResult(die=2 turn=2 g=1)']);
    expect(rollAsked(card(s, 'tem-garrison'), ctx)).toBe('16.3 proc.temGarrison.roll');
    const t4 = { ...s, turn: 4 };
    expect(said(card(t4, 'tem-garrison'), ctx, {}, 3)).toMatchObject({
      lines: ['16.3 proc.temGarrison.rule(turn=4 p=3/6)'],
      odds: ['plus 1/2 neutral proc.temGarrison.plus', 'same 1/2 neutral proc.temGarrison.same'],
      after: ['16.3 result proc.temGarrison.plusResult(die=3 turn=4 g=2)'],
    });
    expect(said(card(t4, 'tem-garrison'), ctx, {}, 4).after).toEqual(['16.3 result proc.temGarrison.sameResult(die=4 turn=4 g=1)']);
    const rolled = apply(s, [{ type: 'armir/tem-garrison-roll', payload: { die: 1 } }]);
    expect(head(card(rolled, 'tem-garrison'))).toBe(
      'tem-garrison | 16.3 | proc.temGarrison.title | proc.temGarrison.body(turn=2) | required | proc.temGarrison.done(g=2)',
    );
    expect(said(card(rolled, 'tem-garrison'), ctx, {}, 1).errors).toEqual(['proc.alreadyDone']);
  });

  it('16.3.3: once the airports are captured there is no garrison roll (unless the reading asks for it) and no airports PS', () => {
    const captured = { ...s, tem: { ...s.tem, capturedOnTurn: 1 } };
    const ids = armir.procedures(captured, ctx).map((c) => c.id);
    expect(ids).not.toContain('tem-garrison');
    expect(ids).not.toContain('airports-ps');
    const ids2 = armir.procedures(captured, ctxWith({}, { temRollAfterCapture: true })).map((c) => c.id);
    expect(ids2).toContain('tem-garrison');
    expect(ids2).not.toContain('airports-ps');
  });

  it('16.4.2, 17: while the airports hold, PS drops by 1 each turn; at PS 1 the card warns of the defeat; once a turn', () => {
    expect(said(card(s, 'airports-ps'), ctx)).toEqual({
      errors: [],
      lines: ['16.4.2 result proc.airports.loss(from=4 to=3)'],
      odds: [],
      after: [],
      events: ['armir/ps {"delta":-1,"reason":"airports"}'],
    });
    expect(said(card({ ...s, ps: 2 }, 'airports-ps'), ctx).lines).toEqual(['16.4.2 result proc.airports.loss(from=2 to=1)']);
    expect(said(card({ ...s, ps: 1 }, 'airports-ps'), ctx).lines).toEqual([
      '16.4.2 result proc.airports.loss(from=1 to=0)',
      '17 warning proc.initiative.defeatWarn',
    ]);
    expect(said(card({ ...s, ps: 0 }, 'airports-ps'), ctx).lines[0]).toBe('16.4.2 result proc.airports.loss(from=0 to=0)');
    const paid = { ...s, turnDone: ['airports-ps'] };
    expect(head(card(paid, 'airports-ps'))).toBe('airports-ps | 16.4.2 | proc.airports.title | proc.airports.body | required | proc.airports.done');
    expect(said(card(paid, 'airports-ps'), ctx).errors).toEqual(['proc.alreadyDone']);
  });

  it('16.4.2: on turn 1 the airports PS is asked in the Axis motorized phase only with its reading, and not once the airports are taken', () => {
    const t1 = apply(setUp(), [next]);
    expect(armir.procedures(t1, ctx).map((c) => c.id)).toEqual(['remind-axis-motorized']);
    const withIt = ctxWith({}, { airportsPsTurn1: true });
    expect(armir.procedures(t1, withIt).map((c) => c.id)).toEqual(['airports-ps', 'remind-axis-motorized']);
    expect(armir.procedures({ ...t1, tem: { ...t1.tem, capturedOnTurn: 1 } }, withIt).map((c) => c.id)).toEqual(['remind-axis-motorized']);
    // Only there: not in turn 1's Soviet motorized phase, nor on turn 2's Axis one.
    expect(armir.procedures(at(1, 'soviet-motorized'), withIt).map((c) => c.id)).not.toContain('airports-ps');
    expect(armir.procedures(at(2, 'axis-motorized'), withIt).map((c) => c.id)).not.toContain('airports-ps');
    // 18.4: the bombardment phases have their reminder; a game that is over has no card.
    expect(armir.procedures(at(1, 'bombardment-2'), ctx).map((c) => c.id)).toEqual(['remind-bombardment']);
    expect(armir.procedures({ ...at(2, 'axis-movement'), stage: 'over' }, ctx)).toEqual([]);
  });

  it('18.5: the reinforcements of turns 2, 3 and 4 each have their card, acknowledged once; none on turn 5', () => {
    expect(said(card(s, 'reinforcements'), ctx)).toEqual({
      errors: [],
      lines: ['18.5 proc.reinforcements.entry'],
      odds: [],
      after: [],
      events: ['armir/ack {"id":"reinforcements"}'],
    });
    expect(head(card({ ...s, turn: 3 }, 'reinforcements'))).toBe('reinforcements | 18.5 | proc.reinforcements.title | proc.reinforcements.turn3');
    expect(head(card({ ...s, turn: 4 }, 'reinforcements'))).toBe('reinforcements | 18.5 | proc.reinforcements.title | proc.reinforcements.turn4');
    expect(head(card({ ...s, phaseDone: ['reinforcements'] }, 'reinforcements'))).toBe(
      'reinforcements | 18.5 | proc.reinforcements.title | proc.reinforcements.turn2 | proc.reinforcements.done',
    );
    expect(armir.procedures({ ...s, turn: 5 }, ctx).map((c) => c.id)).not.toContain('reinforcements');
  });

  it('15.2: the 3 Gebirgs-Division arrives on turn 2 with 1 step (2 with its reading), locked; offered late if passed by', () => {
    expect(said(card(s, 'gebirgs'), ctx)).toEqual({
      errors: [],
      lines: ['15.2 result proc.gebirgs.arrive(steps=1)', '15.2 proc.gebirgs.locked'],
      odds: [],
      after: [],
      events: ['armir/gebirgs {"action":"arrive","steps":1}'],
    });
    const two = ctxWith({}, { gebirgsStepOnArrival: true });
    expect(
      said(
        armir.procedures(s, two).find((c) => c.id === 'gebirgs')!,
        two,
      ).events,
    ).toEqual(['armir/gebirgs {"action":"arrive","steps":2}']);
    const late = { ...s, turn: 4 };
    expect(said(card(late, 'gebirgs'), ctx).lines).toEqual([
      '15.2 warning proc.gebirgs.late(turn=4)',
      '15.2 result proc.gebirgs.arrive(steps=1)',
      '15.2 proc.gebirgs.locked',
    ]);
    expect(armir.procedures({ ...s, turn: 1 }, ctx).map((c) => c.id)).not.toContain('gebirgs');
    expect(armir.procedures({ ...s, gebirgs: { steps: 0, eliminated: true } }, ctx).map((c) => c.id)).not.toContain('gebirgs');
    expect(armir.procedures({ ...s, turnDone: ['gebirgs'] }, ctx).map((c) => c.id)).not.toContain('gebirgs');
    // once arrived on turn 2 it gains nothing that turn: its first step is gained on turn 3
    const arrived = apply(s, [{ type: 'armir/gebirgs', payload: { action: 'arrive', steps: 1 } }]);
    expect(armir.procedures(arrived, ctx).map((c) => c.id)).not.toContain('gebirgs');
  });

  it('15.2: from turn 3 it gains a step a turn in supply, up to 4, when it is free; out of supply it stays; eliminated it is gone', () => {
    const g = (steps: number, more: Partial<ArmirState> = {}) => ({ ...s, turn: 3, gebirgs: { steps, eliminated: false }, ...more });
    const c = card(g(1), 'gebirgs');
    expect(head(c)).toBe('gebirgs | 15.2 | proc.gebirgs.title | proc.gebirgs.gainBody(steps=1) | required');
    expect(fields(c)).toEqual([
      'status select proc.gebirgs.field default=gain [gain=proc.gebirgs.inSupply, skip=proc.gebirgs.oos, eliminated=proc.gebirgs.eliminated]',
    ]);
    expect(said(c, ctx)).toEqual({
      errors: [],
      lines: ['15.2 result proc.gebirgs.gainResult(from=1 to=2)'],
      odds: [],
      after: [],
      events: ['armir/gebirgs {"action":"gain"}'],
    });
    expect(said(c, ctx, { status: 'skip' })).toMatchObject({
      lines: ['15.2 result proc.gebirgs.skipResult(from=1 to=1)'],
      events: ['armir/gebirgs {"action":"skip"}'],
    });
    expect(said(c, ctx, { status: 'eliminated' })).toMatchObject({
      lines: ['15.2 result proc.gebirgs.eliminatedResult(from=1 to=0)'],
      events: ['armir/gebirgs {"action":"eliminated"}'],
    });
    expect(said(card(g(3), 'gebirgs'), ctx).lines).toEqual(['15.2 result proc.gebirgs.gainResult(from=3 to=4)', '15.2 proc.gebirgs.free']);
    expect(said(card(g(3), 'gebirgs'), ctx, { status: 'skip' }).lines).toEqual(['15.2 result proc.gebirgs.skipResult(from=3 to=3)']);
    expect(said(card(g(2), 'gebirgs'), ctx).lines).toEqual(['15.2 result proc.gebirgs.gainResult(from=2 to=3)']);
    const done = card(g(2, { turnDone: ['gebirgs'] }), 'gebirgs');
    expect(head(done)).toBe('gebirgs | 15.2 | proc.gebirgs.title | proc.gebirgs.gainBody(steps=2) | required | proc.gebirgs.done(steps=2)');
    expect(said(done, ctx).errors).toEqual(['proc.alreadyDone']);
    expect(armir.procedures(g(4), ctx).map((x) => x.id)).not.toContain('gebirgs');
    expect(armir.procedures(g(2, { gebirgs: { steps: 2, eliminated: true } }), ctx).map((x) => x.id)).not.toContain('gebirgs');
    expect(armir.procedures({ ...g(1), turn: 2 }, ctx).map((x) => x.id)).not.toContain('gebirgs');
  });

  it('15.1: the XXIV Pz.Korps HQ enters the turn after its trigger, with the Julia swap if asked (15.1.3)', () => {
    const trig = { ...s, xxiv: { triggerTurn: 2, hqEntered: false, juliaAssigned: false } };
    expect(armir.procedures(trig, ctx).map((c) => c.id)).not.toContain('xxiv');
    const c = card({ ...trig, turn: 3 }, 'xxiv');
    expect(head(c)).toBe('xxiv | 15.1 | proc.xxiv.title | proc.xxiv.body(turn=2) | required');
    expect(fields(c)).toEqual(['julia bool proc.xxiv.julia default=false']);
    expect(c.fields![0].rule).toBe('15.1.3');
    expect(said(c, ctx)).toEqual({
      errors: [],
      lines: ['15.1 proc.xxiv.enter', '15.1.1 proc.xxiv.limits'],
      odds: [],
      after: [],
      events: ['armir/xxiv-enter {"julia":false}'],
    });
    expect(said(c, ctx, { julia: true })).toMatchObject({
      lines: ['15.1 proc.xxiv.enter', '15.1.1 proc.xxiv.limits', '15.1.3 proc.xxiv.juliaSwap'],
      events: ['armir/xxiv-enter {"julia":true}'],
    });
    expect(said(c, ctx, { julia: 'true' }).events).toEqual(['armir/xxiv-enter {"julia":true}']);
    expect(said(c, ctx, { julia: 'false' }).events).toEqual(['armir/xxiv-enter {"julia":false}']);
    expect(armir.procedures({ ...trig, turn: 3, xxiv: { ...trig.xxiv, hqEntered: true } }, ctx).map((x) => x.id)).not.toContain('xxiv');
  });

  it('17.1.3: a Soviet HQ eliminated on an earlier turn returns in this phase, one card per army', () => {
    const elim = {
      ...s,
      turn: 3,
      armies: { ...s.armies, army2: { ...s.armies.army2, hqEliminatedOnTurn: 2 }, army3: { ...s.armies.army3, hqEliminatedOnTurn: 3 } },
    };
    const ids = armir.procedures(elim, ctx).map((c) => c.id);
    expect(ids).toContain('hq-return-army2');
    expect(ids).not.toContain('hq-return-army3');
    const c = card(elim, 'hq-return-army2');
    expect(head(c)).toBe('hq-return-army2 | 17.1.3 | proc.hqReturn.title(army=army.army2) | proc.hqReturn.body | required');
    expect(said(c, ctx)).toEqual({ errors: [], lines: ['17.1.3 proc.hqReturn.effect'], odds: [], after: [], events: ['armir/hq-return {"army":"army2"}'] });
  });

  it('15.3, 16.4.4: the German replacement names its unit, gives +1 PS, once a turn', () => {
    const c = card(s, 'german-replacement');
    expect(fields(c)).toEqual(['unit text proc.replacement.unit default=']);
    const lines = ['15.3 proc.replacement.supply', '15.3.2 proc.replacement.eliminated', '16.4.4 result proc.replacement.ps(from=4 to=5)'];
    expect(said(c, ctx)).toEqual({ errors: ['proc.replacement.noUnit'], lines, odds: [], after: [], events: [] });
    expect(said(c, ctx, { unit: '   ' }).errors).toEqual(['proc.replacement.noUnit']);
    expect(said(c, ctx, { unit: ' Julia ' })).toEqual({ errors: [], lines, odds: [], after: [], events: ['armir/german-replacement {"unit":"Julia"}'] });
    const used = card({ ...s, turnDone: ['german-replacement'] }, 'german-replacement');
    expect(head(used)).toBe('german-replacement | 15.3 | proc.replacement.title | proc.replacement.body | proc.replacement.done');
    expect(said(used, ctx, { unit: 'Julia' }).errors).toEqual(['proc.replacement.once']);
  });

  it('15.4: the complements reminder, acknowledged once', () => {
    expect(said(card(s, 'complements'), ctx)).toEqual({
      errors: [],
      lines: ['15.4 remind.complements'],
      odds: [],
      after: [],
      events: ['armir/ack {"id":"complements"}'],
    });
    expect(head(card({ ...s, phaseDone: ['complements'] }, 'complements'))).toBe(
      'complements | 15.4 | proc.complements.title | proc.reminder.body | proc.reminder.done',
    );
  });
});

describe('5, 11, 12, 16.2.1: the reminders of the movement, bombardment and combat phases, and the Kantemirovka card', () => {
  const rem = (s: ArmirState, phase: string) => said(card(s, `remind-${phase}`), ctx).lines;
  const tail = ['7.1 remind.zoc', '13 remind.overrun', '6 remind.stacking'];
  const axisMoves = ['5.5.1 remind.alpine', '14.2.1 remind.don', '16.1.4 remind.bokovskayaAxis'];

  it('18.4, 5.2, 5.4: turn 1 starts with the Axis motorized phase: one unit, the weather, motorized units only, PA for motor', () => {
    const s = apply(setUp(), [next]);
    expect(head(card(s, 'remind-axis-motorized'))).toBe('remind-axis-motorized | 5 | proc.reminders.title | proc.reminder.body');
    expect(rem(s, 'axis-motorized')).toEqual([
      '18.4 remind.turn1One',
      '18.4.1 remind.weather',
      '5.2 remind.motorizedOnly',
      '5.4 remind.paMotor(pa=16)',
      ...axisMoves,
      ...tail,
    ]);
    expect(said(card(s, 'remind-axis-motorized'), ctx).events).toEqual(['armir/ack {"id":"remind-axis-motorized"}']);
    expect(show(card(s, 'remind-axis-motorized').applyLabel)).toBe('proc.reminder.apply');
    expect(rem(at(2, 'axis-motorized'), 'axis-motorized')).toEqual(['5.2 remind.motorizedOnly', '5.4 remind.paMotor(pa=16)', ...axisMoves, ...tail]);
    // 18.4 is the opening motorized phase's alone: turn 1's later movement phases do not repeat it.
    expect(rem(at(1, 'soviet-motorized'), 'soviet-motorized').filter((l) => l.startsWith('18.4'))).toEqual([]);
  });

  it('5.3, 5.5: the Axis movement phase: the HQ faces, and the front lock on turns 1–2 only', () => {
    const s = at(2, 'axis-movement');
    expect(rem(s, 'axis-movement')).toEqual(['5.3 remind.axisFaces', '5.4 remind.paMotor(pa=16)', '5.5 remind.frontLock', ...axisMoves, ...tail]);
    expect(rem({ ...s, turn: 3 }, 'axis-movement')).toEqual(['5.3 remind.axisFaces', '5.4 remind.paMotor(pa=16)', ...axisMoves, ...tail]);
  });

  it('15.2, 15.1.1: the Gebirgs still locked (1 to 3 steps) and the XXIV HQ once entered are reminded in the Axis moves', () => {
    const s = at(2, 'axis-movement');
    const gebirgs = (steps: number, eliminated = false) => rem({ ...s, gebirgs: { steps, eliminated } }, 'axis-movement');
    expect(gebirgs(1)).toContain('15.2 remind.gebirgs(steps=1)');
    expect(gebirgs(3)).toContain('15.2 remind.gebirgs(steps=3)');
    expect(gebirgs(4).some((l) => l.includes('gebirgs'))).toBe(false);
    expect(gebirgs(2, true).some((l) => l.includes('gebirgs'))).toBe(false);
    expect(gebirgs(2).indexOf('15.2 remind.gebirgs(steps=2)')).toBe(4);
    const xxiv = rem({ ...s, xxiv: { triggerTurn: 1, hqEntered: true, juliaAssigned: false } }, 'axis-movement');
    expect(xxiv).toEqual([
      '5.3 remind.axisFaces',
      '5.4 remind.paMotor(pa=16)',
      '5.5 remind.frontLock',
      '5.5.1 remind.alpine',
      '15.1.1 remind.xxiv',
      '14.2.1 remind.don',
      '16.1.4 remind.bokovskayaAxis',
      ...tail,
    ]);
  });

  it('5.1.2, 6.3, 16.3.1, 16.4.1: the Soviet moves; Bokovskaya entered (16.1.4) in his movement phase once the Čir units reached it', () => {
    const s = at(2, 'soviet-movement');
    const sov = ['5.1.2 remind.railAB', '6.3 remind.armies', '16.3.1 remind.temExit', '16.4.1 remind.control', ...tail];
    expect(rem(s, 'soviet-movement')).toEqual(sov);
    expect(rem(at(2, 'soviet-motorized'), 'soviet-motorized')).toEqual(['5.2 remind.motorizedOnly', ...sov]);
    const cirUnit = { id: 'c1', name: 'Cir 1', cp: 10, steps: 2, motorized: false, armored: false, oos: false };
    const reached = { ...s, cir: { ...s.cir, reachedOnTurn: 2, units: [cirUnit] } } as ArmirState;
    expect(rem(reached, 'soviet-movement')).toEqual(['16.1.4 remind.bokovskayaEnter', ...sov]);
    expect(rem({ ...reached, cir: { ...reached.cir, units: [] } }, 'soviet-movement')).toEqual(sov);
    expect(rem({ ...reached, cir: { ...reached.cir, reachedOnTurn: null } }, 'soviet-movement')).toEqual(sov);
    expect(rem(at(2, 'soviet-motorized', reached), 'soviet-motorized')).toEqual(['5.2 remind.motorizedOnly', ...sov]);
  });

  it('11, 9.1.1, 10.2.1: the bombardment reminder says who bombards first: the side with the initiative', () => {
    const s = at(2, 'bombardment-1');
    expect(head(card(s, 'remind-bombardment'))).toBe('remind-bombardment | 11 | proc.reminders.title | proc.reminder.body');
    expect(said(card(s, 'remind-bombardment'), ctx)).toEqual({
      errors: [],
      lines: ['11 remind.bombOrder(side=side.axis)', '11 remind.bombOnce', '9.1.1 remind.airOnce', '10.2.1 remind.sovietHqRange'],
      odds: [],
      after: [],
      events: ['armir/ack {"id":"remind-bombardment"}'],
    });
    const soviet = at(2, 'bombardment-1', apply(at(2, 'initiative'), [{ type: 'armir/initiative', payload: { side: 'soviet' } }]));
    expect(said(card(soviet, 'remind-bombardment'), ctx).lines[0]).toBe('11 remind.bombOrder(side=side.soviet)');
  });

  it('12, 12.1.1: the combat reminders: German losses tracked in the Axis phase, the Soviet armies in his', () => {
    const common = ['12 remind.combatAdjacent', '10.1.2 remind.support', '11.2.1 remind.dsgEnd', '6 remind.stacking'];
    const a = at(2, 'axis-combat');
    expect(head(card(a, 'remind-axis-combat'))).toBe('remind-axis-combat | 12 | proc.reminders.title | proc.reminder.body');
    expect(rem(a, 'axis-combat')).toEqual(['12.1.1 remind.germanTracked', ...common]);
    expect(rem(at(2, 'soviet-combat'), 'soviet-combat')).toEqual(['12 remind.sovietArmies', ...common]);
  });

  it('16.2.1, 9.2.1, 8.1.1: while the Depot is at Kantemirovka, its card is offered in the Soviet moves and in both combats; the first Soviet entry costs PA 1d6', () => {
    for (const phase of ['soviet-movement', 'soviet-motorized', 'axis-combat', 'soviet-combat'])
      expect(armir.procedures(at(2, phase), ctx).map((c) => c.id)).toContain('kantemirovka');
    for (const phase of ['axis-movement', 'axis-motorized', 'bombardment-1'])
      expect(armir.procedures(at(2, phase), ctx).map((c) => c.id)).not.toContain('kantemirovka');
    const s = at(2, 'soviet-movement');
    expect(armir.procedures({ ...s, depotPresent: false }, ctx).map((c) => c.id)).not.toContain('kantemirovka');
    expect(armir.procedures({ ...at(2, 'soviet-combat'), depotPresent: false }, ctx).map((c) => c.id)).not.toContain('kantemirovka');
    // Before the entry: the card asks whether Soviet units entered, and says nothing is due yet.
    const entry = card(s, 'kantemirovka');
    expect(head(entry)).toBe('kantemirovka | 16.2.1 | proc.kantemirovka.title | proc.kantemirovka.body');
    expect(entry.required).toBeFalsy();
    expect(said(entry, ctx)).toMatchObject({ errors: [], lines: ['16.2.1 proc.kantemirovka.when'], events: ['armir/kantemirovka-entered null'] });
    // Once entered: the roll, required.
    const c = card({ ...s, depotDue: true }, 'kantemirovka');
    expect(c.required).toBe(true);
    expect(rollAsked(c, ctx)).toBe('16.2.1 proc.kantemirovka.roll');
    expect(head(c)).toBe('kantemirovka | 16.2.1 | proc.kantemirovka.title | proc.kantemirovka.dueBody | required');
    expect(said(c, ctx, {}, 2)).toEqual({
      errors: [],
      lines: ['16.2.1 proc.kantemirovka.depot', '9.2.1 proc.kantemirovka.cai', '8.1.1 proc.kantemirovka.supply'],
      odds: [1, 2, 3, 4, 5, 6].map((n) => `pa-${n} 1/6 bad proc.kantemirovka.outcome(n=${n} pa=${16 - n})`),
      after: ['16.2.1 result proc.kantemirovka.result(die=2 from=16 to=14)'],
      events: ['armir/kantemirovka {"die":2}'],
    });
    // PA 3: a roll of 3 to 6 takes all three, which the odds add up
    expect(said(card({ ...s, pa: 3, depotDue: true }, 'kantemirovka'), ctx, {}, 5)).toMatchObject({
      odds: [
        'pa-1 1/6 bad proc.kantemirovka.outcome(n=1 pa=2)',
        'pa-2 1/6 bad proc.kantemirovka.outcome(n=2 pa=1)',
        'pa-3 2/3 bad proc.kantemirovka.outcome(n=3 pa=0)',
      ],
      after: ['16.2.1 result proc.kantemirovka.result(die=5 from=3 to=0)'],
    });
  });
});

describe('16.1: the Čir roll in the Soviet combat phase', () => {
  const cirUnit = (id: string, cp: number, motorized: boolean) => ({ id, name: id, cp, steps: 2, motorized, armored: false, oos: false });
  /** Turn 2, Soviet combat, Čir units of 10 CP (foot) and 7 CP (motorized, counted twice): CP' 24. */
  const s = ((): ArmirState => {
    const s0 = at(2, 'soviet-combat');
    return { ...s0, cir: { ...s0.cir, units: [cirUnit('Cir 1', 10, false), cirUnit('Cir 2', 7, true)] } };
  })();
  const cir = (st: ArmirState, c = ctx) => armir.procedures(st, c).find((x) => x.id === 'cir-roll')!;

  it("16.1.3: CP' adds the motorized units twice; the modifier is CP'/20 rounded down; 16.1.1 advance on a modified 3+, 16.1.2 losses 1 on 3–6, 2 on 7+", () => {
    const c = cir(s);
    expect(rollAsked(c, ctx)).toBe('16.1.1 proc.cir.roll');
    expect(head(c)).toBe('cir-roll | 16.1.1 | proc.cir.title | proc.cir.body | required');
    const lines = [
      '16.1.3 proc.cir.units(parts=10 + 7×2 cp=24)',
      '16.1.3 proc.cir.mod(cp=24 mod=1)',
      '16.1.1 proc.cir.advanceModified',
      '16.1.2 proc.cir.lossTable',
    ];
    const odds = ['stay-0 1/6 bad proc.cir.outStay(losses=0)', 'adv-1 2/3 good proc.cir.outAdvance(losses=1)', 'adv-2 1/6 good proc.cir.outAdvance(losses=2)'];
    expect(said(c, ctx, {}, 1)).toEqual({
      errors: [],
      lines,
      odds,
      after: ['16.1.3 proc.cir.rolled(die=1 mod=1 total=2)', '16.1.1 result proc.cir.stayed(box=1 boxes=3)', '16.1.2 result proc.cir.losses(losses=0)'],
      events: ['armir/cir-roll {"die":1,"mod":1,"total":2,"advance":false,"losses":0}'],
    });
    expect(said(c, ctx, {}, 2).after).toEqual([
      '16.1.3 proc.cir.rolled(die=2 mod=1 total=3)',
      '16.1.1 result proc.cir.advanced(box=2 boxes=3)',
      '16.1.2 result proc.cir.losses(losses=1)',
      '12.2.1 combat.allocation',
    ]);
    expect(said(c, ctx, {}, 6)).toMatchObject({
      after: [
        '16.1.3 proc.cir.rolled(die=6 mod=1 total=7)',
        '16.1.1 result proc.cir.advanced(box=2 boxes=3)',
        '16.1.2 result proc.cir.losses(losses=2)',
        '12.2.1 combat.allocation',
      ],
      events: ['armir/cir-roll {"die":6,"mod":1,"total":7,"advance":true,"losses":2}'],
    });
  });

  it("16.1.1: read on the raw die, a 2 with the modifier does not advance; 16.1.3 rounded up, CP' 24 gives +2", () => {
    const raw = ctxWith({}, { cirAdvanceModified: false });
    expect(said(cir(s, raw), raw, {}, 2)).toMatchObject({
      lines: ['16.1.3 proc.cir.units(parts=10 + 7×2 cp=24)', '16.1.3 proc.cir.mod(cp=24 mod=1)', '16.1.1 proc.cir.advanceRaw', '16.1.2 proc.cir.lossTable'],
      odds: [
        'stay-0 1/6 bad proc.cir.outStay(losses=0)',
        'stay-1 1/6 bad proc.cir.outStay(losses=1)',
        'adv-1 1/2 good proc.cir.outAdvance(losses=1)',
        'adv-2 1/6 good proc.cir.outAdvance(losses=2)',
      ],
      after: [
        '16.1.3 proc.cir.rolled(die=2 mod=1 total=3)',
        '16.1.1 result proc.cir.stayed(box=1 boxes=3)',
        '16.1.2 result proc.cir.losses(losses=1)',
        '12.2.1 combat.allocation',
      ],
    });
    const ceil = ctxWith({}, { cirTwenty: 'ceil' });
    expect(said(cir(s, ceil), ceil, {}, 5).lines[1]).toBe('16.1.3 proc.cir.mod(cp=24 mod=2)');
    expect(said(cir(s, ceil), ceil, {}, 5).after[0]).toBe('16.1.3 proc.cir.rolled(die=5 mod=2 total=7)');
    const none = { ...s, cir: { ...s.cir, units: [cirUnit('Cir 1', 19, false)] } };
    expect(said(cir(none), ctx, {}, 1).lines.slice(0, 2)).toEqual(['16.1.3 proc.cir.units(parts=19 cp=19)', '16.1.3 proc.cir.mod(cp=19 mod=0)']);
  });

  it('16.1.1, 17.1.1: an advance into the last box reaches Bokovskaya (the box count is a reading); once a phase; none without Čir units or once there', () => {
    const last = { ...s, cir: { ...s.cir, box: 2 } };
    expect(said(cir(last), ctx, {}, 4).after).toEqual([
      '16.1.3 proc.cir.rolled(die=4 mod=1 total=5)',
      '16.1.1 result proc.cir.advanced(box=3 boxes=3)',
      '16.1.2 result proc.cir.losses(losses=1)',
      '12.2.1 combat.allocation',
      '17.1.1 proc.cir.bokovskaya(turn=2)',
    ]);
    const five = ctxWith({}, { cirBoxes: 5 });
    expect(said(cir(last, five), five, {}, 4).after[1]).toBe('16.1.1 result proc.cir.advanced(box=3 boxes=5)');
    const done = { ...s, phaseDone: ['cir-roll'] };
    expect(head(cir(done))).toBe('cir-roll | 16.1.1 | proc.cir.title | proc.cir.body | required | proc.cir.done(box=1 boxes=3)');
    expect(said(cir(done), ctx, {}, 4).errors).toEqual(['proc.alreadyDone']);
    expect(armir.procedures({ ...s, cir: { ...s.cir, units: [] } }, ctx).map((x) => x.id)).not.toContain('cir-roll');
    expect(armir.procedures({ ...s, cir: { ...s.cir, reachedOnTurn: 2 } }, ctx).map((x) => x.id)).not.toContain('cir-roll');
    expect(armir.procedures(at(3, 'axis-combat', s), ctx).map((x) => x.id)).not.toContain('cir-roll');
  });

  it('16.3.1: the TeM combat card is offered while TeM units face the airports, refused once fought this phase', () => {
    const tem = { ...s, tem: { ...s.tem, units: [{ ...cirUnit('TeM 1', 8, true), steps: 1 }] } } as ArmirState;
    const c = card(tem, 'tem-combat');
    expect(head(c)).toBe('tem-combat | 16.3.1 | proc.temCombat.title | proc.temCombat.body | required');
    expect(said(c, ctx).errors).not.toContain('proc.alreadyDone');
    const done = card({ ...tem, phaseDone: ['tem-combat'] }, 'tem-combat');
    expect(head(done)).toBe('tem-combat | 16.3.1 | proc.temCombat.title | proc.temCombat.body | required | proc.temCombat.done(g=1)');
    expect(said(done, ctx).errors[0]).toBe('proc.alreadyDone');
    expect(armir.procedures({ ...tem, tem: { ...tem.tem, capturedOnTurn: 1 } }, ctx).map((x) => x.id)).not.toContain('tem-combat');
  });
});

describe('8, 8.4, 9.2, 16.3.3, 8.6: the supply and attrition phase cards', () => {
  const add = (entry: Record<string, unknown>) => ({
    type: 'armir/roster-add',
    payload: { entry: { oos: false, dsg: false, used: false, kind: 'hex', ...entry } },
  });
  const s = apply(at(2, 'supply'), [
    add({ name: 'Kotelnikovo', side: 'soviet', armored: true }),
    add({ name: 'Julia', side: 'axis', kind: 'unit', oos: true, german: true }),
    add({ name: 'Cuneense', side: 'axis', kind: 'unit', oos: true, italian: true }),
    add({ name: 'Rossosh', side: 'axis', oos: true }),
  ]);
  const ids = (st: ArmirState) => armir.procedures(st, ctx).map((c) => c.id);

  it('8, 8.1.1, 8.2, 8.5, 8.4.1: the supply reminder; the Depot line only while the Depot is at Kantemirovka', () => {
    expect(ids(s)).toEqual(['remind-supply', 'armored-supply', 'air-supply']);
    expect(head(card(s, 'remind-supply'))).toBe('remind-supply | 8 | proc.reminders.title | proc.reminder.body');
    const all = [
      '8 remind.supplyTrace',
      '8.1 remind.supplyHq',
      '8.1.1 remind.depot',
      '8.2 remind.supplyZoc',
      '8.5 remind.supplyArmir',
      '8.4.1 remind.supplyOrder',
    ];
    expect(said(card(s, 'remind-supply'), ctx)).toEqual({ errors: [], lines: all, odds: [], after: [], events: ['armir/ack {"id":"remind-supply"}'] });
    expect(said(card({ ...s, depotPresent: false }, 'remind-supply'), ctx).lines).toEqual(all.filter((l) => !l.includes('depot')));
  });

  it('16.3.3, 8.4: the TeM units are out of supply; an armored corps among them rolls, in supply while die + turn < 7', () => {
    const tem = (armored: boolean, supplyFailed = false, more: Partial<ArmirState> = {}) =>
      ({
        ...s,
        tem: { ...s.tem, supplyFailed, units: [{ id: 't1', name: 'TeM 1', cp: 8, steps: 1, motorized: true, armored, oos: false }] },
        ...more,
      }) as ArmirState;
    expect(ids(tem(true))).toEqual(['remind-supply', 'tem-supply', 'armored-supply', 'air-supply']);
    const c = card(tem(true), 'tem-supply');
    expect(rollAsked(c, ctx)).toBe('8.4 proc.armored.roll');
    expect(head(c)).toBe('tem-supply | 16.3.3 | proc.temSupply.title | proc.temSupply.body | required');
    expect(said(c, ctx, {}, 4)).toEqual({
      errors: [],
      lines: ['16.3.3 proc.temSupply.oos', '8.4 proc.armored.rule(turn=2 max=4)'],
      odds: ['in 2/3 good proc.armored.in', 'out 1/3 bad proc.armored.out'],
      after: ['8.4 result proc.armored.inResult(die=4 turn=2 total=6)'],
      events: ['armir/tem-supply {"die":4,"armoredInSupply":true}'],
    });
    expect(said(c, ctx, {}, 5)).toMatchObject({
      after: ['8.4 result proc.armored.outResult(die=5 turn=2 total=7)'],
      events: ['armir/tem-supply {"die":5,"armoredInSupply":false}'],
    });
    expect(said(card(tem(false), 'tem-supply'), ctx)).toEqual({
      errors: [],
      lines: ['16.3.3 proc.temSupply.oos'],
      odds: [],
      after: [],
      events: ['armir/tem-supply {"die":null,"armoredInSupply":false}'],
    });
    expect(said(card(tem(true, true), 'tem-supply'), ctx)).toMatchObject({
      lines: ['16.3.3 proc.temSupply.oos', '8.4.1 proc.temSupply.failedBefore'],
      odds: [],
      events: ['armir/tem-supply {"die":null,"armoredInSupply":false}'],
    });
    const done = card(tem(true, false, { phaseDone: ['tem-supply'] }), 'tem-supply');
    expect(head(done)).toBe('tem-supply | 16.3.3 | proc.temSupply.title | proc.temSupply.body | required | proc.temSupply.done');
    expect(said(done, ctx, {}, 1).errors).toEqual(['proc.alreadyDone']);
    expect(said(card(tem(false, false, { phaseDone: ['tem-supply'] }), 'tem-supply'), ctx).errors).toEqual(['proc.alreadyDone']);
  });

  it('8.4, 8.4.1: a Soviet armored corps cut off rolls once per hex: in supply while die + turn < 7', () => {
    const c = card(s, 'armored-supply');
    expect(rollAsked(c, ctx, { entry: 'r1' })).toBe('8.4 proc.armored.roll');
    expect(head(c)).toBe('armored-supply | 8.4 | proc.armored.title | proc.armored.body');
    expect(fields(c)).toEqual([
      'entry select proc.armored.entry default=r1 [r1=plain(text=Kotelnikovo), =proc.armored.other]',
      'label text proc.armored.label default=',
    ]);
    expect(said(c, ctx, { entry: 'r1' }, 4)).toEqual({
      errors: [],
      lines: ['8.4 proc.armored.rule(turn=2 max=4)', '8.4.1 proc.armored.once'],
      odds: ['in 2/3 good proc.armored.in', 'out 1/3 bad proc.armored.out'],
      after: ['8.4 result proc.armored.inResult(die=4 turn=2 total=6)'],
      events: ['armir/armored-supply {"entry":"r1","label":"Kotelnikovo","die":4,"inSupply":true}'],
    });
    expect(said(c, ctx, { entry: 'r1' }, 5).events).toEqual(['armir/armored-supply {"entry":"r1","label":"Kotelnikovo","die":5,"inSupply":false}']);
    expect(said(card({ ...s, turn: 7 }, 'armored-supply'), ctx, { entry: 'r1' }, 1).lines[0]).toBe('8.4 proc.armored.rule(turn=7 max=0)');
    expect(said(card({ ...s, phaseDone: ['armored-r1'] }, 'armored-supply'), ctx, { entry: 'r1' }, 1).errors).toEqual(['proc.alreadyDone']);
    // the hex typed: found on the roster by its name, whatever the case
    expect(said(c, ctx, { entry: '', label: ' kotelnikovo ' }, 6).events).toEqual([
      'armir/armored-supply {"entry":"r1","label":"Kotelnikovo","die":6,"inSupply":false}',
    ]);
    expect(said(c, ctx, { entry: '', label: '' }, 1).errors).toEqual(['proc.armored.noLabel']);
    // a typed hex not on the roster: in supply, just the roll; out of supply, it enters the roster with its OOS marker (8.6)
    expect(said(c, ctx, { entry: '', label: 'Hex 1234' }, 1).events).toEqual([
      'armir/armored-supply {"entry":null,"label":"Hex 1234","die":1,"inSupply":true}',
    ]);
    expect(said(c, ctx, { entry: '', label: 'Hex 1234' }, 6)).toMatchObject({
      after: ['8.4 result proc.armored.outResult(die=6 turn=2 total=8)', '8.6 result proc.armored.typedOos(label=Hex 1234)'],
      events: [
        'armir/roster-add {"entry":{"name":"Hex 1234","side":"soviet","kind":"hex","oos":false,"dsg":false,"used":false,"armored":true}}',
        `armir/armored-supply {"entry":"r${s.nextId}","label":"Hex 1234","die":6,"inSupply":false}`,
      ],
    });
    // an armored hex already OOS is not offered again
    const oos = { ...s, roster: s.roster.map((r) => (r.id === 'r1' ? { ...r, oos: true } : r)) };
    expect(fields(card(oos, 'armored-supply'))[0]).toBe('entry select proc.armored.entry default= [=proc.armored.other]');
  });

  it('9.2, 9.2.1: air supply: two German a turn to a hex with a German unit, one by the CAI while available to an Italian one', () => {
    const c = card(s, 'air-supply');
    expect(head(c)).toBe('air-supply | 9.2 | proc.airSupply.title | proc.airSupply.body(german=2 italian=1)');
    expect(fields(c)).toEqual([
      'entry select proc.airSupply.entry default=r2 [r2=plain(text=Julia), r3=plain(text=Cuneense), r4=plain(text=Rossosh)]',
      'kind select proc.airSupply.kind default=german [german=proc.airSupply.german, italian=proc.airSupply.italian]',
    ]);
    expect(said(c, ctx, { entry: 'r2', kind: 'german' })).toEqual({
      errors: [],
      lines: ['9.2 proc.airSupply.germanRule', '9.2 proc.airSupply.effect(name=Julia)'],
      odds: [],
      after: [],
      events: ['armir/air-supply {"entry":"r2","kind":"german"}'],
    });
    expect(said(c, ctx, { entry: 'r3', kind: 'italian' })).toMatchObject({
      errors: [],
      lines: ['9.2 proc.airSupply.italianRule', '9.2.1 proc.airSupply.caiU', '9.2 proc.airSupply.effect(name=Cuneense)'],
      events: ['armir/air-supply {"entry":"r3","kind":"italian"}'],
    });
    expect(said(c, ctx, { entry: 'r3', kind: 'german' }).errors).toEqual(['proc.airSupply.no.german(name=Cuneense)']);
    expect(said(c, ctx, { entry: 'r2', kind: 'italian' }).errors).toEqual(['proc.airSupply.no.italian(name=Julia)']);
    expect(said(c, ctx, { entry: 'r4', kind: 'german' })).toMatchObject({
      errors: [],
      lines: ['9.2 proc.airSupply.germanRule', '9.2 warning proc.airSupply.check.german(name=Rossosh)', '9.2 proc.airSupply.effect(name=Rossosh)'],
    });
    expect(said(c, ctx, { entry: 'r1', kind: 'german' })).toEqual({
      errors: ['proc.airSupply.noEntry'],
      lines: ['9.2 proc.airSupply.germanRule'],
      odds: [],
      after: [],
      events: [],
    });
    const spent = { ...s, airSupply: { german: 2, italian: 1 } };
    expect(head(card(spent, 'air-supply'))).toBe('air-supply | 9.2 | proc.airSupply.title | proc.airSupply.body(german=0 italian=0)');
    expect(said(card(spent, 'air-supply'), ctx, { entry: 'r2', kind: 'german' }).errors).toEqual(['proc.airSupply.germanDone']);
    expect(said(card(spent, 'air-supply'), ctx, { entry: 'r3', kind: 'italian' }).errors).toEqual(['proc.airSupply.italianDone']);
    expect(said(card({ ...s, airSupply: { german: 1, italian: 0 } }, 'air-supply'), ctx, { entry: 'r2', kind: 'german' }).errors).toEqual([]);
    const used = { ...s, cai: 'used' as const };
    expect(head(card(used, 'air-supply'))).toContain('proc.airSupply.body(german=2 italian=0)');
    expect(said(card(used, 'air-supply'), ctx, { entry: 'r3', kind: 'italian' }).errors).toEqual(['proc.airSupply.cai.used']);
  });

  it('8.4, 9.2: the armored roll offers only Soviet armored hexes still supplied; the air supply only Axis hexes out of supply', () => {
    const more = apply(s, [
      add({ name: 'Voronezh', side: 'soviet' }),
      add({ name: 'Kalach', side: 'axis', armored: true }),
      add({ name: 'Millerovo', side: 'soviet', oos: true }),
      add({ name: 'Kantemirovka', side: 'axis', kind: 'unit', german: true }),
      add({ name: 'Chertkovo', side: 'soviet', armored: true }),
    ]);
    expect(fields(card(more, 'armored-supply'))[0]).toBe(
      'entry select proc.armored.entry default=r1 [r1=plain(text=Kotelnikovo), r9=plain(text=Chertkovo), =proc.armored.other]',
    );
    expect(fields(card(more, 'air-supply'))[0]).toBe(
      'entry select proc.airSupply.entry default=r2 [r2=plain(text=Julia), r3=plain(text=Cuneense), r4=plain(text=Rossosh)]',
    );
    // An Axis hex still in supply takes no air supply.
    expect(said(card(more, 'air-supply'), ctx, { entry: 'r8', kind: 'german' }).errors).toEqual(['proc.airSupply.noEntry']);
    // nor a Soviet hex out of supply
    expect(said(card(more, 'air-supply'), ctx, { entry: 'r7', kind: 'german' }).errors).toEqual(['proc.airSupply.noEntry']);
    // with no Axis hex out of supply the card offers none and chooses none
    expect(fields(card({ ...more, roster: more.roster.filter((r) => r.side !== 'axis') }, 'air-supply'))[0]).toBe(
      'entry select proc.airSupply.entry default= []',
    );
    // A hex typed with no entry chosen is looked up by name, spaces and case aside; an entry no longer on the roster is not.
    const c = card(more, 'armored-supply');
    expect(said(c, ctx, { label: 'kotelnikovo' }, 6).events).toEqual(['armir/armored-supply {"entry":"r1","label":"Kotelnikovo","die":6,"inSupply":false}']);
    expect(said(c, ctx, { entry: '', label: ' CHERTKOVO ' }, 1).events).toEqual([
      'armir/armored-supply {"entry":"r9","label":"Chertkovo","die":1,"inSupply":true}',
    ]);
    expect(said(c, ctx, { entry: 'gone', label: 'Kotelnikovo' }, 1).events).toEqual([
      'armir/armored-supply {"entry":null,"label":"Kotelnikovo","die":1,"inSupply":true}',
    ]);
    expect(said(c, ctx, { entry: '' }, 1).errors).toEqual(['proc.armored.noLabel']);
    // 9.2.1: the CAI used up stops only the Italian air supply.
    expect(said(card({ ...more, cai: 'used' as const }, 'air-supply'), ctx, { entry: 'r2', kind: 'german' }).errors).toEqual([]);
    // 8.4: a TeM with one armored corps among others still rolls.
    const mixed = {
      ...more,
      tem: {
        ...more.tem,
        units: [
          { id: 't1', name: 'TeM 1', cp: 8, steps: 1, motorized: true, armored: false, oos: false },
          { id: 't2', name: 'TeM 2', cp: 6, steps: 1, motorized: true, armored: true, oos: false },
        ],
      },
    } as ArmirState;
    expect(rollAsked(card(mixed, 'tem-supply'), ctx)).toBe('8.4 proc.armored.roll');
  });

  it('8.6, 16.3.3: attrition counts the OOS hexes of each side not air-supplied, the TeM box as one Soviet stack', () => {
    const a = at(2, 'attrition', s);
    expect(ids(a)).toEqual(['attrition']);
    const c = card(a, 'attrition');
    expect(head(c)).toBe('attrition | 8.6 | proc.attrition.title | proc.attrition.body | required');
    expect(said(c, ctx)).toEqual({
      errors: [],
      lines: [
        '8.6 result proc.attrition.axis(n=3 names=Julia, Cuneense, Rossosh)',
        '8.6 result proc.attrition.soviet(n=0 names=—)',
        '8.6 proc.attrition.choice',
      ],
      odds: [],
      after: [],
      events: ['armir/attrition {"axis":3,"soviet":0,"tem":0}'],
    });
    const more = {
      ...a,
      roster: a.roster.map((r) => (r.id === 'r1' ? { ...r, oos: true } : r.id === 'r2' ? { ...r, airSupplied: true } : r)),
      tem: { ...a.tem, units: [{ id: 't1', name: 'TeM 1', cp: 8, steps: 1, motorized: true, armored: true, oos: true }] },
    } as ArmirState;
    expect(said(card(more, 'attrition'), ctx)).toMatchObject({
      lines: [
        '8.6 result proc.attrition.axis(n=2 names=Cuneense, Rossosh)',
        '8.6 result proc.attrition.soviet(n=1 names=Kotelnikovo)',
        '16.3.3 result proc.attrition.tem',
        '8.6 proc.attrition.choice',
      ],
      events: ['armir/attrition {"axis":2,"soviet":1,"tem":1}'],
    });
    const done = card({ ...more, phaseDone: ['attrition'] }, 'attrition');
    expect(head(done)).toBe('attrition | 8.6 | proc.attrition.title | proc.attrition.body | required | proc.attrition.done(axis=2 soviet=2)');
    expect(said(done, ctx).errors).toEqual(['proc.alreadyDone']);
  });
});

describe('12.1, 11.1: the two calculators at hand at any time', () => {
  const s = at(2, 'axis-combat');
  const calcs = (st: ArmirState) => armir.calculators!(st, ctx);
  const quick = (st: ArmirState, id: string) => calcs(st).find((c) => c.id === id)!;
  const view = (e: { errors: unknown[]; derivation: Parameters<typeof lines>[0] }) => ({ errors: e.errors.map(show), lines: lines(e.derivation) });

  it('12, 14, 12.1.1, 12.3.2: the quick combat asks for the side, the two CP and the terrain; the side whose phase it is attacks by default', () => {
    const c = quick(s, 'quick-combat');
    expect(head(c)).toBe('quick-combat | 12.1 | calc.combat.title | calc.combat.body');
    expect(fields(c)).toEqual([
      'attacker select calc.combat.attacker default=axis [soviet=side.soviet, axis=side.axis]',
      'attack int calc.combat.attack default=null',
      'defence int calc.combat.defence default=null',
      'river bool calc.combat.river default=false',
      'strongholdAll bool calc.combat.strongholdAll default=false',
      'city bool calc.combat.city default=false',
      'germanTracked bool calc.combat.germanTracked default=false',
      'sovietTracked bool calc.combat.sovietTracked default=false',
      'heavy bool calc.combat.heavy default=false',
    ]);
    expect(c.fields!.map((f) => [f.id, f.rule ?? '', f.kind === 'int' ? f.min : ''])).toEqual([
      ['attacker', '', ''],
      ['attack', '12.1', 0],
      ['defence', '12.1', 0],
      ['river', '14.2', ''],
      ['strongholdAll', '14.3', ''],
      ['city', '14.4', ''],
      ['germanTracked', '12.1.1', ''],
      ['sovietTracked', '12.3.2', ''],
      ['heavy', '12.3.2', ''],
    ]);
    expect(fields(quick(at(2, 'soviet-combat'), 'quick-combat'))[0]).toBe(
      'attacker select calc.combat.attacker default=soviet [soviet=side.soviet, axis=side.axis]',
    );
  });

  it('12.1: with one CP missing or not valid the quick combat computes nothing and says which one it waits for', () => {
    const c = quick(s, 'quick-combat');
    const noAttack = view(c.evaluate({ attacker: 'axis', attack: -1, defence: 2 }, ctx));
    expect(noAttack.lines).toEqual([]);
    expect(noAttack.errors).toHaveLength(1);
    expect(noAttack.errors[0]).toContain('calc.combat.attack');
    const noDefence = view(c.evaluate({ attacker: 'axis', attack: 6 }, ctx));
    expect(noDefence.lines).toEqual([]);
    expect(noDefence.errors[0]).toContain('calc.combat.defence');
  });

  it('12.1: the quick combat, rolled through its CRT cell, records a combat the game accepts (not a bare roll)', () => {
    const c = quick(s, 'quick-combat');
    const withCrt = ctxWith(syntheticCrt({ '4': '1/-' }));
    const r = answer(c.evaluate({ attacker: 'axis', attack: 9, defence: 3 }, withCrt), physical(4));
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({
      type: 'armir/combat',
      payload: { mode: 'combat', attacker: 'axis', column: '3:1', die: 4, attackerLoss: 1, defenderLoss: 0, retreat: false },
    });
    // What the Apply records passes the event's own schema, as a file replayed or imported must.
    expect(armirBook.check({ ...r.events[0], at: 0 })).toMatchObject({ ok: true });
  });

  it('12.1: the quick combat waits for both CP, then reads as the full calculator with one unit a side', () => {
    const c = quick(s, 'quick-combat');
    const waits = view(c.evaluate({ attacker: 'axis' }, ctx)).errors;
    expect(waits).toHaveLength(2);
    expect(waits[0]).toContain('calc.combat.attack');
    expect(waits[1]).toContain('calc.combat.defence');
    expect(c.evaluate({ attacker: 'axis', attack: 6 }, ctx).errors).toHaveLength(1);
    expect(c.evaluate({ attacker: 'axis', attack: -1, defence: 2 }, ctx).errors).toHaveLength(1);
    const unit = (cp: number, more: Partial<ReturnType<typeof emptyUnit>> = {}) => ({ ...emptyUnit(), cp, ...more });
    const base = { mode: 'combat' as const, attackSupports: [], defenceSupports: [], acrossDon: false };
    const same = (values: Record<string, string | number | boolean | null>, input: CombatInput) =>
      expect(view(c.evaluate(values, ctx))).toEqual(view(evaluateCombat(input, s, ctx)));
    same(
      { attacker: 'axis', attack: 9, defence: 3 },
      {
        ...base,
        attacker: 'axis',
        attackers: [{ dsg: false, units: [unit(9)] }],
        defender: { dsg: false, units: [unit(3)] },
        riverAll: false,
        strongholdHex: false,
        strongholdAll: false,
        city: false,
      },
    );
    same(
      { attacker: 'axis', attack: 9, defence: 3, germanTracked: true, heavy: true, river: true, city: true, strongholdAll: true },
      {
        ...base,
        attacker: 'axis',
        attackers: [{ dsg: false, units: [unit(9, { tracked: true, german: true })] }],
        defender: { dsg: false, units: [unit(3)] },
        riverAll: true,
        strongholdHex: true,
        strongholdAll: true,
        city: true,
      },
    );
    same(
      { attacker: 'soviet', attack: 12, defence: 4, sovietTracked: true, heavy: true, germanTracked: false },
      {
        ...base,
        attacker: 'soviet',
        attackers: [{ dsg: false, units: [unit(12, { tracked: true })] }],
        defender: { dsg: false, units: [unit(4, { heavy: true })] },
        riverAll: false,
        strongholdHex: false,
        strongholdAll: false,
        city: false,
      },
    );
    same(
      { attacker: 'axis', attack: 12, defence: 4, sovietTracked: true },
      {
        ...base,
        attacker: 'axis',
        attackers: [{ dsg: false, units: [unit(12)] }],
        defender: { dsg: false, units: [unit(4)] },
        riverAll: false,
        strongholdHex: false,
        strongholdAll: false,
        city: false,
      },
    );
    // the tracked German unit and the heavy defence do change what the calculator says
    expect(view(c.evaluate({ attacker: 'axis', attack: 9, defence: 3, germanTracked: true }, ctx))).not.toEqual(
      view(c.evaluate({ attacker: 'axis', attack: 9, defence: 3 }, ctx)),
    );
    expect(view(c.evaluate({ attacker: 'soviet', attack: 9, defence: 3, sovietTracked: true, heavy: true }, ctx))).not.toEqual(
      view(c.evaluate({ attacker: 'soviet', attack: 9, defence: 3, sovietTracked: true }, ctx)),
    );
    expect(view(c.evaluate({ attacker: 'soviet', attack: 9, defence: 3, sovietTracked: true }, ctx))).not.toEqual(
      view(c.evaluate({ attacker: 'soviet', attack: 9, defence: 3 }, ctx)),
    );
    // 12.1.1: "German tracked" is the Axis's: a Soviet attacker with it ticked is tracked, not German
    same(
      { attacker: 'soviet', attack: 9, defence: 3, germanTracked: true },
      {
        ...base,
        attacker: 'soviet',
        attackers: [{ dsg: false, units: [unit(9, { tracked: true })] }],
        defender: { dsg: false, units: [unit(3)] },
        riverAll: false,
        strongholdHex: false,
        strongholdAll: false,
        city: false,
      },
    );
  });

  it('11.1, 11.1.1, 10.1.1, 14.3.2: the quick bombardment asks for the source, the army, the points or the BF, and the target', () => {
    const c = quick(s, 'quick-bombard');
    expect(head(c)).toBe('quick-bombard | 11.1 | calc.bombard.title | calc.bombard.body');
    expect(fields(c)).toEqual([
      'source select calc.bombard.source default=soviet-artillery [soviet-artillery=bombard.source.soviet-artillery, italian-artillery=bombard.source.italian-artillery, air=bombard.source.air]',
      'army select proc.field.army default=army1 [army1=army.army1, army2=army.army2, army3=army.army3]',
      'points int calc.bombard.points default=null',
      'bf int calc.bombard.bf default=null',
      'stronghold bool calc.bombard.stronghold default=false',
      'target text calc.bombard.target default=',
    ]);
    expect(c.fields!.map((f) => [f.id, f.rule ?? '', f.kind === 'int' ? f.min : ''])).toEqual([
      ['source', '', ''],
      ['army', '', ''],
      ['points', '11.1.1', 1],
      ['bf', '10.1.1', 1],
      ['stronghold', '14.3.2', ''],
      ['target', '', ''],
    ]);
    const same = (values: Record<string, string | number | boolean | null>, input: BombardInput) =>
      expect(view(c.evaluate(values, ctx))).toEqual(view(evaluateBombard(input, s, ctx)));
    same(
      { source: 'soviet-artillery', army: 'army2', points: 3, stronghold: true, target: 'Rossosh' },
      { source: 'soviet-artillery', army: 'army2', points: 3, bf: null, strongholdTarget: true, target: 'Rossosh' },
    );
    same(
      { source: 'italian-artillery', bf: 2, target: 'X' },
      { source: 'italian-artillery', army: 'army1', points: null, bf: 2, strongholdTarget: false, target: 'X' },
    );
    same({ source: 'air', army: 'army9' }, { source: 'air', army: 'army1', points: null, bf: null, strongholdTarget: false, target: '' });
    same({ source: 'nonsense', points: 2 }, { source: 'soviet-artillery', army: 'army1', points: 2, bf: null, strongholdTarget: false, target: '' });
    expect(view(c.evaluate({ source: 'soviet-artillery', army: 'army2', points: 3 }, ctx))).not.toEqual(
      view(c.evaluate({ source: 'soviet-artillery', army: 'army3', points: 3 }, ctx)),
    );
  });
});
