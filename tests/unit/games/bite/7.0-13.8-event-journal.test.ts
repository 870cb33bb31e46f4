// BITE's event definitions (src/games/bite/events/: turn.ts, blocks.ts, hq.ts, siege.ts,
// campaign.ts, victory.ts, common.ts): each event's journal line as the players read it — its
// words, the rules beside it and the journal's filter it lands under — and what each reducer
// changes, or that it changes nothing when the event cannot apply (the game returned as it was).
// The sequence of play (7.0, 7.11) and the end of production (11.2, 34.0); the roster (3.11, 7.2,
// 7.7, 12.4.1, 12.5); the supreme HQs (13.1, 13.8.1–13.8.3, 28.0); the sieges (12.1–12.3); the long
// scenarios' removals (4.11, SBE9); the victory conditions' marks (5.5, 7.11, 36.0, 37.0, SBE1,
// SBE2, SBE4, SBE7, SBE9).
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { monthId, setupState, type BiteState, type Block } from '@/games/bite/state';
import { SEQUENCE } from '@/games/bite/calendar';
import { boxOf } from '@/games/bite/economy';
import { campaignOf } from '@/games/bite/campaign';
import { hqOf } from '@/games/bite/hq';
import { railOf } from '@/games/bite/rail';
import { siegeLedger } from '@/games/bite/siege';
import { victoryOf } from '@/games/bite/victory';
import type { GameEvent } from '@/engine/types';
import { block, inProduction, run, words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
/** The journal line of an event on this game: [its filter, its rules, its words]. */
const line = (s: BiteState, e: GameEvent) => {
  const l = biteBook.describe(e, s);
  return [l.category, l.rules, words(l.text, en)];
};
const next = ev('core/next-phase', {});
const at = (s: BiteState, id: string) => s.blocks.find((b) => b.id === id)!;
/** SBE9 with the advanced rules on this turn (1 is June 1941), with these blocks (b1, b2, …). */
const game = (blocks: Partial<Block>[] = [], turn = 2, opts: Record<string, boolean> = {}): BiteState =>
  run(
    { ...setupState('SBE9', { advanced: true, ...opts }), turn },
    blocks.map((b) => ev('bite/block-add', { block: block(b) })),
  );

describe('7.0, 7.11: the sequence of play and its journal', () => {
  it('7.0: the next phase is named with its own rule — A → B1 (7.1), B1 → B2 (7.2)', () => {
    const s = game();
    expect(line(s, next)).toEqual(['phase', ['7.1'], `Phase ${words(SEQUENCE[1].label, en)}.`]);
    expect(words(SEQUENCE[1].label, en)).toContain('B1');
    expect(line({ ...s, phaseIndex: 1 }, next)).toEqual(['phase', ['7.2'], `Phase ${words(SEQUENCE[2].label, en)}.`]);
    expect(run({ ...s, phaseIndex: 1 }, [next]).phaseIndex).toBe(2);
  });
  it('7.0: from the last phase (D) the next turn begins, named with its month', () => {
    const s = { ...game([], 1), phaseIndex: SEQUENCE.length - 1 };
    expect(line(s, next)).toEqual(['phase', ['7.0'], 'Turn 2: July 1941.']);
    expect([run(s, [next]).turn, run(s, [next]).phaseIndex]).toEqual([2, 0]);
  });
  it('7.11: after phase D of the last turn the game ends; a game over moves on no further', () => {
    const s0 = game();
    const s = { ...s0, turn: s0.turns, phaseIndex: SEQUENCE.length - 1 };
    expect(line(s, next)).toEqual(['phase', ['7.11'], 'End of the game.']);
    const over = run(s, [next]);
    expect(over.over).toBe(true);
    expect(run(over, [next])).toBe(over);
    // One turn before the last, phase D leads to the next turn, not the end.
    expect(line({ ...s, turn: s0.turns - 1 }, next)[2]).toMatch(/^Turn \d+: \w+ \d{4}\.$/);
  });
  it('7.0: the previous phase steps back within the turn, then to phase D of the turn before; not before turn 1; a game over reopens', () => {
    const s = game([], 3);
    expect(line(s, ev('core/prev-phase', {}))).toEqual(['phase', [], 'Previous phase.']);
    expect(biteBook.describe(ev('core/prev-phase', {}), s).text).toEqual({ key: 'bite.journal.prevPhase' });
    const within = run({ ...s, phaseIndex: 5 }, [ev('core/prev-phase', {})]);
    expect([within.turn, within.phaseIndex]).toEqual([3, 4]);
    const firstTurn = run({ ...s, turn: 1, phaseIndex: 5 }, [ev('core/prev-phase', {})]);
    expect([firstTurn.turn, firstTurn.phaseIndex]).toEqual([1, 4]);
    const back = run(s, [ev('core/prev-phase', {})]);
    expect([back.turn, back.phaseIndex]).toEqual([2, SEQUENCE.length - 1]);
    const first = { ...s, turn: 1 };
    expect(run(first, [ev('core/prev-phase', {})])).toBe(first);
    const over = { ...s, over: true, phaseIndex: 7 };
    expect(run(over, [ev('core/prev-phase', {})])).toEqual({ ...over, over: false });
  });
});

describe('7.3, 11.2, 34.0: what the end of production takes, said with the phase change', () => {
  it('7.3: leaving a production phase that takes nothing says the next phase alone', () => {
    const s = inProduction(game(), 'axis');
    expect(line(s, next)).toEqual(['phase', ['7.4'], `Phase ${words(SEQUENCE[s.phaseIndex + 1].label, en)}.`]);
  });
  it("11.2: the Axis production ends with more red than yellow in the German box: the excess is lost, with 11.2 beside the phase's rule", () => {
    const s = run(inProduction(game(), 'axis'), [ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 5, reason: 'saved' })]);
    const [cat, rules, text] = line(s, next);
    expect([cat, rules]).toEqual(['phase', ['7.4', '11.2']]);
    expect(text).toBe(`Phase ${words(SEQUENCE[s.phaseIndex + 1].label, en)}. End of production: Germany loses 5 red over the saved-PP limit.`);
  });
  it("34.0: the Soviet production ends with Lend-Lease unspent: lost, with 34.0 beside the phase's rule (and no 11.2)", () => {
    const shipment = {
      pacific: { yellow: 0, red: 3, blue: 2, black: 0 },
      arctic: { yellow: 0, red: 0, blue: 0, black: 0 },
      persia: { yellow: 0, red: 0, blue: 0, black: 0 },
    };
    const s = run(inProduction(game([], 4, { ro34: true }), 'soviet'), [
      ev('bite/lend-lease', { shipment, lost: { arctic: shipment.arctic, persia: shipment.persia } }),
    ]);
    const [cat, rules, text] = line(s, next);
    expect([cat, rules]).toEqual(['phase', ['7.4', '34.0']]);
    expect(text).toBe(`Phase ${words(SEQUENCE[s.phaseIndex + 1].label, en)}. End of production: the Lend-Lease PP not spent are lost (3 red, 2 blue).`);
  });
});

