// The War to Axis module as the app plays it: the set-up from the new-game form, the sequence
// of play, the activation cards (3.1, 8.0), and the calculators' questions and odds (5.x, 6.0,
// 12.4, 4.3.5), each named after its rule and the rules notes' cases (§15, §16).
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, RolledDice } from '@/engine/types';
import { answersOf, noAnswers, walk } from '@/engine/resolution';
import { eqF, frac, sumF } from '@/engine/fraction';
import { wta, sheetFromOptions, where } from '@/games/war-to-axis';
import { faceIndex } from '@/games/war-to-axis/dice';
import {
  artilleryEvaluation,
  bridgeEvaluation,
  defaultArtilleryForm,
  defaultFireForm,
  firePlan,
  rallyEvaluation,
  reconEvaluation,
} from '@/games/war-to-axis/calculators';
import { advancedRollProcedure, basicRollProcedure, procedures } from '@/games/war-to-axis/procedures';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { ctxWith, ev, game, run } from './helpers';

/** The fire card's evaluation, as the fire screen reads it off its plan (5.0–5.5.1). */
const fireEvaluation = (...a: Parameters<typeof firePlan>) => firePlan(...a).evaluation;

const settings = wtaSettings();
const ctx = ctxWith();
const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
const white = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('white', i)), source: 'physical' });
const yellowD6 = (y: string, d: number): RolledDice => ({ faces: [faceIndex('yellow', y), d], source: 'physical' });

/** Walks the evaluation with the answers; the pending question's id, or the events once complete. */
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}

describe('set-up and the sequence of play (3.0, 8.1, 13.0)', () => {
  it('the new-game options fill the scenario form; out-of-range values take the defaults', () => {
    const sc = sheetFromOptions({
      scenario: 'sheet',
      sideNames: {},
      options: { mode: 'advanced', turns: 12, turnZero: true, initiative: 'axis', alliesRadio: 3, axisRally: 99, eventCards: 8 },
    });
    expect(sc).toMatchObject({ mode: 'advanced', turns: 12, turnZero: true, initiative: 'axis', eventCards: 8 });
    expect(sc.sides.allies.radio).toBe(3);
    expect(sc.sides.axis.rally).toBe(2);
    const s = wta.setup({ scenario: 'sheet', sideNames: {}, options: { turnZero: true } });
    expect(s.turn).toBe(0);
    expect(where(s).turnLabel?.key).toBe('wta.where.turnZero');
  });
  it('3.0: basic turn — the initiative player, the other player, the end; the next phase after the end clears the markers and advances the turn', () => {
    let s = game('basic');
    expect(where(s).phase.key).toBe('wta.phase.first');
    s = run(s, [ev('wta/basic-roll', { side: 'allies', d6: 3 }), ev('wta/activate', { unit: 'u1', action: 'fire' }), ev('core/next-phase')]);
    expect(where(s).phase.key).toBe('wta.phase.second');
    s = run(s, [ev('core/next-phase'), ev('core/next-phase')]);
    expect([s.turn, s.phase, s.units[0].action, s.sides.allies.d6]).toEqual([2, 0, null, null]);
  });
  it("13.0: after the last turn the game is over, with the players' conditions", () => {
    let s = game('basic', { turns: 1, victory: 'Hold Carentan' });
    s = run(s, [ev('core/next-phase'), ev('core/next-phase')]);
    expect(procedures(s, ctx).map((p) => p.id)).toEqual(['victory-check']);
    s = run(s, [ev('core/next-phase')]);
    expect(s.over).toBe(true);
    expect(wta.victory(s, ctx)?.derivation[0].params?.text).toBe('Hold Carentan');
  });
  it('8.1, A37: advanced turn — rolls, activations, final fire, end', () => {
    const s = game('advanced');
    const ids = [0, 1, 2, 3].map((i) => where({ ...s, phase: i }).phase.key);
    expect(ids).toEqual(['wta.phase.roll', 'wta.phase.activate', 'wta.phase.final', 'wta.phase.end']);
    expect(procedures(s, ctx).map((p) => p.id)).toEqual(['advanced-roll-allies', 'advanced-roll-axis']);
  });
});

