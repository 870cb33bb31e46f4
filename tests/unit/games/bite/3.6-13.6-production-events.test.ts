// BITE's production, supply, rail and HQ events (src/games/bite/events/economy.ts): each event's
// journal line read word for word with its rules and its category, as the players read it in the
// journal, and each event's effect on the game — the centres typed from the map and their control
// (3.6, 11.2, 16.0, 16.1, 29.0), the Caucasus of SBE9, the income (7.3), German aid (5.2), repairs
// and rebuilds with the Leningrad pocket (7.3, 11.0, 12.3), the discards (11.2), a box corrected, a
// surrender (7.9, 4.5, 12.5), a rail move paid with PP or an HQ's AP (7.4, 3.12), stations bombed
// (32.3), Moscow (13.8.1), HQs activated and hidden again (13.3, 13.6); a well-formed event that
// cannot apply changes nothing.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import type { GameEvent } from '@/engine/types';
import { bagOf, boxOf, economyOf, emptyEconomy, type Centre, type PpBag } from '@/games/bite/economy';
import { ctx, inProduction, journalLine } from './gapsHelpers';

const itl = it_ as Record<string, unknown>;
const line = journalLine;
const reduce = (s: BiteState, e: GameEvent) => biteBook.reduce(s, e, ctx);
const centre = (p: Partial<Centre>): Centre => ({ id: 'c1', name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true, ...p });
const withCentres = (s: BiteState, cs: Partial<Centre>[]): BiteState => ({
  ...s,
  economy: { ...economyOf(s), centres: cs.map((c, i) => centre({ id: `c${i + 1}`, ...c })), nextCentre: cs.length + 1 },
});
const withBox = (s: BiteState, n: 'germany' | 'ussr', b: Partial<PpBag>): BiteState => ({
  ...s,
  economy: { ...economyOf(s), box: { ...economyOf(s).box, [n]: bagOf(b) } },
});
const block = (p: Partial<Block>): Block => ({
  id: 'b1',
  eliminated: false,
  name: '42 A',
  nation: 'ussr',
  cls: 'infantry',
  maxSp: 4,
  sp: 1,
  colours: ['black', 'black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
const withBlocks = (s: BiteState, bs: Partial<Block>[]): BiteState => ({ ...s, blocks: bs.map((b, i) => block({ id: `b${i + 1}`, ...b })) });
const SBE9 = (o: Record<string, boolean> = {}) => ({ ...setupState('SBE9', { advanced: true, ...o }), turn: 2 });
const sovietC3 = (o: Record<string, boolean> = {}) => inProduction(SBE9(o), 'soviet');

describe('3.6, 11.2: the producing centres typed from the map', () => {
  it('3.6: a centre typed says its PP in its colour and its owner; the colour agrees with the number', () => {
    const s = { ...SBE9(), economy: emptyEconomy() };
    const add = (p: Partial<Centre>) =>
      ev('bite/centre-add', { centre: { name: 'Maykop', pp: 1, colour: 'black', owner: 'ussr', controller: 'ussr', usable: true, ...p } });
    expect(line(add({ pp: 5 }), s)).toBe('[3.6] Producing centre Maykop typed: 5 black, of USSR. (setup)');
    expect(line(add({ pp: 1 }), s, itl)).toBe('[3.6] Centro produttivo Maykop digitato: 1 nero, di URSS. (setup)');
    expect(line(add({ pp: 2 }), s, itl)).toBe('[3.6] Centro produttivo Maykop digitato: 2 neri, di URSS. (setup)');
  });
  it('3.6: a centre corrected by its id changes that centre only, with what was typed; an id not in the list changes nothing', () => {
    const s = withCentres(SBE9(), [{ name: 'Kerch' }, { name: 'Maykop', pp: 5, colour: 'black' }]);
    const n = reduce(s, ev('bite/centre-edit', { id: 'c2', patch: { pp: 4, usable: false } }));
    expect(economyOf(n).centres).toEqual([centre({ name: 'Kerch' }), centre({ id: 'c2', name: 'Maykop', pp: 4, colour: 'black', usable: false })]);
    expect(economyOf(reduce(s, ev('bite/centre-edit', { id: 'c1', patch: { name: 'Kerch port' } }))).centres.map((c) => c.name)).toEqual([
      'Kerch port',
      'Maykop',
    ]);
    expect(reduce(s, ev('bite/centre-edit', { id: 'c9', patch: { pp: 4 } }))).toBe(s);
    expect(line(ev('bite/centre-edit', { id: 'c2', patch: { pp: 4 } }), s)).toBe('[3.6] Centre Maykop corrected. (setup)');
    expect(line(ev('bite/centre-edit', { id: 'c9', patch: { pp: 4 } }), s)).toBe('[3.6] Centre ? corrected. (setup)');
  });
  it('a centre removed from the list: that one only, named, with no rule', () => {
    const s = withCentres(SBE9(), [{ name: 'Kerch' }, { name: 'Maykop' }, { name: 'Grozny' }]);
    expect(economyOf(reduce(s, ev('bite/centre-remove', { id: 'c2' }))).centres.map((c) => c.name)).toEqual(['Kerch', 'Grozny']);
    expect(line(ev('bite/centre-remove', { id: 'c2' }), s)).toBe('[] Centre Maykop removed from the list. (setup)');
  });
  it('11.2: a centre cut off from its main source, or linked again — that one only; an unknown id changes nothing', () => {
    const s = withCentres(SBE9(), [{ name: 'Kerch' }, { name: 'Maykop' }]);
    expect(economyOf(reduce(s, ev('bite/centre-usable', { id: 'c2', usable: false }))).centres.map((c) => c.usable)).toEqual([true, false]);
    expect(reduce(s, ev('bite/centre-usable', { id: 'c9', usable: false }))).toBe(s);
    expect(line(ev('bite/centre-usable', { id: 'c2', usable: false }), s)).toBe('[11.2] Maykop cut off from its main source: its PP cannot be used. (marker)');
    expect(line(ev('bite/centre-usable', { id: 'c2', usable: true }), s)).toBe('[11.2] Maykop linked to its main source again. (marker)');
  });
});

describe('3.6, 16.0, 16.1, 29.0: a centre changes hands', () => {
  it('3.6: without scorched earth the income follows; an unknown centre changes nothing', () => {
    const s = withCentres(SBE9(), [{ name: 'Kerch' }, { name: 'Maykop' }]);
    expect(line(ev('bite/centre-control', { id: 'c2', controller: 'germany' }), s)).toBe('[3.6, 7.3] Maykop goes to Germany: the income follows. (marker)');
    expect(reduce(s, ev('bite/centre-control', { id: 'c9', controller: 'germany' }))).toBe(s);
  });
  it('29.0: partisans on a centre leave it only when the Soviets take it; an Axis ally taking it keeps them there', () => {
    const s = withCentres(SBE9(), [{ name: 'Dnepr', controller: 'germany', partisans: 2 }]);
    expect(economyOf(reduce(s, ev('bite/centre-control', { id: 'c1', controller: 'romania' }))).centres[0]).toEqual(
      centre({ name: 'Dnepr', controller: 'romania', partisans: 2 }),
    );
    expect(economyOf(reduce(s, ev('bite/centre-control', { id: 'c1', controller: 'ussr' }))).centres[0]).toEqual(centre({ name: 'Dnepr', controller: 'ussr' }));
  });
  it('16.1, 16.0: each effect said with its own rule — an industry destroyed (1 PP of its colour), a Soviet centre scorched, taken back and repaired', () => {
    const s = withCentres(SBE9({ ro16: true }), [
      { name: 'Kerch' },
      { name: 'Kharkov', colour: 'red', pp: 3, industry: true },
      { name: 'Stalino', controller: 'germany', scorched: true },
    ]);
    expect(line(ev('bite/centre-control', { id: 'c2', controller: 'germany' }), s)).toBe(
      '[3.6, 16.1] Kharkov taken by Germany, which gains 1 red PP once: the industry is destroyed at once. (marker)',
    );
    expect(line(ev('bite/centre-control', { id: 'c2', controller: 'germany' }), s, itl)).toBe(
      "[3.6, 16.1] Kharkov conquistato dalla Germania, che riceve 1 PP rosso una volta sola: l'industria è distrutta subito. (marker)",
    );
    expect(line(ev('bite/centre-control', { id: 'c1', controller: 'germany' }), s)).toBe(
      '[3.6, 16.0] Kerch taken by Germany: scorched earth, it produces nothing for the Axis until repaired (3 yellow PP over 3 turns). (marker)',
    );
    expect(line(ev('bite/centre-control', { id: 'c3', controller: 'ussr' }), s)).toBe(
      '[3.6, 16.0] Stalino taken back by the USSR: the USSR repairs it at once, at full production. (marker)',
    );
  });
});

describe('SBE9: the Caucasus lost, or found again', () => {
  it('SBE9: marked lost on its turn, once — marked again it keeps its first turn; found again it is unmarked; each line with SBE9', () => {
    const s = SBE9();
    const lost = reduce(s, ev('bite/caucasus', { lost: true }));
    expect(economyOf(lost).caucasusLost).toBe(2);
    const again = { ...lost, turn: 5 };
    expect(reduce(again, ev('bite/caucasus', { lost: true }))).toBe(again);
    expect(economyOf(reduce(again, ev('bite/caucasus', { lost: false }))).caucasusLost).toBeUndefined();
    expect(line(ev('bite/caucasus', { lost: true }), s)).toBe(
      '[SBE9] The Caucasus is lost: the Axis holds Stalingrad and has reached the Volga. From now on the Soviets track their oil. (marker)',
    );
    expect(line(ev('bite/caucasus', { lost: false }), lost)).toBe(
      '[SBE9] The Caucasus is no longer marked lost: the Soviets stop tracking their oil. (marker)',
    );
  });
});

describe('7.3, 5.2, 11.2: income, aid, discards and corrections in the journal', () => {
  it('7.3, 11.0: the income of a nation for the month, in its colours', () => {
    expect(line(ev('bite/income', { nation: 'germany', pp: bagOf({ yellow: 24, red: 3 }) }), SBE9())).toBe(
      '[7.3, 11.0] Germany collects its income for July 1941: 24 yellow, 3 red. (production)',
    );
  });
  it('5.2: German aid says what this gift brings the ally to, of the 3 a turn', () => {
    const s = withBox(inProduction(SBE9(), 'axis'), 'germany', { yellow: 5, red: 2 });
    expect(line(ev('bite/aid', { ally: 'romania', colour: 'yellow', pp: 1 }), s)).toBe(
      '[5.2] German aid to Romania: 1 yellow (1 of 3 this turn). (production)',
    );
    const once = reduce(s, ev('bite/aid', { ally: 'romania', colour: 'yellow', pp: 1 }));
    expect(line(ev('bite/aid', { ally: 'romania', colour: 'red', pp: 2 }), once)).toBe('[5.2] German aid to Romania: 2 red (3 of 3 this turn). (production)');
  });
  it('11.2: PP discarded over the storage limit — only what the box holds; said with its nation and colour', () => {
    const s = withBox(SBE9(), 'germany', { yellow: 1, red: 3 });
    expect(boxOf(reduce(s, ev('bite/pp-discard', { nation: 'germany', colour: 'red', pp: 2 })), 'germany')).toEqual(bagOf({ yellow: 1, red: 1 }));
    expect(reduce(s, ev('bite/pp-discard', { nation: 'germany', colour: 'red', pp: 4 }))).toBe(s);
    expect(line(ev('bite/pp-discard', { nation: 'germany', colour: 'red', pp: 2 }), s)).toBe('[11.2] Germany loses 2 red over the storage limit. (production)');
  });
  it('7.3: a box corrected up or down, by as much as typed, with the reason', () => {
    const s = SBE9();
    expect(line(ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: 2, reason: 'forgot aid' }), s)).toBe(
      "[7.3] USSR's box corrected: +2 blue (forgot aid). (production)",
    );
    expect(line(ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: 1, reason: 'x' }), s)).toBe(
      "[7.3] USSR's box corrected: +1 blue (x). (production)",
    );
    expect(line(ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: -1, reason: 'typo' }), s)).toBe(
      "[7.3] USSR's box corrected: −1 blue (typo). (production)",
    );
  });
});