describe('9.0, 17.0: the weather and research marks', () => {
  it("9.0: a month's weather set, or rolled with its dice, each said with 9.0 as a roll", () => {
    const s = game();
    expect(line(s, ev('bite/weather', { year: 1942, month: 5, weather: 'rain' }))).toEqual(['roll', ['9.0'], "May 1942's weather: Rain."]);
    expect(line(s, ev('bite/weather', { year: 1942, month: 10, weather: 'fair', faces: [6] }))).toEqual([
      'roll',
      ['9.0'],
      "October 1942's weather: Fair (rolled).",
    ]);
    expect(run(s, [ev('bite/weather', { year: 1942, month: 5, weather: 'rain' })]).weather[monthId({ year: 1942, month: 5 })]).toEqual({ weather: 'rain' });
  });
  it('17.0: a research level reached, said with the nation, field and level', () => {
    const e = ev('bite/research', { nation: 'ussr', field: 'armour', level: 3 });
    expect(line(game(), e)).toEqual(['track', ['17.0'], 'USSR, armour: TECH 3 by research.']);
  });
});

describe('3.11, 7.2, 7.7: the roster', () => {
  it('3.11: a block added is said with its SP of its maximum', () => {
    expect(line(game(), ev('bite/block-add', { block: block({ name: '5 A', sp: 3 }) }))).toEqual(['setup', ['3.11'], 'Block added: 5 A (3/4 SP).']);
  });
  it('a block corrected: only that block, and a correction that breaks it (SP above its maximum, no step) changes nothing', () => {
    const s = game([{ name: '5 A' }, { name: '6 A' }]);
    const e = ev('bite/block-edit', { id: 'b2', patch: { sp: 2, name: '6 Gv A' } });
    expect(line(s, e)).toEqual(['setup', [], 'Block corrected: 6 A.']);
    const n = run(s, [e]);
    expect(n.blocks.map((b) => [b.name, b.sp])).toEqual([
      ['5 A', 4],
      ['6 Gv A', 2],
    ]);
    expect(run(s, [ev('bite/block-edit', { id: 'b2', patch: { sp: 5 } })])).toBe(s);
    expect(run(s, [ev('bite/block-edit', { id: 'b2', patch: { maxSp: 0, sp: 0, colours: [] } })])).toBe(s);
    expect(run(s, [ev('bite/block-edit', { id: 'b9', patch: { sp: 2 } })])).toBe(s);
    // A whole, coherent block typed for a block not in the roster changes nothing either.
    expect(run(s, [ev('bite/block-edit', { id: 'b9', patch: { sp: 2, maxSp: 2, colours: ['black', 'red'] } })])).toBe(s);
    expect(line(s, ev('bite/block-edit', { id: 'b9', patch: { sp: 2 } }))[2]).toBe('Block corrected: ?.');
  });
  it('a block removed: only that one, said by name', () => {
    const s = game([{ name: '5 A' }, { name: '6 A' }]);
    expect(line(s, ev('bite/block-remove', { id: 'b2' }))).toEqual(['setup', [], 'Block removed: 6 A.']);
    expect(run(s, [ev('bite/block-remove', { id: 'b2' })]).blocks.map((b) => b.name)).toEqual(['5 A']);
    expect(line(s, ev('bite/block-remove', { id: 'b7' }))[2]).toBe('Block removed: ?.');
  });
  it('7.2: a white barrel on or off, said by name with 7.2', () => {
    const s = game([{ name: '5 A' }]);
    expect(line(s, ev('bite/supply', { id: 'b1', supplied: false }))).toEqual(['marker', ['7.2'], '5 A: out of supply.']);
    expect(line(s, ev('bite/supply', { id: 'b1', supplied: true }))).toEqual(['marker', ['7.2'], '5 A: supplied again.']);
  });
  it("7.7: a battle's outcome — an eliminated block goes to 0 SP whatever SP was typed; the line counts the units eliminated", () => {
    const s = game([{ name: '5 A' }, { name: '6 A' }]);
    const e = ev('bite/battle', {
      rounds: 3,
      units: [
        { id: 'b1', name: '5 A', side: 'defender', sp: 2, fate: 'eliminated' },
        { id: 'b2', name: '6 A', side: 'defender', sp: 2, fate: 'in' },
        { id: 'x', name: 'T', side: 'attacker', sp: 1, fate: 'eliminated' },
      ],
    });
    expect(run(s, [e]).blocks.map((b) => [b.sp, b.eliminated])).toEqual([
      [0, true],
      [2, false],
    ]);
    expect(line(s, e)).toEqual(['combat', ['7.7'], 'Battle over; rounds: 3; units eliminated: 2.']);
  });
  it("12.4.1, 12.5: a failed Desperate Attack's units surrender, named in the line; one already eliminated is not taken twice", () => {
    const s = game([{ name: '5 A', supplied: false }, { name: '6 A' }]);
    const e = ev('bite/battle', {
      rounds: 1,
      units: [
        { id: 'b1', name: '5 A', side: 'attacker', sp: 4, fate: 'surrendered' },
        { id: 'b2', name: '6 A', side: 'attacker', sp: 0, fate: 'eliminated' },
      ],
    });
    expect(line(s, e)).toEqual([
      'combat',
      ['7.7', '12.4.1', '12.5'],
      'Battle over; rounds: 1; units eliminated: 1; the Desperate Attack failed and these surrender: 5 A.',
    ]);
    const n = run(s, [e]);
    expect(at(n, 'b1')).toMatchObject({ sp: 0, eliminated: true, supplied: true });
    const box = boxOf(n, 'germany');
    const again = run(n, [ev('bite/battle', { rounds: 1, units: [{ id: 'b1', name: '5 A', side: 'attacker', sp: 0, fate: 'surrendered' }] })]);
    expect(boxOf(again, 'germany')).toEqual(box);
    expect(again.blocks).toEqual(n.blocks);
  });
});

