// 2.6, 2.6.1, 2.6.2, 7.2 (issue point 6): reinforcement cards drawn per side from the event
// deck, their units assigned to a group and entering from the next turn; the deck counter and
// an empty deck that stops event draws.
import { describe, expect, it } from 'vitest';
import { answersOf, walk } from '@/engine/resolution';
import { wtaBook } from '@/games/war-to-axis/events';
import { procedures, reinforcementProcedure } from '@/games/war-to-axis/procedures';
import { tracks } from '@/games/war-to-axis';
import { ctxWith, ev, game, run } from './helpers';

const advancedEvent = (side: 'allies' | 'axis', cards: string[]) => ev('wta/advanced-roll', { side, yellow: 'event', d6: 2, group: 'A', rOption: null, cards });

describe('2.6.1, 7.2: reinforcement cards', () => {
  it('2.6.1: a reinforcement card drawn is the drawer’s, or (its colour) handed to the other side; it waits for its units', () => {
    const s = run(game('advanced'), [advancedEvent('allies', ['reinforce'])]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 1, due: 1 });
    expect(s.deck).toMatchObject({ remaining: 7, drawn: 1 });
    const t = run(game('advanced'), [advancedEvent('allies', ['reinforceOpponent'])]);
    expect(t.sides.axis.reinforcements).toEqual({ drawn: 1, due: 1 });
    expect(t.sides.allies.reinforcements).toEqual({ drawn: 0, due: 0 });
  });

  it('2.6.1: never more reinforcement cards for a side than the scenario put in the deck', () => {
    let s = run(game('advanced'), [advancedEvent('allies', ['reinforce'])]);
    s = run(s, [ev('wta/end-turn'), ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 2, group: 'B', rOption: null, cards: ['reinforce'] })]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 1, due: 1 });
  });

  it('7.2: advanced: the units are assigned to a group and enter from the next turn', () => {
    const s = run(game('advanced'), [advancedEvent('allies', ['reinforce'])]);
    const p = reinforcementProcedure(s, 'allies');
    const e = p.evaluate({ first: 'us|m10', firstGroup: 'B', second: 'us|inf', secondGroup: 'R' }, ctxWith());
    const w = walk(e, answersOf());
    expect(w.resolution.events).toEqual([
      ev('wta/reinforcement', {
        side: 'allies',
        units: [
          { card: 'us', type: 'm10', group: 'B' },
          { card: 'us', type: 'inf', group: 'R' },
        ],
      }),
    ]);
    const after = run(s, w.resolution.events);
    const fresh = after.units.slice(-2);
    expect(fresh.map((u) => [u.name, u.group, u.entersTurn])).toEqual([
      ['Cacciacarri M10*', 'B', 2],
      ['Rifle Bn', 'R', 2],
    ]);
    expect(after.sides.allies.reinforcements).toEqual({ drawn: 1, due: 0 });
    // Not on the map this turn: it cannot be activated until turn 2.
    expect(run(after, [ev('wta/activate', { unit: fresh[0].id, action: 'stay' })])).toEqual(after);
    expect(wtaBook.describe(w.resolution.events[0], s).text.key).toBe('wta.books.journal.reinforcementAdvanced');
  });

  it('2.6.2, A47: basic: the units are on the map now and move when activated', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['reinforce'] })]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 1, due: 1 });
    const after = run(s, [ev('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'inf', group: 'A' }] })]);
    const u = after.units[after.units.length - 1];
    expect(u.entersTurn).toBe(1);
    expect(run(after, [ev('wta/activate', { unit: u.id, action: 'move' })]).units.find((x) => x.id === u.id)?.action).toBe('move');
  });

  it('7.2: with no card waiting, or a unit of the other side, nothing is added', () => {
    const s = game('advanced');
    expect(run(s, [ev('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'inf', group: 'A' }] })])).toBe(s);
    const t = run(s, [advancedEvent('allies', ['reinforce'])]);
    expect(run(t, [ev('wta/reinforcement', { side: 'allies', units: [{ card: 'de', type: 'gren', group: 'A' }] })])).toBe(t);
    expect(
      reinforcementProcedure(s, 'allies')
        .evaluate({ first: 'us|inf' }, ctxWith())
        .errors.map((x) => x.key),
    ).toEqual(['wta.books.reinforcement.noneDue']);
  });

  it('7.2: the card waiting shows on the phase cards until its units are assigned', () => {
    const s = run(game('advanced'), [advancedEvent('allies', ['reinforce'])]);
    expect(procedures(s, ctxWith()).some((p) => p.id === 'reinforcement-allies')).toBe(true);
    const after = run(s, [ev('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'inf', group: 'A' }] })]);
    expect(procedures(after, ctxWith()).some((p) => p.id === 'reinforcement-allies')).toBe(false);
  });

  it('2.6, TD-98: the deck counter shows the reinforcement cards drawn by side; an empty deck draws nothing', () => {
    const s = run(game('advanced'), [advancedEvent('allies', ['reinforce'])]);
    const deck = tracks(s).find((x) => x.id === 'deck')!;
    expect(deck.value).toBe(7);
    expect(deck.detail).toMatchObject({ key: 'wta.books.deckDetail', params: { allies: 1, alliesOf: 1, axis: 0, axisOf: 1 } });
    const empty = { ...s, deck: { remaining: 0, drawn: 8 } };
    expect(run(empty, [ev('wta/event-draw', { side: 'axis', held: true })])).toBe(empty);
  });
});
