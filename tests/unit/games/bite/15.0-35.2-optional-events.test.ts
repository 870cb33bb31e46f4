// BITE's optional rules' events (src/games/bite/events/optional.ts): each event's journal line read
// word for word with its rules and its category, and its effect on the ledgers and the boxes —
// research (17.0, 17.2), partisans placed, removed and on centres (29.0, 29.1), the Lend-Lease and
// its unspent PP (34.0, 35.2), PP lost to bombs (32.1, 35.1), the rolls journaled with their faces,
// the construction, repair and evacuation trackers (15.0, 15.1, 16.0, 16.2), the Turkish border
// (27.0), the Volkssturm (28.0) and the Chechen rebels (30.0); a well-formed event that cannot
// apply changes nothing.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import type { GameEvent } from '@/engine/types';
import { bagOf, boxOf, economyOf, emptyEconomy, type Centre, type PpBag } from '@/games/bite/economy';
import { optionalOf, type OptionalLedger, type Tracker } from '@/games/bite/optional';
import { ctx, journalLine } from './gapsHelpers';

const itl = it_ as Record<string, unknown>;
const line = journalLine;
const reduce = (s: BiteState, e: GameEvent) => biteBook.reduce(s, e, ctx);
/** A game with these optional rules in play ('29.0' → the option ro29), SBE9 from June 1941 (turn 1). */
const game = (rules: string[] = [], scenario = 'SBE9') =>
  setupState(scenario, { advanced: true, ...Object.fromEntries(rules.map((r) => [`ro${r.split('.')[0]}`, true])) });
const at = (s: BiteState, turn: number): BiteState => ({ ...s, turn });
const ledger = (s: BiteState, patch: Partial<OptionalLedger>): BiteState => ({ ...s, optional: { ...optionalOf(s), ...patch } });
const withBox = (s: BiteState, n: 'germany' | 'ussr', b: Partial<PpBag>): BiteState => ({
  ...s,
  economy: { ...economyOf(s), box: { ...economyOf(s).box, [n]: bagOf(b) } },
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
  economy: { ...emptyEconomy(), ...s.economy, centres: cs.map((c, i) => centre({ id: `c${i + 1}`, ...c })), nextCentre: cs.length + 1 },
});
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

describe('17.0, 17.2: a yellow PP put into research', () => {
  const s = () => withBox(at(game(['17.0']), 3), 'ussr', { yellow: 5 });
  const invest = (field: string, nation = 'ussr') => ev('bite/research-invest', { nation, field } as never);
  it("17.0: each PP said toward the next level and its cost; 17.2's 5 PP less cited where it applies", () => {
    expect(line(invest('armour'), s())).toBe('[17.0] USSR invests 1 yellow PP in armour research: 1/20, toward TECH 2. (track)');
    expect(line(invest('infantry'), s())).toBe('[17.0, 17.2] USSR invests 1 yellow PP in infantry research: 1/15, toward TECH 2. (track)');
    expect(line(invest('fighters', 'germany'), s())).toBe('[17.0] Germany invests 1 yellow PP in fighters research: 1/30, toward TECH 3. (track)');
    expect(line(invest('armour', 'germany'), s())).toBe('[17.0, 17.2] Germany invests 1 yellow PP in armour research: 1/25, toward TECH 3. (track)');
  });
  it('17.0: the PP already invested in a field are counted on, another field of the same nation standing apart; the last one reaches the level', () => {
    const had = ledger(s(), { research: { ussr: { armour: { pp: 6, last: 2 } } } });
    expect(line(invest('armour'), had)).toBe('[17.0] USSR invests 1 yellow PP in armour research: 7/20, toward TECH 2. (track)');
    expect(line(invest('fighters'), had)).toBe('[17.0] USSR invests 1 yellow PP in fighters research: 1/20, toward TECH 2. (track)');
    const n = reduce(had, invest('fighters'));
    expect(optionalOf(n).research.ussr).toEqual({ armour: { pp: 6, last: 2 }, fighters: { pp: 1, last: 3 } });
    expect(boxOf(n, 'ussr').yellow).toBe(4);
    const last = ledger(s(), { research: { ussr: { infantry: { pp: 14, last: 2 } } } });
    expect(line(invest('infantry'), last)).toBe('[17.0, 17.2] USSR reaches TECH 2 in infantry (15/15 PP). (track)');
    expect(reduce(last, invest('infantry')).research?.ussr?.infantry).toBe(2);
  });
});