describe("13.1, 13.8: the supreme HQs' marks, actions, Moscow and Berlin", () => {
  const hqs = (turn = 2) =>
    game(
      [
        { name: 'FHQ', nation: 'germany', cls: 'hq', colours: ['black', 'black', 'black', 'black'] },
        { name: 'Stavka', nation: 'ussr', cls: 'hq', colours: ['black', 'black', 'black', 'black'] },
        { name: 'Antonescu', nation: 'romania', cls: 'hq', maxSp: 2, sp: 2, colours: ['black', 'black'] },
        { name: '5 A', nation: 'ussr' },
      ],
      turn,
    );
  const marked = () =>
    run(hqs(), [
      ev('bite/hq-supreme', { id: 'b1', kind: 'fhq' }),
      ev('bite/hq-supreme', { id: 'b2', kind: 'stavka' }),
      ev('bite/hq-supreme', { id: 'b3', kind: 'minor' }),
    ]);
  it('13.8.1–13.8.3: each mark said with its own rule; unmarking takes the mark away', () => {
    const s = hqs();
    expect(line(s, ev('bite/hq-supreme', { id: 'b1', kind: 'fhq' }))).toEqual([
      'setup',
      ['13.8.2'],
      `FHQ is the ${words({ key: 'bite.eco.hq.kind.fhq' }, en)}.`,
    ]);
    expect(line(s, ev('bite/hq-supreme', { id: 'b2', kind: 'stavka' }))).toEqual([
      'setup',
      ['13.8.1'],
      `Stavka is the ${words({ key: 'bite.eco.hq.kind.stavka' }, en)}.`,
    ]);
    expect(line(s, ev('bite/hq-supreme', { id: 'b3', kind: 'minor' }))).toEqual([
      'setup',
      ['13.8.3'],
      `Antonescu is the ${words({ key: 'bite.eco.hq.kind.minor' }, en)}.`,
    ]);
    expect(line(s, ev('bite/hq-supreme', { id: 'b3', kind: 'none' }))).toEqual(['setup', ['13.8.1'], 'Antonescu is no longer a supreme HQ.']);
    expect(line(s, ev('bite/hq-supreme', { id: 'b9', kind: 'none' }))[2]).toBe('? is no longer a supreme HQ.');
    const m = marked();
    expect(hqOf(m).supreme).toEqual({ b1: 'fhq', b2: 'stavka', b3: 'minor' });
    expect(hqOf(run(m, [ev('bite/hq-supreme', { id: 'b3', kind: 'none' })])).supreme).toEqual({ b1: 'fhq', b2: 'stavka' });
  });
  it('13.1: an HQ block marked as an air HQ, said with 13.1; a block that is no HQ is not marked', () => {
    const s = hqs();
    expect(line(s, ev('bite/hq-air', { id: 'b1', air: true }))).toEqual(['setup', ['13.1'], 'FHQ marked as an air HQ: it commands air units only.']);
    expect(line(s, ev('bite/hq-air', { id: 'b1', air: false }))).toEqual(['setup', ['13.1'], 'FHQ is no longer marked as an air HQ.']);
    expect(run(s, [ev('bite/hq-air', { id: 'b4', air: true })])).toBe(s);
    const air = run(s, [ev('bite/hq-air', { id: 'b1', air: true })]);
    expect(hqOf(air).air).toEqual(['b1']);
    // Marked twice, or unmarked when not marked: nothing changes.
    expect(run(air, [ev('bite/hq-air', { id: 'b1', air: true })])).toBe(air);
    expect(run(s, [ev('bite/hq-air', { id: 'b1', air: false })])).toBe(s);
  });
  it('13.8.1–13.8.3: an action said with the rule of the HQ that takes it, numbered; the free rail move with 7.4 and the rail move it is', () => {
    const s = run(marked(), [ev('bite/hq-activate', { id: 'b1' }), ev('bite/hq-activate', { id: 'b2' }), ev('bite/hq-activate', { id: 'b3' })]);
    const armour = words({ key: 'bite.eco.hq.action.armour' }, en);
    expect(line(s, ev('bite/hq-action', { id: 'b1', action: 'armour', unit: 'XXXXI' }))).toEqual(['movement', ['13.8.2'], `FHQ, action 1: ${armour} (XXXXI).`]);
    expect(line(s, ev('bite/hq-action', { id: 'b2', action: 'armour' }))).toEqual(['movement', ['13.8.1'], `Stavka, action 1: ${armour} (—).`]);
    expect(line(s, ev('bite/hq-action', { id: 'b3', action: 'armour' }))).toEqual(['movement', ['13.8.3'], `Antonescu, action 1: ${armour} (—).`]);
    const rail = words({ key: 'bite.eco.hq.action.rail' }, en);
    expect(line(s, ev('bite/hq-action', { id: 'b2', action: 'rail' }))).toEqual([
      'movement',
      ['13.8.1', '7.4'],
      `Stavka, action 1: ${rail} (—); it counts toward the limit (recommended reading): rail move 1.`,
    ]);
    expect(line(s, ev('bite/hq-action', { id: 'b9', action: 'rail' }))).toEqual(['movement', ['13.8.1'], `?, action 1: ${rail} (—).`]);
    const n = run(s, [ev('bite/hq-action', { id: 'b2', action: 'rail' })]);
    expect(railOf(n).soviet?.used).toBe(1);
    expect(hqOf(n).actions).toEqual({ b2: ['rail'] });
  });
  it('13.8.1: Moscow falls — the Stavka alone is eliminated, said by name; a second fall changes nothing; with no Stavka marked the line says "Stavka"', () => {
    const s = marked();
    expect(line(s, ev('bite/moscow-falls', {}))).toEqual([
      'marker',
      ['13.8.1'],
      'Moscow falls: Stavka is eliminated (it may be rebuilt at Chelyabinsk); Soviet rail capacity 4.',
    ]);
    const n = run(s, [ev('bite/moscow-falls', {})]);
    expect(n.blocks.map((b) => [b.name, b.sp, b.eliminated])).toEqual([
      ['FHQ', 4, false],
      ['Stavka', 0, true],
      ['Antonescu', 2, false],
      ['5 A', 4, false],
    ]);
    expect(run(n, [ev('bite/moscow-falls', {})])).toBe(n);
    const none = hqs();
    expect(line(none, ev('bite/moscow-falls', {}))[2]).toBe('Moscow falls: Stavka is eliminated (it may be rebuilt at Chelyabinsk); Soviet rail capacity 4.');
    const renamed = run(s, [ev('bite/block-edit', { id: 'b2', patch: { name: 'STAVKA VGK' } })]);
    expect(line(renamed, ev('bite/moscow-falls', {}))[2]).toBe(
      'Moscow falls: STAVKA VGK is eliminated (it may be rebuilt at Chelyabinsk); Soviet rail capacity 4.',
    );
    expect(run(none, [ev('bite/moscow-falls', {})]).blocks).toEqual(none.blocks);
  });
  it('13.8.2, 28.0: the FHQ to Berlin, said with both rules', () => {
    expect(line(game(), ev('bite/fhq-berlin', {}))).toEqual([
      'marker',
      ['13.8.2', '28.0'],
      'Soviet units in Germany: the FHQ moves from Rastenburg to Berlin at no cost, to stay; the Volkssturm may be raised.',
    ]);
    expect(biteBook.describe(ev('bite/fhq-berlin', {}), game()).text).toEqual({ key: 'bite.eco.journal.fhqBerlin' });
  });
});

