// War to Axis's events as the log records them (2.5, 2.6, 2.6.1, 3.0, 3.1, 7.0, 8.0, 12.0, 12.1,
// A35, 13.0): each reducer's refusals (the state left as it was) and what it changes, and each
// journal line word for word with its rules and its place in the journal.
import { describe, expect, it } from 'vitest';
import { wtaBook } from '@/games/war-to-axis/events';
import type { WtaState } from '@/games/war-to-axis/state';
import { deCard, ev, game, run, scenario, usCard } from './helpers';

const unit = (s: WtaState, id: string) => s.units.find((u) => u.id === id)!;
const side = (x: 'allies' | 'axis') => ({ key: `wta.side.${x}` });
const journal = (type: string, payload: unknown, before: WtaState) => wtaBook.describe(ev(type, payload), before);

describe('2.5, 13.0: the scenario form and the army cards', () => {
  it('13.0: a scenario that would leave the game past its last turn (or before its first) is refused', () => {
    const s = run(game('basic', { turns: 6 }), [ev('wta/end-turn'), ev('wta/end-turn')]);
    expect(s.turn).toBe(3);
    expect(run(s, [ev('wta/scenario', { scenario: scenario({ mode: 'basic', turns: 2 }) })])).toBe(s);
    expect(run(s, [ev('wta/scenario', { scenario: scenario({ mode: 'basic', turns: 3 }) })]).scenario.turns).toBe(3);
    const zero = game('basic', { turnZero: true });
    expect(zero.turn).toBe(0);
    expect(run(zero, [ev('wta/scenario', { scenario: scenario({ mode: 'basic', turnZero: false }) })])).toBe(zero);
  });
  it("2.6, A36: the deck is the event cards and both sides' reinforcement cards, less those drawn; the mode changed starts the turn's phases again", () => {
    const s = run(game('basic', { eventCards: 6, reinforcementCards: { allies: 1, axis: 1 } }), [ev('wta/event-draw', { side: 'allies', held: true })]);
    const drawn = s.deck.drawn;
    expect(drawn).toBe(1);
    const after = run(s, [ev('wta/scenario', { scenario: scenario({ mode: 'basic', eventCards: 10, reinforcementCards: { allies: 2, axis: 3 } }) })]);
    expect(after.deck).toEqual({ remaining: 15 - drawn, drawn });
    const phase = { ...s, phase: 2 };
    expect(run(phase, [ev('wta/scenario', { scenario: scenario({ mode: 'basic' }) })]).phase).toBe(2);
    expect(run(phase, [ev('wta/scenario', { scenario: scenario({ mode: 'advanced' }) })]).phase).toBe(0);
    // More drawn than the new deck holds: none remaining, never fewer than none.
    expect(run({ ...s, deck: { remaining: 0, drawn: 20 } }, [ev('wta/scenario', { scenario: scenario({ mode: 'basic' }) })]).deck).toEqual({
      remaining: 0,
      drawn: 20,
    });
  });
  it('2.5: a card listing one type twice is refused; a card replaced keeps its place and its types in play, whatever another card holds', () => {
    const s = game();
    expect(run(s, [ev('wta/card', { card: { ...usCard, id: 'us2', units: [usCard.units[0], usCard.units[0]] } })])).toBe(s);
    const renamed = run(s, [ev('wta/card', { card: { ...usCard, name: 'US Army' } })]);
    expect(renamed.cards.map((c) => [c.id, c.name])).toEqual([
      ['us', 'US Army'],
      ['de', 'Wehrmacht'],
    ]);
    // The engineers are on no unit: the US card may drop them. The German card's types are not the US card's business.
    const noEng = run(s, [ev('wta/card', { card: { ...usCard, units: usCard.units.filter((u) => u.id !== 'eng') } })]);
    expect(noEng.cards[0].units.map((u) => u.id)).toEqual(['m10', 'inf', 'hq']);
    // A new card whose id no unit uses is added even though units of other cards are in play.
    expect(run(s, [ev('wta/card', { card: { ...deCard, id: 'de2', units: [deCard.units[0]] } })]).cards.map((c) => c.id)).toEqual(['us', 'de', 'de2']);
  });
  it('2.5: a card no unit uses is removed; the others stay', () => {
    const s = run(game(), [ev('wta/card', { card: { ...deCard, id: 'de2' } })]);
    expect(run(s, [ev('wta/card-remove', { card: 'de2' })]).cards.map((c) => c.id)).toEqual(['us', 'de']);
    expect(run(s, [ev('wta/card-remove', { card: 'de' })])).toBe(s);
  });
  it('the journal: the scenario (its title, or a dash), a card and a card taken off, each with its rules, in the set-up', () => {
    const s = game();
    expect(journal('wta/scenario', { scenario: scenario({ title: 'Carentan', turns: 8 }) }, s)).toEqual({
      text: { key: 'wta.journal.scenario', params: { title: 'Carentan', turns: 8 } },
      rules: ['2.6', '13.0'],
      category: 'setup',
    });
    expect(journal('wta/scenario', { scenario: scenario({ title: '', turns: 8 }) }, s).text).toEqual({
      key: 'wta.journal.scenario',
      params: { title: '—', turns: 8 },
    });
    expect(journal('wta/card', { card: usCard }, s)).toEqual({
      text: { key: 'wta.journal.card', params: { name: 'Unità Americane', n: 4 } },
      rules: ['2.5'],
      category: 'setup',
    });
    expect(journal('wta/card-remove', { card: 'de' }, s)).toEqual({
      text: { key: 'wta.journal.cardRemove', params: { name: 'Wehrmacht' } },
      rules: ['2.5'],
      category: 'setup',
    });
    expect(journal('wta/card-remove', { card: 'zz' }, s).text).toEqual({ key: 'wta.journal.cardRemove', params: { name: 'zz' } });
  });
});