describe('3.1: the basic activation roll card', () => {
  it('3.1 (TD-1): a 1 gives 7 activations and 1 battery, and asks what became of the event card', () => {
    const s = game('basic');
    const e = basicRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const first = play(e, {});
    expect(first.pending?.kind).toBe('roll');
    if (first.pending?.kind === 'roll') expect(sumF(first.pending.odds.map((o) => o.p))).toEqual(frac(1));
    const asked = play(e, { rolls: { d6: { faces: [1], source: 'physical' } } });
    expect(asked.pending?.id).toBe('card1');
    const done = play(e, { rolls: { d6: { faces: [1], source: 'physical' } }, choices: { card1: 'hold' } });
    expect(done.events).toEqual([ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['hold'] })]);
    const after = run(s, done.events);
    expect([after.sides.allies.activationsAllowed, after.sides.allies.batteriesAvailable, after.deck.remaining, after.sides.allies.held]).toEqual([7, 1, 7, 1]);
  });
  it('3.1, 2.6 (TD-7): a 1 with the deck empty draws nothing and asks nothing', () => {
    const s = game('basic', { eventCards: 0, reinforcementCards: { allies: 0, axis: 0 } });
    const done = play(basicRollProcedure(s, 'allies', ctx).evaluate({}, ctx), { rolls: { d6: { faces: [1], source: 'physical' } } });
    expect(done.pending).toBeUndefined();
    expect(done.events).toEqual([ev('wta/basic-roll', { side: 'allies', d6: 1 })]);
  });
});

describe('8.0: the advanced activation roll card', () => {
  it("8.0 (TD-8): yellow A, d6 3 — group A, 3 free activations, 3 batteries (capped by the scenario's batteries)", () => {
    const s = game('advanced');
    const done = play(advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('A', 3) } });
    const after = run(s, done.events);
    expect([after.sides.allies.group, after.sides.allies.activationsAllowed, after.sides.allies.batteriesAvailable]).toEqual(['A', 3, 3]);
  });
  it('8.0, A11 (TD-10): a third turn of group A: an event, then B or R only; R asks its option', () => {
    let s = game('advanced');
    for (let i = 0; i < 2; i++) s = run(s, [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 2, group: 'A', rOption: null }), ev('wta/end-turn')]);
    const e = advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const q = play(e, { rolls: { roll: yellowD6('A', 4) } });
    expect(q.pending?.kind === 'choice' && q.pending.options.map((o) => o.id)).toEqual(['B', 'R']);
    expect(play(e, { rolls: { roll: yellowD6('A', 4) }, choices: { group: 'R' } }).pending?.id).toBe('rOption');
    const done = play(e, { rolls: { roll: yellowD6('A', 4) }, choices: { group: 'R', rOption: 'c', card1: 'now' } });
    const after = run(s, done.events);
    expect([after.sides.allies.group, after.sides.allies.rOption, after.deck.remaining]).toEqual(['R', 'c', s.deck.remaining - 1]);
    // 8.0 R(c): every HQ in play gets its rally card.
    expect(procedures({ ...after, phase: 1 }, ctx).some((p) => p.id === 'rally-all-u3')).toBe(true);
  });
  it('8.0, A9 (TD-18): in the advanced game a d6 of 1 draws no event', () => {
    const s = game('advanced');
    const done = play(advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('B', 1) } });
    expect(done.pending).toBeUndefined();
    expect(run(s, done.events).deck.remaining).toBe(s.deck.remaining);
  });
});