describe('12.1–12.3: the sieges', () => {
  it('12.1–12.3: each mark said with its own rule; marking puts the white barrel on that unit only; lifting keeps the others and leaves its supply as it is', () => {
    const s = game([{ name: '5 A' }, { name: '42 A' }, { name: '23 A' }]);
    const gone = { ...s, blocks: s.blocks.map((b) => (b.id === 'b1' ? { ...b, eliminated: true } : b)) };
    expect(line(gone, ev('bite/siege', { id: 'b2', kind: 'port' }))).toEqual([
      'marker',
      ['12.1'],
      '42 A besieged in a port or its own capital: out of supply, no repairs.',
    ]);
    expect(line(gone, ev('bite/siege', { id: 'b2', kind: 'sevastopol' }))).toEqual([
      'marker',
      ['12.2'],
      '42 A besieged in Sevastopol: out of supply, no repairs.',
    ]);
    expect(line(gone, ev('bite/siege', { id: 'b2', kind: 'leningrad' }))).toEqual(['marker', ['12.3'], '42 A in the Leningrad pocket: out of supply.']);
    expect(line(gone, ev('bite/siege', { id: 'b2', kind: 'none' }))).toEqual(['marker', ['12.1'], '42 A: siege lifted.']);
    expect(line(gone, ev('bite/siege', { id: 'b9', kind: 'none' }))[2]).toBe('?: siege lifted.');
    let n = run(gone, [ev('bite/siege', { id: 'b2', kind: 'port' }), ev('bite/siege', { id: 'b3', kind: 'leningrad' })]);
    expect(siegeLedger(n).blocks).toEqual({ b2: 'port', b3: 'leningrad' });
    expect(n.blocks.map((b) => b.supplied)).toEqual([true, false, false]);
    n = run(n, [ev('bite/supply', { id: 'b3', supplied: true }), ev('bite/siege', { id: 'b3', kind: 'none' })]);
    expect(siegeLedger(n).blocks).toEqual({ b2: 'port' });
    expect(n.blocks.map((b) => b.supplied)).toEqual([true, false, true]);
  });
  it('12.3: the Road of Life running or cut, said with 12.3', () => {
    expect(line(game(), ev('bite/road-of-life', { open: true }))).toEqual(['marker', ['12.3'], 'The Road of Life across Lake Ladoga runs.']);
    expect(line(game(), ev('bite/road-of-life', { open: false }))).toEqual(['marker', ['12.3'], 'The Road of Life is cut.']);
    expect(biteBook.describe(ev('bite/road-of-life', { open: false }), game()).text).toEqual({ key: 'bite.siege.journal.roadCut' });
  });
  it('12.1, 7.9: a besieged unit above 1 SP loses 1 SP at the final check — that unit only, said with its SP before and after', () => {
    let s = game([
      { name: '5 A', sp: 3 },
      { name: '42 A', sp: 3 },
    ]);
    s = run(s, [ev('bite/siege', { id: 'b2', kind: 'port' })]);
    const e = ev('bite/siege-loss', { id: 'b2' });
    expect(line(s, e)).toEqual(['combat', ['12.1', '7.9'], '42 A besieged: loses 1 SP instead of surrendering (3 → 2).']);
    expect(run(s, [e]).blocks.map((b) => b.sp)).toEqual([3, 2]);
    // Not besieged: nothing changes.
    expect(run(s, [ev('bite/siege-loss', { id: 'b1' })])).toBe(s);
    expect(run(s, [ev('bite/siege-loss', { id: 'b9' })])).toBe(s);
    expect(line(s, ev('bite/siege-loss', { id: 'b9' }))[2]).toBe('? besieged: loses 1 SP instead of surrendering (0 → 0).');
  });
});

