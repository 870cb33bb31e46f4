// Issue 11 point 5: the optional rules' ledgers of BITE — the notes' worked examples (§7.5) named
// after their rules (17.0/17.2 TC-59, 29.1 TC-61, 29.0 TC-62, 34.0 TC-50, 35.2 TC-51, 35.1 TC-52,
// 32.1/32.2/32.3 TC-48/49, 15.1 TC-56, 16.0 TC-57, 16.2 TC-58), each ledger behind its toggle,
// the PP flowing through each nation's box, the strict schemas, and every sentence in both languages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess, seededRng } from '@/engine';
import { fText } from '@/engine/fraction';
import type { GameEvent, RulesContext, Step, Text } from '@/engine/types';
import { bagOf, boxOf } from '@/games/bite/economy';
import { blockTech } from '@/games/bite/state';
import {
  bombingEffect,
  canAddTracker,
  canAdvanceTracker,
  canDeliverLendLease,
  canInvest,
  canLosePp,
  canPlacePartisans,
  canRemovePartisans,
  convoyPools,
  drawLosses,
  firstWinter,
  hitOdds,
  hitsOf,
  lendLeaseLeft,
  lendLeaseOf,
  optionalInterpretations,
  optionalOf,
  partisanAllowance,
  partisanDice,
  raidNumbers,
  researchCost,
  researchView,
  winterEffects,
} from '@/games/bite/optional';
import { bite } from '@/games/bite';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[], c = ctx) => events.reduce((st, e) => biteBook.reduce(st, e, c), s);
/** The same game n months on, at the start of the month. */
function nextTurn(s: BiteState, n = 1): BiteState {
  const target = s.turn + n;
  while (s.turn < target) {
    if (s.over) throw new Error('the scenario ended');
    s = run(s, [{ type: 'core/next-phase', at: 0 }]);
  }
  return s;
}
const game = (rules: string[], scenario = 'SBE9', advanced = true) => setupState(scenario, { advanced, ...Object.fromEntries(rules.map((r) => [r, true])) });
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const n = x.params?.n;
  const chosen = v.includes(' | ') ? v.split(' | ')[n === 1 ? 0 : 1] : v;
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const en = (x: Text) => words(x, en_ as Record<string, unknown>);
const fund = (s: BiteState, nation: 'germany' | 'ussr', yellow: number) =>
  run(s, [ev('bite/pp-adjust', { nation, colour: 'yellow', delta: yellow, reason: 'test' })]);

describe('17.0/17.2 research replacing the fixed schedule', () => {
  it('17.0/17.2 (TC-59): TECH 2 = 20 PP over 20 turns, Soviet infantry 15/15; TECH 3 = 30/30, German armour 25/25', () => {
    expect(researchCost('germany', 'infantry', 2)).toBe(20);
    expect(researchCost('ussr', 'infantry', 2)).toBe(15);
    expect(researchCost('ussr', 'armour', 3)).toBe(30);
    expect(researchCost('germany', 'armour', 3)).toBe(25);
    const s = game(['ro17']);
    expect(researchView(s, 'germany', 'armour').steps.map((x) => x.rule)).toEqual(['17.0', '17.2', '17.0']);
  });
  it('17.0: 1 yellow PP a turn at most, paid from the box; the level rises when the cost is reached, and the blocks follow it', () => {
    let s = fund(game(['ro17']), 'ussr', 40);
    s = run(s, [ev('bite/research-invest', { nation: 'ussr', field: 'infantry' })]);
    expect(boxOf(s, 'ussr').yellow).toBe(39);
    expect(optionalOf(s).research.ussr?.infantry?.pp).toBe(1);
    const again = canInvest(s, 'ussr', 'infantry');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(en(again.error)).toContain('at most 1 a turn (17.0)');
    expect(run(s, [ev('bite/research-invest', { nation: 'ussr', field: 'infantry' })])).toBe(s);
    for (let i = 1; i < 15; i++) s = run(nextTurn(s), [ev('bite/research-invest', { nation: 'ussr', field: 'infantry' })]);
    expect(s.research.ussr?.infantry).toBe(2);
    expect(optionalOf(s).research.ussr?.infantry?.pp).toBe(0);
    expect(boxOf(s, 'ussr').yellow).toBe(25);
    expect(blockTech(s, { nation: 'ussr', cls: 'infantry' })).toBe(2);
    expect(blockTech(s, { nation: 'romania', cls: 'infantry' })).toBe(1);
  });
  it('17.0: refused with the rule off, at TECH 3, or with no yellow PP — in words, changing nothing', () => {
    const off = fund(game([]), 'germany', 5);
    const r = canInvest(off, 'germany', 'infantry');
    expect(r.ok || en(r.error)).toBe('Optional rule 17.0 (17.0 Tech research) is not in play in this game.');
    expect(run(off, [ev('bite/research-invest', { nation: 'germany', field: 'infantry' })])).toBe(off);
    const poor = game(['ro17']);
    const p = canInvest(poor, 'germany', 'infantry');
    expect(p.ok || en(p.error)).toBe('Germany has no PP: 1 yellow needed.');
    const top = run(poor, [ev('bite/research', { nation: 'germany', field: 'fighters', level: 3 })]);
    expect(canInvest(top, 'germany', 'fighters').ok).toBe(false);
  });
});

