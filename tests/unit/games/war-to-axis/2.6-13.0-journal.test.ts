// War to Axis's journal: every event of the play (3.2, 4.3.2, 4.3.4, 4.3.5, 5.3–5.6, 6.0, 7.0–7.2,
// 9.3, 9.4, 12.0–12.3, 13.0) said word for word, with its rules and its place in the journal, as
// the players read it back; a hidden unit or a marker only by its number (12.0).
import { describe, expect, it } from 'vitest';
import { wtaBook } from '@/games/war-to-axis/events';
import type { WtaState } from '@/games/war-to-axis/state';
import { ev, game, run } from './helpers';

const side = (x: 'allies' | 'axis') => ({ key: `wta.side.${x}` });
const named = (name: string) => ({ key: 'wta.journal.unit', params: { name } });
const line = (type: string, payload: unknown, before: WtaState) => wtaBook.describe(ev(type, payload), before);
const J = (key: string, params: Record<string, unknown>, rules: string[], category: string) => ({ text: { key, params }, rules, category });

/** u4 the grenadiers hidden under 3; a US dummy under 8; a sealed Axis marker 5 (u8); a trench under the M10 (t9) and one in hex C3 (t10); Carentan's bridge (b11). */
function board(mode: 'basic' | 'advanced' = 'advanced') {
  return run(game(mode), [
    ev('wta/hide', { unit: 'u4', marker: 3 }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', hidden: 8, dummy: true }),
    ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }),
    ev('wta/trench-add', { unit: 'u1' }),
    ev('wta/trench-add', { hex: 'C3' }),
    ev('wta/bridge-add', { name: 'Carentan', mod: -1 }),
  ]);
}