describe('5.0–5.5.1: the fire calculator', () => {
  const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
  const form = (over: Partial<ReturnType<typeof defaultFireForm>>) => ({ ...defaultFireForm(), firer: 'u1', target: 'u6', ...over });
  it('5.2 (TD-19): the M10 shoots the Panzer IV at 1 hex: 4 white dice, the exact odds summing to 1', () => {
    const e = fireEvaluation(s, form({ range: 1 }), settings);
    expect(e.errors).toEqual([]);
    const q = e.resolve(noAnswers()).next;
    expect(q?.kind === 'roll' && q.roll.dice.length).toBe(4);
    if (q?.kind === 'roll') expect(eqF(sumF(q.odds.map((o) => o.p)), frac(1))).toBe(true);
  });
  it('5.2, 5.5.1, A6 (TD-21): opportunity fire at 2 hexes: 3 − 1 = 2 dice', () => {
    const q = fireEvaluation(s, form({ range: 2, opportunity: true }), settings).resolve(noAnswers()).next;
    expect(q?.kind === 'roll' && q.roll.dice.length).toBe(2);
  });
  it('5.2, A1 (TD-23): at 5 hexes the M10 cannot fire', () => {
    expect(fireEvaluation(s, form({ range: 5 }), settings).errors.map((t) => t.key)).toEqual(['wta.error.outOfRange']);
  });
  it("5.3: two green faces against medium armour are 2 losses, landing on the roster with the retreat's disorganization", () => {
    const e = fireEvaluation(s, form({ range: 1 }), settings);
    const done = play(e, { rolls: { fire: white('medium', 'medium', 'light', 'heavy') } });
    expect(done.events).toEqual([
      ev('wta/activate', { unit: 'u1', action: 'fire' }),
      ev('wta/fire-result', { unit: 'u6', losses: 2, disorganized: true, finalFire: false }),
    ]);
    const q = e.resolve(noAnswers()).next;
    if (q?.kind === 'roll') expect(q.outcomeOf(white('medium', 'medium', 'light', 'heavy').faces)).toBe('losses-2');
  });
  it('5.2, A4 (TD-25): advancing with half its elements lost at 2 hexes: no dice, no attack', () => {
    const hurt = run(s, [ev('wta/fire-result', { unit: 'u1', losses: 2, disorganized: false })]);
    const e = fireEvaluation(hurt, form({ target: 'u4', attack: 'ap', range: 2, advancing: true }), settings);
    expect(e.errors.map((t) => t.key)).toEqual(['wta.error.noDiceNoAttack']);
  });
  it('4.3.4, 4.3.4.1 (TD-50): AP fire [AP, AP, explosion, explosion] at an entrenched typed target: 1 loss, the trench removed', () => {
    const e = fireEvaluation(s, { ...defaultFireForm(), firer: 'typed', target: 'typed', dice: 4, elements: 4, attack: 'ap', cover: 'trench' }, settings);
    const done = play(e, { rolls: { fire: black('ap', 'ap', 'explosion', 'explosion') } });
    expect(done.events).toEqual([ev('wta/noted', { what: 'fire', losses: 1 })]);
    expect(done.derivation.some((d) => d.key === 'wta.loss.trenchRemoved')).toBe(true);
  });
  it('12.0 (TD-37): a hidden unit cannot be the target of AP or AT fire', () => {
    const hid = run(s, [ev('wta/hide', { unit: 'u4', marker: 3 })]);
    expect(fireEvaluation(hid, form({ target: 'u4' }), settings).errors.map((t) => t.key)).toEqual(['wta.error.hiddenTarget']);
  });
  it('11.1 (TD-29): final fire, base 6, half lost: floor((6 − 1 − 1) / 2) = 2 dice', () => {
    const q = fireEvaluation(s, { ...defaultFireForm(), dice: 6, firerHalfLost: true, elements: 4, final: true, attack: 'ap' }, settings).resolve(
      noAnswers(),
    ).next;
    expect(q?.kind === 'roll' && q.roll.dice.length).toBe(2);
  });
});

describe('5.6, 5.6.1: artillery', () => {
  const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
  const base = { ...defaultArtilleryForm(), hq: 'u3', target: 'u4', line: 0 };
  it('4.3.4.1 (TX-10): a bombardment of an entrenched unit with 2 explosions: the trench is removed and the unit takes 1 loss', () => {
    const e = artilleryEvaluation(s, { ...base, cover: 'trench' }, settings);
    expect(e.errors).toEqual([]);
    const done = play(e, { rolls: { radio: black('radio', 'flag', 'ap'), battery1: black('explosion', 'explosion', 'flag') } });
    expect(done.events).toEqual([
      ev('wta/activate', { unit: 'u3', action: 'artillery' }),
      ev('wta/batteries', { side: 'allies', used: 1 }),
      ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false }),
    ]);
  });
  it('5.6.1 (TD-57): American, 2 batteries, rolls of 1 and 2 explosions on a trench: 0, then the trench removed and 1 loss', () => {
    const e = artilleryEvaluation(s, { ...base, cover: 'trench' }, settings);
    const done = play(e, {
      rolls: { radio: black('radio', 'radio', 'ap'), battery1: black('explosion', 'ap', 'ap'), battery2: black('explosion', 'explosion', 'ap') },
    });
    expect(done.events.at(-1)).toEqual(ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false }));
    expect(done.events).toContainEqual(ev('wta/batteries', { side: 'allies', used: 2 }));
  });
  it('5.6, A7 (TD-47): a failed call uses no battery', () => {
    const done = play(artilleryEvaluation(s, base, settings), { rolls: { radio: black('ap', 'flag', 'ap') } });
    expect(done.events).toEqual([ev('wta/activate', { unit: 'u3', action: 'artillery' })]);
  });
  it("5.6 (TD-80): a target 7 hexes away is out of the HQ's reach", () => {
    expect(artilleryEvaluation(s, { ...base, range: 7 }, settings).errors.map((t) => t.key)).toEqual(['wta.error.artilleryRange']);
  });
});

