// BITE's optional rules' ledgers (src/games/bite/optional.ts): each rule behind its toggle, refused
// in words when off; research (17.0, 17.2), partisans (29.0, 29.1), the dice of the strategic war
// (35.1, 35.2), Lend-Lease by route and with Persia (34.0, 37.0), the Allied raids and the players'
// bombing (35.1, 32.0–32.3), the First Axis Winter (33.0–33.2), the trackers (15.0, 16.0, 16.2),
// the Turkish border (27.0), the Volkssturm (28.0) and the Chechen rebels (30.0) — each line read
// word for word with its rule, as the players read it.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { SEQUENCE } from '@/games/bite/calendar';
import { seededRng } from '@/engine';
import { fText } from '@/engine/fraction';
import type { Step, Text } from '@/engine/types';
import { bagOf, economyOf, emptyEconomy, type Centre, type PpBag } from '@/games/bite/economy';
import { FIELDS } from '@/games/bite/tech';
import {
  anyLedger,
  bombingEffect,
  borderSteps,
  canAddTracker,
  canAdvanceTracker,
  canCountBorder,
  canDeliverLendLease,
  canInvest,
  canLoseChechens,
  canLosePp,
  canMarkPartisansOnCentre,
  canPlaceChechens,
  canPlacePartisans,
  canRaiseVolkssturm,
  canRemovePartisans,
  canStartVolkssturm,
  chechenSteps,
  convoyPools,
  drawLosses,
  emptyOptional,
  firstWinter,
  halved,
  hitOdds,
  hitRangeText,
  hitsOf,
  lendLeaseLeft,
  lendLeaseOf,
  lendLeasePhase,
  optionalOf,
  optSetting,
  partisanAllowance,
  partisanDice,
  partisanEffects,
  partisansOnCentres,
  raidNumbers,
  researchCost,
  researchLevel,
  researchView,
  researchViews,
  ruleOn,
  trackerDone,
  volkssturmBlocks,
  volkssturmCities,
  volkssturmOn,
  winterEffects,
  type OptionalLedger,
  type Tracker,
} from '@/games/bite/optional';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const itl = it_ as Record<string, unknown>;
const say = (x: Step, lang = en) => `[${x.rule}] ${words(x, lang)}${x.tone ? ` (${x.tone})` : ''}`;
const says = (xs: Step[], lang = en) => xs.map((x) => say(x, lang));
const refusal = (r: { ok: true } | { ok: false; error: Text }, lang = en) => (r.ok ? 'ok' : words(r.error, lang));
/** A game with these optional rules in play ('29.0' → the option ro29), SBE9 from June 1941 (turn 1) by default. */
const game = (rules: string[] = [], scenario = 'SBE9', advanced = true) =>
  setupState(scenario, { advanced, ...Object.fromEntries(rules.map((r) => [`ro${r.split('.')[0]}`, true])) });