describe('29.0/29.1 partisans', () => {
  it('29.1 (TC-61): 7 unguarded minor + 2 major cities → floor(7/3) + 2 = 4; with 19 on the map, only 1 (cap 20)', () => {
    const s = game(['ro29'], 'SBE5');
    expect(partisanAllowance(s, 7, 2).n).toBe(4);
    const crowded: BiteState = { ...s, optional: { ...optionalOf(s), partisans: { onMap: 19, turn: 0, placed: 0 } } };
    const a = partisanAllowance(crowded, 7, 2);
    expect([a.formula, a.n]).toEqual([4, 1]);
    expect(a.steps.some((x) => x.rule === '29.1' && x.tone === 'warning')).toBe(true);
  });
  it('29.0: from September 1941 only; the formula counts once a production phase (AMB-47)', () => {
    let s = game(['ro29'], 'SBE5');
    const early = canPlacePartisans(s, 1, 3, 0);
    expect(early.ok || en(early.error)).toBe('Partisans are placed from September 1941 (29.0).');
    s = nextTurn(s, 3);
    s = run(s, [ev('bite/partisans-place', { n: 3, minor: 6, major: 1 })]);
    expect(optionalOf(s).partisans.onMap).toBe(3);
    const more = canPlacePartisans(s, 1, 6, 1);
    expect(more.ok || en(more.error)).toBe('1 battalion asked, at most 0 may be placed now (29.1).');
    s = run(nextTurn(s), [ev('bite/partisans-place', { n: 3, minor: 6, major: 1 })]);
    expect(optionalOf(s).partisans.onMap).toBe(6);
  });
  it('29.0 (TC-62): 2 battalions fire 1 die at 6, 3 fire 2 dice at 6; a Soviet unit entering a 3-battalion hex adds 3 yellow PP saved', () => {
    expect([partisanDice(1), partisanDice(2), partisanDice(3)]).toEqual([0, 1, 2]);
    expect(hitOdds([{ dice: 2, hitOn: 6 }]).map((o) => fText(o.p))).toEqual(['25/36', '5/18', '1/36']);
    let s = run(nextTurn(game(['ro29'], 'SBE5'), 3), [ev('bite/partisans-place', { n: 3, minor: 9, major: 0 })]);
    const before = boxOf(s, 'ussr').yellow;
    s = run(s, [ev('bite/partisans-remove', { n: 3, cause: 'sovietEntry' })]);
    expect(boxOf(s, 'ussr').yellow).toBe(before + 3);
    expect(optionalOf(s).partisans.onMap).toBe(0);
    expect(run(s, [ev('bite/partisans-remove', { n: 1, cause: 'axisEntry' })])).toBe(s);
  });
  it('29.0 (AMB-47): an Axis unit entering removes a lone battalion; a stack of 2 or 3 must be beaten in battle', () => {
    const s = run(nextTurn(game(['ro29'], 'SBE5'), 3), [ev('bite/partisans-place', { n: 3, minor: 9, major: 0 })]);
    const r = canRemovePartisans(s, 2, 'axisEntry');
    expect(r.ok || en(r.error)).toContain('removes only a lone battalion');
    expect(run(s, [ev('bite/partisans-remove', { n: 2, cause: 'axisEntry' })])).toBe(s);
    expect(optionalOf(run(s, [ev('bite/partisans-remove', { n: 2, cause: 'combat' })])).partisans.onMap).toBe(1);
  });
});