describe('6.0, 12.4, 4.3.5: rally, recon, engineers', () => {
  it('6.0 (TD-85, TD-86): [flag, flag, AP] gives 2 discs, each given to a unit never above its start, or lost', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 }), ev('wta/fire-result', { unit: 'u2', losses: 1, disorganized: false })]);
    const e = rallyEvaluation(s, { hq: 'u3', adjacentEnemy: false, inCover: true, outOfLos: false }, ctx);
    const first = play(e, { rolls: { rally: black('flag', 'flag', 'ap') } });
    expect(first.pending?.id).toBe('disc1');
    const second = play(e, { rolls: { rally: black('flag', 'flag', 'ap') }, choices: { disc1: 'u2' } });
    // u2 is full again and the HQ never lost any: the second disc can only be lost.
    expect(second.pending?.kind === 'choice' && second.pending.options.map((o) => o.id)).toEqual(['lost']);
    const done = play(e, { rolls: { rally: black('flag', 'flag', 'ap') }, choices: { disc1: 'u2', disc2: 'lost' } });
    expect(done.events).toEqual([ev('wta/activate', { unit: 'u3', action: 'rally' }), ev('wta/rally', { gains: [{ unit: 'u2', discs: 1 }] })]);
  });
  it('6.0 (TD-87): no rally with the HQ adjacent to the enemy', () => {
    const s = game('basic');
    expect(rallyEvaluation(s, { hq: 'u3', adjacentEnemy: true, inCover: true, outOfLos: false }, ctx).errors.map((t) => t.key)).toEqual([
      'wta.error.rallyAdjacent_hq',
    ]);
  });
  it('12.4 (TD-89, TD-90): recon at 2 hexes rolls 2 dice and a flag reveals; at 5 not allowed; at 1 revealed anyway (A34)', () => {
    const s = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 7 })]);
    const e = reconEvaluation(s, { scout: 'u2', target: 'u4', range: 2 }, settings);
    const q = e.resolve(noAnswers()).next;
    expect(q?.kind === 'roll' && q.roll.dice.length).toBe(2);
    if (q?.kind === 'roll') expect(q.odds.find((o) => o.id === 'revealed')?.p).toEqual(frac(11, 36));
    expect(play(e, { rolls: { recon: black('flag', 'ap') } }).events).toEqual([
      ev('wta/activate', { unit: 'u2', action: 'recon' }),
      ev('wta/reveal', { unit: 'u4' }),
    ]);
    expect(reconEvaluation(s, { scout: 'u2', target: 'u4', range: 5 }, settings).errors.map((t) => t.key)).toEqual(['wta.error.reconRange']);
    expect(play(reconEvaluation(s, { scout: 'typed', target: 'u4', range: 1 }, settings), {}).events).toEqual([ev('wta/reveal', { unit: 'u4' })]);
  });
  it("4.3.5 (TD-93, 16.1): a demolition rolls 4 black dice, 671/1296 to destroy; a repair's dice grow with the attempts", () => {
    let s = game('basic');
    const e = bridgeEvaluation(s, { bridge: 'new', work: 'demolish', engineer: 'typed', enemyAcross: false, name: 'Carentan', mod: 0 }, settings);
    const q = e.resolve(noAnswers()).next;
    if (q?.kind === 'roll') expect(q.odds.find((o) => o.id === 'destroyed')?.p).toEqual(frac(671, 1296));
    const done = play(e, { rolls: { demolish: black('explosion', 'ap', 'ap', 'ap') } });
    s = run(s, done.events);
    expect(s.bridges[0]).toMatchObject({ name: 'Carentan', intact: false });
    s = run(s, [ev('wta/repair', { bridge: s.bridges[0].id, repaired: false })]);
    const r = bridgeEvaluation(s, { bridge: s.bridges[0].id, work: 'repair', engineer: 'typed', enemyAcross: false, name: '', mod: 0 }, settings).resolve(
      noAnswers(),
    ).next;
    expect(r?.kind === 'roll' && r.roll.dice.length).toBe(2);
    expect(
      bridgeEvaluation(s, { bridge: 'new', work: 'demolish', engineer: 'typed', enemyAcross: true, name: 'X', mod: 0 }, settings).errors.map((t) => t.key),
    ).toEqual(['wta.error.demolitionEnemy']);
  });
});

describe("the tray's dice", () => {
  it('2.3: every face of the custom dice is drawn as its sticker and has a name, so no face is told by colour alone', () => {
    for (const d of wta.dice ?? []) if (d.kind === 'custom') for (const f of d.faces) expect((f.icon ?? f.path) && f.label.key).toBeTruthy();
  });
});