describe('the journal of the play', () => {
  const s = board();
  it('3.2, 5.5.1, 10.0: a unit activated, its opportunity fire, its return fire — by name, a hidden one by its marker', () => {
    expect(line('wta/activate', { unit: 'u2', action: 'move' }, s)).toEqual(
      J('wta.journal.activate', { unit: named('Rifle Bn'), action: { key: 'wta.action.move' } }, ['3.2'], 'marker'),
    );
    expect(line('wta/activate', { unit: 'u4', action: 'fire' }, s).text.params?.unit).toEqual({ key: 'wta.journal.marker', params: { n: 3 } });
    expect(line('wta/opp-fire', { unit: 'u2' }, s)).toEqual(J('wta.journal.oppFire', { unit: named('Rifle Bn') }, ['5.5.1', '10.0'], 'combat'));
    expect(line('wta/return-fire', { unit: 'u2' }, s)).toEqual(J('wta.journal.returnFire', { unit: named('Rifle Bn') }, ['5.5.1'], 'combat'));
  });
  it("5.3, 5.4, 4.3.4.1: a fire's result — losses, disorganized or eliminated; the trench blown away said with it", () => {
    const fire = (p: Record<string, unknown>) => line('wta/fire-result', { unit: 'u2', disorganized: false, ...p }, s);
    expect(fire({ losses: 1 })).toEqual(J('wta.journal.fire', { unit: named('Rifle Bn'), n: 1 }, ['5.3', '5.4'], 'combat'));
    expect(fire({ losses: 2, disorganized: true }).text.key).toBe('wta.journal.fireDisorganized');
    expect(fire({ losses: 4, disorganized: true }).text.key).toBe('wta.journal.fireEliminated');
    expect(fire({ losses: 3 }).text.key).toBe('wta.journal.fire');
    const trench = (p: Record<string, unknown>) => line('wta/fire-result', { unit: 'u1', disorganized: false, trench: 't9', trenchRemoved: true, ...p }, s);
    expect(trench({ losses: 1 })).toEqual(
      J('wta.firePanel.journal.fireTrench', { unit: named('Cacciacarri M10*'), n: 1 }, ['5.3', '5.4', '4.3.4.1'], 'combat'),
    );
    expect(trench({ losses: 2, disorganized: true }).text.key).toBe('wta.firePanel.journal.fireDisorganizedTrench');
    expect(trench({ losses: 3 }).text.key).toBe('wta.firePanel.journal.fireEliminatedTrench');
    // A trench not removed, or one no longer on the map, is not said.
    expect(trench({ losses: 1, trenchRemoved: false }).text.key).toBe('wta.journal.fire');
    expect(trench({ losses: 1, trench: 't99' }).text.key).toBe('wta.journal.fire');
    expect(trench({ losses: 1, trench: null }).text.key).toBe('wta.journal.fire');
    // An unknown unit is never "eliminated".
    expect(line('wta/fire-result', { unit: 'u99', losses: 9, disorganized: false }, s).text).toEqual({
      key: 'wta.journal.fire',
      params: { unit: { key: 'wta.journal.unknownUnit' }, n: 9 },
    });
  });
  it("6.0, 5.6, 9.3, 9.4: a rally's discs added up, batteries fired, a strategic bombardment and each hex of its chain", () => {
    expect(
      line(
        'wta/rally',
        {
          gains: [
            { unit: 'u1', discs: 1 },
            { unit: 'u2', discs: 2 },
          ],
        },
        s,
      ),
    ).toEqual(J('wta.journal.rally', { n: 3 }, ['6.0'], 'combat'));
    expect(line('wta/batteries', { side: 'axis', used: 2 }, s)).toEqual(J('wta.journal.batteries', { side: side('axis'), n: 2 }, ['5.6'], 'combat'));
    expect(line('wta/strategic', { side: 'allies', contact: true }, s)).toEqual(J('wta.journal.strategic', { side: side('allies') }, ['9.3'], 'combat'));
    expect(line('wta/strategic', { side: 'allies', contact: false }, s).text.key).toBe('wta.journal.strategicFailed');
    const hex = (p: Record<string, unknown>) => line('wta/strategic-hex', { side: 'allies', hex: 2, unit: null, dice: 4, explosions: 1, losses: 1, ...p }, s);
    expect(hex({ what: 'empty' })).toEqual(J('wta.books.journal.strategicEmpty', { side: side('allies'), i: 2 }, ['9.4'], 'combat'));
    expect(hex({ what: 'typed' })).toEqual(
      J('wta.books.journal.strategicTyped', { side: side('allies'), i: 2, n: 4, x: 1, losses: 1 }, ['9.4', '5.6'], 'combat'),
    );
    expect(hex({ what: 'unit', unit: null }).text.key).toBe('wta.books.journal.strategicTyped');
    expect(hex({ what: 'typed', unit: 'u4' }).text.key).toBe('wta.books.journal.strategicTyped');
    expect(hex({ what: 'unit', unit: 'u4' })).toEqual(
      J(
        'wta.books.journal.strategicHex',
        { side: side('allies'), i: 2, unit: { key: 'wta.journal.marker', params: { n: 3 } }, n: 4, x: 1, losses: 1 },
        ['9.4', '5.6'],
        'combat',
      ),
    );
  });
  it('5.4.1, 7.1, 5.5.1: a marker set or taken off by hand, with its own rule', () => {
    for (const [marker, rule] of [
      ['disorganized', '5.4.1'],
      ['outOfCommand', '7.1'],
      ['oppFire', '5.5.1'],
    ] as const)
      for (const value of [true, false])
        expect(line('wta/marker', { unit: 'u2', marker, value }, s)).toEqual(
          J(`wta.journal.marker_${marker}_${value ? 'on' : 'off'}`, { unit: named('Rifle Bn') }, [rule], 'marker'),
        );
  });
  it('12.3, 12.0, 12.1: a unit hidden, revealed by name, a dummy revealed, a sealed marker revealed by its number', () => {
    expect(line('wta/hide', { unit: 'u2', marker: 4 }, s)).toEqual(J('wta.journal.hide', { unit: named('Rifle Bn'), n: 4 }, ['12.3'], 'marker'));
    expect(line('wta/reveal', { unit: 'u4' }, s)).toEqual(J('wta.journal.reveal', { n: 3, name: 'Grenadiere' }, ['12.0'], 'marker'));
    expect(line('wta/reveal', { unit: 'u7' }, s)).toEqual(J('wta.journal.revealDummy', { n: 8 }, ['12.1'], 'marker'));
    expect(line('wta/reveal', { unit: 'u8' }, s)).toEqual(J('wta.books.journal.revealSealed', { n: 5 }, ['12.0'], 'marker'));
    expect(line('wta/reveal', { unit: 'u99' }, s).text).toEqual({ key: 'wta.journal.reveal', params: { n: 0, name: '' } });
  });
  it("7.1, 4.3.2, 7.0: an HQ destroyed, a new HQ, a unit of another type, a unit's group", () => {
    expect(line('wta/hq-destroyed', { unit: 'u3' }, s)).toEqual(J('wta.journal.hqDestroyed', { unit: named('HQ') }, ['7.1'], 'combat'));
    expect(line('wta/designate-hq', { unit: 'u2' }, s)).toEqual(J('wta.journal.designateHq', { unit: named('Rifle Bn') }, ['7.1'], 'marker'));
    expect(line('wta/swap-type', { unit: 'u1', card: 'us', type: 'inf' }, s)).toEqual(
      J('wta.journal.swapType', { unit: named('Cacciacarri M10*'), name: 'Rifle Bn' }, ['4.3.2'], 'marker'),
    );
    expect(line('wta/swap-type', { unit: 'u1', card: 'us', type: 'xx' }, s).text.params?.name).toBe('xx');
    expect(line('wta/group', { unit: 'u2', group: 'R' }, s)).toEqual(J('wta.journal.group', { unit: named('Rifle Bn'), group: 'R' }, ['7.0', '8.0'], 'marker'));
  });
  it('2.6: a card drawn (kept, played, or none left), with the cards still in the deck; a held card played or handed over', () => {
    expect(line('wta/event-draw', { side: 'allies', held: true }, s)).toEqual(J('wta.journal.eventHeld', { side: side('allies'), n: 7 }, ['2.6'], 'track'));
    expect(line('wta/event-draw', { side: 'allies', held: false }, s).text.key).toBe('wta.journal.eventPlayed');
    const empty = { ...s, deck: { remaining: 0, drawn: 8 } };
    expect(line('wta/event-draw', { side: 'allies', held: true }, empty).text).toEqual({
      key: 'wta.journal.deckEmpty',
      params: { side: side('allies'), n: 0 },
    });
    expect(line('wta/event-play', { side: 'allies' }, s)).toEqual(J('wta.journal.eventPlay', { side: side('allies'), to: side('axis') }, ['2.6'], 'track'));
    expect(line('wta/event-play', { side: 'allies', to: 'allies' }, s).text.key).toBe('wta.journal.eventPlay');
    expect(line('wta/event-play', { side: 'allies', to: 'axis' }, s)).toEqual(
      J('wta.journal.eventHanded', { side: side('allies'), to: side('axis') }, ['2.6'], 'track'),
    );
  });
  it("7.2, 2.6.2: a reinforcement's units by name (typed, their type's, or the type's id), their groups, and the turn they enter", () => {
    const units = [
      { card: 'us', type: 'inf', group: 'A', name: ' 505th ' },
      { card: 'us', type: 'm10', group: 'B' },
    ];
    expect(line('wta/reinforcement', { side: 'allies', units }, s)).toEqual(
      J('wta.books.journal.reinforcementAdvanced', { side: side('allies'), names: '505th, Cacciacarri M10*', groups: 'A, B', turn: 2 }, ['7.2'], 'setup'),
    );
    expect(line('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'zz', group: 'R' }] }, board('basic'))).toEqual(
      J('wta.books.journal.reinforcementBasic', { side: side('allies'), names: 'zz', groups: 'R', turn: 2 }, ['2.6.2'], 'setup'),
    );
  });
  it('4.3.2, 4.3.5, 4.3.4: bridges and trench markers', () => {
    expect(line('wta/bridge-add', { name: 'La Fière', mod: 0 }, s)).toEqual(J('wta.journal.bridgeAdd', { name: 'La Fière' }, ['4.3.2'], 'setup'));
    expect(line('wta/bridge-destroyed', { bridge: 'b11' }, s)).toEqual(J('wta.journal.bridgeDestroyed', { name: 'Carentan' }, ['4.3.2', '4.3.5'], 'combat'));
    expect(line('wta/bridge-destroyed', { bridge: 'b99' }, s).text.params?.name).toBe('b99');
    expect(line('wta/repair', { bridge: 'b11', repaired: true }, s)).toEqual(J('wta.journal.repaired', { name: 'Carentan' }, ['4.3.5'], 'combat'));
    expect(line('wta/repair', { bridge: 'b99', repaired: false }, s)).toEqual(J('wta.journal.notRepaired', { name: 'b99' }, ['4.3.5'], 'combat'));
    expect(line('wta/trench-add', { unit: 'u2', hex: ' D4 ' }, s)).toEqual(
      J('wta.firePanel.journal.trenchAddUnit', { unit: named('Rifle Bn'), hex: 'D4' }, ['4.3.4'], 'marker'),
    );
    expect(line('wta/trench-add', { unit: 'u2' }, s).text.params?.hex).toBe('—');
    expect(line('wta/trench-add', { hex: 'E5' }, s)).toEqual(J('wta.journal.trenchAdd', { hex: 'E5' }, ['4.3.4'], 'setup'));
    expect(line('wta/trench-add', {}, s).text.params?.hex).toBe('');
    expect(line('wta/trench-remove', { trench: 't9' }, s)).toEqual(
      J('wta.firePanel.journal.trenchRemoveUnit', { unit: named('Cacciacarri M10*') }, ['4.3.4'], 'marker'),
    );
    expect(line('wta/trench-remove', { trench: 't10' }, s)).toEqual(J('wta.firePanel.journal.trenchRemove', { hex: 'C3' }, ['4.3.4'], 'marker'));
    expect(line('wta/trench-remove', { trench: 't99' }, s).text.params?.hex).toBe('—');
  });
  it("13.0: victory points, the first leg's, the turn's end and the last turn's; 3.0: the phases forward and back", () => {
    expect(line('wta/vp', { side: 'axis', vp: -3 }, s)).toEqual(J('wta.journal.vp', { side: side('axis'), n: -3 }, ['13.0'], 'victory'));
    expect(line('wta/first-leg', { allies: 12, axis: 9 }, s)).toEqual(J('wta.journal.firstLeg', { allies: 12, axis: 9 }, ['13.0'], 'victory'));
    expect(line('wta/end-turn', undefined, s)).toEqual(J('wta.journal.endTurn', { turn: 1 }, ['3.0', '13.0'], 'phase'));
    const last = { ...s, turn: s.scenario.turns };
    expect(line('wta/end-turn', undefined, last).text.key).toBe('wta.journal.lastTurn');
    expect(line('core/next-phase', undefined, s)).toEqual(J('wta.journal.nextPhase', { phase: { key: 'wta.phase.activate' } }, ['8.1'], 'phase'));
    const end = { ...s, phase: 3 };
    expect(line('core/next-phase', undefined, end)).toEqual(J('wta.journal.endTurn', { turn: 1 }, ['3.0', '13.0'], 'phase'));
    expect(line('core/next-phase', undefined, { ...end, turn: s.scenario.turns }).text.key).toBe('wta.journal.lastTurn');
    expect(line('core/prev-phase', undefined, { ...s, phase: 2 })).toEqual(J('wta.journal.prevPhase', { phase: { key: 'wta.phase.activate' } }, [], 'phase'));
    expect(line('core/prev-phase', undefined, s).text.params).toEqual({ phase: { key: 'wta.phase.roll' } });
  });
  it("a calculator's result that changes nothing is journaled with its own rule: the fire in the combat, the others among the rolls", () => {
    const noted = (what: string) => line('wta/noted', { what, losses: 2 }, s);
    expect(noted('fire')).toEqual(J('wta.journal.noted_fire', { n: 2 }, ['5.3'], 'combat'));
    expect(noted('radio')).toEqual(J('wta.journal.noted_radio', { n: 2 }, ['5.6'], 'roll'));
    expect(noted('rally')).toEqual(J('wta.journal.noted_rally', { n: 2 }, ['6.0'], 'roll'));
    expect(noted('recon')).toEqual(J('wta.journal.noted_recon', { n: 2 }, ['12.4'], 'roll'));
    expect(noted('demolish')).toEqual(J('wta.journal.noted_demolish', { n: 2 }, ['4.3.5'], 'roll'));
  });
});