describe('29.0, 29.1: partisans', () => {
  const sep = () => at(game(['29.0'], 'SBE5'), 4);
  it("29.1: placed within the formula, those of this production added up, another turn's not; beyond it nothing changes", () => {
    const s = sep();
    const one = reduce(s, ev('bite/partisans-place', { n: 1, minor: 3, major: 1 }));
    expect(optionalOf(one).partisans).toEqual({ onMap: 1, turn: 4, placed: 1 });
    expect(optionalOf(reduce(one, ev('bite/partisans-place', { n: 1, minor: 3, major: 1 }))).partisans).toEqual({ onMap: 2, turn: 4, placed: 2 });
    const old = ledger(s, { partisans: { onMap: 1, turn: 3, placed: 1 } });
    expect(optionalOf(reduce(old, ev('bite/partisans-place', { n: 1, minor: 3, major: 1 }))).partisans).toEqual({ onMap: 2, turn: 4, placed: 1 });
    expect(reduce(s, ev('bite/partisans-place', { n: 3, minor: 3, major: 1 }))).toBe(s);
    expect(line(ev('bite/partisans-place', { n: 2, minor: 3, major: 1 }), old)).toBe(
      '[29.0, 29.1] 2 partisan battalions placed (3 minor, 1 major unguarded cities); 3 on the map. (marker)',
    );
    expect(line(ev('bite/partisans-place', { n: 1, minor: 3, major: 1 }), old)).toBe(
      '[29.0, 29.1] 1 partisan battalion placed (3 minor, 1 major unguarded cities); 2 on the map. (marker)',
    );
    expect(line(ev('bite/partisans-place', { n: 1, minor: 3, major: 1 }), old, itl)).toBe(
      '[29.0, 29.1] 1 battaglione partigiano piazzato (3 città minori, 1 maggiori sguarnite); 2 sulla mappa. (marker)',
    );
  });
  it('29.0: a stack removed — the Soviet box gains a yellow PP a battalion only when a Soviet unit frees them; the centre they held, that one only, produces again', () => {
    const s = withCentres(ledger(sep(), { partisans: { onMap: 3, turn: 0, placed: 0 } }), [
      { name: 'Dnepr', partisans: 2 },
      { name: 'Stalino', partisans: 1 },
    ]);
    const beaten = reduce(s, ev('bite/partisans-remove', { n: 2, cause: 'combat', centre: 'c1' }));
    expect(boxOf(beaten, 'ussr')).toEqual(boxOf(s, 'ussr'));
    expect(optionalOf(beaten).partisans.onMap).toBe(1);
    expect(economyOf(beaten).centres.map((c) => c.partisans)).toEqual([undefined, 1]);
    const joined = reduce(s, ev('bite/partisans-remove', { n: 2, cause: 'sovietEntry' }));
    expect(boxOf(joined, 'ussr').yellow).toBe(boxOf(s, 'ussr').yellow + 2);
    expect(line(ev('bite/partisans-remove', { n: 2, cause: 'sovietEntry' }), s)).toBe(
      '[29.0] 2 partisan battalions join a Soviet unit: +2 yellow PP saved; 1 on the map. (marker)',
    );
    // An Axis unit entering removes a lone battalion only (29.0): the line says one battalion, in both languages.
    expect(line(ev('bite/partisans-remove', { n: 1, cause: 'axisEntry' }), s)).toBe(
      '[29.0] 1 partisan battalion removed by an Axis unit; 2 on the map. (marker)',
    );
    expect(line(ev('bite/partisans-remove', { n: 1, cause: 'axisEntry' }), s, itl)).toBe(
      "[29.0] 1 battaglione partigiano tolto da un'unità dell'Asse; 2 sulla mappa. (marker)",
    );
    expect(line(ev('bite/partisans-remove', { n: 1, cause: 'sovietEntry' }), s)).toBe(
      '[29.0] 1 partisan battalion joins a Soviet unit: +1 yellow PP saved; 2 on the map. (marker)',
    );
    expect(line(ev('bite/partisans-remove', { n: 1, cause: 'sovietEntry' }), s, itl)).toBe(
      "[29.0] 1 battaglione partigiano raggiunto da un'unità sovietica: +1 PP giallo salvato; 2 sulla mappa. (marker)",
    );
    expect(line(ev('bite/partisans-remove', { n: 1, cause: 'combat' }), s)).toBe('[29.0] 1 partisan battalion beaten in battle; 2 on the map. (marker)');
    expect(line(ev('bite/partisans-remove', { n: 3, cause: 'combat' }), s)).toBe('[29.0] 3 partisan battalions beaten in battle; 0 on the map. (marker)');
    expect(line(ev('bite/partisans-remove', { n: 3, cause: 'combat' }), s, itl)).toBe(
      '[29.0] 3 battaglioni partigiani sconfitti in battaglia; 0 sulla mappa. (marker)',
    );
  });
  it("29.1: battalions marked on a centre, that one only; 0 takes the mark off; each said with the centre's name", () => {
    const s = withCentres(ledger(sep(), { partisans: { onMap: 3, turn: 0, placed: 0 } }), [{ name: 'Dnepr', partisans: 1 }, { name: 'Stalino' }]);
    expect(economyOf(reduce(s, ev('bite/partisans-centre', { id: 'c2', n: 2 }))).centres).toEqual([
      centre({ name: 'Dnepr', partisans: 1 }),
      centre({ id: 'c2', name: 'Stalino', partisans: 2 }),
    ]);
    expect(economyOf(reduce(s, ev('bite/partisans-centre', { id: 'c1', n: 0 }))).centres).toEqual([
      centre({ name: 'Dnepr' }),
      centre({ id: 'c2', name: 'Stalino' }),
    ]);
    expect(line(ev('bite/partisans-centre', { id: 'c2', n: 2 }), s)).toBe(
      '[29.1] 2 partisan battalions hold Stalino: it produces nothing while they stay. (marker)',
    );
    expect(line(ev('bite/partisans-centre', { id: 'c1', n: 0 }), s)).toBe('[29.1] Dnepr free of partisans: it produces again. (marker)');
    expect(line(ev('bite/partisans-centre', { id: 'c9', n: 0 }), s)).toBe('[29.1] ? free of partisans: it produces again. (marker)');
  });
});

