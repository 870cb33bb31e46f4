// Issue 11: a finished construction or evacuation tracker puts its plant among the producing
// centres, producing from the next turn (15.0, 15.1, 16.2), each test named after its rule.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { bagOf, economyOf, incomeOf } from '@/games/bite/economy';
import { optionalOf } from '@/games/bite/optional';
import { ctx, run, words } from './gapsHelpers';

/** Advance tracker t1 once a turn, from turn `from`, `n` times (15.1: at most 1 PP a turn; 16.2: one box a turn). */
function advance(s: BiteState, n: number): BiteState {
  let x = s;
  for (let i = 0; i < n; i++) x = run({ ...x, turn: x.turn + 1 }, [ev('bite/tracker-advance', { id: 't1' })]);
  return x;
}

describe('15.1: a new industry finished on its tracker produces from the next turn', () => {
  // SBE9 (the campaign: plants begun at 5/10, 15.1 note), advanced rules, 15.0 in play.
  const game = () =>
    run(setupState('SBE9', { advanced: true, ro15: true }), [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 20, reason: 'income' }),
      ev('bite/tracker-add', { kind: 'industry', nation: 'germany', name: 'Kassel', colour: 'red', progress: 5 }),
    ]);
  it('15.1: the tenth PP completes the plant: it joins Germany’s centres (1 red), journaled with its rule, and adds 1 red to the income from the next turn', () => {
    let s = advance(game(), 4);
    expect(optionalOf(s).trackers.find((x) => x.id === 't1')!.progress).toBe(9);
    const e = ev('bite/tracker-advance', { id: 't1' });
    s = { ...s, turn: s.turn + 1 };
    expect(words(biteBook.describe(e, s).text, en_)).toBe(
      'Kassel built (10/10): added to Germany’s producing centres, 1 red a turn from next turn; type where the printed sheet placed it by renaming the centre.',
    );
    expect(biteBook.describe(e, s).rules).toEqual(['15.1']);
    s = run(s, [e]);
    const c = economyOf(s).centres.at(-1)!;
    expect([c.name, c.pp, c.colour, c.owner, c.controller, c.built]).toEqual(['Kassel', 1, 'red', 'germany', 'germany', { from: s.turn + 1, how: 'industry' }]);
    // this turn: the scenario's figure alone (24 yellow, 3 red, 9 blue, 10 black in SBE9); next turn: +1 red
    expect(incomeOf(s, 'germany', ctx).bag).toEqual(bagOf({ yellow: 24, red: 3, blue: 9, black: 10 }));
    expect(incomeOf({ ...s, turn: s.turn + 1 }, 'germany', ctx).bag).toEqual(bagOf({ yellow: 24, red: 4, blue: 9, black: 10 }));
    expect(
      words(
        incomeOf({ ...s, turn: s.turn + 1 }, 'germany', ctx).steps.find((x) => x.rule === '15.1')!,
        it_,
      ),
    ).toBe('Nuova industria Kassel (15.1): +1 rosso.');
  });
  it('15.1 with the typed centres: the new plant counts from the next turn; 16.1: taken by the enemy it gives nobody income', () => {
    const s = advance(game(), 5);
    const centres = { ...ctx, settings: { incomeBasis: 'centres' } };
    expect(incomeOf(s, 'germany', centres).bag.red).toBe(0);
    expect(incomeOf({ ...s, turn: s.turn + 1 }, 'germany', centres).bag.red).toBe(1);
    const taken = run(s, [ev('bite/centre-control', { id: economyOf(s).centres.at(-1)!.id, controller: 'ussr' })]);
    expect(incomeOf({ ...taken, turn: taken.turn + 1 }, 'ussr', ctx).bag.red).toBe(incomeOf({ ...s, turn: s.turn + 1 }, 'ussr', ctx).bag.red);
  });
});

describe('16.2: a Soviet factory evacuated east is placed again at box 10', () => {
  // SBE9 August 1941 (turn 3): evacuation is possible only in 1941.
  const game = () =>
    run({ ...setupState('SBE9', { advanced: true, ro16: true }), turn: 3 }, [
      ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name: 'Kharkov tractor works', colour: 'red' }),
    ]);
  it('16.2: boxes 8 and 9 withhold its 1 red from the Soviet figure; at box 10 it is placed among the Soviet centres and produces again from the next turn', () => {
    let s = game();
    expect(incomeOf(s, 'ussr', ctx).bag.red).toBe(6);
    expect(
      words(
        incomeOf(s, 'ussr', ctx).steps.find((x) => x.rule === '16.2')!,
        en_,
      ),
    ).toBe('Factory Kharkov tractor works on the Soviet production track (16.2): −1 red until it is placed.');
    s = advance(s, 1);
    expect(incomeOf(s, 'ussr', ctx).bag.red).toBe(6);
    const e = ev('bite/tracker-advance', { id: 't1' });
    s = { ...s, turn: s.turn + 1 };
    expect(words(biteBook.describe(e, s).text, it_)).toBe(
      'Kharkov tractor works raggiunge la casella 10/10: ripiazzata tra i centri di produzione (URSS), 1 rosso a turno dal prossimo turno; scrivete dove la scheda l’ha piazzata rinominando il centro.',
    );
    s = run(s, [e]);
    expect(economyOf(s).centres.at(-1)!.built).toEqual({ from: s.turn + 1, how: 'evacuation' });
    expect(incomeOf({ ...s, turn: s.turn + 1 }, 'ussr', ctx).bag.red).toBe(7);
  });
});