describe('34.0 Lend-Lease and 35.2 convoy attacks', () => {
  it('34.0 (TC-50): Aug 1941 0; Sep 1941 8 (V 3r+2b, M 2r+1b); Jun 1942 10 (+P 1r+1b); Jun 1943 11 (V 2r+4b, M 1r+2b, P 2b)', () => {
    const total = (d: { year: number; month: number }, c = ctx) => {
      const x = lendLeaseOf(d, c).shipment;
      return [x.pacific, x.arctic, x.persia].map((b) => [b.red, b.blue]);
    };
    expect(total({ year: 1941, month: 8 })).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(total({ year: 1941, month: 9 })).toEqual([
      [3, 2],
      [2, 1],
      [0, 0],
    ]);
    expect(total({ year: 1942, month: 5 })).toEqual([
      [3, 2],
      [2, 1],
      [0, 0],
    ]);
    expect(total({ year: 1942, month: 6 })).toEqual([
      [3, 2],
      [2, 1],
      [1, 1],
    ]);
    expect(total({ year: 1943, month: 6 })).toEqual([
      [2, 4],
      [1, 2],
      [0, 2],
    ]);
    // AMB-26: the introduction's May 1942, by setting.
    expect(total({ year: 1942, month: 5 }, { ...ctx, settings: { persianCorridor: 'may' } })).toEqual([
      [3, 2],
      [2, 1],
      [1, 1],
    ]);
    expect(optionalInterpretations.map((d) => [d.id, d.default])).toEqual([
      ['persianCorridor', 'june'],
      ['raidDestroys', false],
    ]);
  });
  it("35.2 (TC-51): Arctic 3 dice at 6 + 2 at 5–6, losses capped at the route's PP (3 in Sep 1941); Persian 3 dice at 6", () => {
    expect(convoyPools('arctic')).toEqual([
      { dice: 3, hitOn: 6 },
      { dice: 2, hitOn: 5 },
    ]);
    expect(convoyPools('persia')).toEqual([{ dice: 3, hitOn: 6 }]);
    expect(convoyPools('pacific')).toEqual([]);
    const capped = hitOdds(convoyPools('arctic'), 3);
    expect(capped.map((o) => o.id)).toEqual(['0', '1', '2', '3']);
    const sum = capped.reduce((a, o) => a + Number(o.p.num) / Number(o.p.den), 0);
    expect(sum).toBeCloseTo(1, 12);
    // P(0 hits) = (5/6)^3 (4/6)^2 = 2000/7776 = 125/486.
    expect(fText(capped[0].p)).toBe('125/486');
    expect(hitsOf(convoyPools('arctic'), [6, 1, 6, 5, 4], 3)).toBe(3);
  });
  it("34.0: the turn's Lend-Lease reaches the Soviet box less the convoys' losses; once a turn; its unspent PP cannot be saved", () => {
    let s = nextTurn(game(['ro34', 'ro35'], 'SBE5'), 3);
    const { shipment } = lendLeaseOf({ year: 1941, month: 9 });
    const lost = drawLosses(shipment.arctic, 2, seededRng(7));
    expect(lost.red + lost.blue).toBe(2);
    s = run(s, [ev('bite/lend-lease', { shipment, lost: { arctic: lost, persia: bagOf({}) } })]);
    const box = boxOf(s, 'ussr');
    expect(box.red + box.blue).toBe(6);
    const once = canDeliverLendLease(s);
    expect(once.ok || en(once.error)).toBe('The Lend-Lease of September 1941 has already arrived.');
    const left = lendLeaseLeft(s);
    expect(left.red + left.blue).toBe(6);
    s = run(s, [ev('bite/lend-lease-expire', { pp: left })]);
    expect(boxOf(s, 'ussr').red + boxOf(s, 'ussr').blue).toBe(0);
    expect(lendLeaseLeft(s)).toEqual(bagOf({}));
  });
  it('34.0: the basic game has no red or blue PP, so Lend-Lease waits for the advanced rules — said in words', () => {
    const s = nextTurn(game(['ro34'], 'SBE5', false), 3);
    const r = canDeliverLendLease(s);
    expect(r.ok || en(r.error)).toContain('advanced rules');
  });
  it('losses are drawn among the PP present, never more than there are', () => {
    expect(drawLosses(bagOf({ red: 1, blue: 1 }), 5, seededRng(1))).toEqual(bagOf({ red: 1, blue: 1 }));
    expect(drawLosses(bagOf({ blue: 2 }), 1, seededRng(2))).toEqual(bagOf({ blue: 1 }));
  });
});

