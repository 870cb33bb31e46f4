// BITE's production (src/games/bite/economy.ts): a nation's income of the turn read line by line,
// word for word with its rule (7.3, 11.0, 3.13, 3.6, 11.2, 16.0-16.2, 29.1, 15.1, 17.0, SBE9's
// Caucasus), the saved-PP box's storage limit (11.2, 34.0), German aid (5.2), repairs and rebuilds
// priced by the colour of each step and the unit's kind (7.3, 11.0, AMB-34), the Leningrad pocket's
// PP (12.3), and each refusal in words.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import type { Step, Text } from '@/engine/types';
import {
  alliesInPlay,
  bagText,
  canAid,
  canCollect,
  canDiscard,
  canMarkCaucasus,
  canPay,
  captureEffect,
  economyOf,
  emptyEconomy,
  idleReason,
  idleRule,
  incomeOf,
  isPpColour,
  nationsInPlay,
  pocketBudget,
  repairPrice,
  spendingPhase,
  storageExcess,
  typeColour,
  bagOf,
  type Centre,
  type PpColour,
} from '@/games/bite/economy';
import { inProduction, run, words } from './gapsHelpers';

/** A repair checked as the production card and the economy panel check it: its price (7.3, 11.0), then the box (7.3). */
const canRepair = (...a: Parameters<typeof repairPrice>) => {
  const p = repairPrice(...a);
  return p.ok ? canPay(a[0], a[1].nation, p.cost) : p;
};

const en = en_ as Record<string, unknown>;
const itl = it_ as Record<string, unknown>;
const say = (x: Step, lang = en) => `[${x.rule}] ${words(x, lang)}${x.tone ? ` (${x.tone})` : ''}`;
const refusal = (r: { ok: true } | { ok: false; error: Text }, lang = en) => (r.ok ? 'ok' : words(r.error, lang));
const settings = (x: Record<string, string> = {}) => ({ settings: x });
const lines = (s: BiteState, n: Parameters<typeof incomeOf>[1], x: Record<string, string> = {}, lang = en) =>
  incomeOf(s, n, settings(x)).steps.map((y) => say(y, lang));