describe('7.3, 11.0, 12.3: repairs and rebuilds', () => {
  const repair = (id: string, steps: number, cost: Partial<PpBag>, leningrad?: true) =>
    ev('bite/repair', { id, steps, cost: bagOf(cost), ...(leningrad ? { leningrad } : {}) });
  it('7.3: an unknown block changes nothing and is named "?"', () => {
    const s = withBox(withBlocks(sovietC3(), [{}]), 'ussr', { yellow: 9 });
    expect(reduce(s, repair('b9', 1, { yellow: 1 }))).toBe(s);
    expect(line(repair('b9', 1, { yellow: 1 }), s)).toBe('[7.3, 11.0] ? repaired by 1 SP (now 1/0) for 1 yellow. (production)');
  });
  it('7.3: repaired up to its full SP, never over, and never into a blue step; the steps read are those repaired', () => {
    const s = withBox(
      withBlocks(sovietC3(), [
        { sp: 1, colours: ['black', 'black', 'white', 'red'] },
        { sp: 1, colours: ['black', 'blue', 'white', 'red'] },
        { sp: 2, colours: ['blue', 'black', 'white', 'red'] },
      ]),
      'ussr',
      { yellow: 9 },
    );
    const full = reduce(s, repair('b1', 3, { yellow: 3 }));
    expect(full.blocks[0]!.sp).toBe(4);
    expect(boxOf(full, 'ussr').yellow).toBe(6);
    expect(reduce(s, repair('b1', 4, { yellow: 4 }))).toBe(s);
    expect(reduce(s, repair('b2', 1, { yellow: 1 }))).toBe(s);
    // A blue step already standing (below the ones repaired) does not forbid the others.
    expect(reduce(s, repair('b3', 2, { yellow: 2 })).blocks[2]!.sp).toBe(4);
    expect(line(repair('b1', 3, { yellow: 3 }), s)).toBe('[7.3, 11.0] 42 A repaired by 3 SP (now 4/4) for 3 yellow. (production)');
  });
  it('4.4: a unit out of supply outside the pocket is not repaired', () => {
    const s = withBox(withBlocks(sovietC3(), [{ supplied: false }]), 'ussr', { yellow: 9 });
    expect(reduce(s, repair('b1', 1, { yellow: 1 }))).toBe(s);
  });
  it("7.3: an eliminated unit rebuilt from 0 in the ordinary way, not paid from Leningrad's PP", () => {
    const s = withBox(withBlocks(sovietC3(), [{ eliminated: true, sp: 0 }]), 'ussr', { yellow: 9 });
    const n = reduce(s, repair('b1', 2, { yellow: 2 }));
    expect([n.blocks[0]!.sp, n.blocks[0]!.eliminated, economyOf(n).pocket]).toEqual([2, false, undefined]);
    expect(line(repair('b1', 2, { yellow: 2 }), s)).toBe('[7.3, 11.0] 42 A rebuilt with 2 SP (2/4) for 2 yellow. (production)');
  });
  it("12.3: Leningrad's PP pay for a Soviet unit built anew there, with the advanced rules — not for a unit on the map, a German one, or in the basic game", () => {
    const centres = (s: BiteState) =>
      withCentres(s, [
        { name: 'Leningrad', pp: 2, pocket: true },
        { name: 'Leningrad works', pp: 3, colour: 'red', pocket: true },
      ]);
    const s = withBox(
      centres(withBlocks(sovietC3(), [{ eliminated: true, sp: 0 }, { sp: 1 }, { eliminated: true, sp: 0, nation: 'germany', name: '52. Inf' }])),
      'ussr',
      { yellow: 9, red: 9 },
    );
    const built = reduce(s, repair('b1', 1, { yellow: 1 }, true));
    expect([built.blocks[0]!.sp, economyOf(built).pocket]).toEqual([1, { turn: 2, pp: bagOf({ yellow: 1 }) }]);
    expect(line(repair('b1', 1, { yellow: 1 }, true), s)).toBe(
      '[7.3, 12.3] 42 A built anew in Leningrad with 1 SP (1/4) with Leningrad’s PP: 1 yellow. (production)',
    );
    expect(reduce(s, repair('b2', 1, { yellow: 1 }, true))).toBe(s);
    const german = withBox(s, 'germany', { yellow: 9 });
    expect(reduce(german, repair('b3', 1, { yellow: 1 }, true))).toBe(german);
    const basic = { ...s, layers: { ...s.layers, advanced: false } };
    expect(reduce(basic, repair('b1', 1, { yellow: 1 }, true))).toBe(basic);
  });
  it("12.3: a unit in the pocket is repaired within what Leningrad has left this turn, red and yellow; what it spent is added up, another turn's not", () => {
    const s = withBox(
      withCentres(withBlocks(sovietC3(), [{ supplied: false }]), [
        { name: 'Leningrad', pp: 2, pocket: true },
        { name: 'Leningrad works', pp: 3, colour: 'red', pocket: true },
      ]),
      'ussr',
      { yellow: 9, red: 9 },
    );
    const besieged = { ...s, siege: { blocks: { b1: 'leningrad' }, roadOfLife: true } } as BiteState;
    expect(reduce(besieged, repair('b1', 1, { yellow: 3 }))).toBe(besieged);
    expect(reduce(besieged, repair('b1', 1, { red: 4 }))).toBe(besieged);
    const once = reduce(besieged, repair('b1', 1, { yellow: 1 }));
    expect(economyOf(once).pocket).toEqual({ turn: 2, pp: bagOf({ yellow: 1 }) });
    const twice = reduce(once, repair('b1', 1, { red: 1 }));
    expect(economyOf(twice).pocket).toEqual({ turn: 2, pp: bagOf({ yellow: 1, red: 1 }) });
    const old = { ...besieged, economy: { ...economyOf(besieged), pocket: { turn: 1, pp: bagOf({ yellow: 2 }) } } };
    expect(economyOf(reduce(old, repair('b1', 1, { yellow: 1 }))).pocket).toEqual({ turn: 2, pp: bagOf({ yellow: 1 }) });
    expect(line(repair('b1', 1, { yellow: 1 }), besieged)).toBe(
      '[7.3, 12.3] 42 A, in the Leningrad pocket, repaired by 1 SP (now 2/4) with Leningrad’s PP: 1 yellow. (production)',
    );
    // In the basic game nothing is besieged: an unknown block described with no pocket.
    expect(line(repair('b1', 1, { yellow: 1 }), { ...s, layers: { ...s.layers, advanced: false } })).toBe(
      '[7.3, 11.0] 42 A repaired by 1 SP (now 2/4) for 1 yellow. (production)',
    );
  });
});