describe('35.1 the Allied air war over Germany, 32.0 strategic bombing', () => {
  it('35.1 (TC-52): hit numbers in Jul 1942 / Feb 1943 / Feb 1944 / Jun 1944 / Nov 1944', () => {
    const n = (year: number, month: number) => {
      const r = raidNumbers({ year, month });
      return [r.bombersVsFighters, r.bombing, r.fightersVsBombers, r.flak];
    };
    expect(n(1942, 7)).toEqual([6, 5, 5, 6]);
    expect(n(1943, 2)).toEqual([5, 5, 5, 6]);
    expect(n(1944, 2)).toEqual([5, 4, 5, 6]);
    expect(n(1944, 6)).toEqual([5, 4, 4, 6]);
    expect(n(1944, 11)).toEqual([5, 4, 4, 5]);
  });
  it('32.1/32.2 (TC-49): 10 hits on an industry destroy it; 1 hit / 3 hits on a port; 32.3 (TC-48) rail hits', () => {
    const ten = bombingEffect('industry', 10, 3, false);
    expect([ten.lost, ten.destroyed]).toEqual([3, true]);
    const raid = bombingEffect('industry', 10, 3, true);
    expect([raid.lost, raid.destroyed]).toEqual([3, false]);
    expect(bombingEffect('industry', 10, 3, true, { settings: { raidDestroys: true } }).destroyed).toBe(true);
    const key = (x: Step[]) => x.map((y) => y.key.split('.').pop());
    expect(key(bombingEffect('port', 1, 0, false).steps)).toEqual(['port1']);
    expect(key(bombingEffect('port', 3, 0, false).steps)).toEqual(['port3']);
    expect(en(bombingEffect('rail', 2, 0, false).steps[0])).toContain('−2 next turn');
  });
  it("35.1: a raid's lost PP come out of Germany's box after the income; refused before it, in words", () => {
    let s = game(['ro35']);
    const lost = bagOf({ blue: 2 });
    const r = canLosePp(s, 'germany', lost);
    expect(r.ok || en(r.error)).toContain("collect the turn's income first");
    s = run(s, [ev('bite/pp-adjust', { nation: 'germany', colour: 'blue', delta: 9, reason: 'income' })]);
    s = run(s, [ev('bite/strategic-loss', { nation: 'germany', target: 'Schweinfurt', source: 'raid', hits: 2, lost, destroyed: false })]);
    expect(boxOf(s, 'germany').blue).toBe(7);
    const off = game([]);
    expect(run(off, [ev('bite/strategic-loss', { nation: 'germany', target: 'X', source: 'bombing', hits: 1, lost: bagOf({}), destroyed: false })])).toBe(off);
  });
});