describe("4.11, SBE9: the long scenarios' removals", () => {
  const sbe9 = (blocks: Partial<Block>[]) =>
    game(
      blocks.map((b) => ({ nation: 'germany', ...b })),
      7,
    );
  it('4.11: a unit leaves play — that unit only, said with its month and the rule of the removal it answers (4.11 when none), under production', () => {
    const s = sbe9([{ name: 'A' }, { name: '22. Luftlande' }]);
    expect(line(s, ev('bite/oob-remove', { id: 'b2' }))).toEqual(['production', ['4.11'], '22. Luftlande leaves play (December 1941).']);
    expect(line(s, ev('bite/oob-remove', { id: 'b2', removal: 'luftlande22' }))).toEqual([
      'production',
      ['SBE9', '4.11'],
      '22. Luftlande leaves play (December 1941).',
    ]);
    expect(line(s, ev('bite/oob-remove', { id: 'b2', more: true }))[2]).toBe('22. Luftlande leaves play (December 1941).');
    expect(line(s, ev('bite/oob-remove', { id: 'b2', removal: 'rapidCorps' }))[2]).toBe('22. Luftlande leaves play (December 1941).');
    expect(line(s, ev('bite/oob-remove', { id: 'b9' }))).toEqual(['production', ['4.11'], '? leaves play (December 1941).']);
    const n = run(s, [ev('bite/oob-remove', { id: 'b2', removal: 'luftlande22' })]);
    expect(n.blocks.map((b) => b.name)).toEqual(['A']);
    expect(campaignOf(n).removed).toEqual([
      { block: 'b2', name: '22. Luftlande', nation: 'germany', turn: 7, removal: 'luftlande22', cost: { yellow: 0, red: 0, blue: 0, black: 0 } },
    ]);
    expect(run(s, [ev('bite/oob-remove', { id: 'b9' })])).toBe(s);
  });
  it('4.11: an eliminated unit whose rebuild the box cannot pay is said with "—" for the PP', () => {
    const s = sbe9([{ name: 'A' }]);
    const gone = { ...s, blocks: s.blocks.map((b) => ({ ...b, eliminated: true, sp: 0 })) };
    expect(line(gone, ev('bite/oob-remove', { id: 'b1' }))).toEqual([
      'production',
      ['4.11'],
      'A, eliminated, leaves play (December 1941); its full rebuild paid: —.',
    ]);
  });
  it('SBE9: LSSAH replaced — that block only, recorded with no cost, said with its SP; refused when out of supply; unknown, "?" and 0 SP', () => {
    const s = sbe9([{ name: 'A' }, { name: 'LSSAH', sp: 2 }, { name: 'B', supplied: false }]);
    const e = ev('bite/oob-replace', { id: 'b2', name: 'I SS-PzK' });
    expect(line(s, e)).toEqual(['production', ['SBE9'], 'LSSAH becomes I SS-PzK, keeping its damage (2 SP).']);
    const n = run(s, [e]);
    expect(n.blocks.map((b) => [b.name, b.sp])).toEqual([
      ['A', 4],
      ['I SS-PzK', 2],
      ['B', 4],
    ]);
    expect(campaignOf(n).removed).toEqual([
      { block: 'b2', name: 'LSSAH', nation: 'germany', turn: 7, removal: 'lssah', cost: { yellow: 0, red: 0, blue: 0, black: 0 }, replacedBy: 'I SS-PzK' },
    ]);
    expect(run(s, [ev('bite/oob-replace', { id: 'b3', name: 'X' })])).toBe(s);
    expect(run(s, [ev('bite/oob-replace', { id: 'b9', name: 'X' })])).toBe(s);
    expect(line(s, ev('bite/oob-replace', { id: 'b9', name: 'X' }))[2]).toBe('? becomes X, keeping its damage (0 SP).');
  });
});

