// Issue 11, the reviewers' findings on the production phase: PP are spent only in the nation's own
// production phase (7.3); Lend-Lease not spent is lost when the Soviet production ends (34.0);
// an armoured HQ is repaired with yellow and black like any HQ (11.0); the journal's production
// and movement entries are filtered under words of their own.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import appEn from '@/i18n/en.json';
import appIt from '@/i18n/it.json';
import { bite } from '@/games/bite';
import { ev } from '@/games/bite/events';
import { setupState } from '@/games/bite/state';
import { bagOf, boxOf, repairPrice, spendingPhase, storageExcess, typeColour } from '@/games/bite/economy';
import { lendLeaseLeft, optionalOf } from '@/games/bite/optional';
import { procedures } from '@/games/bite/procedures';
import { block, ctx, inProduction, run, words } from './gapsHelpers';

const refusal = (r: { ok: true } | { ok: false; error: { key: string } }, lang: Record<string, unknown> = en_) => (r.ok ? 'ok' : words(r.error, lang));

describe('7.3: PP are spent by the active player in their own production phase', () => {
  const game = () => run(setupState('SBE9', { advanced: true }), [ev('bite/block-add', { block: block({ name: '5 A', sp: 2 }) }), ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 10, reason: 'saved' })]);
  it('7.3: a Soviet repair is priced in C3 and refused in words in phase A and in the Axis production (B3)', () => {
    const s = game();
    const b = s.blocks[0]!;
    expect(refusal(repairPrice(s, b, 1, ctx))).toBe('USSR spends its PP in its own production phase (C3, Soviets), not now.');
    expect(refusal(repairPrice(inProduction(s, 'axis'), b, 1, ctx), it_)).toBe('URSS spende i PP nella propria fase di produzione (C3, Sovietici), non ora.');
    const p = repairPrice(inProduction(s, 'soviet'), b, 1, ctx);
    expect(p.ok && p.cost).toEqual(bagOf({ yellow: 2 }));
  });
  it('7.3 with 5.2, 17.0: Germany gives aid and researches in B3 only; the game over spends nothing', () => {
    const s = game();
    expect(spendingPhase(s, 'germany').ok).toBe(false);
    expect(spendingPhase(inProduction(s, 'axis'), 'germany').ok).toBe(true);
    expect(spendingPhase(inProduction(s, 'axis'), 'romania').ok).toBe(true);
    expect(spendingPhase(inProduction(s, 'axis'), 'ussr').ok).toBe(false);
    expect(spendingPhase({ ...inProduction(s, 'axis'), over: true }, 'germany').ok).toBe(false);
  });
});

describe('34.0: Lend-Lease PP cannot be saved', () => {
  const shipment = { pacific: bagOf({ red: 3, blue: 2 }), arctic: bagOf({ red: 2, blue: 1 }), persia: bagOf({}) };
  /** SBE9, advanced, Lend-Lease in play, September 1941 (turn 4) in the Soviet production phase, 8 PP delivered. */
  const game = () => run(inProduction({ ...setupState('SBE9', { advanced: true, ro34: true }), turn: 4 }, 'soviet'), [ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({}), persia: bagOf({}) } })]);
  it('34.0: what is not spent by the end of the Soviet production is lost when the players move on, journaled with the rule', () => {
    let s = game();
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ red: 5, blue: 3 }));
    // The phase card warns before.
    const card = procedures(s, ctx).find((p) => p.id === 'bite.storage.soviet')!;
    expect(card.evaluate({}, ctx).derivation.map((x) => words(x, en_))[0]).toBe('This month\'s Lend-Lease PP still in the box (5 red, 3 blue) cannot be saved: spend them now, or they are lost when the phase ends.');
    // 2 red spent on a repair (by adjustment here), the rest goes at the end of the phase.
    s = run(s, [ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: -2, reason: 'repair' })]);
    expect(lendLeaseLeft(s)).toEqual(bagOf({ red: 3, blue: 3 }));
    const e = ev('core/next-phase', {});
    const line = bite.describe(e, s);
    expect(words(line.text, en_)).toMatch(/End of production: the Lend-Lease PP not spent are lost \(3 red, 3 blue\)\.$/);
    expect(words(line.text, it_)).toMatch(/Fine della produzione: i PP Lend-Lease non spesi vanno persi \(3 rossi, 3 blu\)\.$/);
    expect(line.rules).toContain('34.0');
    s = run(s, [e]);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({}));
    expect(optionalOf(s).lendLease?.expired).toBe(true);
    // Next month the box starts without them; nothing more is taken when the phase ends again.
    expect(storageExcess(s, 'ussr')).toBe(0);
  });
  it('34.0: yellow PP saved beside them stay; a Lend-Lease already spent leaves nothing to lose', () => {
    let s = run(game(), [ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 4, reason: 'saved' }), ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: -5, reason: 'repair' }), ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: -3, reason: 'repair' })]);
    const e = ev('core/next-phase', {});
    expect(words(bite.describe(e, s).text, en_)).not.toContain('Lend-Lease');
    s = run(s, [e]);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ yellow: 4 }));
  });
  it('34.0: the Axis production ends without touching the Soviet box', () => {
    const s = run(game(), []);
    const axis = inProduction(s, 'axis');
    expect(boxOf(run(axis, [ev('core/next-phase', {})]), 'ussr')).toEqual(boxOf(s, 'ussr'));
  });
});

describe('11.0: an HQ is repaired with yellow and black PP', () => {
  it('11.0: "QG: 1 PP giallo + 1 Nero" — an armoured HQ too (not red); a Soviet one yellow only until the Caucasus is lost (SBE9)', () => {
    expect(typeColour('armourHq', 'germany')).toBe('black');
    expect(typeColour('armourHq', 'ussr')).toBeNull();
    expect(typeColour('armourHq', 'ussr', true)).toBe('black');
    expect(typeColour('armour', 'germany')).toBe('red');
    const s = inProduction(run(setupState('SBE9', { advanced: true }), [ev('bite/block-add', { block: block({ name: 'Pz.Gr. 1', nation: 'germany', cls: 'armourHq', maxSp: 3, sp: 2, colours: ['black', 'black', 'white'] }) })]), 'axis');
    const p = repairPrice(s, s.blocks[0]!, 1, ctx);
    expect(p.ok && p.cost).toEqual(bagOf({ yellow: 2, black: 2 }));
  });
});

describe('the journal filters production and movement under their own words', () => {
  it('"production" and "movement" are worded in both languages', () => {
    expect(appEn.app.journal.category.production).toBe('Production');
    expect(appIt.app.journal.category.production).toBe('Produzione');
    expect(appEn.app.journal.category.movement).toBe('Movement');
    expect(appIt.app.journal.category.movement).toBe('Movimento');
  });
});