describe('7.9, 4.5, 12.5: a surrender at the final supply check', () => {
  it('7.9: only a unit on the map, out of supply, with a base, not static, surrenders; it is eliminated and counts as supplied again', () => {
    const s = withBlocks(SBE9(), [
      { name: 'Tula', supplied: true },
      { name: '42 A', supplied: false },
      { supplied: false, eliminated: true, sp: 0 },
      { supplied: false, zeroBase: true },
      { supplied: false, cls: 'static' },
    ]);
    const pay = (id: string) => ev('bite/surrender', { id, gainer: 'germany', pp: bagOf({ yellow: 1 }) });
    const n = reduce(s, pay('b2'));
    expect(n.blocks[1]).toEqual(block({ id: 'b2', name: '42 A', sp: 0, eliminated: true, supplied: true }));
    expect(boxOf(n, 'germany').yellow).toBe(boxOf(s, 'germany').yellow + 1);
    for (const id of ['b1', 'b3', 'b4', 'b5', 'b9']) expect(reduce(s, pay(id)), id).toBe(s);
    expect(line(pay('b2'), s)).toBe('[7.9, 4.5, 12.5] 42 A surrenders at the final supply check: Germany gains 1 yellow. (combat)');
    expect(line(pay('b9'), s)).toBe('[7.9, 4.5, 12.5] ? surrenders at the final supply check: Germany gains 1 yellow. (combat)');
  });
});

