// Return fire (5.5.1, A24): "Se il bersaglio subisce una perdita il movimento avrà termine
// nell'esagono. A questo punto, l'unità potrà rispondere al fuoco, ma non muovere." The fire
// screen offers it only to the mover that opportunity fire stopped with a loss, once, this turn.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, RolledDice } from '@/engine/types';
import { answersOf, walk } from '@/engine/resolution';
import { faceIndex } from '@/games/war-to-axis/dice';
import { defaultFireForm, firePlan, type FireForm } from '@/games/war-to-axis/calculators';
import { fireDice } from '@/games/war-to-axis/fire';
import { wtaBook } from '@/games/war-to-axis/events';
import { wtaSettings } from '@/games/war-to-axis/settings';
import type { WtaState } from '@/games/war-to-axis/state';
import { ev, game, run } from './helpers';

const settings = wtaSettings();
const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}
const unit = (s: WtaState, id: string) => s.units.find((u) => u.id === id)!;
/** u2 (US rifles) makes opportunity fire at u4 (the Grenadiere, moving) at range 1: 3 black dice − 1. */
const oppAtMover = (_s: WtaState): FireForm => ({ ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1, opportunity: true });
const returnAt = (target: string): FireForm => ({ ...defaultFireForm(), firer: 'u4', target, range: 1, returnFire: true });

describe('5.5.1, A24: return fire after an opportunity-fire loss', () => {
  const s0 = game();

  it('5.5.1: a unit that no opportunity fire has stopped is not offered return fire', () => {
    expect(firePlan(s0, { ...defaultFireForm(), firer: 'u4', target: 'u2' }, settings).kinds).not.toContain('returnFire');
    expect(firePlan(s0, { ...defaultFireForm(), firer: 'u2', target: 'u4' }, settings).kinds).toEqual(['fire', 'advancing', 'opportunity']);
  });

  it('5.5.1: an opportunity fire that costs the mover no element lets it go on: no return fire', () => {
    const miss = play(firePlan(s0, oppAtMover(s0), settings).evaluation, { rolls: { fire: black('flag', 'radio') } });
    const s = run(s0, miss.events);
    expect(unit(s, 'u4').returnFire).not.toBe(true);
    expect(firePlan(s, returnAt('u2'), settings).kinds).not.toContain('returnFire');
  });

  it('5.5.1: one loss to opportunity fire stops the mover, which is then offered return fire (−1 die, A24)', () => {
    const hit = play(firePlan(s0, oppAtMover(s0), settings).evaluation, { rolls: { fire: black('ap', 'radio') } });
    expect(hit.events).toContainEqual(ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, finalFire: false, opportunity: true }));
    const s = run(s0, hit.events);
    expect(unit(s, 'u4')).toMatchObject({ elements: 3, returnFire: true });
    const plan = firePlan(s, returnAt('u2'), settings);
    expect(plan.kinds).toContain('returnFire');
    // The Grenadiere's card: 3 black dice at range 1; return fire −1 as an advance → 2.
    expect(plan.dice).toBe(2);
    expect(plan.evaluation.derivation.find((d) => d.key === 'wta.fire.returnFire')).toMatchObject({ rule: '5.5.1', params: { n: 2 } });
  });

  it('5.5.1, A24: the return fire is made once: it is journaled, spends no activation, and is not offered again', () => {
    const s = run(s0, play(firePlan(s0, oppAtMover(s0), settings).evaluation, { rolls: { fire: black('ap', 'radio') } }).events);
    const back = play(firePlan(s, returnAt('u2'), settings).evaluation, { rolls: { fire: black('ap', 'flag') } });
    expect(back.events[0]).toEqual(ev('wta/return-fire', { unit: 'u4' }));
    expect(back.events.some((e) => e.type === 'wta/activate')).toBe(false);
    expect(wtaBook.describe(back.events[0], s).text).toMatchObject({ key: 'wta.journal.returnFire' });
    const after = run(s, back.events);
    expect(unit(after, 'u4').returnFire).toBe(false);
    expect(unit(after, 'u2').elements).toBe(3);
    expect(firePlan(after, returnAt('u2'), settings).kinds).not.toContain('returnFire');
    // A stale form asking for it again is refused in words, and changes nothing.
    expect(firePlan(after, returnAt('u2'), settings).evaluation.errors.map((e) => e.key)).toEqual(['wta.error.returnFireNotStopped']);
    expect(run(after, [ev('wta/return-fire', { unit: 'u4' })])).toBe(after);
  });

  it('5.5.1, 5.4.1: two losses disorganize the mover and force its retreat; it may still return fire (only moving is forbidden)', () => {
    const two = play(firePlan(s0, oppAtMover(s0), settings).evaluation, { rolls: { fire: black('ap', 'ap') } });
    const s = run(s0, two.events);
    expect(unit(s, 'u4')).toMatchObject({ elements: 2, disorganized: true, returnFire: true });
    expect(firePlan(s, returnAt('u2'), settings).kinds).toContain('returnFire');
  });

  it('5.5.1: an ordinary fire (not opportunity) that costs a loss does not open return fire', () => {
    const plain = play(firePlan(s0, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, settings).evaluation, {
      rolls: { fire: black('ap', 'radio', 'flag') },
    });
    expect(unit(run(s0, plain.events), 'u4').returnFire).not.toBe(true);
  });

  it('3.0 e: the chance to return fire ends with the turn', () => {
    const s = run(s0, play(firePlan(s0, oppAtMover(s0), settings).evaluation, { rolls: { fire: black('ap', 'radio') } }).events);
    expect(unit(run(s, [ev('wta/end-turn')]), 'u4').returnFire).toBe(false);
  });

  it('A24: a unit with no advance value still returns fire, with the −1, and the derivation says so', () => {
    const r = fireDice({
      attack: 'ap',
      base: 3,
      terrainMod: 0,
      advancing: false,
      halfLost: false,
      opportunity: false,
      final: false,
      urban: false,
      engineers: false,
      roadBonus: false,
      returnFire: true,
      canAdvance: false,
    });
    expect(r.dice).toBe(2);
    expect(r.derivation.map((d) => d.key)).toContain('wta.fire.returnFireNoAdvance');
  });

  it("5.5.1: a firer typed on the spot is the players' word: return fire is offered, with its condition shown", () => {
    expect(firePlan(s0, { ...defaultFireForm(), dice: 3 }, settings).kinds).toContain('returnFire');
  });
});
