// War to Axis's fire (5.0–5.5.1, 4.3.4, 8.1, 11.1) and artillery call (5.6, 5.6.1, 12.2) as the
// calculators work them out from the roster: which units each card offers and from which turn
// (7.2), the facts read off a unit's card (anti-personnel target, armour, cover), the kinds of shot
// a unit may make, the warnings and refusals, the trench marker, and every roll read.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, FieldValue, ProcedureDef, RolledDice } from '@/engine/types';
import { answersOf, noAnswers, walk } from '@/engine/resolution';
import { frac } from '@/engine/fraction';
import {
  artilleryEvaluation,
  calculators,
  defaultArtilleryForm,
  defaultFireForm,
  firePlan,
  reconEvaluation,
  trenchResult,
  type ArtilleryForm,
  type FireForm,
} from '@/games/war-to-axis/calculators';
import { faceIndex } from '@/games/war-to-axis/dice';
import { prob } from '@/games/war-to-axis/words';
import { wtaSettings } from '@/games/war-to-axis/settings';
import type { ArmyCard, WtaState } from '@/games/war-to-axis/state';
import { ctxWith, ev, game, run, unitType } from './helpers';

const settings = wtaSettings();
const ctx = ctxWith();
const B = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}
const first = (e: Evaluation) => e.resolve(noAnswers()).next;
const keys = (e: { derivation: { key: string }[] }) => e.derivation.map((d) => d.key);
const side = (x: 'allies' | 'axis') => ({ key: `wta.side.${x}` });
const unitName = (name: string, x: 'allies' | 'axis') => ({ key: 'wta.unitName', params: { name, side: side(x) } });
const card = (cards: ProcedureDef[], id: string) => cards.find((c) => c.id === id) as ProcedureDef;
const options = (c: ProcedureDef, id: string) => ((c.fields ?? []).find((f) => f.id === id)?.options ?? []).map((o) => o.value);

/** Made up for the tests, as players would type them from their cards: a towed gun that cannot advance, and a target neither anti-personnel nor armoured. */
const guns: ArmyCard = {
  id: 'guns',
  name: 'Test guns',
  side: 'allies',
  american: true,
  units: [
    unitType({ id: 'at57', name: '57 mm AT', advance: null, infantry: false, atGun: true, apDice: [2, 2] }),
    unitType({ id: 'eng', name: 'Sappers', engineers: true }),
  ],
};
const odd: ArmyCard = {
  id: 'odd',
  name: 'Test oddities',
  side: 'axis',
  american: false,
  units: [unitType({ id: 'balloon', name: 'Balloon', apTarget: false, armour: null, infantry: false })],
};

const fire = (s: WtaState, f: Partial<FireForm>) => firePlan(s, { ...defaultFireForm(), ...f }, settings);

describe('7.2: a reinforcement is offered from its turn of entry on, not before', () => {
  // u7 US sappers entering on turn 2 (the game opens on turn 1); u8 a US HQ entering on turn 2.
  const s0 = run(game('advanced'), [
    ev('wta/card', { card: guns }),
    ev('wta/unit-add', { side: 'allies', card: 'guns', type: 'eng', group: 'A', entersTurn: 2 }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'hq', group: 'R', entersTurn: 2 }),
  ]);
  const s1 = run(s0, [ev('wta/end-turn')]);
  it('7.2, 4.3.5: the sappers are offered to the bridge card on turn 2, not on turn 1', () => {
    expect([s0.turn, s1.turn]).toEqual([1, 2]);
    expect(options(card(calculators(s0, ctx), 'bridge'), 'engineer')).toEqual(['typed']);
    expect(options(card(calculators(s1, ctx), 'bridge'), 'engineer')).toEqual(['typed', 'u7']);
  });
  it('7.2, 5.6: the HQ entering on turn 2 calls artillery from turn 2; a unit entering on turn 2 is a target from turn 2', () => {
    expect(options(card(calculators(s0, ctx), 'artillery'), 'hq')).toEqual(['typed', 'u3', 'u5']);
    expect(options(card(calculators(s1, ctx), 'artillery'), 'hq')).toEqual(['typed', 'u3', 'u5', 'u8']);
    expect(options(card(calculators(s0, ctx), 'artillery'), 'target')).not.toContain('u7');
    expect(options(card(calculators(s1, ctx), 'artillery'), 'target')).toEqual(expect.arrayContaining(['u7', 'u8']));
  });
});