describe('34.0, 35.2: the Lend-Lease and its unspent PP', () => {
  const s = () => at(game(['34.0'], 'SBE5'), 4);
  const ll = (p: {
    pacific?: Partial<PpBag>;
    arctic?: Partial<PpBag>;
    persia?: Partial<PpBag>;
    lostA?: Partial<PpBag>;
    lostP?: Partial<PpBag>;
    faces?: { arctic?: number[]; persia?: number[] };
  }) =>
    ev('bite/lend-lease', {
      shipment: { pacific: bagOf(p.pacific ?? {}), arctic: bagOf(p.arctic ?? {}), persia: bagOf(p.persia ?? {}) },
      lost: { arctic: bagOf(p.lostA ?? {}), persia: bagOf(p.lostP ?? {}) },
      ...(p.faces ? { faces: p.faces } : {}),
    });
  it('34.0: what arrives is the routes less what the convoys lost on each; a route cannot lose more than it carries, colour by colour; once a turn', () => {
    const n = reduce(s(), ll({ pacific: { red: 2 }, arctic: { red: 3, blue: 2 }, persia: { yellow: 2, red: 1 }, lostA: { red: 1 }, lostP: { red: 1 } }));
    expect(optionalOf(n).lendLease).toEqual({ turn: 4, arrived: bagOf({ yellow: 2, red: 4, blue: 2 }), expired: false });
    expect(boxOf(n, 'ussr')).toEqual(bagOf({ yellow: 2, red: 4, blue: 2 }));
    expect(reduce(n, ll({ pacific: { red: 2 } }))).toBe(n);
    const g = s();
    expect(reduce(g, ll({ arctic: { red: 3, blue: 2 }, lostA: { red: 1, blue: 3 } }))).toBe(g);
    expect(reduce(g, ll({ arctic: { red: 3 }, persia: { yellow: 1 }, lostP: { yellow: 2 } }))).toBe(g);
  });
  it('34.0, 35.2: the line says the faces rolled route by route, or the PP lost, or only what arrives', () => {
    expect(line(ll({ pacific: { red: 2 } }), s())).toBe('[34.0] Lend-Lease of September 1941 arrives: 2 red. (production)');
    expect(line(ll({ arctic: { red: 3 }, lostA: { red: 1 } }), s())).toBe(
      '[34.0, 35.2] Lend-Lease of September 1941 arrives: 2 red; the convoys lose 1 red. (production)',
    );
    expect(line(ll({ arctic: { red: 3 }, persia: { blue: 1 }, lostA: { red: 1 }, faces: { arctic: [6, 2], persia: [5] } }), s())).toBe(
      '[34.0, 35.2] Lend-Lease of September 1941: the convoys attacked (6 2 · 5) lose 1 red; arrived: 2 red, 1 blue. (production)',
    );
    expect(line(ll({ arctic: { red: 3 }, faces: { arctic: [1, 2] } }), s())).toBe(
      '[34.0, 35.2] Lend-Lease of September 1941: the convoys attacked (1 2) lose no PP; arrived: 3 red. (production)',
    );
  });
  it('34.0: the unspent PP go once, no more than arrived nor than the box holds; said in their colours', () => {
    const arrived = reduce(s(), ll({ pacific: { red: 2, blue: 1 } }));
    const gone = reduce(arrived, ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }));
    expect(optionalOf(gone).lendLease).toEqual({ turn: 4, arrived: bagOf({ red: 2, blue: 1 }), expired: true });
    expect(boxOf(gone, 'ussr')).toEqual(bagOf({ red: 1, blue: 1 }));
    expect(reduce(gone, ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }))).toBe(gone);
    const before = s();
    expect(reduce(before, ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }))).toBe(before);
    expect(reduce(arrived, ev('bite/lend-lease-expire', { pp: bagOf({ red: 3 }) }))).toBe(arrived);
    const spent = withBox(arrived, 'ussr', { blue: 1 });
    expect(reduce(spent, ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }))).toBe(spent);
    expect(line(ev('bite/lend-lease-expire', { pp: bagOf({ red: 1 }) }), arrived)).toBe('[34.0] Unspent Lend-Lease PP lost: 1 red. (production)');
  });
});