describe('2.2, 7.0, 12.0, 12.1, A35: units and markers', () => {
  it('2.2: a unit added takes its name as typed, trimmed, and enters with no marker of any kind', () => {
    const s = run(game(), [ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'B', name: '  2nd Rangers ' })]);
    expect(unit(s, 'u7')).toEqual({
      id: 'u7',
      side: 'allies',
      card: 'us',
      type: 'inf',
      name: '2nd Rangers',
      startDiscs: 3,
      elements: 4,
      group: 'B',
      action: null,
      free: false,
      oppFire: false,
      disorganized: false,
      byFinalFire: false,
      hidden: null,
      dummy: false,
      outOfCommand: false,
      replacementHq: false,
      hq: false,
      entersTurn: null,
    });
  });
  it('12.0: a sealed marker is a new unit of one element under its number, with no marker of any kind; a number its side already uses on a live unit is refused', () => {
    const s = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'B', marker: 5, seal: 'abcdef0123' })]);
    expect(unit(s, 'u7')).toEqual({
      id: 'u7',
      side: 'axis',
      card: '',
      type: '',
      name: '',
      startDiscs: 0,
      elements: 1,
      group: 'B',
      action: null,
      free: false,
      oppFire: false,
      disorganized: false,
      byFinalFire: false,
      hidden: 5,
      dummy: false,
      outOfCommand: false,
      replacementHq: false,
      hq: false,
      entersTurn: null,
      seal: { token: 'abcdef0123', marker: 5, losses: 0 },
    });
    // 5 again for the Axis: refused, whether the 5 is a sealed marker still hidden or revealed, or a unit hidden under it.
    expect(run(s, [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0124' })])).toBe(s);
    const revealed = run(s, [ev('wta/reveal', { unit: 'u7' })]);
    expect(run(revealed, [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0124' })])).toBe(revealed);
    const hid = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 6 })]);
    expect(run(hid, [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 6, seal: 'abcdef0124' })])).toBe(hid);
    // The Allies may use 5; and a 5 whose unit is eliminated is free again.
    expect(run(s, [ev('wta/marker-add', { side: 'allies', group: 'A', marker: 5, seal: 'abcdef0124' })]).units).toHaveLength(8);
    const gone = run(hid, [ev('wta/fire-result', { unit: 'u4', losses: 4, disorganized: false })]);
    expect(run(gone, [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 6, seal: 'abcdef0124' })]).units).toHaveLength(7);
  });
  it('12.1, A35: a sealed marker revealed is identified: a dummy is removed, alone; a unit needs its card and type, and takes its name trimmed', () => {
    let s = run(game('advanced'), [
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }),
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 6, seal: 'abcdef0123' }),
      ev('wta/reveal', { unit: 'u7' }),
      ev('wta/reveal', { unit: 'u8' }),
    ]);
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: true })]).units.map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u8']);
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de' })])).toBe(s);
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: false, type: 'gren' })])).toBe(s);
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'xx' })])).toBe(s);
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'xx', type: 'gren' })])).toBe(s);
    s = run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren', name: ' 91. Luftlande ' })]);
    expect(unit(s, 'u7')).toMatchObject({ name: '91. Luftlande', card: 'de', type: 'gren', elements: 4, seal: null });
  });
  it('a unit taken off the roster goes alone; an unknown one changes nothing', () => {
    const s = game();
    expect(run(s, [ev('wta/unit-remove', { unit: 'u2' })]).units.map((u) => u.id)).toEqual(['u1', 'u3', 'u4', 'u5', 'u6']);
    expect(run(s, [ev('wta/unit-remove', { unit: 'u99' })])).toBe(s);
  });
  it('3.0, 5.5.1, A28: the end of the turn takes every return-fire marker off', () => {
    const s = game('advanced');
    const marked = { ...s, units: s.units.map((u) => ({ ...u, returnFire: true })) };
    expect(run(marked, [ev('wta/end-turn')]).units.map((u) => u.returnFire)).toEqual([false, false, false, false, false, false]);
  });
  it('3.0, 11.1, A28: the end of the turn forgets which disorganization came from final fire, even when the alternative carries it over', () => {
    const s = run(game('advanced'), [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: true })]);
    expect(unit(s, 'u2').byFinalFire).toBe(true);
    expect(unit(run(s, [ev('wta/end-turn')]), 'u2')).toMatchObject({ disorganized: false, byFinalFire: false });
    expect(unit(run(s, [ev('wta/end-turn')], { finalFireDisorganized: 'carry' }), 'u2')).toMatchObject({ disorganized: true, byFinalFire: false });
  });
  it('5.4, 11.1: a unit eliminated keeps no marker: neither disorganized, nor by final fire, nor hidden, nor out of command, nor return fire', () => {
    const s = game('advanced');
    const marked = {
      ...s,
      units: s.units.map((u) => (u.id === 'u2' ? { ...u, disorganized: true, byFinalFire: true, outOfCommand: true, returnFire: true } : u)),
    };
    expect(unit(run(marked, [ev('wta/fire-result', { unit: 'u2', losses: 4, disorganized: false })]), 'u2')).toMatchObject({
      elements: 0,
      disorganized: false,
      byFinalFire: false,
      hidden: null,
      outOfCommand: false,
      returnFire: false,
    });
  });
  it("the journal: a unit added by name (typed, trimmed; else its type's; else the type's id), a hidden one and a marker by number only", () => {
    const s = game('advanced');
    expect(journal('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'B', name: ' Rangers ' }, s)).toEqual({
      text: { key: 'wta.journal.unitAdd', params: { side: side('allies'), name: 'Rangers', group: 'B' } },
      rules: ['2.2', '7.0'],
      category: 'setup',
    });
    expect(journal('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A' }, s).text.params?.name).toBe('Rifle Bn');
    expect(journal('wta/unit-add', { side: 'allies', card: 'us', type: 'xx', group: 'A' }, s).text.params?.name).toBe('xx');
    expect(journal('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: 4 }, s)).toEqual({
      text: { key: 'wta.journal.unitAddHidden', params: { side: side('axis'), n: 4 } },
      rules: ['12.0'],
      category: 'setup',
    });
    expect(journal('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: null }, s).text.key).toBe('wta.journal.unitAdd');
    expect(journal('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }, s)).toEqual({
      text: { key: 'wta.journal.unitAddHidden', params: { side: side('axis'), n: 5 } },
      rules: ['12.0'],
      category: 'setup',
    });
  });
  it('the journal: a marker identified, as a dummy or as the unit it was with the losses it took hidden (12.1, 12.0)', () => {
    const s = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }), ev('wta/reveal', { unit: 'u7' })]);
    const hit = { ...s, units: s.units.map((u) => (u.id === 'u7' && u.seal ? { ...u, seal: { ...u.seal, losses: 2 } } : u)) };
    expect(journal('wta/identify', { unit: 'u7', dummy: true }, s)).toEqual({
      text: { key: 'wta.books.journal.identifyDummy', params: { n: 5 } },
      rules: ['12.1'],
      category: 'marker',
    });
    expect(journal('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren', name: ' Fallschirmjäger ' }, hit)).toEqual({
      text: { key: 'wta.books.journal.identify', params: { n: 5, name: 'Fallschirmjäger', losses: 2 } },
      rules: ['12.0'],
      category: 'marker',
    });
    expect(journal('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' }, s).text.params).toEqual({ n: 5, name: 'Grenadiere', losses: 0 });
    expect(journal('wta/identify', { unit: 'u7', dummy: false, card: 'de' }, s).text.params).toEqual({ n: 5, name: '', losses: 0 });
    expect(journal('wta/identify', { unit: 'u7', dummy: false, type: 'gren' }, s).text.params).toEqual({ n: 5, name: 'gren', losses: 0 });
    expect(journal('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'xx' }, s).text.params).toEqual({ n: 5, name: 'xx', losses: 0 });
    expect(journal('wta/identify', { unit: 'u99', dummy: false, card: 'de', type: 'gren' }, s).text.params).toEqual({ n: 0, name: 'Grenadiere', losses: 0 });
  });
  it('the journal: a unit taken off, by its name, its marker (hidden or sealed), or as unknown (12.0)', () => {
    const s = run(game('advanced'), [
      ev('wta/hide', { unit: 'u4', marker: 3 }),
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }),
      ev('wta/reveal', { unit: 'u7' }),
    ]);
    const off = (u: string) => journal('wta/unit-remove', { unit: u }, s);
    expect(off('u2')).toEqual({
      text: { key: 'wta.journal.unitRemove', params: { unit: { key: 'wta.journal.unit', params: { name: 'Rifle Bn' } } } },
      rules: [],
      category: 'setup',
    });
    expect(off('u4').text.params?.unit).toEqual({ key: 'wta.journal.marker', params: { n: 3 } });
    expect(off('u7').text.params?.unit).toEqual({ key: 'wta.journal.marker', params: { n: 5 } });
    expect(off('u99').text.params?.unit).toEqual({ key: 'wta.journal.unknownUnit' });
  });
});