describe('5.5, 7.11, 36.0, 37.0, SBE1–SBE9: the victory marks', () => {
  it("7.11: a city's holder marked, said with 7.11; only Tehran can make Persia surrender", () => {
    const s = game([], 3, { ro37: true, ro34: true });
    expect(line(s, ev('bite/objective', { city: 'moscow', holder: 'axis' }))).toEqual(['marker', ['7.11'], 'Moscow is now held by the Axis.']);
    expect(line(s, ev('bite/objective', { city: 'moscow', holder: 'soviet' }))).toEqual(['marker', ['7.11'], 'Moscow is now held by the Soviets.']);
    const t = run(s, [ev('bite/objective', { city: 'tehran', holder: 'soviet' })]);
    expect(victoryOf(t).surrendered.persia).toBeDefined();
    // Another city marked after Tehran is Soviet: Persia's fate is not touched again.
    const u = { ...s, victory: { ...victoryOf(s), control: { ...victoryOf(s).control, tehran: 'soviet' as const } } };
    expect(victoryOf(run(u, [ev('bite/objective', { city: 'moscow', holder: 'soviet' })])).surrendered.persia).toBeUndefined();
  });
  it('37.0: Tehran marked — falling (a victory), occupied without the rule, or not occupied (markers)', () => {
    const on = game([], 3, { ro37: true, ro34: true });
    const off = game([], 3, { ro34: true });
    const [cat, rules, text] = line(on, ev('bite/objective', { city: 'tehran', holder: 'soviet' }));
    expect([cat, rules]).toEqual(['victory', ['37.0']]);
    expect(text).toMatch(/^Tehran occupied by Soviet units: Persia surrenders at once;/);
    expect(line(off, ev('bite/objective', { city: 'tehran', holder: 'soviet' }))).toEqual(['marker', ['37.0'], 'Tehran marked as occupied by Soviet units.']);
    expect(line(on, ev('bite/objective', { city: 'tehran', holder: 'axis' }))).toEqual(['marker', ['37.0'], 'Tehran marked as not occupied by Soviet units.']);
  });
  it('SBE1, SBE2, SBE7: each confirmed condition said with its scenario', () => {
    const s = game();
    const f = (flag: 'leningradCut' | 'moscowEncircled' | 'dneprBridgehead', value: boolean) => line(s, ev('bite/victory-flag', { flag, value }));
    const w = (flag: string, value: boolean) => words({ key: `bite.victory.flag.${flag}.${value ? 'yes' : 'no'}` }, en);
    expect(f('leningradCut', true)).toEqual(['marker', ['SBE1'], w('leningradCut', true)]);
    expect(f('moscowEncircled', false)).toEqual(['marker', ['SBE2'], w('moscowEncircled', false)]);
    expect(f('dneprBridgehead', true)).toEqual(['marker', ['SBE7'], w('dneprBridgehead', true)]);
    expect(w('leningradCut', true)).not.toBe(w('leningradCut', false));
  });
  it('5.5, SBE7, SBE4: each count said with its rule and number', () => {
    const s = game();
    const c = (count: 'finnsEliminated' | 'guardsEliminated' | 'majorCities') => line(s, ev('bite/victory-count', { count, value: 3 }));
    const w = (count: string) => `${words({ key: `bite.victory.count.${count}` }, en)}: 3.`;
    expect(c('finnsEliminated')).toEqual(['marker', ['5.5'], w('finnsEliminated')]);
    expect(c('guardsEliminated')).toEqual(['marker', ['SBE7'], w('guardsEliminated')]);
    expect(c('majorCities')).toEqual(['marker', ['SBE4'], w('majorCities')]);
  });
  it("7.11, 37.0: a surrender said with its own rule and month; Persia's in its own words; a second surrender changes nothing", () => {
    const s = game();
    expect(line(s, ev('bite/nation-surrender', { power: 'finland', rule: '5.5' }))).toEqual([
      'victory',
      ['5.5'],
      'Finland surrenders (July 1941): its units leave the map for good.',
    ]);
    expect(line(s, ev('bite/nation-surrender', { power: 'persia', rule: '37.0' }))).toEqual([
      'victory',
      ['37.0'],
      'Tehran occupied: Persia surrenders (July 1941).',
    ]);
    const n = run(s, [ev('bite/nation-surrender', { power: 'finland', rule: '5.5' })]);
    const later = { ...n, turn: 9 };
    expect(run(later, [ev('bite/nation-surrender', { power: 'finland', rule: '7.11' })])).toBe(later);
  });
  it("36.0: Italy's roll — the threshold itself makes Italy surrender, one more it fights on", () => {
    const s = game();
    expect(line(s, ev('bite/italy-roll', { year: 1943, month: 9, face: 4 }))).toEqual([
      'roll',
      ['36.0'],
      "Italy's roll (September 1943): 4, 4 or less — Italy surrenders.",
    ]);
    expect(line(s, ev('bite/italy-roll', { year: 1943, month: 9, face: 5 }))).toEqual([
      'roll',
      ['36.0'],
      "Italy's roll (September 1943): 5, 4 or less needed — Italy fights on.",
    ]);
    expect(line(s, ev('bite/italy-roll', { year: 1943, month: 9, face: 3 }))[2]).toBe("Italy's roll (September 1943): 3, 4 or less — Italy surrenders.");
  });
  it('SBE9: the Axis victory roll, said with SBE9; a second roll in the same month changes nothing', () => {
    const s = game();
    const e = ev('bite/victory-roll', { year: 1944, month: 6, face: 2 });
    expect(line(s, e)).toEqual(['roll', ['SBE9'], 'The Axis victory roll (June 1944): 2.']);
    const n = run(s, [e]);
    expect(run(n, [ev('bite/victory-roll', { year: 1944, month: 6, face: 5 })])).toBe(n);
  });
  it('7.11: an immediate win said with 7.11 and the scenario, under victory', () => {
    const s = game();
    const e = ev('bite/victory-result', { winner: 'soviet', level: 'decisive', reason: 'sbe9Berlin' });
    const [cat, rules, text] = line(s, e);
    expect([cat, rules]).toEqual(['victory', ['7.11', 'SBE9']]);
    expect(text).toBe(`${words({ key: 'bite.victory.level.decisive.soviet' }, en)} in July 1941: ${words({ key: 'bite.victory.reason.sbe9Berlin' }, en)}.`);
  });
});