describe('5.0, 4.3.4, 12.0: what the fire calculator reads off the target', () => {
  const g = run(game('advanced'), [ev('wta/card', { card: odd }), ev('wta/unit-add', { side: 'axis', card: 'odd', type: 'balloon', group: 'A' })]);
  it('4.3.4, A20: a vehicle cannot use trenches or bunkers; infantry can', () => {
    expect(fire(g, { firer: 'u1', target: 'u6', range: 1 }).eligible).toBe(false);
    expect(fire(g, { firer: 'u2', target: 'u4', range: 1 }).eligible).toBe(true);
  });
  it('5.0: a target that is neither anti-personnel nor armoured cannot be fired at (only bombarded)', () => {
    const p = fire(g, { firer: 'u2', target: 'u7', range: 1 });
    expect([p.allowed, p.evaluation.errors]).toEqual([[], [{ key: 'wta.error.noAttack' }]]);
  });
  it('12.0: a hidden target (a marker) is only bombarded: the fire is refused in words', () => {
    const hidden = run(g, [ev('wta/hide', { unit: 'u4', marker: 7 })]);
    const p = fire(hidden, { firer: 'u2', target: 'u4', range: 1 });
    expect([p.allowed, p.evaluation.errors, keys(p.evaluation)]).toEqual([
      [],
      [{ key: 'wta.error.hiddenTarget' }],
      ['wta.fire.firer', 'wta.fire.target', 'wta.fire.hiddenOnlyBombard'],
    ]);
  });
  it('12.0, A35: a sealed marker revealed but not yet identified is fired at as an anti-personnel target (its facts are not in the game)', () => {
    const sealed = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' })]);
    const revealed = run(sealed, [ev('wta/reveal', { unit: 'u7' })]);
    const p = fire(revealed, { firer: 'u2', target: 'u7', range: 1 });
    expect([p.allowed, p.attack, p.evaluation.errors]).toEqual([['ap'], 'ap', []]);
    // Still hidden, it is only bombarded.
    expect(fire(sealed, { firer: 'u2', target: 'u7', range: 1 }).evaluation.errors).toEqual([{ key: 'wta.error.hiddenTarget' }]);
  });
  it('5.0: a typed target marked not anti-personnel with medium armour is fired at anti-tank, the screen saying anti-personnel is not allowed', () => {
    const p = fire(g, { dice: 3, elements: 2, apTarget: false, armour: 'M' });
    expect(p.attack).toBe('at');
    expect(p.evaluation.derivation).toContainEqual({
      key: 'wta.fire.attackNotAllowed',
      params: { attack: { key: 'wta.attack.ap' } },
      rule: '5.0',
      tone: 'warning',
    });
  });
  it('5.0: a typed target with no armour ("-") shot anti-personnel is an unarmoured target', () => {
    const p = fire(g, { dice: 3, elements: 2, armour: '-' });
    expect([p.attack, p.evaluation.errors]).toEqual(['ap', []]);
    expect(keys(p.evaluation)).not.toContain('wta.fire.attackerChooses');
  });
});

