// Trench markers on the roster (4.3.4, 4.3.4.1, A16–A19): placed under a unit or in a named hex,
// taken off by hand or by two explosions, and read by the fire and artillery calculators
// without being asked — a player can still set the hex by hand for this shot.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, RolledDice } from '@/engine/types';
import { answersOf, noAnswers, walk } from '@/engine/resolution';
import { wtaBook } from '@/games/war-to-axis/events';
import { faceIndex } from '@/games/war-to-axis/dice';
import { artilleryEvaluation, coverOf, defaultArtilleryForm, defaultFireForm, firePlan, trenchResult } from '@/games/war-to-axis/calculators';
import { trenchOf } from '@/games/war-to-axis/state';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { ev, game, run } from './helpers';

/** The fire card's evaluation, as the fire screen reads it off its plan (5.0–5.5.1). */
const fireEvaluation = (...a: Parameters<typeof firePlan>) => firePlan(...a).evaluation;

const settings = wtaSettings();
const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}

describe('4.3.4: trench markers on the roster', () => {
  it("4.3.4: a trench marker placed under a unit is that unit's; a second one for the same unit changes nothing", () => {
    const s = run(game(), [ev('wta/trench-add', { unit: 'u4' })]);
    expect(trenchOf(s, 'u4')).toMatchObject({ unit: 'u4', explosions: 0 });
    expect(run(s, [ev('wta/trench-add', { unit: 'u4' })])).toBe(s);
  });
  it('4.3.4: a marker for an unknown or eliminated unit, or with neither hex nor unit, changes nothing', () => {
    const s = run(game(), [ev('wta/fire-result', { unit: 'u5', losses: 9, disorganized: false })]);
    expect(run(s, [ev('wta/trench-add', { unit: 'u5' })])).toBe(s);
    expect(run(s, [ev('wta/trench-add', { unit: 'u99' })])).toBe(s);
    expect(run(s, [ev('wta/trench-add', {})])).toBe(s);
  });
  it("4.3.4: the marker taken off by hand, journaled by the unit's public name (a hidden unit by its marker only, 12.0)", () => {
    let s = run(game('advanced'), [ev('wta/trench-add', { unit: 'u4' }), ev('wta/hide', { unit: 'u4', marker: 5 })]);
    const tid = trenchOf(s, 'u4')!.id;
    const d = wtaBook.describe(ev('wta/trench-remove', { trench: tid }), s);
    expect(d.text.key).toBe('wta.firePanel.journal.trenchRemoveUnit');
    expect(JSON.stringify(d)).not.toContain('Grenadiere');
    s = run(s, [ev('wta/trench-remove', { trench: tid })]);
    expect(s.trenches).toEqual([]);
  });
  it('4.3.4.1: a fire that removes the trench says so in the journal', () => {
    const s = run(game(), [ev('wta/trench-add', { unit: 'u4' })]);
    const tid = trenchOf(s, 'u4')!.id;
    expect(wtaBook.describe(ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, trench: tid, trenchRemoved: true }), s).text.key).toBe(
      'wta.firePanel.journal.fireTrench',
    );
  });
});