describe('33.0 the First Axis Winter', () => {
  it('33.0: from December 1941 to March 1942; December also removes two units; 33.1 Axis rail 1 then 2', () => {
    expect([
      firstWinter({ year: 1941, month: 11 }),
      firstWinter({ year: 1941, month: 12 }),
      firstWinter({ year: 1942, month: 3 }),
      firstWinter({ year: 1942, month: 4 }),
    ]).toEqual([false, true, true, false]);
    const dec = nextTurn(game(['ro33']), 6);
    expect(winterEffects(dec).map((x) => x.rule)).toEqual(['33.0', '33.0', '33.0', '33.2', '33.0', '33.1']);
    expect(en(winterEffects(dec)[5])).toBe('Axis strategic rail moves: 1 a turn (+1 in Finland).');
    expect(winterEffects(game([]))).toEqual([]);
  });
});

describe('15.0/16.0/16.2 trackers', () => {
  it("15.1 (TC-56): a new German armour factory, 1 yellow PP a turn for 10 turns; SBE9's pre-built plants start at 5", () => {
    // 15.1, note: the campaign (SBE9) starts with 10 plants a side at 5/10 — Germany 5 red, 4 blue, 1 black; the USSR 5 red, 5 blue.
    const seeded = optionalOf(game(['ro15'])).trackers;
    const count = (n: string, c: string) => seeded.filter((x) => x.nation === n && x.colour === c && x.kind === 'industry' && x.progress === 5).length;
    expect([count('germany', 'red'), count('germany', 'blue'), count('germany', 'black'), count('ussr', 'red'), count('ussr', 'blue'), seeded.length]).toEqual([
      5, 4, 1, 5, 5, 20,
    ]);
    expect(optionalOf(game(['ro15'], 'SBE5')).trackers).toEqual([]);
    expect(optionalOf(game([])).trackers).toEqual([]);
    let s = fund(game(['ro15']), 'germany', 20);
    s = run(s, [ev('bite/tracker-add', { kind: 'industry', nation: 'germany', name: 'Magdeburg', colour: 'red', progress: 5 })]);
    const id = optionalOf(s).trackers.find((x) => x.name === 'Magdeburg')!.id;
    const at = () => optionalOf(s).trackers.find((x) => x.id === id)!.progress;
    for (let i = 0; i < 5; i++) s = run(nextTurn(s), [ev('bite/tracker-advance', { id })]);
    expect(at()).toBe(10);
    expect(boxOf(s, 'germany').yellow).toBe(15);
    const done = canAdvanceTracker(s, id);
    expect(done.ok || en(done.error)).toBe('Magdeburg is already complete.');
    const bad = canAddTracker(s, 'industry', 'ussr', 'black', 'Baku');
    expect(bad.ok || en(bad.error)).toBe('Only Germany builds black (fuel) plants (15.0).');
  });
  it('16.0 (TC-57): a scorched centre takes 3 yellow PP over 3 turns; 16.2 (TC-58): a factory evacuated in Aug 1941 goes 8 → 9 → 10', () => {
    let s = fund(game(['ro16']), 'germany', 5);
    s = run(s, [ev('bite/tracker-add', { kind: 'scorched', nation: 'germany', name: 'Kerch', colour: 'yellow' })]);
    s = run(s, [ev('bite/tracker-advance', { id: 't1' })]);
    expect(canAdvanceTracker(s, 't1').ok).toBe(false);
    s = nextTurn(s, 2);
    s = run(s, [ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name: 'Kharkov tank works', colour: 'red' })]);
    expect(optionalOf(s).trackers[1].progress).toBe(8);
    s = run(nextTurn(s), [ev('bite/tracker-advance', { id: 't2' })]);
    s = run(nextTurn(s), [ev('bite/tracker-advance', { id: 't2' })]);
    expect(optionalOf(s).trackers[1].progress).toBe(10);
    const late = canAddTracker(nextTurn(s, 3), 'evacuation', 'ussr', 'red', 'X');
    expect(late.ok || en(late.error)).toBe('Factories are evacuated only in 1941 (16.2).');
  });
});