describe('5.2, 5.5.1, 11.1: the kinds of shot a unit may make, and what refuses one', () => {
  const g = run(game('advanced'), [ev('wta/card', { card: guns }), ev('wta/unit-add', { side: 'allies', card: 'guns', type: 'at57', group: 'A' })]);
  it('5.2: a gun with no advance value has no advancing fire; a rifle battalion has', () => {
    expect(fire(g, { firer: 'u7', target: 'u4', range: 1 }).kinds).not.toContain('advancing');
    expect(fire(g, { firer: 'u2', target: 'u4', range: 1 }).kinds).toContain('advancing');
  });
  it('5.2: the gun told to advance and fire is refused in words', () => {
    expect(fire(g, { firer: 'u7', target: 'u4', range: 1, advancing: true }).evaluation.errors).toEqual([{ key: 'wta.error.cannotAdvance' }]);
  });
  it('5.4.1: a disorganized unit may not advance and fire; a firer typed on the spot is not disorganized', () => {
    const dis = run(g, [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true })]);
    expect(fire(dis, { firer: 'u2', target: 'u4', range: 1, advancing: true }).evaluation.errors).toEqual([{ key: 'wta.error.disorganizedAdvance' }]);
    expect(fire(g, { dice: 3, target: 'u4', range: 1, advancing: true }).evaluation.errors).toEqual([]);
  });
  it('11.1: final fire is at an adjacent unit only: 2 hexes away it is refused', () => {
    expect(fire(g, { firer: 'u2', target: 'u4', range: 2, final: true }).evaluation.errors).toEqual([{ key: 'wta.error.finalAdjacent' }]);
    expect(fire(g, { firer: 'u2', target: 'u4', range: 1, final: true }).evaluation.errors).toEqual([]);
  });
  it('5.5.1: a unit already holding its opportunity fire marker cannot fire at opportunity again', () => {
    const marked = run(g, [ev('wta/opp-fire', { unit: 'u2' })]);
    const p = fire(marked, { firer: 'u2', target: 'u4', range: 1, opportunity: true });
    expect(p.evaluation.errors).toEqual([{ key: 'wta.error.oppMarker' }]);
    // A firer typed on the spot holds no marker the game knows of.
    expect(fire(marked, { dice: 3, target: 'u4', range: 1, opportunity: true }).evaluation.errors).toEqual([]);
  });
  it('4.3.1: the terrain modifier typed changes the dice: a typed 3 dice at −1 is 2', () => {
    expect(fire(g, { dice: 3, target: 'u4', range: 1, terrainMod: -1 }).dice).toBe(2);
  });
});