describe('32.1, 35.1: PP lost to bombs, and the rolls journaled', () => {
  const loss = (source: 'raid' | 'bombing', destroyed = false) =>
    ev('bite/strategic-loss', { nation: 'germany', target: 'Ploiesti', source, hits: 3, lost: bagOf({ black: 1 }), destroyed });
  it('35.1, 32.1: each source only with its own rule in play', () => {
    const raidOnly = withBox(game(['35.0']), 'germany', { black: 2 });
    expect(boxOf(reduce(raidOnly, loss('raid')), 'germany')).toEqual(bagOf({ black: 1 }));
    expect(reduce(raidOnly, loss('bombing'))).toBe(raidOnly);
  });
  it("35.1, 32.1: the loss said with its source's rule, destroyed or not", () => {
    const s = game(['35.0', '32.0']);
    expect(line(loss('raid'), s)).toBe('[35.1] Ploiesti (Germany) bombed: hits: 3; PP lost this turn: 1 black. (combat)');
    expect(line(loss('bombing', true), s)).toBe('[32.1] Ploiesti (Germany) bombed: hits: 3; PP lost: 1 black; destroyed for good. (combat)');
  });
  it('35.1, 35.2, 29.0, 32.0: a roll with its faces, the numbers that hit and its rule', () => {
    const roll = (what: string, hitOn: number) => ev('bite/optional-roll', { what, faces: [6, 3, 5], hitOn, hits: 2 } as never);
    const s = game();
    expect(line(roll('partisans', 6), s)).toBe('[29.0] Partisans fire: 6 3 5 (on 6) → hits: 2. (roll)');
    expect(line(roll('bombing', 5), s)).toBe('[32.0] Strategic bombing: 6 3 5 (on 5–6) → hits: 2. (roll)');
    expect(line(roll('raidFlak', 5), s)).toBe('[35.1] Flak: 6 3 5 (on 5–6) → hits: 2. (roll)');
    expect(line(roll('raidBombers', 6), s)).toBe('[35.1] Allied bombers vs fighters: 6 3 5 (on 6) → hits: 2. (roll)');
    // Kept with the game as the turn's roll of its kind, counted (a loss is applied from it).
    const kept = reduce(s, roll('raidFlak', 5));
    expect(optionalOf(kept).rolls?.raidFlak).toEqual({ turn: s.turn, faces: [6, 3, 5], hitOn: 5, hits: 2, n: 1 });
    expect(optionalOf(reduce(kept, roll('raidFlak', 5))).rolls?.raidFlak?.n).toBe(2);
  });
});