describe('4.3.4, 4.3.4.1: the calculators read the marker', () => {
  const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 }), ev('wta/trench-add', { unit: 'u4' })]);
  const tid = trenchOf(s, 'u4')!.id;
  it('4.3.4: "as the markers say": a target holding a trench marker is in a trench; one without is in the open; a hand choice wins', () => {
    const u4 = s.units.find((u) => u.id === 'u4')!;
    const u6 = s.units.find((u) => u.id === 'u6')!;
    expect(coverOf(s, u4, 'auto')).toEqual({ cover: 'trench', trench: trenchOf(s, 'u4') });
    expect(coverOf(s, u6, 'auto')).toEqual({ cover: 'open', trench: null });
    expect(coverOf(s, u4, 'open')).toEqual({ cover: 'open', trench: null });
    expect(coverOf(s, null, 'trench')).toEqual({ cover: 'trench', trench: null });
  });
  it('4.3.4, 4.3.4.1 (TD-50): AP fire [AP, AP, explosion, explosion] at the entrenched Grenadiere: the trench absorbs one, 1 loss, the marker removed from the roster', () => {
    const e = fireEvaluation(s, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, settings);
    expect(e.derivation.some((d) => d.key === 'wta.firePanel.trenchMarker')).toBe(true);
    const done = play(e, { rolls: { fire: black('ap', 'ap', 'explosion') } });
    // 3 dice at range 1: two AP hits, one explosion: the trench absorbs the first hit; 1 loss; one explosion leaves the trench.
    expect(done.events).toEqual([
      ev('wta/activate', { unit: 'u2', action: 'fire' }),
      ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, finalFire: false }),
    ]);
    const two = play(e, { rolls: { fire: black('ap', 'explosion', 'explosion') } });
    expect(two.events.at(-1)).toEqual(
      ev('wta/fire-result', { unit: 'u4', losses: 0, disorganized: false, finalFire: false, trench: tid, trenchRemoved: true }),
    );
    expect(trenchOf(run(s, two.events), 'u4')).toBeUndefined();
  });
  it('4.3.4.1, A17: under the cumulative reading one explosion is counted on the marker, and a second later removes it', () => {
    const cum = wtaSettings({ trenchCount: 'cumulative' });
    const e = fireEvaluation(s, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, cum);
    const one = play(e, { rolls: { fire: black('flag', 'explosion', 'radio') } });
    expect(one.events.at(-1)).toEqual(
      ev('wta/fire-result', { unit: 'u4', losses: 0, disorganized: false, finalFire: false, trench: tid, trenchRemoved: false, trenchExplosions: 1 }),
    );
    const s2 = run(s, one.events);
    expect(trenchOf(s2, 'u4')?.explosions).toBe(1);
    const s3 = run(s2, [ev('wta/end-turn')]);
    const again = play(fireEvaluation(s3, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, cum), {
      rolls: { fire: black('flag', 'explosion', 'radio') },
    });
    expect(again.events.at(-1)).toMatchObject({ payload: { trench: tid, trenchRemoved: true } });
  });
  it('4.3.4: opportunity fire gets no help from the trench read off the marker', () => {
    const plan = firePlan(s, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1, opportunity: true }, settings);
    expect(plan.cover).toBe('trench');
    expect(plan.evaluation.derivation.some((d) => d.key === 'wta.odds.pool')).toBe(true);
    const done = play(plan.evaluation, { rolls: { fire: black('ap', 'ap') } });
    expect(done.derivation.some((d) => d.key === 'wta.loss.noProtectionOpportunity')).toBe(true);
  });
  it('5.6, 4.3.4.1 (TX-10): the battery on the Grenadiere reads its trench marker: 2 explosions, the trench absorbs one and is removed, 1 loss', () => {
    const e = artilleryEvaluation(s, { ...defaultArtilleryForm(), hq: 'u3', target: 'u4', line: 0 }, settings);
    const done = play(e, { rolls: { radio: black('radio', 'flag', 'ap'), battery1: black('explosion', 'explosion', 'flag') } });
    expect(done.events.at(-1)).toEqual(ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, trench: tid, trenchRemoved: true }));
    expect(trenchOf(run(s, done.events), 'u4')).toBeUndefined();
  });
  it('4.3.4.1: no marker read, nothing to write back', () => {
    expect(trenchResult(null, 'trench', { trenchRemoved: true, trenchExplosions: 2 })).toBeUndefined();
    expect(trenchResult({ id: 't1', hex: '', explosions: 0, unit: 'u4' }, 'open', { trenchRemoved: false, trenchExplosions: 0 })).toBeUndefined();
  });
});

describe('5.0–5.5.1: what the fire screen asks', () => {
  const s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
  it('5.0, 5.3: the M10 at the Panzer IV: only the anti-tank attack; at the Grenadiere: only anti-personnel', () => {
    expect(firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u6' }, settings)).toMatchObject({ allowed: ['at'], attack: 'at', dice: 4 });
    expect(firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u4' }, settings)).toMatchObject({ allowed: ['ap'], attack: 'ap', dice: 2 });
  });
  it('11.1: final fire is offered only in the final-fire phase (or while already chosen); 5.2: advancing only for a unit with an advance value', () => {
    expect(firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u4' }, settings).kinds).not.toContain('final');
    const fin = run(s, [ev('core/next-phase'), ev('core/next-phase')]);
    expect(firePlan(fin, { ...defaultFireForm(), firer: 'u1', target: 'u4' }, settings).kinds).toContain('final');
    expect(firePlan(s, { ...defaultFireForm(), firer: 'u3', target: 'u4' }, settings).kinds).toContain('advancing');
  });
  it('4.3.5, A21: urban combat counts in a city or town hex only: the same AP shot, 3 dice, is 1 die in a city and 3 in the open', () => {
    const shot = { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1, urban: true };
    expect(firePlan(s, { ...shot, cover: 'city' }, settings).dice).toBe(1);
    expect(firePlan(s, { ...shot, cover: 'open' }, settings).dice).toBe(3);
  });
  it('5.0: a typed target shot with the anti-tank attack waits for its armour class', () => {
    const e = fireEvaluation(s, { ...defaultFireForm(), dice: 3, elements: 3, attack: 'at' }, settings);
    expect(e.errors.map((x) => x.key)).toEqual(['wta.firePanel.pickArmour']);
    expect(fireEvaluation(s, { ...defaultFireForm(), dice: 3, elements: 3, attack: 'at', armour: 'H' }, settings).resolve(noAnswers()).next?.kind).toBe('roll');
  });
});