const at = (s: BiteState, turn: number): BiteState => ({ ...s, turn });
const ledger = (s: BiteState, patch: Partial<OptionalLedger>): BiteState => ({ ...s, optional: { ...optionalOf(s), ...patch } });
const withBox = (s: BiteState, nation: 'germany' | 'ussr', bag: Partial<PpBag>): BiteState => ({
  ...s,
  economy: { ...economyOf(s), box: { ...economyOf(s).box, [nation]: bagOf(bag) } },
});
const centre = (p: Partial<Centre>): Centre => ({
  id: 'c1',
  name: 'Stalino',
  pp: 2,
  colour: 'yellow',
  owner: 'ussr',
  controller: 'germany',
  usable: true,
  ...p,
});
const withCentres = (s: BiteState, cs: Partial<Centre>[]): BiteState => ({
  ...s,
  economy: { ...emptyEconomy(), centres: cs.map((c, i) => centre({ id: `c${i + 1}`, ...c })), nextCentre: cs.length + 1 },
});
const inPhase = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
const tracker = (p: Partial<Tracker>): Tracker => ({
  id: 't1',
  kind: 'industry',
  nation: 'germany',
  name: 'Kassel',
  colour: 'red',
  progress: 0,
  last: 0,
  ...p,
});
const block = (p: Partial<Block>): Block => ({
  id: 'b1',
  eliminated: true,
  name: '52. Inf',
  nation: 'germany',
  cls: 'infantry',
  maxSp: 4,
  sp: 0,
  colours: ['black', 'black', 'white', 'white'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
const ruleOff = (rule: string, title: string) => `Optional rule ${rule} (${title}) is not in play in this game.`;

describe('each ledger behind its toggle: refused in words with the rule and its title', () => {
  it("14.0–39.0: a check of a rule not chosen names the rule and its title; ruleOn reads the game's layers", () => {
    const off = withBox(game([]), 'germany', { yellow: 5 });
    expect(ruleOn(off, '29.0')).toBe(false);
    expect(ruleOn(game(['29.0']), '29.0')).toBe(true);
    expect(refusal(canInvest(off, 'germany', 'infantry'))).toBe(ruleOff('17.0', '17.0 Tech research'));
    expect(refusal(canPlacePartisans(at(off, 4), 1, 3, 0))).toBe(ruleOff('29.0', '29.0 Soviet partisans'));
    expect(refusal(canRemovePartisans(off, 1, 'combat'))).toBe(ruleOff('29.0', '29.0 Soviet partisans'));
    expect(refusal(canMarkPartisansOnCentre(withCentres(off, [{}]), 'c1', 1))).toBe(ruleOff('29.0', '29.0 Soviet partisans'));
    expect(refusal(canDeliverLendLease(at(off, 4)))).toBe(ruleOff('34.0', '34.0 Lend-Lease'));
    expect(refusal(canAddTracker(off, 'industry', 'germany', 'red', 'Kassel'))).toBe(ruleOff('15.0', '15.0 New industries'));
    expect(refusal(canAddTracker(off, 'scorched', 'germany', 'yellow', 'Kerch'))).toBe(
      ruleOff('16.0', '16.0 Scorched earth, captured and evacuated industries'),
    );
    expect(refusal(canAddTracker(at(off, 2), 'evacuation', 'ussr', 'red', 'Kharkov'))).toBe(
      ruleOff('16.0', '16.0 Scorched earth, captured and evacuated industries'),
    );
    expect(refusal(canCountBorder(off, 3))).toBe(ruleOff('27.0', '27.0 Garrisons'));
    expect(refusal(canStartVolkssturm(off))).toBe(ruleOff('28.0', '28.0 Volkssturm'));
    expect(refusal(canRaiseVolkssturm(ledger(off, { volkssturm: { from: 1, turn: 0, cities: [] } }), 'b1', 'Berlin'))).toBe(ruleOff('28.0', '28.0 Volkssturm'));
    expect(refusal(canPlaceChechens(at(off, 8)))).toBe(ruleOff('30.0', '30.0 Chechen rebels'));
    expect(refusal(canLoseChechens(ledger(off, { chechens: { onMap: true, placed: 1, turn: 8 } })))).toBe(ruleOff('30.0', '30.0 Chechen rebels'));
    // In Italian too, the title read from the rule's number.
    expect(refusal(canCountBorder(off, 3), itl)).toContain('27.0');
  });
  it("the ledgers' headings: any of the rules with a ledger in play, and none of the others", () => {
    expect(anyLedger(game([]))).toBe(false);
    expect(anyLedger(game(['14.0', '39.0']))).toBe(false);
    for (const r of ['17.0', '29.0', '34.0', '35.0', '33.0', '32.0', '15.0', '16.0', '27.0', '28.0', '30.0']) expect(anyLedger(game([r])), r).toBe(true);
  });
  it('a game saved before the ledgers reads as an empty one: no research, no partisans, no trackers, the first tracker t1', () => {
    const s = game([]);
    expect(s.optional).toBeUndefined();
    expect(optionalOf(s)).toEqual({ research: {}, partisans: { onMap: 0, turn: 0, placed: 0 }, trackers: [], nextTracker: 1 });
    expect(emptyOptional()).toEqual(optionalOf(s));
  });
  it('AMB-26, AMB-45: the settings read from the game, else their recommended defaults (June; raids do not destroy)', () => {
    expect(optSetting(undefined, 'persianCorridor')).toBe('june');
    expect(optSetting({ settings: {} }, 'raidDestroys')).toBe(false);
    expect(optSetting({ settings: { persianCorridor: 'may' } }, 'persianCorridor')).toBe('may');
    expect(optSetting({ settings: { raidDestroys: true } }, 'raidDestroys')).toBe(true);
  });
});

describe('17.0, 17.2: research', () => {
  it('17.0, 17.2: each cost, TECH 2 20 and TECH 3 30, 5 less for Soviet infantry and German armour only', () => {
    const costs = (['germany', 'ussr'] as const).flatMap((n) =>
      (['infantry', 'armour', 'fighters'] as const).flatMap((f) => [researchCost(n, f, 2), researchCost(n, f, 3)]),
    );
    expect(costs).toEqual([20, 30, 15, 25, 20, 30, 15, 25, 20, 30, 20, 30]);
  });
  it('5.1, 5.2, 17.0: the start, Germany at TECH 2 and the USSR at 1 in June 1941; a level reached by research is read back', () => {
    const s = game(['17.0']);
    expect(FIELDS.map((f) => researchLevel(s, 'germany', f))).toEqual(FIELDS.map(() => 2));
    expect(FIELDS.map((f) => researchLevel(s, 'ussr', f))).toEqual(FIELDS.map(() => 1));
    expect(researchLevel({ ...s, research: { ussr: { infantry: 3 } } }, 'ussr', 'infantry')).toBe(3);
  });
  it("17.0, 17.2: a field's research line by line — the cost, the bonus, what is invested and what is left; at TECH 3, the top", () => {
    let s = game(['17.0']);
    s = ledger(s, { research: { ussr: { infantry: { pp: 4, last: 1 } }, germany: { armour: { pp: 7, last: 0 } } } });
    const sov = researchView(s, 'ussr', 'infantry');
    expect(says(sov.steps)).toEqual([
      '[17.0] USSR, infantry to TECH 2: 20 yellow PP over as many turns, at most 1 a turn.',
      '[17.2] National bonus: USSR, infantry costs 5 PP and 5 turns less: 15.',
      '[17.0] Invested 4 of 15: 11 to go. (result)',
    ]);
    expect([sov.nation, sov.field, sov.level, sov.next, sov.pp, sov.cost, sov.investedThisTurn]).toEqual(['ussr', 'infantry', 1, 2, 4, 15, true]);
    const ger = researchView(s, 'germany', 'armour');
    expect(says(ger.steps)).toEqual([
      '[17.0] Germany, armour to TECH 3: 30 yellow PP over as many turns, at most 1 a turn.',
      '[17.2] National bonus: Germany, armour costs 5 PP and 5 turns less: 25.',
      '[17.0] Invested 7 of 25: 18 to go. (result)',
    ]);
    expect([ger.level, ger.next, ger.pp, ger.cost, ger.investedThisTurn]).toEqual([2, 3, 7, 25, false]);
    const plain = researchView(s, 'germany', 'infantry');
    expect(says(plain.steps)).toEqual([
      '[17.0] Germany, infantry to TECH 3: 30 yellow PP over as many turns, at most 1 a turn.',
      '[17.0] Invested 0 of 30: 30 to go. (result)',
    ]);
    expect([plain.pp, plain.investedThisTurn]).toEqual([0, false]);
    const top = researchView({ ...s, research: { germany: { fighters: 3 } } }, 'germany', 'fighters');
    expect(says(top.steps)).toEqual(['[17.0] Germany, fighters: TECH 3, the top. (result)']);
    expect([top.level, top.next, top.cost]).toEqual([3, null, 0]);
    // Every field of both researchers, Germany first.
    expect(researchViews(s).map((v) => `${v.nation}.${v.field}`)).toEqual([...FIELDS.map((f) => `germany.${f}`), ...FIELDS.map((f) => `ussr.${f}`)]);
  });
  it('17.0: 1 yellow PP a turn at most, refused in words — at the top, twice in a month, with no yellow PP; allowed with 1', () => {
    const s = withBox(game(['17.0']), 'ussr', { yellow: 1, red: 4 });
    expect(refusal(canInvest(s, 'ussr', 'infantry'))).toBe('ok');
    const twice = ledger(at(s, 3), { research: { ussr: { infantry: { pp: 2, last: 3 } } } });
    expect(refusal(canInvest(twice, 'ussr', 'infantry'))).toBe('USSR, infantry: 1 PP already invested in August 1941; at most 1 a turn (17.0).');
    expect(refusal(canInvest(twice, 'ussr', 'armour'))).toBe('ok');
    expect(refusal(canInvest(ledger(at(s, 4), { research: { ussr: { infantry: { pp: 2, last: 3 } } } }), 'ussr', 'infantry'))).toBe('ok');
    expect(refusal(canInvest({ ...s, research: { ussr: { armour: 3 } } }, 'ussr', 'armour'))).toBe('USSR, armour: already at TECH 3.');
    expect(refusal(canInvest(withBox(s, 'ussr', { red: 4 }), 'ussr', 'infantry'))).toBe('USSR has 4 red: 1 yellow needed.');
  });
});

describe('29.0, 29.1: partisans', () => {
  const SBE5 = () => game(['29.0'], 'SBE5');
  it('29.1 (AMB-47): the formula line by line — ⌊minor ÷ 3⌋ + 1 a major city — and what may be placed', () => {
    expect(says(partisanAllowance(SBE5(), 8, 1).steps)).toEqual([
      '[29.1] Unguarded captured minor cities: 8; ÷ 3, rounded down: 2.',
      '[29.1] + 1 for each unguarded captured major city (1): 3.',
      '[29.1] 3 battalions may be placed. (result)',
    ]);
    const a = partisanAllowance(SBE5(), 5, 2);
    expect([a.formula, a.n]).toEqual([3, 3]);
  });
  it('29.1 (AMB-47): those placed this production are taken off the formula; those of another turn are not', () => {
    const s = ledger(at(SBE5(), 5), { partisans: { onMap: 4, turn: 5, placed: 2 } });
    const a = partisanAllowance(s, 8, 1);
    expect(says(a.steps)).toEqual([
      '[29.1] Unguarded captured minor cities: 8; ÷ 3, rounded down: 2.',
      '[29.1] + 1 for each unguarded captured major city (1): 3.',
      "[29.1] Already placed this turn: 2; 1 left (the formula gives each production's new battalions, recommended reading).",
      '[29.1] 1 battalion may be placed. (result)',
    ]);
    expect([a.formula, a.n]).toEqual([3, 1]);
    // More placed than the formula gives now (fewer cities since): none left, never below 0.
    const over = partisanAllowance(s, 0, 1);
    expect(says(over.steps).slice(2)).toEqual([
      "[29.1] Already placed this turn: 2; 0 left (the formula gives each production's new battalions, recommended reading).",
      '[29.1] 0 battalions may be placed. (result)',
    ]);
    expect(over.n).toBe(0);
    const lastTurn = partisanAllowance(at(s, 6), 8, 1);
    expect(lastTurn.n).toBe(3);
    expect(says(lastTurn.steps)).toHaveLength(3);
  });
  it('29.1: never more than 20 on the map — the cap said as a warning; at 20, none; below the cap, no warning', () => {
    const s = ledger(at(SBE5(), 5), { partisans: { onMap: 18, turn: 0, placed: 0 } });
    expect(says(partisanAllowance(s, 8, 1).steps).slice(2)).toEqual([
      '[29.1] 18 on the map, at most 20: only 2 more. (warning)',
      '[29.1] 2 battalions may be placed. (result)',
    ]);
    expect(partisanAllowance(s, 8, 1).n).toBe(2);
    const full = partisanAllowance(ledger(s, { partisans: { onMap: 20, turn: 0, placed: 0 } }), 8, 1);
    expect(says(full.steps).slice(2)).toEqual(['[29.1] 20 on the map, at most 20: only 0 more. (warning)', '[29.1] 0 battalions may be placed. (result)']);
    // Exactly the room left: no warning.
    const exact = partisanAllowance(ledger(s, { partisans: { onMap: 17, turn: 0, placed: 0 } }), 8, 1);
    expect(says(exact.steps).slice(2)).toEqual(['[29.1] 3 battalions may be placed. (result)']);
    // A ledger over the cap (typed by hand) says 0, never a negative number.
    const beyond = partisanAllowance(ledger(s, { partisans: { onMap: 22, turn: 0, placed: 0 } }), 8, 1);
    expect(says(beyond.steps).slice(2)).toEqual(['[29.1] 22 on the map, at most 20: only 0 more. (warning)', '[29.1] 0 battalions may be placed. (result)']);
  });
  it('29.0: placing refused in words — before September 1941, not a whole number of at least 1, more than the formula', () => {
    const s = SBE5();
    expect(refusal(canPlacePartisans(at(s, 3), 1, 3, 0))).toBe('Partisans are placed from September 1941 (29.0).');
    const sep = at(s, 4);
    expect(refusal(canPlacePartisans(sep, 1, 3, 0))).toBe('ok');
    expect(refusal(canPlacePartisans(sep, 0, 3, 0))).toBe('Type a whole number of at least 1.');
    expect(refusal(canPlacePartisans(sep, 1.5, 6, 0))).toBe('Type a whole number of at least 1.');
    expect(refusal(canPlacePartisans(sep, 2, 3, 1))).toBe('ok');
    expect(refusal(canPlacePartisans(sep, 3, 3, 1))).toBe('3 battalions asked, at most 2 may be placed now (29.1).');
  });
  it('29.1, AMB-47: removing a stack refused in words — 1 to 3 in a hex, an Axis entry only a lone one, no more than on the map', () => {
    const s = ledger(SBE5(), { partisans: { onMap: 2, turn: 0, placed: 0 } });
    for (const n of [0, 4, 1.5]) expect(refusal(canRemovePartisans(s, n, 'combat')), String(n)).toBe('A partisan stack has 1 to 3 battalions (29.1).');
    expect(refusal(canRemovePartisans(s, 1, 'axisEntry'))).toBe('ok');
    expect(refusal(canRemovePartisans(s, 2, 'axisEntry'))).toBe(
      '2 battalions fight back (1 or 2 dice at 6): an Axis unit entering removes only a lone battalion; beat them in battle (29.0, recommended reading).',
    );
    expect(refusal(canRemovePartisans(s, 2, 'sovietEntry'))).toBe('ok');
    expect(refusal(canRemovePartisans(s, 2, 'combat'))).toBe('ok');
    expect(refusal(canRemovePartisans(s, 3, 'combat'))).toBe('3 battalions to remove, but only 2 are on the map.');
    expect(refusal(canRemovePartisans(ledger(s, { partisans: { onMap: 0, turn: 0, placed: 0 } }), 1, 'sovietEntry'))).toBe(
      '1 battalion to remove, but only 0 are on the map.',
    );
  });
  it('29.1: battalions on a producing centre — a Soviet centre the Axis holds, 0 to 3, no more on centres than on the map', () => {
    const base = ledger(
      withCentres(SBE5(), [
        { name: 'Stalino', partisans: 2 },
        { name: 'Dnepr' },
        { name: 'Ploiesti', owner: 'romania', controller: 'romania' },
        { name: 'Tula', controller: 'ussr' },
      ]),
      { partisans: { onMap: 3, turn: 0, placed: 0 } },
    );
    expect(partisansOnCentres(base)).toBe(2);
    expect(partisansOnCentres(withCentres(SBE5(), [{ partisans: 1 }, { partisans: 3 }, {}]))).toBe(4);
    expect(refusal(canMarkPartisansOnCentre(base, 'c9', 1))).toBe('Choose the producing centre the battalions hold.');
    expect(refusal(canMarkPartisansOnCentre(base, 'c3', 1))).toBe(
      'Ploiesti is not a Soviet centre held by the Axis: partisans are placed only in Soviet territory the Axis controls (29.1).',
    );
    expect(refusal(canMarkPartisansOnCentre(base, 'c4', 1))).toBe(
      'Tula is not a Soviet centre held by the Axis: partisans are placed only in Soviet territory the Axis controls (29.1).',
    );
    for (const n of [-1, 4, 0.5]) expect(refusal(canMarkPartisansOnCentre(base, 'c2', n)), String(n)).toBe('A partisan stack has 1 to 3 battalions (29.1).');
    // 2 on Stalino already: 1 more on Dnepr is all the map holds.
    expect(refusal(canMarkPartisansOnCentre(base, 'c2', 1))).toBe('ok');
    expect(refusal(canMarkPartisansOnCentre(base, 'c2', 2))).toBe('4 battalions on producing centres, but only 3 are on the map.');
    expect(refusal(canMarkPartisansOnCentre(base, 'c2', 2), itl)).toBe('4 battaglioni sui centri produttivi, ma sulla mappa ce ne sono solo 3.');
    // Stalino's own 2 are not counted twice: 3 there is within the 3 on the map; 0 frees it.
    expect(refusal(canMarkPartisansOnCentre(base, 'c1', 3))).toBe('ok');
    expect(refusal(canMarkPartisansOnCentre(base, 'c1', 0))).toBe('ok');
    expect(refusal(canMarkPartisansOnCentre(base, 'c2', 0))).toBe('ok');
  });
  it('29.0, 29.1: what a stack does by its size, and the dice it fires when attacked (1: none; 2: 1 at 6; 3: 2 at 6)', () => {
    expect(says(partisanEffects())).toEqual([
      '[29.1] 1 battalion: no strategic rail moves nor resource transport through its hex, nor retreats into it; an Axis ground unit entering removes it (it may come back next production).',
      '[29.1] 2 battalions: road supply lines cut too; they fight as a brigade: attacked, 1 die hitting on 6.',
      '[29.1] 3 battalions: rail supply lines cut too; they fight as 2 brigades: attacked, 2 dice hitting on 6.',
    ]);
    expect([0, 1, 2, 3, 4].map(partisanDice)).toEqual([0, 0, 1, 2, 2]);
  });
});

describe('35.1, 35.2: the dice of the strategic war', () => {
  it('the odds of every number of hits, each "n hits" with its exact chance; capped where there are no excess hits', () => {
    const one = hitOdds([{ dice: 1, hitOn: 5 }]);
    expect(one.map((o) => [o.id, words(o.label, en), fText(o.p), o.tone])).toEqual([
      ['0', '0 hits', '2/3', 'neutral'],
      ['1', '1 hit', '1/3', 'neutral'],
    ]);
    const two = hitOdds([
      { dice: 1, hitOn: 6 },
      { dice: 1, hitOn: 4 },
    ]);
    expect(two.map((o) => [o.id, fText(o.p)])).toEqual([
      ['0', '5/12'],
      ['1', '1/2'],
      ['2', '1/12'],
    ]);
    const capped = hitOdds(
      [
        { dice: 1, hitOn: 6 },
        { dice: 1, hitOn: 4 },
      ],
      1,
    );
    expect(capped.map((o) => [o.id, fText(o.p)])).toEqual([
      ['0', '5/12'],
      ['1', '7/12'],
    ]);
    expect(hitOdds([]).map((o) => [o.id, fText(o.p)])).toEqual([['0', '1']]);
  });
  it('the hits of the faces rolled, pool by pool in order, each at its own number; a face not rolled hits nothing; capped', () => {
    const arctic = convoyPools('arctic');
    expect(hitsOf(arctic, [6, 5, 5, 5, 4])).toBe(2);
    expect(hitsOf(arctic, [5, 5, 5, 6, 6])).toBe(2);
    expect(hitsOf(arctic, [6, 6, 6, 5, 5])).toBe(5);
    expect(hitsOf(arctic, [6, 6, 6, 5, 5], 3)).toBe(3);
    expect(hitsOf(arctic, [6, 6, 6, 5, 5], 0)).toBe(0);
    expect(hitsOf(arctic, [6, 6])).toBe(2);
    expect(hitsOf([{ dice: 2, hitOn: 1 }], [])).toBe(0);
    expect(hitsOf([{ dice: 2, hitOn: 1 }], [1])).toBe(1);
  });
  it('a hit number in words: 6, else the range to 6', () => {
    expect([6, 5, 4, 7].map(hitRangeText)).toEqual(['6', '5–6', '4–6', '6']);
  });
  it('35.1, 35.2: PP lost drawn one by one among those present, without replacement, from the rng', () => {
    const rolls: number[] = [];
    const rng = {
      int: (n: number) => {
        rolls.push(n);
        return n - 1;
      },
      float: () => 0,
    } as unknown as Parameters<typeof drawLosses>[2];
    // Pool in colour order: red, red, blue; each draw takes the last one left.
    expect(drawLosses(bagOf({ red: 2, blue: 1 }), 2, rng)).toEqual(bagOf({ red: 1, blue: 1 }));
    expect(rolls).toEqual([3, 2]);
    expect(drawLosses(bagOf({ red: 2, blue: 1 }), 0, seededRng(3))).toEqual(bagOf({}));
    expect(drawLosses({ ...bagOf({ blue: 1 }), red: -2 }, 3, seededRng(3))).toEqual(bagOf({ blue: 1 }));
    const first = { int: () => 0, float: () => 0 } as unknown as Parameters<typeof drawLosses>[2];
    expect(drawLosses(bagOf({ yellow: 1, red: 1, blue: 1, black: 1 }), 3, first)).toEqual(bagOf({ yellow: 1, red: 1, blue: 1 }));
  });
});

describe('34.0, 37.0: Lend-Lease by route', () => {
  it('34.0: each period line by line, with what each route brings', () => {
    expect(says(lendLeaseOf({ year: 1941, month: 8 }).steps)).toEqual(['[34.0] No Lend-Lease before September 1941. (result)']);
    expect(says(lendLeaseOf({ year: 1941, month: 9 }).steps)).toEqual([
      '[34.0] From September 1941: 8 PP a turn.',
      '[34.0] Pacific route (Vladivostok): 3 red, 2 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 2 red, 1 blue.',
    ]);
    expect(says(lendLeaseOf({ year: 1942, month: 6 }).steps)).toEqual([
      '[34.0] From June 1942: 10 PP a turn.',
      '[34.0] Pacific route (Vladivostok): 3 red, 2 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 2 red, 1 blue.',
      '[34.0] Persian Corridor: 1 red, 1 blue.',
    ]);
    expect(says(lendLeaseOf({ year: 1942, month: 5 }, { settings: { persianCorridor: 'may' } }).steps)).toEqual([
      "[34.0] From May 1942, the date in 34.0's introduction (from the settings): 10 PP a turn.",
      '[34.0] Pacific route (Vladivostok): 3 red, 2 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 2 red, 1 blue.',
      '[34.0] Persian Corridor: 1 red, 1 blue.',
    ]);
    expect(says(lendLeaseOf({ year: 1943, month: 6 }).steps)).toEqual([
      '[34.0] From June 1943: 11 PP a turn.',
      '[34.0] Pacific route (Vladivostok): 2 red, 4 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 1 red, 2 blue.',
      '[34.0] Persian Corridor: 2 blue.',
    ]);
    // The months either side of each change.
    const ship = (year: number, month: number) => {
      const x = lendLeaseOf({ year, month }).shipment;
      return [x.pacific, x.arctic, x.persia].map((b) => `${b.red}r${b.blue}b`).join(' ');
    };
    expect([ship(1942, 5), ship(1943, 5), ship(1943, 6), ship(1945, 1)]).toEqual(['3r2b 2r1b 0r0b', '3r2b 2r1b 1r1b', '2r4b 1r2b 0r2b', '2r4b 1r2b 0r2b']);
    expect(lendLeaseOf({ year: 1941, month: 8 }).shipment).toEqual({ pacific: bagOf({}), arctic: bagOf({}), persia: bagOf({}) });
  });
  it('37.0 with 34.0: the Persian Corridor nine months after Persia falls — closed, opening, open; the other routes as the table', () => {
    expect(says(lendLeaseOf({ year: 1942, month: 8 }, undefined, null).steps)).toEqual([
      '[34.0] Pacific and Arctic routes: 8 PP as the 34.0 table gives them.',
      '[34.0] Pacific route (Vladivostok): 3 red, 2 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 2 red, 1 blue.',
      '[37.0] The Persian Corridor is closed: Persia has not fallen (it opens nine months after Tehran is occupied). (info)',
    ]);
    const closed = lendLeaseOf({ year: 1942, month: 8 }, undefined, null).shipment;
    expect([closed.pacific, closed.arctic, closed.persia]).toEqual([bagOf({ red: 3, blue: 2 }), bagOf({ red: 2, blue: 1 }), bagOf({})]);
    const opening = lendLeaseOf({ year: 1942, month: 8 }, undefined, { year: 1942, month: 9 });
    expect(says(opening.steps).at(-1)).toBe('[37.0] Persia has fallen: the Persian Corridor opens in September 1942, nine months later. (info)');
    expect(opening.shipment.persia).toEqual(bagOf({}));
    const open = lendLeaseOf({ year: 1942, month: 9 }, undefined, { year: 1942, month: 9 });
    expect(says(open.steps)).toEqual([
      '[34.0] Pacific and Arctic routes: 8 PP as the 34.0 table gives them.',
      '[34.0] Pacific route (Vladivostok): 3 red, 2 blue.',
      '[34.0] Arctic route (Murmansk/Archangelsk): 2 red, 1 blue.',
      '[37.0] The Persian Corridor is open since September 1942, nine months after Persia fell.',
      '[34.0] Persian Corridor: 1 red, 1 blue.',
    ]);
    expect(open.shipment.persia).toEqual(bagOf({ red: 1, blue: 1 }));
    // Opened early (before the table's June 1942), it brings the table's 1 red + 1 blue; from June 1943, 2 blue.
    expect(lendLeaseOf({ year: 1942, month: 2 }, undefined, { year: 1942, month: 1 }).shipment.persia).toEqual(bagOf({ red: 1, blue: 1 }));
    const late = lendLeaseOf({ year: 1943, month: 6 }, undefined, { year: 1942, month: 9 });
    expect([late.shipment.pacific, late.shipment.arctic, late.shipment.persia]).toEqual([
      bagOf({ red: 2, blue: 4 }),
      bagOf({ red: 1, blue: 2 }),
      bagOf({ blue: 2 }),
    ]);
    expect(says(late.steps)[0]).toBe('[34.0] Pacific and Arctic routes: 9 PP as the 34.0 table gives them.');
    expect(lendLeaseOf({ year: 1943, month: 5 }, undefined, { year: 1942, month: 9 }).shipment.persia).toEqual(bagOf({ red: 1, blue: 1 }));
    // From September 1941 itself the routes are told as 37.0 has them.
    expect(says(lendLeaseOf({ year: 1941, month: 9 }, undefined, null).steps)[0]).toBe('[34.0] Pacific and Arctic routes: 8 PP as the 34.0 table gives them.');
    // Before September 1941 there is no Lend-Lease, Persia or not.
    expect(says(lendLeaseOf({ year: 1941, month: 8 }, undefined, { year: 1941, month: 8 }).steps)).toEqual([
      '[34.0] No Lend-Lease before September 1941. (result)',
    ]);
  });
  it('35.2: the Arctic route 3 dice at 6 and 2 at 5–6, the Persian 3 at 6, the Pacific never attacked', () => {
    expect(convoyPools('arctic')).toEqual([
      { dice: 3, hitOn: 6 },
      { dice: 2, hitOn: 5 },
    ]);
    expect(convoyPools('persia')).toEqual([{ dice: 3, hitOn: 6 }]);
    expect(convoyPools('pacific')).toEqual([]);
  });
  it("34.0: delivered once a turn, with the advanced rules' colours — each refusal in words", () => {
    const s = at(game(['34.0'], 'SBE5'), 4);
    expect(refusal(canDeliverLendLease(s))).toBe('ok');
    expect(refusal(canDeliverLendLease(at(game(['34.0'], 'SBE5', false), 4)))).toBe(
      "Lend-Lease brings red and blue PP (34.0, 11.0): it needs the advanced rules' colours.",
    );
    expect(refusal(canDeliverLendLease(ledger(s, { lendLease: { turn: 4, arrived: bagOf({ red: 5 }), expired: false } })))).toBe(
      'The Lend-Lease of September 1941 has already arrived.',
    );
    expect(refusal(canDeliverLendLease(ledger(s, { lendLease: { turn: 3, arrived: bagOf({ red: 5 }), expired: true } })))).toBe('ok');
  });
  it("34.0, 35.2: it arrives in the Soviet turn, from its strategic warfare (C1) to its production (C3), not after the game's end", () => {
    const s = game(['34.0']);
    const PHASE =
      'Lend-Lease arrives in the Soviet turn, from its strategic warfare (C1) to its production phase (C3), where it is spent: it cannot be saved (34.0).';
    expect(['A', 'B1', 'B3', 'C1', 'C2', 'C3', 'C4', 'D'].map((p) => refusal(lendLeasePhase(inPhase(s, p))))).toEqual([
      PHASE,
      PHASE,
      PHASE,
      'ok',
      'ok',
      'ok',
      PHASE,
      PHASE,
    ]);
    expect(refusal(lendLeasePhase({ ...inPhase(s, 'C3'), over: true }))).toBe(PHASE);
  });
  it('34.0: the unspent Lend-Lease PP of the turn — what arrived, no more than the box holds; none once removed or none arrived', () => {
    const s = withBox(game(['34.0']), 'ussr', { yellow: 9, red: 2, blue: 7 });
    expect(lendLeaseLeft(s)).toEqual(bagOf({}));
    expect(lendLeaseLeft(ledger(s, { lendLease: { turn: 1, arrived: bagOf({ red: 5, blue: 3 }), expired: false } }))).toEqual(bagOf({ red: 2, blue: 3 }));
    expect(lendLeaseLeft(ledger(s, { lendLease: { turn: 1, arrived: bagOf({ red: 1, blue: 9 }), expired: false } }))).toEqual(bagOf({ red: 1, blue: 7 }));
    expect(lendLeaseLeft(ledger(s, { lendLease: { turn: 1, arrived: bagOf({ red: 5, blue: 3 }), expired: true } }))).toEqual(bagOf({}));
  });
});

describe("35.1, 32.0–32.3: the Allied raids and the players' bombing", () => {
  it('35.1: each hit number changes on its month, not the month before', () => {
    const n = (year: number, month: number) => {
      const r = raidNumbers({ year, month });
      return [r.bombersVsFighters, r.fightersVsBombers, r.flak, r.bombing].join(' ');
    };
    expect(n(1942, 12)).toBe('6 5 6 5');
    expect(n(1943, 1)).toBe('5 5 6 5');
    expect(n(1943, 12)).toBe('5 5 6 5');
    expect(n(1944, 1)).toBe('5 5 6 4');
    expect(n(1944, 4)).toBe('5 5 6 4');
    expect(n(1944, 5)).toBe('5 4 6 4');
    expect(n(1944, 9)).toBe('5 4 6 4');
    expect(n(1944, 10)).toBe('5 4 5 4');
  });
  it('35.1: the four steps in words, flak with its 6 dice', () => {
    expect(says(raidNumbers({ year: 1942, month: 8 }).steps)).toEqual([
      '[35.1] Allied bombers hit fighters on 6.',
      '[35.1] German fighters and interceptors hit bombers on 5–6.',
      '[35.1] Flak: 6 dice hitting on 6.',
      '[35.1] Surviving bombers hit the target on 5–6.',
    ]);
    expect(says(raidNumbers({ year: 1944, month: 10 }).steps)).toEqual([
      '[35.1] Allied bombers hit fighters on 5–6.',
      '[35.1] German fighters and interceptors hit bombers on 4–6.',
      '[35.1] Flak: 6 dice hitting on 5–6.',
      '[35.1] Surviving bombers hit the target on 4–6.',
    ]);
  });
  it('3.11, 35.1: a Malus halves the dice, rounding down, at least 1 when there were any', () => {
    expect([-1, 0, 1, 2, 3, 5, 6].map(halved)).toEqual([0, 0, 1, 1, 1, 2, 3]);
  });
  it('32.1: an industry loses 1 PP a hit for the turn, no more than it produces; 10 hits in one attack destroy it, 9 do not', () => {
    const nine = bombingEffect('industry', 9, 12, false);
    expect([nine.lost, nine.destroyed]).toEqual([9, false]);
    expect(says(nine.steps)).toEqual([
      '[32.1] Hits: 9, on a target producing 12 PP: 9 PP lost this turn (no excess hits).',
      '[32.0] The loss lasts this turn; the target is repaired at the start of the next unless bombed again. (info)',
    ]);
    const ten = bombingEffect('industry', 10, 4, false);
    expect([ten.lost, ten.destroyed]).toEqual([4, true]);
    expect(says(ten.steps)).toEqual([
      '[32.1] Hits: 10, on a target producing 4 PP: 4 PP lost this turn (no excess hits).',
      '[32.1] 10 hits in one attack: destroyed for good. (warning)',
    ]);
  });
  it("35.1 (AMB-45): a raid's loss lasts the turn, as 32.0; its 10 hits destroy only by setting — each said in the sentence", () => {
    const raid = bombingEffect('industry', 10, 3, true);
    expect([raid.lost, raid.destroyed]).toEqual([3, false]);
    expect(says(raid.steps)).toEqual([
      '[35.1] Hits: 10, on a target producing 3 PP: 3 PP lost this turn (no excess hits).',
      "[32.0] The loss lasts this turn, as for the players' bombing (recommended reading); the target is repaired at the start of the next unless bombed again. (info)",
    ]);
    const set = bombingEffect('industry', 10, 3, true, { settings: { raidDestroys: true } });
    expect(set.destroyed).toBe(true);
    expect(says(set.steps)[1]).toBe('[32.1] 10 hits in one attack: destroyed for good (32.1 applied to the Allied raids too, from the settings). (warning)');
    expect(bombingEffect('industry', 9, 3, true, { settings: { raidDestroys: true } }).destroyed).toBe(false);
    expect(bombingEffect('industry', 10, 3, false, { settings: { raidDestroys: false } }).destroyed).toBe(true);
  });
  it('32.2: a port closed by 1 hit, to supply too by 3; 32.3: each hit on a station a rail move less; no hit, no effect', () => {
    const port = (hits: number) => {
      const e = bombingEffect('port', hits, 5, false);
      return [e.lost, e.destroyed, ...says(e.steps)];
    };
    expect(port(0)).toEqual([0, false, '[32.2] No hits: no effect. (result)']);
    expect(port(1)).toEqual([0, false, '[32.2] 1 or 2 hits: no troop moves or landings through the port for 1 turn. (result)']);
    expect(port(2)).toEqual([0, false, '[32.2] 1 or 2 hits: no troop moves or landings through the port for 1 turn. (result)']);
    expect(port(3)).toEqual([0, false, '[32.2] 3 hits or more: no troop moves, landings or supply through the port for 1 turn. (result)']);
    expect(port(12)[2]).toBe('[32.2] 3 hits or more: no troop moves, landings or supply through the port for 1 turn. (result)');
    const rail = (hits: number) => {
      const e = bombingEffect('rail', hits, 5, false);
      return [e.lost, e.destroyed, ...says(e.steps)];
    };
    expect(rail(0)).toEqual([0, false, '[32.3] No hits: no effect. (result)']);
    expect(rail(1)).toEqual([0, false, "[32.3] 1 hit: the owner's rail moves −1 next turn; no rail move may start, pass or end there. (result)"]);
    expect(rail(12)[2]).toBe("[32.3] 12 hits: the owner's rail moves −12 next turn; no rail move may start, pass or end there. (result)");
    // A raid on a port or station is read by 32.2 and 32.3 as well.
    expect(bombingEffect('port', 3, 0, true).steps[0]!.rule).toBe('32.2');
  });
  it('7.3, 35.1: PP lost come out of the box only once it holds them, colour by colour — else collect the income first', () => {
    const s = withBox(game(['35.0']), 'germany', { yellow: 3, red: 1, blue: 2, black: 1 });
    expect(refusal(canLosePp(s, 'germany', bagOf({ yellow: 3, red: 1, blue: 2, black: 1 })))).toBe('ok');
    expect(refusal(canLosePp(s, 'germany', bagOf({ blue: 3 })))).toBe(
      "Germany has 3 yellow, 1 red, 2 blue, 1 black, 3 blue to lose: collect the turn's income first (7.3).",
    );
    for (const c of ['yellow', 'red', 'black'] as const) expect(canLosePp(s, 'germany', bagOf({ [c]: 4 })).ok, c).toBe(false);
    expect(refusal(canLosePp(s, 'ussr', bagOf({ red: 1 })))).toBe("USSR has no PP, 1 red to lose: collect the turn's income first (7.3).");
  });
});

describe('33.0–33.2: the First Axis Winter', () => {
  it('33.0: December 1941 to March 1942 inclusive, not a month either side', () => {
    const w = (year: number, month: number) => firstWinter({ year, month });
    expect([w(1941, 11), w(1941, 12), w(1942, 1), w(1942, 3), w(1942, 4), w(1942, 12)]).toEqual([false, true, true, true, false, false]);
  });
  it('33.0, 33.1, 33.2: each month of the two winters line by line', () => {
    const s = game(['33.0']);
    const month = (turn: number) => says(winterEffects(at(s, turn)));
    const NONE = '[33.0] No winter effect this month (the First Winter runs from December 1941 to March 1942). (info)';
    const RAIL1 = '[33.1] Axis strategic rail moves: 1 a turn (+1 in Finland).';
    const RAIL2 = '[33.1] Axis strategic rail moves: 2 a turn (+1 in Finland).';
    const WINTER = [
      '[33.0] Every Axis unit (not mountain infantry, not the Finns) has 1 extra Malus, defending too. (warning)',
      '[33.0] Aircraft quartered; artillery halved; other ground units and all AA quartered attacking, halved defending.',
      '[33.0] Axis supply lines 1 hex (Finns and Germans in Finland: 2 hexes from the railways).',
      '[33.2] Soviet armour and armour HQs (not mechanised units) have 4 MP.',
    ];
    // June 1941 is turn 1: October 1941 turn 5, November 6, December 7, March 1942 10, April 11.
    expect(month(5)).toEqual([NONE]);
    expect(month(6)).toEqual([RAIL1]);
    expect(month(7)).toEqual([...WINTER, '[33.0] December 1941: remove for good the 7th Flieger-Division and the Hungarian Rapid Corps. (warning)', RAIL1]);
    expect(month(8)).toEqual([...WINTER, RAIL1]);
    expect(month(10)).toEqual([...WINTER, RAIL1]);
    expect(month(11)).toEqual([NONE]);
    // The second winter (33.1 only): October 1942 turn 17, November 18, March 1943 22, April 23.
    expect(month(17)).toEqual([NONE]);
    expect(month(18)).toEqual([RAIL2]);
    expect(month(19)).toEqual([RAIL2]);
    expect(month(20)).toEqual([RAIL2]);
    expect(month(22)).toEqual([RAIL2]);
    expect(month(23)).toEqual([NONE]);
    // December 1942 is no First Winter, and no unit is removed then.
    expect(month(19).join()).not.toContain('remove');
    expect(winterEffects(at(game([]), 7))).toEqual([]);
  });
});

describe('15.0, 16.0, 16.2: the trackers', () => {
  it('15.0 10 PP, 16.0 3 PP, 16.2 box 10: complete at the goal, not a step before', () => {
    expect([trackerDone(tracker({ progress: 9 })), trackerDone(tracker({ progress: 10 })), trackerDone(tracker({ progress: 11 }))]).toEqual([
      false,
      true,
      true,
    ]);
    expect([trackerDone(tracker({ kind: 'scorched', progress: 2 })), trackerDone(tracker({ kind: 'scorched', progress: 3 }))]).toEqual([false, true]);
    expect([trackerDone(tracker({ kind: 'evacuation', progress: 9 })), trackerDone(tracker({ kind: 'evacuation', progress: 10 }))]).toEqual([false, true]);
  });
  it('15.0: a new industry — a name, red, blue or black, black for Germany only; refused in words', () => {
    const s = game(['15.0'], 'SBE5');
    expect(refusal(canAddTracker(s, 'industry', 'germany', 'red', 'Kassel'))).toBe('ok');
    expect(refusal(canAddTracker(s, 'industry', 'germany', 'red', '  '))).toBe('Type a name.');
    expect(refusal(canAddTracker(s, 'industry', 'ussr', 'yellow', 'Gorky'))).toBe('A new industry produces red, blue or black PP (15.0).');
    expect(refusal(canAddTracker(s, 'industry', 'ussr', 'black', 'Baku'))).toBe('Only Germany builds black (fuel) plants (15.0).');
    expect(refusal(canAddTracker(s, 'industry', 'germany', 'black', 'Leuna'))).toBe('ok');
    expect(refusal(canAddTracker(s, 'industry', 'ussr', 'blue', 'Gorky'))).toBe('ok');
  });
  it('16.0: a scorched centre is repaired by the Axis, one tracker at a time for a centre marked scorched', () => {
    const s = withCentres(game(['15.0', '16.0'], 'SBE5'), [{ name: 'Stalino', scorched: true }, { name: 'Kerch' }]);
    expect(refusal(canAddTracker(s, 'scorched', 'ussr', 'yellow', 'Stalino', false, undefined, 'c1'))).toBe(
      'Scorched centres are repaired by the Axis; the USSR repairs its own at once (16.0).',
    );
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'Stalino', false, undefined, 'c1'))).toBe('ok');
    // Without a centre (trackers opened before centres were linked), only the name is asked.
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'Kerch'))).toBe('ok');
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'Kerch', false, undefined, 'c2'))).toBe(
      'Kerch is not a scorched centre: mark a Soviet centre taken by the Axis in Production first (16.0).',
    );
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'X', false, undefined, 'c9'))).toBe(
      '? is not a scorched centre: mark a Soviet centre taken by the Axis in Production first (16.0).',
    );
    const busy = ledger(s, {
      trackers: [
        tracker({ kind: 'scorched', name: 'Stalino', centre: 'c1', progress: 2 }),
        tracker({ id: 't2', kind: 'scorched', name: 'Old', centre: 'c2', progress: 1 }),
      ],
    });
    expect(refusal(canAddTracker(busy, 'scorched', 'germany', 'yellow', 'Stalino', false, undefined, 'c1'))).toBe('Stalino is already being repaired (16.0).');
    // Another centre's repair under way does not stand in the way.
    const other = ledger(s, { trackers: [tracker({ id: 't2', kind: 'scorched', name: 'Old', centre: 'c2', progress: 1 })] });
    expect(refusal(canAddTracker(other, 'scorched', 'germany', 'yellow', 'Stalino', false, undefined, 'c1'))).toBe('ok');
    // A repair finished does not stand in the way of another.
    const done = ledger(s, { trackers: [tracker({ kind: 'scorched', name: 'Stalino', centre: 'c1', progress: 3 })] });
    expect(refusal(canAddTracker(done, 'scorched', 'germany', 'yellow', 'Stalino', false, undefined, 'c1'))).toBe('ok');
    // Other kinds never read the centre.
    expect(refusal(canAddTracker(busy, 'industry', 'germany', 'red', 'Stalino', false, undefined, 'c1'))).toBe('ok');
  });
  it('16.2, 7.4: a factory evacuated by the Soviets in 1941 only, paying 3 rail moves, each 1 yellow PP — refused in words', () => {
    const s = withBox(at(game(['16.0'], 'SBE5'), 3), 'ussr', { yellow: 3 });
    const ctx = { settings: {} };
    expect(refusal(canAddTracker(s, 'evacuation', 'germany', 'red', 'Kharkov'))).toBe('Only the Soviet player evacuates factories (16.2).');
    expect(refusal(canAddTracker(s, 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe('ok');
    expect(refusal(canAddTracker(at(s, 7), 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe('ok');
    expect(refusal(canAddTracker(at(s, 8), 'evacuation', 'ussr', 'red', 'Kharkov'))).toBe('Factories are evacuated only in 1941 (16.2).');
    // The Soviets' 5 rail moves (7.4): with 3 used, 2 are left.
    const used = (n: number): BiteState => ({ ...s, rail: { soviet: { turn: s.turn, used: n, finnish: false, outside: 0 } } });
    expect(refusal(canAddTracker(used(2), 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe('ok');
    expect(refusal(canAddTracker(used(3), 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe(
      'An evacuation costs 3 strategic rail moves: the Soviets have 2 left this turn (16.2, 7.4).',
    );
    expect(refusal(canAddTracker(used(7), 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe(
      'An evacuation costs 3 strategic rail moves: the Soviets have 0 left this turn (16.2, 7.4).',
    );
    // Moves of another turn are not this turn's.
    expect(
      refusal(canAddTracker({ ...s, rail: { soviet: { turn: 2, used: 5, finnish: false, outside: 0 } } }, 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx)),
    ).toBe('ok');
    expect(refusal(canAddTracker(withBox(s, 'ussr', { yellow: 2, red: 6 }), 'evacuation', 'ussr', 'red', 'Kharkov', true, ctx))).toBe(
      'USSR has 2 yellow, 6 red: 3 yellow needed.',
    );
    // Not charged (an event saved before the charge): neither the moves nor the PP are asked.
    expect(refusal(canAddTracker(withBox(used(5), 'ussr', {}), 'evacuation', 'ussr', 'red', 'Kharkov'))).toBe('ok');
  });
  it('15.0, 16.0, 16.2: a tracker moves once a turn until complete; 1 yellow PP a step, an evacuation free', () => {
    const s = withBox(at(game(['15.0', '16.0'], 'SBE5'), 3), 'germany', { yellow: 1 });
    const t = (p: Partial<Tracker>) => ledger(s, { trackers: [tracker(p)] });
    expect(refusal(canAdvanceTracker(t({}), 't2'))).toBe('That tracker is no longer there.');
    expect(refusal(canAdvanceTracker(t({}), 't1'))).toBe('ok');
    expect(refusal(canAdvanceTracker(t({ progress: 10 }), 't1'))).toBe('Kassel is already complete.');
    expect(refusal(canAdvanceTracker(t({ kind: 'scorched', progress: 3, name: 'Stalino' }), 't1'))).toBe('Stalino is already complete.');
    expect(refusal(canAdvanceTracker(t({ kind: 'scorched', progress: 2 }), 't1'))).toBe('ok');
    expect(refusal(canAdvanceTracker(t({ last: 3 }), 't1'))).toBe('Kassel has already moved in August 1941: 1 a turn.');
    expect(refusal(canAdvanceTracker(t({ last: 2 }), 't1'))).toBe('ok');
    expect(refusal(canAdvanceTracker(withBox(t({}), 'germany', { red: 2 }), 't1'))).toBe('Germany has 2 red: 1 yellow needed.');
    const evac = withBox(ledger(s, { trackers: [tracker({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', progress: 8 })] }), 'ussr', {});
    expect(refusal(canAdvanceTracker(evac, 't1'))).toBe('ok');
    // The Soviet tracker is paid from the Soviet box, not Germany's.
    const sov = ledger(s, { trackers: [tracker({ nation: 'ussr', name: 'Gorky' })] });
    expect(refusal(canAdvanceTracker(sov, 't1'))).toBe('USSR has no PP: 1 yellow needed.');
  });
});

describe('27.0, 28.0, 30.0: garrisons, the Volkssturm, the Chechen rebels', () => {
  it('27.0: the Turkish border as counted this turn — not counted yet, held at 3 or more, short below', () => {
    const s = at(game(['27.0']), 3);
    const RULE = '[27.0] Every Turkish border hex in the ZOC of a Soviet unit: at least 3 units in the Caucasus.';
    expect(says(borderSteps(s))).toEqual([RULE, '[27.0] Not counted yet in August 1941. (info)']);
    expect(says(borderSteps(ledger(s, { border: { turn: 2, units: 5 } })))).toEqual([RULE, '[27.0] Not counted yet in August 1941. (info)']);
    expect(says(borderSteps(ledger(s, { border: { turn: 3, units: 3 } })))).toEqual([
      RULE,
      '[27.0] 3 Soviet units watch the Turkish border: enough (at least 3). (result)',
    ]);
    expect(says(borderSteps(ledger(s, { border: { turn: 3, units: 2 } })))).toEqual([
      RULE,
      '[27.0] Only 2 Soviet units watch the Turkish border: at least 3 needed. (warning)',
    ]);
    expect(says(borderSteps(ledger(s, { border: { turn: 3, units: 1 } })))[1]).toBe(
      '[27.0] Only 1 Soviet unit watches the Turkish border: at least 3 needed. (warning)',
    );
  });
  it('27.0: the count typed is a whole number from 0 to 30', () => {
    const s = game(['27.0']);
    const BAD = 'Type how many Soviet units watch the Turkish border: a whole number from 0 to 30 (27.0).';
    expect([null, -1, 31, 2.5].map((n) => refusal(canCountBorder(s, n)))).toEqual([BAD, BAD, BAD, BAD]);
    expect([0, 3, 30].map((n) => refusal(canCountBorder(s, n)))).toEqual(['ok', 'ok', 'ok']);
  });
  it('28.0, 13.8.2: the Volkssturm begins once a Soviet ground unit enters Greater Germany — marked here, or the FHQ gone to Berlin', () => {
    const s = game(['28.0']);
    expect(volkssturmOn(s)).toBe(false);
    expect(refusal(canStartVolkssturm(s))).toBe('ok');
    const begun = ledger(s, { volkssturm: { from: 40, turn: 0, cities: [] } });
    expect(volkssturmOn(begun)).toBe(true);
    expect(refusal(canStartVolkssturm(begun))).toBe('The Volkssturm has already begun (28.0).');
    const berlin: BiteState = { ...s, hq: { ...(s.hq ?? {}), fhqBerlin: true } as BiteState['hq'] };
    expect(volkssturmOn(berlin)).toBe(true);
    expect(refusal(canStartVolkssturm(berlin))).toBe('The Volkssturm has already begun (28.0).');
    expect(volkssturmOn({ ...s, hq: { ...(s.hq ?? {}), fhqBerlin: false } as BiteState['hq'] })).toBe(false);
  });
  it('28.0, AMB-40: a German infantry block out of play comes back at 1 SP, one corps a German city a turn — each refusal in words', () => {
    const blocks = [
      block({}),
      block({ id: 'b2', name: 'XLVIII. Pz', cls: 'armour' }),
      block({ id: 'b3', name: '1. Gd', nation: 'ussr' }),
      block({ id: 'b4', name: '6. Inf', eliminated: false, sp: 2 }),
      block({ id: 'b5', name: '3. Rum', nation: 'romania' }),
    ];
    const s = at({ ...game(['28.0']), blocks }, 40);
    expect(volkssturmBlocks(s).map((b) => b.id)).toEqual(['b1']);
    expect(refusal(canRaiseVolkssturm(s, 'b1', 'Berlin'))).toBe(
      'The Volkssturm begins once a Soviet ground unit enters Greater Germany: mark that first (28.0).',
    );
    const on = ledger(s, { volkssturm: { from: 38, turn: 40, cities: ['Berlin'] } });
    expect(volkssturmCities(on)).toEqual(['Berlin']);
    expect(volkssturmCities(at(on, 41))).toEqual([]);
    expect(volkssturmCities(s)).toEqual([]);
    expect(refusal(canRaiseVolkssturm(on, 'b1', 'Dresden'))).toBe('ok');
    expect(refusal(canRaiseVolkssturm(on, 'b1', 'berlin '))).toBe(
      'berlin has already raised a corps in September 1944: one a city a turn (28.0, recommended reading).',
    );
    expect(refusal(canRaiseVolkssturm(at(on, 41), 'b1', 'Berlin'))).toBe('ok');
    expect(refusal(canRaiseVolkssturm(on, 'b1', '   '))).toBe('Type the German city where the corps is raised (28.0).');
    for (const [id, name] of [
      ['b2', 'XLVIII. Pz'],
      ['b3', '1. Gd'],
      ['b4', '6. Inf'],
      ['b5', '3. Rum'],
      ['b9', '?'],
    ]) {
      expect(refusal(canRaiseVolkssturm(on, id, 'Dresden')), id).toBe(
        `${name} cannot come back with the Volkssturm: only German infantry blocks out of play (28.0).`,
      );
    }
    // With the FHQ in Berlin the plan is on without a mark.
    expect(refusal(canRaiseVolkssturm({ ...s, hq: { ...(s.hq ?? {}), fhqBerlin: true } as BiteState['hq'] }, 'b1', 'Berlin'))).toBe('ok');
  });
  it('30.0: the Chechen rebels from January 1942 — placed when off the map, lost when on it; each refusal in words', () => {
    const s = game(['30.0']);
    // June 1941 is turn 1: December 1941 turn 7, January 1942 turn 8.
    expect(refusal(canPlaceChechens(at(s, 7)))).toBe('The Chechen rebels may appear from January 1942 (30.0).');
    expect(refusal(canPlaceChechens(at(s, 8)))).toBe('ok');
    const on = ledger(at(s, 9), { chechens: { onMap: true, placed: 1, turn: 8 } });
    expect(refusal(canPlaceChechens(on))).toBe("The Chechen rebels' unit is already on the map (30.0).");
    expect(refusal(canLoseChechens(on))).toBe('ok');
    const lost = ledger(at(s, 9), { chechens: { onMap: false, placed: 1, turn: 9 } });
    expect(refusal(canPlaceChechens(lost))).toBe('ok');
    expect(refusal(canLoseChechens(lost))).toBe("The Chechen rebels' unit is not on the map (30.0).");
    expect(refusal(canLoseChechens(at(s, 9)))).toBe("The Chechen rebels' unit is not on the map (30.0).");
  });
  it('30.0: the rule as it stands this month, line by line — not yet, may appear, on the map, to be rebuilt free', () => {
    const s = game(['30.0']);
    const RULE =
      "[30.0] From January 1942, if the USSR does not garrison Grozny or the Axis holds it, the Axis places there a Chechen rebels' mountain unit, free and at full strength, in its production phase.";
    expect(says(chechenSteps(at(s, 7)))).toEqual([RULE, '[30.0] Not before January 1942. (info)']);
    // Not before the month, even with a unit marked on the map.
    expect(says(chechenSteps(ledger(at(s, 7), { chechens: { onMap: true, placed: 1, turn: 7 } })))[1]).toBe('[30.0] Not before January 1942. (info)');
    expect(says(chechenSteps(at(s, 8)))).toEqual([RULE, '[30.0] The Axis may place the unit at Grozny now, if the condition holds. (result)']);
    expect(says(chechenSteps(ledger(at(s, 9), { chechens: { onMap: true, placed: 1, turn: 8 } })))[1]).toBe(
      '[30.0] The unit is on the map, under German command, supplied from Grozny. (result)',
    );
    expect(says(chechenSteps(ledger(at(s, 9), { chechens: { onMap: false, placed: 1, turn: 9 } })))[1]).toBe(
      '[30.0] The unit was lost: the Axis may rebuild it free at Grozny, if the condition holds. (result)',
    );
    expect(says(chechenSteps(ledger(at(s, 9), { chechens: { onMap: false, placed: 0, turn: 9 } })))[1]).toBe(
      '[30.0] The Axis may place the unit at Grozny now, if the condition holds. (result)',
    );
  });
});