describe('2.6, 2.6.1, 3.1, 8.0: the activation rolls and the cards they draw', () => {
  it('3.1: the basic roll is refused in the advanced game and a second time in a turn; it is recorded against its turn only', () => {
    const adv = game('advanced');
    expect(run(adv, [ev('wta/basic-roll', { side: 'allies', d6: 3 })])).toBe(adv);
    let s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    expect(run(s, [ev('wta/basic-roll', { side: 'allies', d6: 4 })])).toBe(s);
    s = run(s, [ev('wta/end-turn'), ev('wta/basic-roll', { side: 'allies', d6: 5 })]);
    expect(s.sides.allies.record.slice(0, 3).map((r) => r?.d6 ?? null)).toEqual([null, 3, 5]);
  });
  it('2.6: the card a 1 draws is played at once unless the roll says otherwise: kept, or handed over', () => {
    const one = (cards?: string[]) => run(game(), [ev('wta/basic-roll', cards ? { side: 'allies', d6: 1, cards } : { side: 'allies', d6: 1 })]);
    const held = (s: WtaState) => [s.deck.drawn, s.sides.allies.held, s.sides.axis.held];
    expect(held(one())).toEqual([1, 0, 0]);
    expect(held(one(['now']))).toEqual([1, 0, 0]);
    expect(held(one(['hold']))).toEqual([1, 1, 0]);
    expect(held(one(['opponent']))).toEqual([1, 0, 1]);
    // Only the card drawn has a fate: a second one given is not read.
    expect(held(one(['now', 'hold']))).toEqual([1, 0, 0]);
  });
  it("2.6.1: reinforcement cards are counted for their side, each one drawn, up to the scenario's number", () => {
    let s = game('basic', { reinforcementCards: { allies: 2, axis: 0 } });
    s = run(s, [
      ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['reinforce'] }),
      ev('wta/end-turn'),
      ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['reinforce'] }),
    ]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 2, due: 2 });
    s = run(s, [ev('wta/end-turn'), ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['reinforce'] })]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 2, due: 2 });
    // A game saved before reinforcement cards were counted starts counting at its first.
    const old = game('basic', { reinforcementCards: { allies: 2, axis: 0 } });
    const { reinforcements: _, ...allies } = old.sides.allies;
    const before = { ...old, sides: { ...old.sides, allies: allies as typeof old.sides.allies } };
    expect(run(before, [ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['reinforce'] })]).sides.allies.reinforcements).toEqual({ drawn: 1, due: 1 });
  });
  it('3.1: the journal says the roll, its 6 + d6 activations, and the card drawn on a 1 when the deck has one', () => {
    const s = game();
    expect(journal('wta/basic-roll', { side: 'allies', d6: 4 }, s)).toEqual({
      text: { key: 'wta.journal.basicRoll', params: { side: side('allies'), d6: 4, n: 10, count: 4 } },
      rules: ['3.1'],
      category: 'roll',
    });
    expect(journal('wta/basic-roll', { side: 'axis', d6: 1 }, s).text).toEqual({
      key: 'wta.journal.basicRollEvent',
      params: { side: side('axis'), d6: 1, n: 7, count: 1 },
    });
    expect(journal('wta/basic-roll', { side: 'axis', d6: 1 }, { ...s, deck: { remaining: 0, drawn: 8 } }).text.key).toBe('wta.journal.basicRoll');
    expect(journal('wta/basic-roll', { side: 'axis', d6: 2 }, s).text.key).toBe('wta.journal.basicRoll');
  });
  it("8.0: the advanced roll is refused in the basic game, a second time in a turn, with an event face and no group chosen, or a group other than the die's", () => {
    const basic = game();
    expect(run(basic, [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: null, rOption: null })])).toBe(basic);
    const g = game('advanced');
    const s = run(g, [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: null, rOption: null })]);
    expect([s.sides.allies.group, s.sides.allies.d6]).toEqual(['A', 3]);
    expect(run(s, [ev('wta/advanced-roll', { side: 'allies', yellow: 'B', d6: 4, group: null, rOption: null })])).toBe(s);
    expect(run(g, [ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: null, rOption: null })])).toBe(g);
    expect(run(g, [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'B', rOption: null })])).toBe(g);
    expect(run(g, [ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: 'B', rOption: null })]).sides.allies.group).toBe('B');
  });
  it('2.6, A10: the event face draws a card only while the deck has one', () => {
    const empty = { ...game('advanced'), deck: { remaining: 0, drawn: 8 } };
    const s = run(empty, [ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: 'A', rOption: null, cards: ['hold'] })]);
    expect([s.deck, s.sides.allies.held]).toEqual([{ remaining: 0, drawn: 8 }, 0]);
    const full = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: 'A', rOption: null, cards: ['hold'] })]);
    expect([full.deck, full.sides.allies.held]).toEqual([{ remaining: 7, drawn: 1 }, 1]);
  });
  it("8.0: the journal says the die, the d6, the group (or a dash) and R's option", () => {
    const s = game('advanced');
    expect(journal('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null }, s)).toEqual({
      text: { key: 'wta.journal.advancedRoll', params: { side: side('allies'), die: { key: 'wta.face.yellow.A' }, d6: 3, group: 'A', option: '' } },
      rules: ['8.0', '8.1'],
      category: 'roll',
    });
    expect(journal('wta/advanced-roll', { side: 'axis', yellow: 'event', d6: 2, group: null, rOption: null }, s).text.params).toMatchObject({
      group: '—',
      option: '',
    });
    expect(journal('wta/advanced-roll', { side: 'axis', yellow: 'R', d6: 2, group: 'R', rOption: 'b' }, s).text).toMatchObject({
      key: 'wta.journal.advancedRollR',
      params: { group: 'R', option: 'b' },
    });
  });
});