describe('8.1, A39: a free shot while the activated group still has units to act', () => {
  const g = game('advanced');
  const rolled = run(g, [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
  const warn = { key: 'wta.error.groupFirst', params: { group: 'A', n: 2 }, rule: '8.1', tone: 'warning' };
  it('the HQ (reserve) firing while group A has 2 units to act: the warning, with the group and its count', () => {
    expect(fire(rolled, { firer: 'u3', target: 'u4', range: 1 }).evaluation.derivation).toContainEqual(warn);
  });
  it('no warning before the group is rolled, nor once every unit of the group has acted, nor for a unit that has acted already', () => {
    const noWarn = (s: WtaState) => expect(keys(fire(s, { firer: 'u3', target: 'u4', range: 1 }).evaluation)).not.toContain('wta.error.groupFirst');
    noWarn(g);
    noWarn(run(rolled, [ev('wta/activate', { unit: 'u1', action: 'fire' }), ev('wta/activate', { unit: 'u2', action: 'move' })]));
    const acted = { ...rolled, units: rolled.units.map((u) => (u.id === 'u3' ? { ...u, action: 'move' as const } : u)) };
    noWarn(acted);
  });
});

describe('4.3.4, 4.3.4.1: the trench marker in a shot', () => {
  const g = run(game('advanced'), [ev('wta/trench-add', { unit: 'u4' })]);
  it("the grenadiers' trench marker is read off the roster: the shot says so, and the odds of removing it", () => {
    const p = fire(g, { firer: 'u2', target: 'u4', range: 1 });
    expect(p.evaluation.derivation).toContainEqual({ key: 'wta.firePanel.trenchMarker', params: { unit: unitName('Grenadiere', 'axis') }, rule: '4.3.4' });
    const removal = p.evaluation.derivation.find((d) => d.key === 'wta.odds.trenchRemoved');
    // Two explosions or more among the 3 black dice (4.3.4.1): 3 × 1/36 × 5/6 + 1/216 = 2/27.
    expect(removal?.params).toEqual(prob(frac(2, 27)));
  });
  it('a trench chosen by hand for a unit with no marker is a trench hex, but no marker is named', () => {
    const p = fire(game('advanced'), { firer: 'u2', target: 'u4', range: 1, cover: 'trench' });
    expect([p.cover, p.trench, keys(p.evaluation)]).toEqual(['trench', null, expect.not.arrayContaining(['wta.firePanel.trenchMarker'])]);
  });
  it('4.3.4.1: a marker on a hex fought as open ground is left as it is', () => {
    const t = g.trenches[0];
    expect(trenchResult(t, 'open', { trenchRemoved: true, trenchExplosions: 3 })).toBeUndefined();
    expect(trenchResult(t, 'trench', { trenchRemoved: true, trenchExplosions: 3 })).toEqual({ trench: t.id, trenchRemoved: true });
  });
});

describe("5.3, 5.4: the fire's roll read", () => {
  it('a typed target of 3 elements: its odds run to "eliminated", and three hits eliminate it exactly', () => {
    const p = fire(game('advanced'), { dice: 3, elements: 3 });
    expect(p.odds?.outcomes.map((o) => o.id)).toEqual(['losses-0', 'losses-1', 'losses-2', 'eliminated']);
    const q = first(p.evaluation);
    if (q?.kind !== 'roll') throw new Error('a roll');
    expect([q.outcomeOf(B('ap', 'ap', 'ap').faces), q.outcomeOf(B('ap', 'ap', 'radio').faces)]).toEqual(['eliminated', 'losses-2']);
  });
  it('faces that are not on the die are not read: the roll is still asked for', () => {
    const p = fire(game('advanced'), { firer: 'u2', target: 'u4', range: 1 });
    expect(play(p.evaluation, { rolls: { fire: { faces: [9, 9, 9], source: 'physical' } } }).pending?.id).toBe('fire');
  });
});

describe('5.6, 5.6.1, 12.2: the artillery call', () => {
  const g = run(game('advanced'), [ev('wta/trench-add', { unit: 'u4' })]);
  const s = { ...g, sides: { allies: { ...g.sides.allies, batteriesAvailable: 3 }, axis: { ...g.sides.axis, batteriesAvailable: 2 } } };
  const call = (f: Partial<ArtilleryForm>, st: WtaState = s) => artilleryEvaluation(st, { ...defaultArtilleryForm(), hq: 'u3', line: 0, ...f }, settings);
  const batteryOdds = (e: Evaluation, radio: RolledDice) => {
    const q = play(e, { rolls: { radio } }).pending;
    if (q?.kind !== 'roll') throw new Error('a battery roll');
    return q.odds.map((o) => [o.id, o.p]);
  };
  it("5.6: a typed HQ with 2 radio dice rolls 2, and the line says they were typed, not the scenario's", () => {
    const e = call({ hq: 'typed', radio: 2, target: 'u4' });
    expect(e.derivation[0]).toEqual({ key: 'wta.hq.radioDiceTyped', params: { n: 2 }, rule: '5.6' });
    const q = first(e);
    expect(q?.kind === 'roll' ? q.roll.dice.length : 0).toBe(2);
  });
  it("4.3.4: the grenadiers' trench marker is named on the call; a trench chosen by hand with no marker, or a typed target, names none", () => {
    expect(call({ target: 'u4' }).derivation.at(-1)).toEqual({
      key: 'wta.firePanel.trenchMarker',
      params: { unit: unitName('Grenadiere', 'axis') },
      rule: '4.3.4',
    });
    expect(keys(call({ target: 'u4', cover: 'open' }))).not.toContain('wta.firePanel.trenchMarker');
    expect(keys(call({ target: 'u4', cover: 'trench' }, s))).toContain('wta.firePanel.trenchMarker');
    const bare = { ...s, trenches: [] };
    expect(keys(call({ target: 'u4', cover: 'trench' }, bare))).not.toContain('wta.firePanel.trenchMarker');
    expect(keys(call({ target: 'typed', elements: 2, cover: 'trench' }, bare))).not.toContain('wta.firePanel.trenchMarker');
  });
  it('4.3.4, A20: a tank in a trench hex takes no protection from it; grenadiers do', () => {
    const radio = B('radio', 'ap', 'ap');
    expect(batteryOdds(call({ target: 'u6', cover: 'trench' }), radio)).toEqual(batteryOdds(call({ target: 'u6', cover: 'open' }), radio));
    expect(batteryOdds(call({ target: 'u4', cover: 'trench' }), radio)).not.toEqual(batteryOdds(call({ target: 'u4', cover: 'open' }), radio));
  });
  it('4.3.4: the trench protects against the battery: the odds and each roll read as under a trench (no opportunity, no engineers)', () => {
    const e = call({ target: 'u4' });
    expect(batteryOdds(e, B('radio', 'ap', 'ap'))).toEqual([
      ['losses-0', frac(25, 27)],
      ['losses-1', frac(5, 72)],
      ['losses-2', frac(1, 216)],
    ]);
    const q = play(e, { rolls: { radio: B('radio', 'ap', 'ap') } }).pending;
    if (q?.kind !== 'roll') throw new Error('a battery roll');
    // Two explosions: the trench absorbs one (4.3.4), one loss.
    expect(q.outcomeOf(B('explosion', 'explosion', 'ap').faces)).toBe('losses-1');
    expect(q.outcomeOf(B('explosion', 'ap', 'ap').faces)).toBe('losses-0');
  });
  it('5.0: a typed target with no armour ("-") is bombarded as unarmoured', () => {
    const e = call({ target: 'typed', elements: 2, armour: '-' });
    expect(e.derivation.filter((d) => d.key.startsWith('wta.bombard.'))).toEqual([
      { key: 'wta.bombard.battery', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.bombard.roll', params: { n: 3 }, rule: '5.6', tone: 'result' },
    ]);
  });
  it('2.2: a typed target of 3 elements: the battery\'s odds run to "eliminated" at 3', () => {
    expect(batteryOdds(call({ target: 'typed', elements: 3 }), B('radio', 'ap', 'ap')).map(([id]) => id)).toEqual([
      'losses-0',
      'losses-1',
      'losses-2',
      'eliminated',
    ]);
  });
  it('5.6.1: two batteries on a typed target of 1 element: the first eliminates it, the second reads no loss', () => {
    const e = call({ target: 'typed', elements: 1, cover: 'open' });
    const q = play(e, { rolls: { radio: B('radio', 'radio', 'ap'), battery1: B('explosion', 'explosion', 'explosion') } }).pending;
    if (q?.kind !== 'roll' || q.id !== 'battery2') throw new Error('the second battery');
    expect(q.outcomeOf(B('explosion', 'explosion', 'explosion').faces)).toBe('losses-0');
  });
  it('4.3.4.1: a trench blown away by the first battery protects no more against the second', () => {
    const e = call({ target: 'u4' });
    const q = play(e, { rolls: { radio: B('radio', 'radio', 'ap'), battery1: B('explosion', 'explosion', 'explosion') } });
    expect(q.derivation.some((d) => d.key === 'wta.loss.trenchRemovedBombard')).toBe(true);
    if (q.pending?.kind !== 'roll' || q.pending.id !== 'battery2') throw new Error('the second battery');
    // Open ground now: one explosion is one loss.
    expect(q.pending.outcomeOf(B('explosion', 'ap', 'ap').faces)).toBe('losses-1');
  });
  it('4.3.4.1 (cumulative reading): the explosions the marker already took count toward its removal', () => {
    const cum = wtaSettings({ trenchCount: 'cumulative' });
    const marked = { ...s, trenches: s.trenches.map((t) => ({ ...t, explosions: 2 })) };
    const e = artilleryEvaluation(marked, { ...defaultArtilleryForm(), hq: 'u3', line: 0, target: 'u4' }, cum);
    const fresh = artilleryEvaluation(s, { ...defaultArtilleryForm(), hq: 'u3', line: 0, target: 'u4' }, cum);
    const roll = { radio: B('radio', 'ap', 'ap'), battery1: B('explosion', 'ap', 'ap') };
    expect(play(e, { rolls: roll }).events).not.toEqual(play(fresh, { rolls: roll }).events);
  });
});

describe('12.4: the recon', () => {
  it("a scout typed on the spot activates no unit: the roll's only event is the marker's", () => {
    const g = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 7 })]);
    const e = reconEvaluation(g, { scout: 'typed', target: 'u4', range: 2 }, settings);
    const r = play(e, { rolls: { recon: B('flag', 'ap') } });
    expect(r.events).toEqual([ev('wta/reveal', { unit: 'u4' })]);
  });
  it('12.0: adjacent, the marker is revealed without a roll; a typed scout activates no unit', () => {
    const g = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 7 })]);
    const e = reconEvaluation(g, { scout: 'typed', target: 'u4', range: 1 }, settings);
    expect([e.errors, play(e, {}).events]).toEqual([[], [ev('wta/reveal', { unit: 'u4' })]]);
    expect(play(reconEvaluation(g, { scout: 'u1', target: 'u4', range: 1 }, settings), {}).events).toEqual([
      ev('wta/activate', { unit: 'u1', action: 'recon' }),
      ev('wta/reveal', { unit: 'u4' }),
    ]);
  });
});