describe('optional events: strict schemas and both languages', () => {
  it('strict schemas refuse what does not belong', () => {
    expect(biteBook.check({ type: 'bite/research-invest', payload: { nation: 'italy', field: 'infantry' }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/partisans-remove', payload: { n: 4, cause: 'combat' }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/partisans-place', payload: { n: 1, minor: 0, major: 1, extra: 1 }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/optional-roll', payload: { what: 'flak', faces: [7], hitOn: 6, hits: 0 }, at: 1 }).ok).toBe(false);
  });
  it("35.2: the journal keeps the convoy roll's faces with what the convoys lost and what arrived", () => {
    const s = nextTurn(game(['ro34', 'ro35'], 'SBE5'), 3);
    const { shipment } = lendLeaseOf({ year: 1941, month: 9 });
    const rolled = bite.describe(
      ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({ red: 2, blue: 1 }), persia: bagOf({}) }, faces: { arctic: [6, 6, 6, 5, 5] } }),
      s,
    );
    expect(rolled.rules).toEqual(['34.0', '35.2']);
    expect(en(rolled.text)).toBe('Lend-Lease of September 1941: the convoys attacked (6 6 6 5 5) lose 2 red, 1 blue; arrived: 3 red, 2 blue.');
    // No attack: no roll, nothing lost.
    const sailed = bite.describe(ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({}), persia: bagOf({}) } }), s);
    expect(sailed.rules).toEqual(['34.0']);
    expect(en(sailed.text)).toBe('Lend-Lease of September 1941 arrives: 5 red, 3 blue.');
  });
  it('every journal sentence and step reads in Italian and English with its parameters filled', () => {
    let s = fund(fund(nextTurn(game(['ro17', 'ro29', 'ro34', 'ro35', 'ro15', 'ro16', 'ro32', 'ro33']), 6), 'germany', 10), 'ussr', 10);
    s = run(s, [ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 5, reason: 'x' })]);
    const { shipment } = lendLeaseOf({ year: 1941, month: 12 });
    const events: GameEvent[] = [
      ev('bite/research-invest', { nation: 'germany', field: 'armour' }),
      ev('bite/partisans-place', { n: 2, minor: 3, major: 1 }),
      ev('bite/partisans-remove', { n: 1, cause: 'axisEntry' }),
      ev('bite/partisans-remove', { n: 1, cause: 'sovietEntry' }),
      ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({ red: 1 }), persia: bagOf({}) } }),
      ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }),
      ev('bite/strategic-loss', { nation: 'germany', target: 'Ploiesti', source: 'bombing', hits: 10, lost: bagOf({ red: 1 }), destroyed: true }),
      ev('bite/optional-roll', { what: 'raidFlak', faces: [6, 1, 2, 3, 4, 5], hitOn: 6, hits: 1 }),
      ev('bite/tracker-add', { kind: 'industry', nation: 'germany', name: 'Kassel', colour: 'red' }),
      ev('bite/tracker-advance', { id: 't1' }),
      ev('bite/tracker-remove', { id: 't1' }),
    ];
    const texts: Text[] = [...winterEffects(s), ...partisanAllowance(s, 3, 1).steps, ...raidNumbers({ year: 1944, month: 1 }).steps];
    for (const e of events) {
      const line = bite.describe(e, s);
      texts.push(line.text);
      const after = biteBook.reduce(s, e, ctx);
      if (e.type !== 'bite/optional-roll') expect(after, e.type).not.toBe(s);
      s = after;
    }
    for (const x of texts) {
      for (const lang of [it_, en_]) {
        const w = words(x, lang as Record<string, unknown>);
        expect(w, x.key).not.toMatch(/MISSING|\{\w+\}/);
      }
    }
  });
});