describe('7.4, 3.12, 32.3, 13.8.1: the rail', () => {
  const hq = (p: Partial<Block>) => ({ cls: 'hq' as const, maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] as Block['colours'], ...p });
  const s = () =>
    withBox(
      withBlocks(SBE9(), [
        { name: '52. Inf', nation: 'germany' },
        hq({ name: 'HG Süd', nation: 'germany' }),
        hq({ name: 'HG Nord', nation: 'germany', sp: 1 }),
      ]),
      'germany',
      { yellow: 3 },
    );
  const move = (p: Record<string, unknown>) => ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'pp', unit: '52. Inf', ...p } as never);
  it('7.4: a move paid with 1 yellow PP takes it from Germany and leaves every HQ alone, even one named', () => {
    const n = reduce(s(), move({ hq: 'b2' }));
    expect(boxOf(n, 'germany').yellow).toBe(2);
    expect(n.blocks.map((b) => b.sp)).toEqual([1, 3, 1]);
    expect(n.rail?.axis).toMatchObject({ used: 1, finnish: false, outside: 0 });
    expect(line(move({ hq: 'b2' }), s())).toBe('[7.4] Axis: rail move 1 (52. Inf), paid with 1 yellow PP. (movement)');
  });
  it("3.12: a move paid with an HQ's AP: that HQ only loses 1 AP, the last removing it; a block that is no HQ cannot pay", () => {
    const n = reduce(s(), move({ pay: 'ap', hq: 'b2' }));
    expect(n.blocks.map((b) => [b.sp, b.eliminated])).toEqual([
      [1, false],
      [2, false],
      [1, false],
    ]);
    expect(boxOf(n, 'germany').yellow).toBe(3);
    expect(reduce(s(), move({ pay: 'ap', hq: 'b3' })).blocks[2]).toMatchObject({ sp: 0, eliminated: true });
    expect(reduce(s(), move({ pay: 'ap', hq: 'b1' }))).toEqual(s());
    expect(line(move({ pay: 'ap', hq: 'b2' }), s())).toBe('[7.4, 3.12] Axis: rail move 1 (52. Inf), paid with 1 AP of HG Süd (3 → 2). (movement)');
    expect(line(move({ pay: 'ap', hq: 'b3' }), s())).toBe(
      '[7.4, 3.12] Axis: rail move 1 (52. Inf), paid with the last AP of HG Nord, removed (it may be rebuilt). (movement)',
    );
    expect(line(move({ pay: 'ap' }), s())).toBe('[7.4] Axis: rail move 1 (52. Inf), paid with 1 AP of an HQ. (movement)');
  });
  it("7.4: the Axis's Finnish move is marked as such; a normal one is not", () => {
    const n = reduce(s(), move({ kind: 'finnish' }));
    expect(n.rail?.axis).toMatchObject({ used: 0, finnish: true });
    expect(line(move({ kind: 'finnish' }), s())).toBe('[7.4] Axis rail move in the Finnish Operative Area (52. Inf), paid with 1 yellow PP. (movement)');
    expect(line(move({ kind: 'outside' }), s())).toBe('[7.4] Axis: rail move outside the USSR (52. Inf), paid with 1 yellow PP. (movement)');
  });
  it('32.3, 13.8.1: stations bombed and Moscow lost or held, each with its rule', () => {
    expect(line(ev('bite/rail-bombed', { side: 'soviet', hits: 2 }), SBE9())).toBe(
      '[32.3] Soviets: 2 rail stations bombed; capacity reduced next turn. (marker)',
    );
    expect(line(ev('bite/rail-bombed', { side: 'axis', hits: 1 }), SBE9())).toBe('[32.3] Axis: 1 rail station bombed; capacity reduced next turn. (marker)');
    expect(line(ev('bite/rail-bombed', { side: 'axis', hits: 1 }), SBE9(), itl)).toBe(
      '[32.3] Asse: 1 stazione ferroviaria bombardata; capacità ridotta il turno prossimo. (marker)',
    );
    expect(line(ev('bite/moscow', { lost: true }), SBE9())).toBe('[13.8.1] Moscow lost or out of supply: Soviet rail capacity 4. (marker)');
    expect(line(ev('bite/moscow', { lost: false }), SBE9())).toBe('[13.8.1] Moscow held and supplied again. (marker)');
  });
});