describe("5.6: the artillery card reads the map's facts as typed", () => {
  const g = run(game('advanced'), [ev('wta/trench-add', { unit: 'u4' })]);
  const s = { ...g, sides: { allies: { ...g.sides.allies, batteriesAvailable: 3 }, axis: { ...g.sides.axis, batteriesAvailable: 2 } } };
  const a = () => card(calculators(s, ctx), 'artillery');
  const values = (over: Record<string, FieldValue | undefined>) =>
    ({
      hq: 'u3',
      side: 'allies',
      radio: null,
      line: '0',
      batteryDice: null,
      target: 'u4',
      range: 1,
      terrainMod: 0,
      cover: 'auto',
      room: null,
      elements: null,
      armour: '-',
      starred: false,
      hidden: false,
      eligible: true,
      ...over,
    }) as Record<string, FieldValue>;
  const shown = (e: Evaluation) => {
    const w = play(e, { rolls: { radio: B('radio', 'radio', 'ap'), battery1: B('explosion', 'explosion', 'ap'), battery2: B('ap', 'ap', 'ap') } });
    return { errors: e.errors, derivation: e.derivation, after: w.derivation, events: w.events };
  };
  const direct = (f: Partial<ArtilleryForm>) => shown(artilleryEvaluation(s, { ...defaultArtilleryForm(), hq: 'u3', line: 0, target: 'u4', ...f }, settings));
  it("a cover not chosen reads the roster's marker", () => {
    expect(shown(a().evaluate(values({ cover: undefined }), ctx))).toEqual(direct({ cover: 'auto' }));
  });
  it('a typed target not eligible for cover takes no protection; eligible left blank, it does', () => {
    const typed = { target: 'typed', elements: 3, cover: 'trench' };
    expect(shown(a().evaluate(values({ ...typed, eligible: false }), ctx))).toEqual(direct({ target: 'typed', elements: 3, cover: 'trench', eligible: false }));
    expect(shown(a().evaluate(values({ ...typed, eligible: undefined }), ctx))).toEqual(
      direct({ target: 'typed', elements: 3, cover: 'trench', eligible: true }),
    );
    expect(shown(a().evaluate(values({ ...typed, eligible: false }), ctx))).not.toEqual(
      direct({ target: 'typed', elements: 3, cover: 'trench', eligible: true }),
    );
  });
  it('the hexes to retreat: blank (null, left out or empty) is as many as needed; 0 is none', () => {
    const open = { cover: 'open' };
    for (const room of [null, undefined, '']) expect(shown(a().evaluate(values({ ...open, room }), ctx))).toEqual(direct({ cover: 'open', room: null }));
    expect(shown(a().evaluate(values({ ...open, room: 0 }), ctx))).toEqual(direct({ cover: 'open', room: 0 }));
    expect(direct({ cover: 'open', room: 0 })).not.toEqual(direct({ cover: 'open', room: null }));
  });
});
