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
import { researchOf, setupState } from '@/games/bite/state';
import { bagOf, boxOf, economyOf, incomeOf, repairPrice, spendingPhase, storageExcess, typeColour } from '@/games/bite/economy';
import { canMarkPartisansOnCentre, lendLeaseLeft, lendLeasePhase, optionalOf, researchView } from '@/games/bite/optional';
import { procedures } from '@/games/bite/procedures';
import { SEQUENCE, monthSteps, phaseReminders, scenarioById } from '@/games/bite/calendar';
import { surrenderSteps } from '@/games/bite/victory';
import { block, ctx, inProduction, run, words } from './gapsHelpers';

const refusal = (r: { ok: true } | { ok: false; error: { key: string } }, lang: Record<string, unknown> = en_) => (r.ok ? 'ok' : words(r.error, lang));

describe('7.3: PP are spent by the active player in their own production phase', () => {
  const game = () =>
    run(setupState('SBE9', { advanced: true }), [
      ev('bite/block-add', { block: block({ name: '5 A', sp: 2 }) }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 10, reason: 'saved' }),
    ]);
  it('7.3: a Soviet repair is priced in C3 and refused in words in phase A and in the Axis production (B3)', () => {
    const s = game();
    const b = s.blocks[0]!;
    expect(refusal(repairPrice(s, b, 1, ctx))).toBe('USSR spends its PP in its own production phase (C3, Soviets), not now.');
    expect(refusal(repairPrice(inProduction(s, 'axis'), b, 1, ctx), it_)).toBe(
      'URSS: i PP si spendono nella propria fase di produzione (C3, Sovietici), non ora.',
    );
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
  const game = () =>
    run(inProduction({ ...setupState('SBE9', { advanced: true, ro34: true }), turn: 4 }, 'soviet'), [
      ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({}), persia: bagOf({}) } }),
    ]);
  it('34.0: what is not spent by the end of the Soviet production is lost when the players move on, journaled with the rule', () => {
    let s = game();
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ red: 5, blue: 3 }));
    // The phase card warns before.
    const card = procedures(s, ctx).find((p) => p.id === 'bite.storage.soviet')!;
    expect(card.evaluate({}, ctx).derivation.map((x) => words(x, en_))[0]).toBe(
      "This month's Lend-Lease PP still in the box (5 red, 3 blue) cannot be saved: spend them now, or they are lost when the phase ends.",
    );
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
    let s = run(game(), [
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 4, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: -5, reason: 'repair' }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: -3, reason: 'repair' }),
    ]);
    const e = ev('core/next-phase', {});
    expect(words(bite.describe(e, s).text, en_)).not.toContain('Lend-Lease');
    s = run(s, [e]);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ yellow: 4 }));
  });
  it('34.0/35.2: Lend-Lease is delivered from the Soviet strategic warfare (C1) to its production (C3), and refused in words after it', () => {
    const at = (id: string) =>
      refusal(lendLeasePhase({ ...setupState('SBE9', { advanced: true, ro34: true }), turn: 4, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) }));
    expect(['C1', 'C2', 'C3'].map(at)).toEqual(['ok', 'ok', 'ok']);
    expect(at('C4')).toBe(
      'Lend-Lease arrives in the Soviet turn, from its strategic warfare (C1) to its production phase (C3), where it is spent: it cannot be saved (34.0).',
    );
    expect(at('B3')).not.toBe('ok');
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
    const s = inProduction(
      run(setupState('SBE9', { advanced: true }), [
        ev('bite/block-add', { block: block({ name: 'Pz.Gr. 1', nation: 'germany', cls: 'armourHq', maxSp: 3, sp: 2, colours: ['black', 'black', 'white'] }) }),
      ]),
      'axis',
    );
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

describe('SBE5: the Luftwaffe supremacy costs its air HQs a double reduction', () => {
  /** SBE5, advanced, supremacy; a Luftwaffe air HQ at 3 AP, Antonescu at 2, Pz.Gr. 1 at 3, all activated in June 1941. */
  const game = (supremacy = true, turn = 1) => {
    let s = { ...setupState('SBE5', { advanced: true, supremacy }), turn };
    s = run(s, [
      ev('bite/block-add', { block: block({ name: 'Lfl. 2', nation: 'germany', cls: 'hq', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'Antonescu', nation: 'romania', cls: 'hq', maxSp: 2, sp: 2, colours: ['black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'Pz.Gr. 1', nation: 'germany', cls: 'hq', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }) }),
      ev('bite/hq-air', { id: 'b1', air: true }),
      ev('bite/hq-air', { id: 'b2', air: true }),
    ]);
    return run(s, [ev('bite/hq-activate', { id: 'b1' }), ev('bite/hq-activate', { id: 'b2' }), ev('bite/hq-activate', { id: 'b3' })]);
  };
  it('SBE5 (AMB-16): in June 1941 a Luftwaffe air HQ loses 2 AP at the end of the Blitz; Antonescu and the other HQs 1', () => {
    const s = run(game(), [ev('bite/hq-deactivate', { side: 'axis' })]);
    expect(s.blocks.map((b) => [b.name, b.sp, b.eliminated])).toEqual([
      ['Lfl. 2', 1, false],
      ['Antonescu', 1, false],
      ['Pz.Gr. 1', 2, false],
    ]);
  });
  it('SBE5: at 2 AP the double reduction removes it; without the supremacy, or from July, it is the usual −1', () => {
    const low = game();
    const two = { ...low, blocks: low.blocks.map((b) => (b.id === 'b1' ? { ...b, sp: 2 } : b)) };
    expect(run(two, [ev('bite/hq-deactivate', { side: 'axis' })]).blocks[0]).toMatchObject({ sp: 0, eliminated: true });
    expect(run(game(false), [ev('bite/hq-deactivate', { side: 'axis' })]).blocks[0]!.sp).toBe(2);
    expect(run(game(true, 2), [ev('bite/hq-deactivate', { side: 'axis' })]).blocks[0]!.sp).toBe(2);
  });
  it('13.1: an air HQ is marked and unmarked, journaled; a block that is not an HQ cannot be', () => {
    const s = game();
    const e = ev('bite/hq-air', { id: 'b1', air: false });
    expect(words(bite.describe(e, s).text, en_)).toBe('Lfl. 2 is no longer marked as an air HQ.');
    expect(words(bite.describe(ev('bite/hq-air', { id: 'b3', air: true }), s).text, it_)).toBe('Pz.Gr. 1 segnato come QG aereo: comanda solo unità aeree.');
    const withInf = run(s, [ev('bite/block-add', { block: block({ name: 'IX AK', nation: 'germany' }) })]);
    expect(run(withInf, [ev('bite/hq-air', { id: 'b4', air: true })])).toBe(withInf);
    expect(run(s, [e]).hq?.air).toEqual(['b2']);
  });
});

describe('3.21: the frozen units of the first turn, as far as each scenario reaches', () => {
  it('3.21: SBE1 recalls Leningrad’s, SBE2 none, SBE3 its own list, SBE4 the whole rule, SBE5/SBE9 with the Stavka in shock', () => {
    const frozen = (id: string) => {
      const sc = scenarioById(id)!;
      return monthSteps(sc, 1, setupState(id, {}).layers)
        .filter((x) => x.key.startsWith('bite.event.frozen'))
        .map((x) => x.key.replace('bite.event.', ''));
    };
    expect(['SBE1', 'SBE2', 'SBE3', 'SBE4', 'SBE5', 'SBE9'].map(frozen)).toEqual([
      ['frozenLeningrad'],
      [],
      ['frozenSouth'],
      ['frozen'],
      ['frozenBarbarossa'],
      ['frozenBarbarossa'],
    ]);
    expect(words({ key: 'bite.event.frozenSouth' }, it_)).toContain('distretto di Odessa');
  });
});

describe('29.1: partisans on a producing centre stop its production', () => {
  /** SBE9, advanced, partisans in play, October 1941 (turn 5): Kharkov (3 red) and Stalino (2 yellow) taken by Germany; 3 battalions on the map. */
  const game = () => {
    let s = { ...setupState('SBE9', { advanced: true, ro29: true }), turn: 5 };
    s = run(s, [
      ev('bite/centre-add', { centre: { name: 'Kharkov', pp: 3, colour: 'red', owner: 'ussr', controller: 'ussr', usable: true } }),
      ev('bite/centre-add', { centre: { name: 'Stalino', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } }),
      ev('bite/centre-control', { id: 'c1', controller: 'germany' }),
      ev('bite/centre-control', { id: 'c2', controller: 'germany' }),
    ]);
    return run(inProduction(s, 'soviet'), [ev('bite/partisans-place', { n: 3, minor: 9, major: 0 })]);
  };
  const centres = { ...ctx, settings: { incomeBasis: 'centres' } };
  it('29.1: two battalions on Kharkov: Germany’s income loses its 3 red while they stay, in words; freed, it produces again', () => {
    let s = game();
    expect(incomeOf(s, 'germany', centres).bag.red).toBe(3);
    const e = ev('bite/partisans-centre', { id: 'c1', n: 2 });
    expect(words(bite.describe(e, s).text, en_)).toBe('2 partisan battalions hold Kharkov: it produces nothing while they stay.');
    expect(words(bite.describe(e, s).text, it_)).toBe('2 battaglioni partigiani occupano Kharkov: non produce finché restano.');
    s = run(s, [e]);
    const inc = incomeOf(s, 'germany', centres);
    expect(inc.bag.red).toBe(0);
    expect(inc.steps.map((x) => words(x, en_))).toContain('Kharkov: Soviet partisans hold it, it produces nothing while they stay (29.1).');
    expect(inc.steps.find((x) => x.key === 'bite.eco.step.idle_partisans')?.rule).toBe('29.1');
    // The scenario-figure basis (the default) gives nothing for the captured centre either.
    expect(incomeOf(s, 'germany', ctx).steps.some((x) => x.key === 'bite.eco.step.idle_partisans')).toBe(true);
    // Removed by combat, the stack frees the centre.
    s = run(s, [ev('bite/partisans-remove', { n: 2, cause: 'combat', centre: 'c1' })]);
    expect(incomeOf(s, 'germany', centres).bag.red).toBe(3);
  });
  it('29.1: at most 3 in a hex, no more on centres than on the map, only on Soviet centres the Axis holds — refused in words, nothing changes', () => {
    const s = game();
    const r = (id: string, n: number) => refusal(canMarkPartisansOnCentre(s, id, n));
    expect(r('c1', 4)).toContain('3');
    const two = run(s, [ev('bite/partisans-centre', { id: 'c1', n: 2 })]);
    expect(refusal(canMarkPartisansOnCentre(two, 'c2', 2))).toMatch(/3/);
    expect(run(two, [ev('bite/partisans-centre', { id: 'c2', n: 2 })])).toBe(two);
    const back = run(s, [ev('bite/centre-control', { id: 'c2', controller: 'ussr' })]);
    expect(refusal(canMarkPartisansOnCentre(back, 'c2', 1))).toBe(
      'Stalino is not a Soviet centre held by the Axis: partisans are placed only in Soviet territory the Axis controls (29.1).',
    );
    // Soviet units retaking a held centre take the battalions off it.
    const held = run(s, [ev('bite/partisans-centre', { id: 'c2', n: 1 })]);
    expect(economyOf(run(held, [ev('bite/centre-control', { id: 'c2', controller: 'ussr' })])).centres[1]!.partisans).toBeUndefined();
  });
});

describe('17.0: research starts from where the 3.13 calendar stands in the scenario’s first month', () => {
  it('17.0 with 3.13: in SBE6 (June 1942) the Soviet infantry researches from TECH 2 ("Marzo \'42"), its next level TECH 3; SBE9 starts from 1941’s levels', () => {
    const sbe6 = setupState('SBE6', { advanced: true, ro17: true });
    expect(researchOf(sbe6).ussr?.infantry).toBe(2);
    expect(researchOf(sbe6).germany?.infantry).toBe(2);
    expect(researchView(sbe6, 'ussr', 'infantry').next).toBe(3);
    const sbe9 = setupState('SBE9', { advanced: true, ro17: true });
    expect(researchOf(sbe9).ussr?.infantry).toBe(1);
    // A level reached by research stands.
    expect(researchOf({ ...sbe6, research: { ussr: { infantry: 3 } } }).ussr?.infantry).toBe(3);
  });
});

describe('7.11: the surrender checks of the scenario’s own powers', () => {
  it('7.11 in SBE1 (Leningrad front): only Germany’s capital is checked; SBE9 with its minor powers checks their capitals too', () => {
    const keys = (id: string) =>
      surrenderSteps(setupState(id, {})).map((x) => String(x.params?.city ? words(x.params.city as never, en_) : x.key.replace('bite.victory.check.', '')));
    expect(keys('SBE1')).toEqual(['Berlin', 'sovietProcedure']);
    const sbe9 = keys('SBE9');
    expect(sbe9).toEqual(expect.arrayContaining(['Berlin', 'Bucharest', 'Budapest', 'Helsinki', 'finlandNot.soviet']));
  });
});

describe('7.1: the strategic warfare phase', () => {
  it('7.1: "non è inclusa nel GIOCO BASE" — B1 says to go on without 35.0, and gives the raids with it', () => {
    const keys = (opts: Record<string, boolean>) => phaseReminders('B1', setupState('SBE9', opts).layers, { year: 1942, month: 9 }).map((x) => x.key);
    expect(keys({})).toEqual(['bite.reminder.swNone']);
    expect(keys({ advanced: true })).toEqual(['bite.reminder.swNone']);
    expect(keys({ advanced: true, ro35: true })).toEqual(['bite.reminder.swAxis']);
  });
});