describe('13.3, 13.6: HQs activated and hidden again', () => {
  it('13.3: an HQ activated is named with its AP; an unknown one "?" with 0', () => {
    const s = withBlocks(SBE9(), [
      { name: '52. Inf', nation: 'germany' },
      { name: 'HG Süd', nation: 'germany', cls: 'hq', sp: 3, maxSp: 3 },
    ]);
    expect(line(ev('bite/hq-activate', { id: 'b2' }), s)).toBe('[13.3] HG Süd activated with 3 AP. (marker)');
    expect(line(ev('bite/hq-activate', { id: 'b9' }), s)).toBe('[13.3] ? activated with 0 AP. (marker)');
  });
  it('13.6: at the end of the Blitz each active HQ loses 1 AP; those at 1 AP are removed and named, or "—"', () => {
    const hq = (name: string, sp: number): Partial<Block> => ({ name, nation: 'germany', cls: 'hq', sp, maxSp: 3, colours: ['black', 'black', 'black'] });
    const s = { ...withBlocks(SBE9(), [hq('HG Süd', 3), hq('HG Nord', 1), hq('HG Mitte', 1)]), hq: { turn: 2, active: ['b1', 'b2', 'b3'] } } as BiteState;
    expect(line(ev('bite/hq-deactivate', { side: 'axis' }), s)).toBe(
      '[13.6] End of the Blitz: 3 activated HQs lose 1 AP and are hidden again; removed: HG Nord, HG Mitte. (marker)',
    );
    const one = { ...s, hq: { turn: 2, active: ['b1'] } } as BiteState;
    expect(line(ev('bite/hq-deactivate', { side: 'axis' }), one)).toBe(
      '[13.6] End of the Blitz: 1 activated HQ loses 1 AP and is hidden again; removed: —. (marker)',
    );
    expect(line(ev('bite/hq-deactivate', { side: 'axis' }), one, itl)).toBe(
      '[13.6] Fine del Blitz: 1 QG attivato perde 1 PA e torna coperto; rimossi: —. (marker)',
    );
  });
});