describe('15.0, 15.1, 16.0, 16.2: the trackers', () => {
  const s = () => withBox(withBox(at(game(['15.0', '16.0'], 'SBE5'), 3), 'germany', { yellow: 5 }), 'ussr', { yellow: 5 });
  const add = (p: Record<string, unknown>) => ev('bite/tracker-add', { kind: 'industry', nation: 'germany', name: 'Kassel', colour: 'red', ...p } as never);
  it('15.0, 16.0: a tracker opened where it stands, below its goal; a centre kept for a scorched centre only; rail charged for an evacuation only', () => {
    const n = reduce(s(), add({ progress: 10, rail: true, centre: 'c1' }));
    expect(optionalOf(n).trackers).toStrictEqual([tracker({ progress: 9 })]);
    expect(boxOf(n, 'germany').yellow).toBe(5);
    // A new industry charges no rail move and no Soviet PP, whatever the payload says (16.2 is the evacuations' rule).
    expect([boxOf(n, 'ussr').yellow, n.rail?.soviet]).toEqual([5, undefined]);
    expect(optionalOf(n).nextTracker).toBe(optionalOf(s()).nextTracker + 1);
    const sc = withCentres(s(), [{ name: 'Stalino', scorched: true }]);
    expect(optionalOf(reduce(sc, add({ kind: 'scorched', name: 'Stalino', colour: 'yellow', centre: 'c1', progress: 1 }))).trackers).toStrictEqual([
      tracker({ kind: 'scorched', name: 'Stalino', colour: 'yellow', centre: 'c1', progress: 1 }),
    ]);
    expect(optionalOf(reduce(sc, add({ kind: 'scorched', name: 'Stalino', colour: 'yellow' }))).trackers).toStrictEqual([
      tracker({ kind: 'scorched', name: 'Stalino', colour: 'yellow' }),
    ]);
  });
  it('16.2, 7.4: an evacuation starts at box 8 on its turn, and when charged pays 3 yellow PP and 3 Soviet rail moves', () => {
    const n = reduce(s(), add({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', rail: true }));
    expect(optionalOf(n).trackers).toStrictEqual([tracker({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', progress: 8, last: 3 })]);
    expect(boxOf(n, 'ussr').yellow).toBe(2);
    expect(n.rail?.soviet).toMatchObject({ turn: 3, used: 3 });
    // 7.4: the 3 moves come on top of those the Soviets have already made this turn.
    const moved = { ...s(), rail: { soviet: { turn: 3, used: 1, finnish: false, outside: 0 } } } as BiteState;
    expect(reduce(moved, add({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', rail: true })).rail?.soviet).toMatchObject({ turn: 3, used: 4 });
    expect(line(add({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', rail: true }), s())).toBe(
      '[16.2, 7.4] Factory Kharkov works (USSR) evacuated to box 8: 3 strategic rail moves used, 3 yellow PP paid. (track)',
    );
    expect(line(add({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works' }), s())).toBe(
      '[16.2] Factory Kharkov works (USSR) evacuated to box 8. (track)',
    );
    expect(line(add({ progress: 2, rail: true }), s())).toBe('[15.0] New industry Kassel (Germany) begun at 2/10. (track)');
    expect(line(add({}), s())).toBe('[15.0] New industry Kassel (Germany) begun at 0/10. (track)');
    expect(line(add({ kind: 'scorched', name: 'Stalino', colour: 'yellow', progress: 1 }), s())).toBe(
      '[16.0] Scorched centre Stalino (Germany) to repair, 1/3. (track)',
    );
  });
  it('15.0, 16.0, 16.2: a step moves that tracker only, once a turn, paid 1 yellow PP — an evacuation free', () => {
    const two = ledger(s(), { trackers: [tracker({ progress: 3 }), tracker({ id: 't2', name: 'Linz', progress: 5 })] });
    const n = reduce(two, ev('bite/tracker-advance', { id: 't2' }));
    expect(optionalOf(n).trackers.map((x) => [x.progress, x.last])).toEqual([
      [3, 0],
      [6, 3],
    ]);
    expect(boxOf(n, 'germany').yellow).toBe(4);
    expect(reduce(n, ev('bite/tracker-advance', { id: 't2' }))).toBe(n);
    const evac = ledger(s(), { trackers: [tracker({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', progress: 8, last: 2 })] });
    expect(boxOf(reduce(evac, ev('bite/tracker-advance', { id: 't1' })), 'ussr').yellow).toBe(5);
    // The tracker moved is the one that pays: an industry after an evacuation still pays its PP.
    const both = ledger(s(), {
      trackers: [
        tracker({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', progress: 8, last: 2 }),
        tracker({ id: 't2', name: 'Linz', progress: 5 }),
      ],
    });
    expect(boxOf(reduce(both, ev('bite/tracker-advance', { id: 't2' })), 'germany').yellow).toBe(4);
    expect(line(ev('bite/tracker-advance', { id: 't2' }), two)).toBe('[15.0] Linz: 6/10. (track)');
    expect(line(ev('bite/tracker-advance', { id: 't1' }), evac)).toBe('[16.2] Kharkov works: 9/10. (track)');
    expect(line(ev('bite/tracker-advance', { id: 't9' }), two)).toBe('[] ?: 0/0. (track)');
  });
  it('15.1, 16.2: a tracker complete becomes a producing centre of 1 PP from next turn, said in words', () => {
    const s9 = ledger(s(), { trackers: [tracker({ progress: 9 })] });
    const n = reduce(s9, ev('bite/tracker-advance', { id: 't1' }));
    expect(economyOf(n).centres.at(-1)).toMatchObject({
      name: 'Kassel',
      pp: 1,
      colour: 'red',
      owner: 'germany',
      controller: 'germany',
      built: { from: 4, how: 'industry' },
    });
    expect(economyOf(n).nextCentre).toBe(economyOf(s9).nextCentre + 1);
    expect(line(ev('bite/tracker-advance', { id: 't1' }), s9)).toBe(
      '[15.1] Kassel built (10/10): added to Germany’s producing centres, 1 red a turn from next turn; type where the printed sheet placed it by renaming the centre. (track)',
    );
    const evac = ledger(s(), { trackers: [tracker({ kind: 'evacuation', nation: 'ussr', name: 'Kharkov works', progress: 9, last: 2 })] });
    expect(line(ev('bite/tracker-advance', { id: 't1' }), evac)).toBe(
      '[16.2] Kharkov works reaches box 10/10: placed anew among USSR’s producing centres, 1 red a turn from next turn; type where the printed sheet placed it by renaming the centre. (track)',
    );
  });
  it('16.0: a scorched centre repaired produces from its next production — that centre only', () => {
    const sc = ledger(
      withCentres(s(), [
        { name: 'Stalino', scorched: true },
        { name: 'Kerch', scorched: true },
      ]),
      { trackers: [tracker({ kind: 'scorched', name: 'Stalino', colour: 'yellow', centre: 'c1', progress: 2 })] },
    );
    const n = reduce(sc, ev('bite/tracker-advance', { id: 't1' }));
    expect(economyOf(n).centres.map((c) => [c.scorched, c.resumes])).toEqual([
      [undefined, 4],
      [true, undefined],
    ]);
    expect(line(ev('bite/tracker-advance', { id: 't1' }), sc)).toBe('[16.0] Stalino repaired (3/3): it produces from the next production. (track)');
  });
  it('a tracker removed: that one only, named, with no rule', () => {
    const two = ledger(s(), { trackers: [tracker({}), tracker({ id: 't2', name: 'Linz' })] });
    expect(optionalOf(reduce(two, ev('bite/tracker-remove', { id: 't2' }))).trackers).toEqual([tracker({})]);
    expect(line(ev('bite/tracker-remove', { id: 't2' }), two)).toBe('[] Tracker Linz removed. (track)');
    expect(line(ev('bite/tracker-remove', { id: 't9' }), two)).toBe('[] Tracker ? removed. (track)');
  });
});

describe('27.0, 28.0, 30.0: the border, the Volkssturm, the Chechen rebels', () => {
  it('27.0: 3 units hold the border, 2 are short', () => {
    const s = game(['27.0']);
    expect(line(ev('bite/border-count', { units: 3 }), s)).toBe('[27.0] Turkish border: 3 Soviet units in the Caucasus (at least 3). (marker)');
    expect(line(ev('bite/border-count', { units: 2 }), s)).toBe('[27.0] Turkish border: only 2 Soviet units in the Caucasus, at least 3 needed. (marker)');
  });
  it('28.0: the Volkssturm begun on its turn, no city used yet; a corps raised keeps the start, or takes this turn when the FHQ in Berlin began it', () => {
    const s = at(game(['28.0']), 40);
    expect(optionalOf(reduce(s, ev('bite/volkssturm-start', {}))).volkssturm).toEqual({ from: 40, turn: 0, cities: [] });
    expect(line(ev('bite/volkssturm-start', {}), s)).toBe(
      '[28.0] A Soviet ground unit has entered Greater Germany: the Volkssturm begins, to the end of the game. (marker)',
    );
    const begun = at({ ...ledger(s, { volkssturm: { from: 38, turn: 0, cities: [] } }), blocks: [block({})] }, 42);
    expect(optionalOf(reduce(begun, ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' }))).volkssturm).toEqual({
      from: 38,
      turn: 42,
      cities: ['Berlin'],
    });
    const berlin = { ...s, blocks: [block({})], hq: { turn: 40, active: [], fhqBerlin: true } } as BiteState;
    expect(optionalOf(reduce(berlin, ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' }))).volkssturm).toEqual({
      from: 40,
      turn: 40,
      cities: ['Berlin'],
    });
    expect(line(ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' }), begun)).toBe(
      '[28.0] Volkssturm: 52. Inf comes back at 1 SP in Berlin, free. (production)',
    );
    expect(line(ev('bite/volkssturm-raise', { block: 'b9', city: 'Berlin' }), begun)).toBe(
      '[28.0] Volkssturm: ? comes back at 1 SP in Berlin, free. (production)',
    );
  });
  it('30.0: the rebels placed, rebuilt and lost, each line with 30.0', () => {
    const s = at(game(['30.0']), 8);
    const place = ev('bite/chechens', { act: 'place', cause: 'axisHeld' });
    expect(line(place, s)).toBe('[30.0] Chechen rebels: a mountain unit placed at Grozny, free and at full strength (Grozny held by the Axis). (production)');
    const placed = reduce(s, place);
    expect(optionalOf(placed).chechens).toEqual({ onMap: true, placed: 1, turn: 8 });
    expect(line(ev('bite/chechens', { act: 'lost' }), placed)).toBe('[30.0] Chechen rebels: their unit destroyed or disbanded. (marker)');
    const lost = reduce(placed, ev('bite/chechens', { act: 'lost' }));
    expect(line(place, lost)).toBe('[30.0] Chechen rebels: their unit rebuilt free at Grozny, at full strength (Grozny held by the Axis). (production)');
  });
});