const centre = (p: Partial<Centre>): Centre => ({ id: 'c1', name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true, ...p });
/** The game with these centres typed (c1, c2, …), on this turn. */
const withCentres = (s: BiteState, centres: Partial<Centre>[], turn = s.turn): BiteState => ({
  ...s,
  turn,
  economy: { ...emptyEconomy(), centres: centres.map((c, i) => centre({ id: `c${i + 1}`, ...c })), nextCentre: centres.length + 1 },
});
const SBE9 = (o: Record<string, boolean> = {}) => setupState('SBE9', { advanced: true, ...o });
const block = (p: Partial<Block> = {}): Block => ({
  id: 'b1',
  eliminated: false,
  name: 'XXXIX. Pz',
  nation: 'germany',
  cls: 'armour',
  maxSp: 4,
  sp: 1,
  colours: ['black', 'white', 'red', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});

const NET =
  '[3.13] The scenario figure is taken as already net of the 4 PP of the fixed TECH schedule (recommended reading: the text says so for the campaign, SBE9). (info)';
const BASIC = '[7.3] Basic game: only yellow PP exist; the coloured figures are for the advanced rules. (info)';
const DEDUCT = '[3.13] Fixed TECH schedule: −4 yellow PP for the Soviets.';
const FLOOR = '[7.3] No colour goes below 0. (info)';
const NONE = '[11.0] No producing centre typed for this nation. (info)';
const total = (pp: string) => `[7.3] Income of the turn: ${pp}. (result)`;
const SBE9_USSR = '[SBE9] Scenario SBE9: 46 yellow, 7 red, 6 blue a turn.';
const SBE9_GER = '[SBE9] Scenario SBE9: 24 yellow, 3 red, 9 blue, 10 black a turn.';
/** Centres typed from the map in July 1941 (SBE9, turn 2), in every state the ledgers know. */
const map = (s: BiteState) =>
  withCentres(
    s,
    [
      { name: 'Kerch', controller: 'germany' },
      { name: 'Maykop', pp: 5, colour: 'black', controller: 'germany' },
      { name: 'Police', pp: 2, colour: 'black', owner: 'germany', controller: 'germany', usable: false },
      { name: 'Ploiesti', pp: 2, colour: 'black', owner: 'romania', controller: 'ussr' },
      { name: 'Kharkov', pp: 3, colour: 'red', owner: 'ussr', controller: 'germany', usable: false },
      { name: 'Stalino', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'germany', scorched: true },
      { name: 'Krivoi Rog', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'germany', resumes: 3 },
      { name: 'Dnepr', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'germany', partisans: 2 },
      { name: 'Zaporozhye', pp: 2, colour: 'blue', owner: 'ussr', controller: 'germany', destroyed: true, industry: true },
      { name: 'Leuna', pp: 1, colour: 'black', owner: 'germany', controller: 'ussr', destroyed: true, industry: true },
    ],
    2,
  );

describe('7.3, 3.13, 17.0, 5.2: the income of a turn from the scenario figures, line by line', () => {
  it('7.3: the basic game counts only the yellow of a coloured figure, and says so; a yellow-only figure says nothing of colours', () => {
    const s = { ...setupState('SBE5', {}), turn: 2 };
    expect(lines(s, 'germany')).toEqual(['[SBE5] Scenario SBE5: 24 yellow a turn.', BASIC, total('24 yellow')]);
    expect(lines({ ...setupState('SBE1', {}), turn: 2 }, 'germany')).toEqual(['[SBE1] Scenario SBE1: 5 yellow a turn.', total('5 yellow')]);
  });
  it('3.13: the campaign figure is net (46 said as such); the other reading takes 4 again (42); research (17.0) gives the 4 back (50) in SBE9 and SBE5 only', () => {
    expect(lines({ ...SBE9(), turn: 2 }, 'ussr')).toEqual([SBE9_USSR, NET, total('46 yellow, 7 red, 6 blue')]);
    expect(lines({ ...setupState('SBE5', {}), turn: 2 }, 'ussr', { sovietDeduction: 'deduct' })).toEqual([
      '[SBE5] Scenario SBE5: 46 yellow a turn.',
      BASIC,
      DEDUCT,
      total('42 yellow'),
    ]);
    expect(lines({ ...SBE9({ ro17: true }), turn: 2 }, 'ussr')).toEqual([
      SBE9_USSR,
      "[17.0] Research replaces the fixed TECH schedule (17.0): the 4 yellow PP it took from the 50 are the Soviets' again.",
      total('50 yellow, 7 red, 6 blue'),
    ]);
    expect(lines({ ...SBE9({ ro17: true }), turn: 2 }, 'ussr', { sovietDeduction: 'deduct' })).toEqual([SBE9_USSR, total('46 yellow, 7 red, 6 blue')]);
    expect(lines(setupState('SBE6', { advanced: true, ro17: true }), 'ussr')).toEqual([
      '[SBE6] Scenario SBE6: 34 yellow, 12 red, 12 blue a turn.',
      total('34 yellow, 12 red, 12 blue'),
    ]);
    // Germany pays nothing for the schedule.
    expect(lines({ ...SBE9(), turn: 2 }, 'germany')).toEqual([SBE9_GER, total('24 yellow, 3 red, 9 blue, 10 black')]);
  });
  it("3.13: a short scenario's Soviet figure (SBE1, 10 yellow) is read as net too", () => {
    expect(lines({ ...setupState('SBE1', { advanced: true }), turn: 2 }, 'ussr')).toEqual(['[SBE1] Scenario SBE1: 10 yellow a turn.', NET, total('10 yellow')]);
  });
  it('5.2: Italy and Finland have no PP of their own, only German aid; Romania in SBE1 has none and is told nothing of aid', () => {
    expect(lines({ ...SBE9(), turn: 2 }, 'italy')).toEqual([
      '[SBE9] Scenario SBE9: no PP a turn.',
      '[5.2] Italy has no PP of its own: only German aid. (info)',
      total('no PP'),
    ]);
    expect(lines({ ...SBE9(), turn: 2 }, 'finland')).toEqual([
      '[SBE9] Scenario SBE9: no PP a turn.',
      '[5.2] Finland has no PP of its own: only German aid. (info)',
      total('no PP'),
    ]);
    expect(lines({ ...setupState('SBE1', { advanced: true }), turn: 2 }, 'romania')).toEqual(['[SBE1] Scenario SBE1: no PP a turn.', total('no PP')]);
  });
});

describe('3.6, 11.2, 16.0, 16.1, 29.1: the typed centres correct the scenario figures', () => {
  it('Germany: what it took (+), what is cut off (11.2), scorched (16.0), repairing, held by partisans (29.1), its own industry destroyed (16.1, −)', () => {
    expect(lines(map({ ...SBE9(), turn: 2 }), 'germany')).toEqual([
      SBE9_GER,
      '[3.6] Kerch captured from USSR: +1 yellow.',
      '[3.6] Maykop captured from USSR: +5 black.',
      '[11.2] Police cut off from its main source: its 2 black cannot be used. (warning)',
      '[11.2] Kharkov cut off from its main source: its 3 red cannot be used. (warning)',
      '[16.0] Stalino scorched by the retreating Soviets: nothing for its holder until repaired (16.0). (info)',
      '[16.0] Krivoi Rog repaired: it produces from the next production phase (16.0). (info)',
      '[29.1] Dnepr: Soviet partisans hold it, it produces nothing while they stay (29.1). (info)',
      '[16.1] Leuna destroyed when taken (16.1): −1 black for good.',
      total('25 yellow, 3 red, 9 blue, 12 black'),
    ]);
  });
  it('the USSR loses what the enemy holds, cut off or idle or not, and a destroyed industry for good; it tracks no oil, lost or taken', () => {
    expect(lines(map({ ...SBE9(), turn: 2 }), 'ussr')).toEqual([
      SBE9_USSR,
      NET,
      '[3.6] Kerch held by Germany: −1 yellow.',
      '[3.6] Kharkov held by Germany: −3 red.',
      '[3.6] Stalino held by Germany: −2 yellow.',
      '[3.6] Krivoi Rog held by Germany: −2 yellow.',
      '[3.6] Dnepr held by Germany: −2 yellow.',
      '[16.1] Zaporozhye destroyed when taken (16.1): −2 blue for good.',
      total('39 yellow, 4 red, 4 blue'),
    ]);
    expect(lines(map({ ...SBE9(), turn: 2 }), 'romania')).toEqual([
      '[SBE9] Scenario SBE9: 2 yellow, 2 black a turn.',
      '[3.6] Ploiesti held by USSR: −2 black.',
      total('2 yellow'),
    ]);
  });
  it('7.3: the basic game reads only the yellow centres', () => {
    const s = map({ ...setupState('SBE9', {}), turn: 2 });
    expect(lines(s, 'germany')).toEqual([
      '[SBE9] Scenario SBE9: 24 yellow a turn.',
      BASIC,
      '[3.6] Kerch captured from USSR: +1 yellow.',
      '[16.0] Stalino scorched by the retreating Soviets: nothing for its holder until repaired (16.0). (info)',
      '[16.0] Krivoi Rog repaired: it produces from the next production phase (16.0). (info)',
      '[29.1] Dnepr: Soviet partisans hold it, it produces nothing while they stay (29.1). (info)',
      total('25 yellow'),
    ]);
    expect(lines(s, 'germany', { incomeBasis: 'centres' })).toEqual([
      '[3.6] Kerch: +1 yellow.',
      '[16.0] Stalino scorched by the retreating Soviets: nothing for its holder until repaired (16.0). (info)',
      '[16.0] Krivoi Rog repaired: it produces from the next production phase (16.0). (info)',
      '[29.1] Dnepr: Soviet partisans hold it, it produces nothing while they stay (29.1). (info)',
      total('1 yellow'),
    ]);
  });
  it('11.0 (the typed centres alone): each centre held, cut off or idle; the USSR loses 4 for the schedule, never below 0; a nation with none is told so', () => {
    const s = map({ ...SBE9(), turn: 2 });
    expect(lines(s, 'germany', { incomeBasis: 'centres' })).toEqual([
      '[3.6] Kerch: +1 yellow.',
      '[3.6] Maykop: +5 black.',
      '[11.2] Police cut off from its main source: its 2 black cannot be used. (warning)',
      '[11.2] Kharkov cut off from its main source: its 3 red cannot be used. (warning)',
      '[16.0] Stalino scorched by the retreating Soviets: nothing for its holder until repaired (16.0). (info)',
      '[16.0] Krivoi Rog repaired: it produces from the next production phase (16.0). (info)',
      '[29.1] Dnepr: Soviet partisans hold it, it produces nothing while they stay (29.1). (info)',
      '[16.1] Zaporozhye destroyed when taken: produces nothing (16.1). (info)',
      total('1 yellow, 5 black'),
    ]);
    expect(lines(s, 'ussr', { incomeBasis: 'centres' })).toEqual([DEDUCT, FLOOR, total('no PP')]);
    expect(lines(s, 'romania', { incomeBasis: 'centres' })).toEqual([NONE, total('no PP')]);
    expect(lines(withCentres({ ...SBE9({ ro17: true }), turn: 2 }, []), 'ussr', { incomeBasis: 'centres' })).toEqual([NONE, total('no PP')]);
  });
  it("SBE9: once the Caucasus is lost the Soviets count the oil they still hold — cut off or idle said, the enemy's not", () => {
    const oil = withCentres({ ...SBE9(), turn: 2 }, [
      { name: 'Baku', pp: 6, colour: 'black' },
      { name: 'Grozny', pp: 3, colour: 'black', usable: false },
      { name: 'Maykop', pp: 5, colour: 'black', controller: 'germany' },
      { name: 'Malgobek', pp: 1, colour: 'black', scorched: true },
      { name: 'Ukhta', pp: 1, colour: 'black', destroyed: true },
    ]);
    const lost = { ...oil, economy: { ...oil.economy!, caucasusLost: 2 } };
    expect(lines(lost, 'ussr')).toEqual([
      SBE9_USSR,
      NET,
      '[SBE9] Baku: +6 black, Soviet oil tracked since the Caucasus was lost.',
      '[11.2] Grozny cut off from its main source: its 3 black cannot be used. (warning)',
      '[16.0] Malgobek scorched by the retreating Soviets: nothing for its holder until repaired (16.0). (info)',
      total('46 yellow, 7 red, 6 blue, 6 black'),
    ]);
    expect(lines(oil, 'ussr')).toEqual([SBE9_USSR, NET, total('46 yellow, 7 red, 6 blue')]);
    expect(lines({ ...lost, layers: { ...lost.layers, advanced: false } }, 'ussr')).toEqual([
      '[SBE9] Scenario SBE9: 46 yellow a turn.',
      BASIC,
      NET,
      total('46 yellow'),
    ]);
    expect(lines(lost, 'germany')).toEqual([SBE9_GER, '[3.6] Maykop captured from USSR: +5 black.', total('24 yellow, 3 red, 9 blue, 15 black')]);
  });
});

const price = (s: BiteState, b: Block, n: number, x: Record<string, string> = {}, where?: { inLeningrad?: boolean }, lang = en) => {
  const r = repairPrice(s, b, n, settings(x), where);
  return r.ok ? r.steps.map((y) => say(y, lang)) : refusal(r, lang);
};
const AXIS_B3 = () => inProduction({ ...SBE9(), turn: 2 }, 'axis');
const SOVIET_C3 = () => inProduction({ ...SBE9(), turn: 2 }, 'soviet');

describe('7.3, 11.0 (AMB-34): a repair priced step by step, in words', () => {
  it("11.0: armour steps white and red, 2 + 3 yellow and as many red; the other reading 1 red a step — the colour's word agreeing in Italian", () => {
    const s = AXIS_B3();
    expect(price(s, block(), 2)).toEqual([
      '[7.3] Step 2 (white): 2 PP.',
      '[7.3] Step 3 (red): 3 PP.',
      '[11.0] Armour: as many red PP as yellow ones (recommended reading).',
      '[7.3] Cost: 5 yellow, 5 red. (result)',
    ]);
    expect(price(s, block(), 2, { repairPricing: 'yellowOnly' })).toEqual([
      '[7.3] Step 2 (white): 2 PP.',
      '[7.3] Step 3 (red): 3 PP.',
      '[11.0] Armour: 1 red PP a step (the other reading, from the settings).',
      '[7.3] Cost: 5 yellow, 2 red. (result)',
    ]);
    expect(price(s, block(), 2, {}, undefined, itl)[2]).toBe('[11.0] Corazzati: tanti PP rossi quanti gialli (lettura consigliata).');
    expect(price(s, block(), 2, { repairPricing: 'yellowOnly' }, undefined, itl)[2]).toBe(
      "[11.0] Corazzati: 1 PP rosso per passo (l'altra lettura, dalle impostazioni).",
    );
    // Infantry: yellow only, no line of a kind.
    expect(price(s, block({ cls: 'infantry' }), 1)).toEqual(['[7.3] Step 2 (white): 2 PP.', '[7.3] Cost: 2 yellow. (result)']);
  });
  it("7.3: refused in words — no whole number of steps, another side's production phase, a blue step in a rebuild (counted from the first step)", () => {
    const s = AXIS_B3();
    const amount = 'Type a whole number of PP (or of steps) greater than 0.';
    expect([price(s, block(), 0), price(s, block(), 1.5)]).toEqual([amount, amount]);
    expect(price(SOVIET_C3(), block(), 1)).toBe('Germany spends its PP in its own production phase (B3, Axis), not now.');
    expect(price(s, block({ eliminated: true, sp: 0, colours: ['black', 'blue', 'red', 'red'] }), 2)).toBe(
      'Step 2 of XXXIX. Pz is blue: blue SP are never rebuilt.',
    );
    expect(price(s, block({ eliminated: true, sp: 0, colours: ['black', 'blue', 'red', 'red'] }), 1)).toEqual([
      '[7.3] Step 1 (black): 1 PP.',
      '[11.0] Armour: as many red PP as yellow ones (recommended reading).',
      '[7.3] Cost: 1 yellow, 1 red. (result)',
    ]);
  });
  it("12.3: Leningrad's PP pay only for a unit in the pocket or a Soviet unit built anew there; the basic game has no sieges", () => {
    expect(price(AXIS_B3(), block(), 1, {}, { inLeningrad: true })).toBe(
      'XXXIX. Pz: only a unit in the Leningrad pocket, or a Soviet unit built anew in Leningrad, is paid with Leningrad’s PP (12.3).',
    );
    const basic = AXIS_B3();
    expect(price({ ...basic, layers: { ...basic.layers, advanced: false } }, block(), 1, {}, { inLeningrad: true })).toBe(
      'Sieges belong to the advanced rules.',
    );
  });
});

describe("12.3: the Leningrad pocket spends Leningrad's own red and yellow PP", () => {
  const marked = () =>
    withCentres(SOVIET_C3(), [
      { name: 'Leningrad', pp: 2, pocket: true },
      { name: 'Leningrad works', pp: 3, colour: 'red', pocket: true },
      { name: 'Oranienbaum', pp: 1, colour: 'blue', pocket: true },
      { name: 'Moskva', pp: 5 },
      { name: 'Kolpino', pp: 1, pocket: true, controller: 'germany' },
    ]);
  const besieged = (road = true) => ({ ...marked(), siege: { blocks: { b1: 'leningrad' }, roadOfLife: road } }) as unknown as BiteState;
  const army = block({ nation: 'ussr', name: '42 A', cls: 'infantry', supplied: false, sp: 1, colours: ['black', 'black', 'white', 'red'] });
  const budget = (s: BiteState) => pocketBudget(s).steps.map((y) => say(y));
  const CENTRES = ['[12.3] Leningrad’s centre Leningrad: 2 yellow.', '[12.3] Leningrad’s centre Leningrad works: 3 red.'];
  it('12.3: only its marked centres the Soviets hold, red and yellow, less what the pocket spent this turn (never below 0); none marked is said', () => {
    expect(budget(besieged())).toEqual([...CENTRES, '[12.3] Leningrad’s PP left to spend this turn: 2 yellow, 3 red. (result)']);
    const spent = (turn: number, yellow: number) => ({ ...besieged(), economy: { ...besieged().economy!, pocket: { turn, pp: bagOf({ yellow, red: 1 }) } } });
    expect(budget(spent(2, 1))).toEqual([
      ...CENTRES,
      '[12.3] Already spent in the pocket this turn: 1 yellow, 1 red.',
      '[12.3] Leningrad’s PP left to spend this turn: 1 yellow, 2 red. (result)',
    ]);
    expect(budget(spent(2, 9))).toEqual([
      ...CENTRES,
      '[12.3] Already spent in the pocket this turn: 9 yellow, 1 red.',
      '[12.3] Leningrad’s PP left to spend this turn: 2 red. (result)',
    ]);
    expect(budget(spent(1, 1))).toEqual([...CENTRES, '[12.3] Leningrad’s PP left to spend this turn: 2 yellow, 3 red. (result)']);
    expect(pocketBudget(spent(2, 1)).total).toEqual(bagOf({ yellow: 2, red: 3 }));
    expect(budget(SOVIET_C3())).toEqual([
      '[12.3] No centre is marked as Leningrad’s: mark Leningrad’s own producing centres (Economy, centres) to give the pocket its PP. (warning)',
      '[12.3] Leningrad’s PP left to spend this turn: no PP. (result)',
    ]);
  });
  it("12.3: a unit in the pocket, out of supply, is repaired within Leningrad's PP, red and yellow only; with the Road of Life cut, not at all", () => {
    const s = besieged();
    expect(price(s, army, 1)).toEqual([
      '[7.3] Step 2 (black): 1 PP.',
      '[12.3] Paid with Leningrad’s own PP only (2 yellow, 3 red left this turn), red and yellow. (info)',
      '[7.3] Cost: 1 yellow. (result)',
    ]);
    expect(price(s, army, 3)).toBe('42 A: this needs 6 yellow, and Leningrad has only 2 yellow, 3 red left to spend this turn (12.3).');
    expect(price(s, { ...army, cls: 'armour', colours: ['black', 'black', 'black', 'black'] }, 3)).toBe(
      '42 A: this needs 3 yellow, 3 red, and Leningrad has only 2 yellow, 3 red left to spend this turn (12.3).',
    );
    expect(price(s, { ...army, cls: 'fighter' }, 1)).toBe(
      '42 A: the Leningrad pocket spends only Leningrad’s red and yellow PP (12.3), and this would need blue PP.',
    );
    expect(price(besieged(false), army, 1)).toBe(
      '42 A: the Road of Life is cut, so the Leningrad pocket is in siege supply (12.1): no repairs and no new units there.',
    );
    // Outside the pocket, out of supply: no repair (4.4).
    expect(price(marked(), army, 1)).toBe('42 A is out of supply: no repairs.');
  });
  it('12.3: an eliminated Soviet unit built anew in Leningrad pays with its PP; a unit on the map is not "built" there', () => {
    expect(price(marked(), { ...army, eliminated: true, sp: 0 }, 1, {}, { inLeningrad: true })).toEqual([
      '[7.3] Step 1 (black): 1 PP.',
      '[12.3] Paid with Leningrad’s own PP only (2 yellow, 3 red left this turn), red and yellow. (info)',
      '[7.3] Cost: 1 yellow. (result)',
    ]);
    expect(price(marked(), { ...army, supplied: true }, 1, {}, { inLeningrad: true })).toBe(
      '42 A: only a unit in the Leningrad pocket, or a Soviet unit built anew in Leningrad, is paid with Leningrad’s PP (12.3).',
    );
  });
});

const fund = (s: BiteState, n: 'germany' | 'ussr', colour: PpColour, d: number) =>
  run(s, [ev('bite/pp-adjust', { nation: n, colour, delta: d, reason: 'test' })]);
/** Germany in its production (B3) with 5 yellow and 1 red in the box. */
const germanBox = () => fund(fund(AXIS_B3(), 'germany', 'yellow', 5), 'germany', 'red', 1);
const AMOUNT = 'Type a whole number of PP (or of steps) greater than 0.';

describe('5.2, 11.2, 7.3: aid, discards and payments refused in words', () => {
  it('5.2: at most 3 PP a turn to each ally, counted per ally; a whole number; only what Germany holds; only yellow in the basic game', () => {
    const g = germanBox();
    expect([refusal(canAid(g, 'italy', 'yellow', 0)), refusal(canAid(g, 'italy', 'yellow', 2.5))]).toEqual([AMOUNT, AMOUNT]);
    expect(refusal(canAid(g, 'italy', 'yellow', 4))).toBe('Italy has already had 0 PP of German aid this turn: at most 3 a turn, 3 left.');
    expect(refusal(canAid(g, 'italy', 'yellow', 3))).toBe('ok');
    expect(refusal(canAid(g, 'italy', 'red', 2))).toBe('Germany has 5 yellow, 1 red; this needs 2 red.');
    expect(refusal(canAid(g, 'italy', 'blue', 1))).toBe('Germany has 5 yellow, 1 red; this needs 1 blue.');
    const given = run(g, [ev('bite/aid', { ally: 'italy', colour: 'yellow', pp: 2 })]);
    expect([
      refusal(canAid(given, 'italy', 'yellow', 2)),
      refusal(canAid(given, 'italy', 'yellow', 1)),
      refusal(canAid(given, 'hungary', 'yellow', 3)),
    ]).toEqual(['Italy has already had 2 PP of German aid this turn: at most 3 a turn, 1 left.', 'ok', 'ok']);
    const basic = { ...g, layers: { ...g.layers, advanced: false } };
    expect([refusal(canAid(basic, 'romania', 'red', 1)), refusal(canAid(basic, 'romania', 'yellow', 1))]).toEqual([
      'In the basic game only yellow PP exist, not red.',
      'ok',
    ]);
  });
  it('11.2: the PP discarded over the limit are a whole number the box holds', () => {
    const g = germanBox();
    expect([refusal(canDiscard(g, 'germany', 'red', 1)), refusal(canDiscard(g, 'germany', 'red', 2))]).toEqual([
      'ok',
      'Germany has 5 yellow, 1 red; this needs 2 red.',
    ]);
    expect([refusal(canDiscard(g, 'germany', 'red', 0)), refusal(canDiscard(g, 'germany', 'red', 0.5))]).toEqual([AMOUNT, AMOUNT]);
  });
  it('7.3: a cost is paid only when the box holds every colour of it; a repair names what it needs and what the box has', () => {
    const g = germanBox();
    const pay = (b: Partial<Record<'yellow' | 'red' | 'blue' | 'black', number>>) => refusal(canPay(g, 'germany', bagOf(b)));
    expect([pay({ yellow: 5, red: 1 }), pay({ yellow: 5, red: 2 }), pay({ yellow: 6 }), pay({ black: 1 }), pay({ blue: 1 })]).toEqual([
      'ok',
      'Germany has 5 yellow, 1 red; this needs 5 yellow, 2 red.',
      'Germany has 5 yellow, 1 red; this needs 6 yellow.',
      'Germany has 5 yellow, 1 red; this needs 1 black.',
      'Germany has 5 yellow, 1 red; this needs 1 blue.',
    ]);
    expect(refusal(canRepair(g, block({ colours: ['black', 'black', 'red', 'red'] }), 1, settings()))).toBe('ok');
    expect(refusal(canRepair(g, block(), 2, settings()))).toBe('Germany has 5 yellow, 1 red; this needs 5 yellow, 5 red.');
    expect(refusal(canRepair(g, block({ supplied: false }), 1, settings()))).toBe('XXXIX. Pz is out of supply: no repairs.');
  });
});

describe("7.0, 7.3: income collected and PP spent in the side's own production phase", () => {
  it('7.3: the Axis nations collect and spend in B3, the Soviets in C3; the game over, nobody; a second collection names the month', () => {
    const ax = AXIS_B3();
    expect([refusal(canCollect(ax, 'germany')), refusal(canCollect(ax, 'romania')), refusal(canCollect(SOVIET_C3(), 'ussr'))]).toEqual(['ok', 'ok', 'ok']);
    expect(refusal(canCollect(ax, 'ussr'))).toBe("USSR's income is collected in the production phase (C3, Soviets), not now.");
    expect(refusal(canCollect({ ...ax, over: true }, 'germany'))).toBe("Germany's income is collected in the production phase (B3, Axis), not now.");
    expect(refusal(canCollect(run(ax, [ev('bite/income', { nation: 'germany', pp: bagOf({ yellow: 1 }) })]), 'germany'))).toBe(
      'Germany has already collected its income for July 1941.',
    );
    expect([refusal(spendingPhase(ax, 'germany')), refusal(spendingPhase(SOVIET_C3(), 'ussr'))]).toEqual(['ok', 'ok']);
    expect(refusal(spendingPhase(ax, 'ussr'))).toBe('USSR spends its PP in its own production phase (C3, Soviets), not now.');
    expect(refusal(spendingPhase({ ...ax, over: true }, 'germany'))).toBe('Germany spends its PP in its own production phase (B3, Axis), not now.');
  });
});

describe('SBE9, 5.2, 11.0: the Caucasus, the nations and allies in play, the PP colours and bags', () => {
  it('SBE9: the Caucasus is marked only in the campaign with the advanced rules', () => {
    expect([
      refusal(canMarkCaucasus(AXIS_B3())),
      refusal(canMarkCaucasus(setupState('SBE9', {}))),
      refusal(canMarkCaucasus(setupState('SBE5', { advanced: true }))),
    ]).toEqual([
      'ok',
      'The basic rules have no oil: losing the Caucasus changes no book (11.0).',
      'Only the campaign (SBE9) tracks the Caucasus: there the Soviets track their oil once it is lost.',
    ]);
  });
  it('5.2: SBE1 has no ally to aid; SBE3 and the campaign Romania and Hungary from their figures; a Finnish block or a centre brings its nation in', () => {
    expect([nationsInPlay(setupState('SBE1', { advanced: true })), alliesInPlay(setupState('SBE1', { advanced: true }))]).toEqual([['germany', 'ussr'], []]);
    expect(alliesInPlay(setupState('SBE3', { advanced: true }))).toEqual(['romania', 'hungary']);
    expect(nationsInPlay(setupState('SBE9', { advanced: true }))).toEqual(['germany', 'ussr', 'romania', 'hungary']);
    const sbe1 = setupState('SBE1', { advanced: true });
    const { id: _, eliminated: __, ...finn } = block({ nation: 'finland', name: 'V AK', cls: 'infantry' });
    expect(alliesInPlay(run(sbe1, [ev('bite/block-add', { block: finn })]))).toEqual(['finland']);
    expect(alliesInPlay(withCentres(sbe1, [{ name: 'Ploiesti', owner: 'romania', controller: 'romania' }]))).toEqual(['romania']);
    expect(alliesInPlay(withCentres(sbe1, [{ name: 'Budapest', owner: 'ussr', controller: 'hungary' }]))).toEqual(['hungary']);
    expect(alliesInPlay(fund({ ...sbe1, economy: { ...emptyEconomy(), box: { italy: bagOf({ yellow: 1 }) } } }, 'germany', 'yellow', 1))).toEqual(['italy']);
  });
  it('11.0: the four PP colours of BITE (white has no use in it); a bag said colour by colour, agreeing in Italian, "no PP" when empty', () => {
    expect([isPpColour('yellow'), isPpColour('red'), isPpColour('blue'), isPpColour('black'), isPpColour('white'), isPpColour(3)]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(words(bagText(bagOf({ yellow: 1, red: 3, blue: 1, black: 2 })), itl)).toBe('1 giallo, 3 rossi, 1 blu, 2 neri');
    expect(words(bagText(bagOf({ yellow: 3, black: 1 })), itl)).toBe('3 gialli, 1 nero');
    expect(words(bagText(bagOf({})), itl)).toBe('nessun PP');
  });
});

describe('15.1, 16.2: the plants of the trackers in the income', () => {
  /** SBE9, September 1941 (turn 4), 15.0 and 16.0 in play: plants finished, evacuated factories on the track and placed. */
  const plants = () => {
    const s = withCentres({ ...SBE9({ ro15: true, ro16: true }), turn: 4 }, [
      { name: 'Kassel', pp: 1, colour: 'red', owner: 'germany', controller: 'germany', built: { from: 4, how: 'industry' } },
      { name: 'Magdeburg', pp: 1, colour: 'red', owner: 'germany', controller: 'germany', built: { from: 5, how: 'industry' } },
      { name: 'Linz', pp: 1, colour: 'black', owner: 'germany', controller: 'germany', usable: false, built: { from: 3, how: 'industry' } },
      { name: 'Wien', pp: 1, colour: 'blue', owner: 'germany', controller: 'ussr', built: { from: 3, how: 'industry' } },
      { name: 'Chelyabinsk', pp: 1, colour: 'red', owner: 'ussr', controller: 'ussr', built: { from: 3, how: 'evacuation' } },
      { name: 'Omsk', pp: 1, colour: 'red', owner: 'ussr', controller: 'ussr', built: { from: 5, how: 'evacuation' } },
    ]);
    const trackers = [
      { id: 't1', kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', colour: 'red', progress: 8 },
      { id: 't2', kind: 'evacuation', nation: 'ussr', name: 'Stalingrad works', colour: 'red', progress: 10 },
      { id: 't3', kind: 'industry', nation: 'ussr', name: 'Ufa', colour: 'red', progress: 8 },
    ];
    return { ...s, optional: { research: {}, partisans: { onMap: 0, turn: 0, placed: 0 }, trackers, nextTracker: 4 } } as unknown as BiteState;
  };
  it("15.1: a new industry adds its PP from the turn after it is finished, unless cut off; one the enemy holds is nobody's in the figures", () => {
    expect(lines(plants(), 'germany')).toEqual([
      SBE9_GER,
      '[15.1] New industry Kassel (15.1): +1 red.',
      '[15.1] Magdeburg is finished: it produces from next turn. (info)',
      '[11.2] Linz cut off from its main source: its 1 black cannot be used. (warning)',
      total('24 yellow, 4 red, 9 blue, 10 black'),
    ]);
    expect(lines(plants(), 'germany', { incomeBasis: 'centres' })).toEqual([
      '[3.6] Kassel: +1 red.',
      '[15.1] Magdeburg is finished: it produces from next turn. (info)',
      '[11.2] Linz cut off from its main source: its 1 black cannot be used. (warning)',
      total('1 red'),
    ]);
  });
  it('16.2: a factory on the Soviet track (boxes 8-9) withholds its PP; placed (box 10), it is in the figure again; placed this turn, from the next', () => {
    expect(lines(plants(), 'ussr')).toEqual([
      SBE9_USSR,
      NET,
      '[16.2] Factory Kharkov works on the Soviet production track (16.2): −1 red until it is placed.',
      '[16.2] Evacuated factory Chelyabinsk placed: its 1 red are in the scenario’s figure again.',
      '[16.2] Omsk is finished: it produces from next turn. (info)',
      total('46 yellow, 6 red, 6 blue'),
    ]);
    expect(lines(plants(), 'ussr', { incomeBasis: 'centres' })).toEqual([
      '[3.6] Wien: +1 blue.',
      '[3.6] Chelyabinsk: +1 red.',
      '[16.2] Omsk is finished: it produces from next turn. (info)',
      DEDUCT,
      FLOOR,
      total('1 red, 1 blue'),
    ]);
    const basic = plants();
    expect(lines({ ...basic, layers: { ...basic.layers, advanced: false } }, 'ussr')).toEqual([
      '[SBE9] Scenario SBE9: 46 yellow a turn.',
      BASIC,
      NET,
      total('46 yellow'),
    ]);
  });
});

describe('16.0, 16.1, 29.1: what taking a centre does, and why one produces nothing', () => {
  it('16.1: an enemy industry taken is destroyed; 16.0: a Soviet centre the Axis takes is scorched, repaired at once when the Soviets take it back; nothing without 16.0, between allies or once destroyed', () => {
    const s = SBE9({ ro16: true });
    const take = (c: Partial<Centre>, to: Parameters<typeof captureEffect>[2], x = s) => captureEffect(x, centre(c), to);
    expect(take({ industry: true }, 'germany')).toBe('destroyed');
    expect(take({ owner: 'germany', controller: 'germany', industry: true }, 'ussr')).toBe('destroyed');
    expect(take({}, 'germany')).toBe('scorched');
    expect(take({ controller: 'germany', scorched: true }, 'ussr')).toBe('repaired');
    expect(take({ controller: 'germany' }, 'ussr')).toBe(null);
    expect(take({ owner: 'germany', controller: 'germany' }, 'ussr')).toBe(null);
    expect(take({ controller: 'germany', scorched: true }, 'romania')).toBe(null);
    expect(take({ owner: 'romania', controller: 'romania' }, 'germany')).toBe(null);
    expect(take({ industry: true, destroyed: true }, 'germany')).toBe(null);
    expect(take({ industry: true }, 'germany', SBE9())).toBe(null);
  });
  it('16.0, 16.1, 29.1: destroyed, scorched, repairing until its turn, held by partisans (not once the Soviets hold it) — each with its rule', () => {
    const s = { ...SBE9(), turn: 5 };
    const idle = (c: Partial<Centre>) => idleReason(s, centre(c));
    expect([
      idle({ destroyed: true, scorched: true }),
      idle({ scorched: true }),
      idle({ resumes: 6 }),
      idle({ resumes: 5 }),
      idle({ partisans: 1, controller: 'germany' }),
      idle({ partisans: 1 }),
      idle({}),
    ]).toEqual(['destroyed', 'scorched', 'repairing', null, 'partisans', null, null]);
    expect((['destroyed', 'scorched', 'repairing', 'partisans'] as const).map(idleRule)).toEqual(['16.1', '16.0', '16.0', '29.1']);
  });
});

describe('11.2, 34.0: the storage limit', () => {
  it("11.2: coloured PP over the yellow ones are the excess, never below 0; the basic game has none; 34.0: this turn's Lend-Lease red and blue are not weighed, only what of them is still in the box", () => {
    const s = { ...SBE9({ ro34: true }), turn: 4 };
    const box = (b: Partial<Record<'yellow' | 'red' | 'blue' | 'black', number>>, n: 'ussr' | 'germany' = 'ussr', x: BiteState = s) => ({
      ...x,
      economy: { ...emptyEconomy(), box: { [n]: bagOf(b) } },
    });
    expect(storageExcess(box({ yellow: 1, red: 1, blue: 1, black: 1 }, 'germany'), 'germany')).toBe(2);
    expect(storageExcess(box({ yellow: 5, red: 1 }, 'germany'), 'germany')).toBe(0);
    expect(storageExcess({ ...box({ red: 3 }, 'germany'), layers: { ...s.layers, advanced: false } }, 'germany')).toBe(0);
    const ll = (x: BiteState, arrived: Partial<Record<'red' | 'blue', number>>, turn = 4, expired = false) =>
      ({
        ...x,
        optional: {
          research: {},
          partisans: { onMap: 0, turn: 0, placed: 0 },
          trackers: [],
          nextTracker: 1,
          lendLease: { turn, arrived: bagOf(arrived), expired },
        },
      }) as unknown as BiteState;
    const u = box({ yellow: 1, red: 4, blue: 2, black: 0 });
    expect(storageExcess(u, 'ussr')).toBe(5);
    expect(storageExcess(ll(u, { red: 3, blue: 1 }), 'ussr')).toBe(1);
    expect(storageExcess(ll(u, { red: 9, blue: 9 }), 'ussr')).toBe(0);
    expect(storageExcess(ll(box({ red: 1, blue: 1 }), { red: 3, blue: 3 }), 'ussr')).toBe(0);
    expect(storageExcess(ll(u, { red: 3, blue: 1 }, 3), 'ussr')).toBe(5);
    expect(storageExcess(ll(u, { red: 3, blue: 1 }, 4, true), 'ussr')).toBe(5);
    // Germany's box is never Lend-Lease's.
    expect(storageExcess(ll(box({ yellow: 1, red: 4 }, 'germany'), { red: 3 }), 'germany')).toBe(3);
  });
});

describe('11.0 (AMB-34, AMB-36): the colour a unit kind needs beside yellow', () => {
  it('11.0: armour and mechanised red; fighters, bombers and paratroops blue; HQs and armour HQs black ("QG: 1 PP giallo + 1 Nero"), the Soviets\' none until they track oil; infantry none', () => {
    const kinds = ['armour', 'mechanised', 'fighter', 'bomber', 'paratroop', 'hq', 'armourHq', 'infantry'] as const;
    expect(kinds.map((k) => typeColour(k, 'germany'))).toEqual(['red', 'red', 'blue', 'blue', 'blue', 'black', 'black', null]);
    expect(kinds.map((k) => typeColour(k, 'ussr'))).toEqual(['red', 'red', 'blue', 'blue', 'blue', null, null, null]);
    expect([typeColour('hq', 'ussr', true), typeColour('armourHq', 'ussr', true)]).toEqual(['black', 'black']);
  });
});

describe("AMB-32, 12.3: before the first production month, games saved before the economy, the pocket's marks", () => {
  it('AMB-32: the 1941 scenarios have no income in June 1941, said with the scenario', () => {
    expect(lines(SBE9(), 'germany')).toEqual(['[SBE9] No income in June 1941: the scenario produces from its first production month. (info)']);
    expect(lines(SBE9(), 'ussr', {}, itl)).toEqual(['[SBE9] Nessuna entrata in giugno 1941: la produzione dello scenario comincia più avanti. (info)']);
  });
  it('a game saved before the economy existed (no economy, no sieges): its income and its pocket still read, the Road of Life running', () => {
    const old: BiteState = { ...SBE9(), turn: 2 };
    delete old.economy;
    delete old.siege;
    expect(lines(old, 'ussr')).toEqual([SBE9_USSR, NET, total('46 yellow, 7 red, 6 blue')]);
    expect(
      price(
        inProduction(old, 'soviet'),
        block({ nation: 'ussr', name: '42 A', cls: 'infantry', eliminated: true, sp: 0, colours: ['black', 'black', 'white', 'red'] }),
        1,
        {},
        { inLeningrad: true },
      ),
    ).toBe('42 A: this needs 1 yellow, and Leningrad has only no PP left to spend this turn (12.3).');
  });
  it('12.3: an eliminated unit still marked in the pocket is rebuilt as any other; the basic game has no pocket, a marked unit out of supply is not repaired', () => {
    const s = {
      ...withCentres(SOVIET_C3(), [{ name: 'Leningrad', pp: 2, pocket: true }]),
      siege: { blocks: { b1: 'leningrad' }, roadOfLife: true },
    } as unknown as BiteState;
    const army = block({ nation: 'ussr', name: '42 A', cls: 'infantry', sp: 0, eliminated: true, colours: ['black', 'black', 'white', 'red'] });
    expect(price(s, army, 2)).toEqual(['[7.3] Step 1 (black): 1 PP.', '[7.3] Step 2 (black): 1 PP.', '[7.3] Cost: 2 yellow. (result)']);
    const basic = { ...s, layers: { ...s.layers, advanced: false } };
    expect(price(basic, { ...army, eliminated: false, sp: 1, supplied: false }, 1)).toBe('42 A is out of supply: no repairs.');
  });
});

describe("16.0, 3.13, 3.6, 5.2, 5.4, 12.3: scorched and retaken centres, the fixed TECH schedule's PP, captured oil and nations without a centre", () => {
  it('16.0: only the Soviets scorch what they abandon — an Axis centre the Axis takes back produces for it again at once; a scorched centre is repaired at once only by a Soviet retaking', () => {
    const s = SBE9({ ro16: true });
    const take = (c: Partial<Centre>, to: Parameters<typeof captureEffect>[2]) => captureEffect(s, centre(c), to);
    expect(take({ name: 'Ploiesti', colour: 'black', owner: 'romania', controller: 'ussr' }, 'germany')).toBe(null);
    expect(take({ name: 'Königsberg', owner: 'germany', controller: 'ussr' }, 'germany')).toBe(null);
    // A scorched centre whose owner the players corrected (the Soviets holding it): the Axis taking it repairs nothing.
    expect(take({ name: 'Stalino', owner: 'romania', controller: 'ussr', scorched: true }, 'germany')).toBe(null);
    expect(take({ name: 'Stalino', owner: 'romania', controller: 'germany', scorched: true }, 'ussr')).toBe('repaired');
  });
  it("3.13: the 4 PP of the fixed TECH schedule are the Soviets' alone — with the other reading Germany's figure is left whole", () => {
    expect(lines({ ...SBE9(), turn: 2 }, 'germany', { sovietDeduction: 'deduct' })).toEqual([SBE9_GER, total('24 yellow, 3 red, 9 blue, 10 black')]);
    expect(lines({ ...setupState('SBE5', {}), turn: 2 }, 'germany', { sovietDeduction: 'deduct' })).toEqual([
      '[SBE5] Scenario SBE5: 24 yellow a turn.',
      BASIC,
      total('24 yellow'),
    ]);
  });
  it('3.6, SBE9: an Axis oil centre the Soviets took, once the Caucasus is lost, is a capture from its owner, not Soviet oil of their own', () => {
    const oil = withCentres({ ...SBE9(), turn: 2 }, [{ name: 'Ploiesti', pp: 2, colour: 'black', owner: 'romania', controller: 'ussr' }]);
    const lost = { ...oil, economy: { ...oil.economy!, caucasusLost: 2 } };
    expect(lines(lost, 'ussr')).toEqual([SBE9_USSR, NET, '[3.6] Ploiesti captured from Romania: +2 black.', total('46 yellow, 7 red, 6 blue, 2 black')]);
  });
  it('5.2, 3.6: a nation whose centre the enemy holds has its box, with no figure, block or PP of its own', () => {
    const sbe1 = setupState('SBE1', { advanced: true });
    expect(nationsInPlay(withCentres(sbe1, [{ name: 'Ploiesti', colour: 'black', owner: 'romania', controller: 'ussr' }]))).toEqual([
      'germany',
      'ussr',
      'romania',
    ]);
    expect(alliesInPlay(withCentres(sbe1, [{ name: 'Ploiesti', colour: 'black', owner: 'romania', controller: 'ussr' }]))).toEqual(['romania']);
  });
  it('3.6: a game saved before the economy starts with no centre typed; the first one typed is the only one', () => {
    const old: BiteState = { ...SBE9(), turn: 2 };
    delete old.economy;
    expect(economyOf(old).centres).toEqual([]);
    const typed = run(old, [ev('bite/centre-add', { centre: { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } })]);
    expect(economyOf(typed).centres.map((c) => [c.id, c.name])).toEqual([['c1', 'Kerch']]);
  });
  it('5.4: an eliminated Italian unit is refused by name', () => {
    expect(price(AXIS_B3(), block({ nation: 'italy', name: 'Pasubio', cls: 'infantry', eliminated: true, sp: 0 }), 1)).toBe(
      'Pasubio is Italian: eliminated Italian units are never rebuilt.',
    );
  });
  it('12.3: the pocket short of red is refused, even with the yellow to spare', () => {
    const s = {
      ...withCentres(SOVIET_C3(), [
        { name: 'Leningrad', pp: 4, pocket: true },
        { name: 'Leningrad works', pp: 3, colour: 'red', pocket: true },
      ]),
      siege: { blocks: { b1: 'leningrad' }, roadOfLife: true },
    } as unknown as BiteState;
    const spent = { ...s, economy: { ...s.economy!, pocket: { turn: 2, pp: bagOf({ red: 2 }) } } };
    const tanks = block({ nation: 'ussr', name: '1 Tk', cls: 'armour', supplied: false, sp: 1, colours: ['black', 'black', 'black', 'black'] });
    expect(price(spent, tanks, 2)).toBe('1 Tk: this needs 2 yellow, 2 red, and Leningrad has only 4 yellow, 1 red left to spend this turn (12.3).');
    expect(price(spent, tanks, 1)).toEqual([
      '[7.3] Step 2 (black): 1 PP.',
      '[11.0] Armour: as many red PP as yellow ones (recommended reading).',
      '[12.3] Paid with Leningrad’s own PP only (4 yellow, 1 red left this turn), red and yellow. (info)',
      '[7.3] Cost: 1 yellow, 1 red. (result)',
    ]);
  });
  it("12.3: an eliminated Soviet unit rebuilt outside Leningrad is paid from the Soviet box, not the pocket's PP", () => {
    const s = withCentres(SOVIET_C3(), [{ name: 'Leningrad', pp: 2, pocket: true }]);
    const army = block({ nation: 'ussr', name: '42 A', cls: 'infantry', sp: 0, eliminated: true, colours: ['black', 'black', 'white', 'red'] });
    expect(price(s, army, 1)).toEqual(['[7.3] Step 1 (black): 1 PP.', '[7.3] Cost: 1 yellow. (result)']);
    expect(price(s, army, 3)).toEqual([
      '[7.3] Step 1 (black): 1 PP.',
      '[7.3] Step 2 (black): 1 PP.',
      '[7.3] Step 3 (white): 2 PP.',
      '[7.3] Cost: 4 yellow. (result)',
    ]);
  });
});
