// The War to Axis module as the players see it around the cards: the new-game form (the scenario
// sheet's numbers: 2.6, 2.6.1, 5.6, 5.6.1, 6.0, 7.0, 8.1, 13.0), where the game stands (3.0, 8.1,
// 13.0), the tracks (3.0, 3.1, 8.0, 2.6) and the victory view (13.0), and the interpretation
// settings read (§17 of the rules notes).
import { describe, expect, it } from 'vitest';
import { options, sheetFromOptions, tracks, victory, where, wta } from '@/games/war-to-axis';
import { interpretations, wtaSettings, DEFAULTS } from '@/games/war-to-axis/settings';
import type { WtaState } from '@/games/war-to-axis/state';
import { blackDie, d6, whiteDie, yellowDie } from '@/games/war-to-axis/dice';
import { ctxWith, ev, game, run } from './helpers';

const side = (x: string) => ({ key: `wta.side.${x}` });
const withSide = (s: WtaState, sd: 'allies' | 'axis', over: Partial<WtaState['sides']['allies']>): WtaState => ({
  ...s,
  sides: { ...s.sides, [sd]: { ...s.sides[sd], ...over } },
});

describe('the new-game form (the scenario sheet, end of the book)', () => {
  it('each number of the form with its rule, default and bounds', () => {
    expect(options.map((o) => [o.id, o.kind, o.default, o.min, o.max, o.rule])).toEqual([
      ['mode', 'select', 'basic', undefined, undefined, '7.0'],
      ['turns', 'int', 10, 1, 20, '13.0'],
      ['turnZero', 'bool', false, undefined, undefined, '8.1'],
      ['initiative', 'select', 'allies', undefined, undefined, '3.0'],
      ['alliesRally', 'int', 2, 0, 20, '6.0'],
      ['alliesRadio', 'int', 2, 0, 20, '5.6'],
      ['alliesAmerican', 'bool', true, undefined, undefined, '5.6.1'],
      ['axisRally', 'int', 2, 0, 20, '6.0'],
      ['axisRadio', 'int', 2, 0, 20, '5.6'],
      ['eventCards', 'int', 0, 0, 32, '2.6'],
      ['alliesReinforcements', 'int', 0, 0, 16, '2.6.1'],
      ['axisReinforcements', 'int', 0, 0, 16, '2.6.1'],
    ]);
    expect(options[0]).toMatchObject({
      label: { key: 'wta.options.mode' },
      help: { key: 'wta.options.modeHelp' },
      options: [
        { value: 'basic', label: { key: 'wta.mode.basic' } },
        { value: 'advanced', label: { key: 'wta.mode.advanced' } },
      ],
    });
    expect(options[1].label).toEqual({ key: 'wta.options.turns' });
    expect(options[2].label).toEqual({ key: 'wta.options.turnZero' });
    expect(options[3]).toMatchObject({
      label: { key: 'wta.options.initiative' },
      options: [
        { value: 'allies', label: side('allies') },
        { value: 'axis', label: side('axis') },
      ],
    });
    expect(options[6].label).toEqual({ key: 'wta.options.alliesAmerican' });
  });
  it('every number read within its bounds, the bounds included; out of them, not whole, or missing: the default', () => {
    const at = (o: Record<string, unknown>) => sheetFromOptions({ scenario: 'sheet', sideNames: {}, options: o as Record<string, number> });
    expect(at({ turns: 1 }).turns).toBe(1);
    expect(at({ turns: 20 }).turns).toBe(20);
    expect(at({ turns: 0 }).turns).toBe(10);
    expect(at({ turns: 21 }).turns).toBe(10);
    expect(at({ turns: 5.5 }).turns).toBe(10);
    expect(at({ turns: '5' }).turns).toBe(10);
    const full = at({ alliesRally: 0, alliesRadio: 20, axisRally: 20, axisRadio: 0, eventCards: 32, alliesReinforcements: 16, axisReinforcements: 1 });
    expect(full.sides.allies).toEqual({ rally: 0, radio: 20, artillery: [], american: true });
    expect(full.sides.axis).toEqual({ rally: 20, radio: 0, artillery: [], american: false });
    expect([full.eventCards, full.reinforcementCards]).toEqual([32, { allies: 16, axis: 1 }]);
    const over = at({ alliesRally: 21, alliesRadio: -1, axisRally: -1, axisRadio: 21, eventCards: 33, alliesReinforcements: 17, axisReinforcements: -1 });
    expect(over.sides.allies).toMatchObject({ rally: 2, radio: 2 });
    expect(over.sides.axis).toMatchObject({ rally: 2, radio: 2 });
    expect([over.eventCards, over.reinforcementCards]).toEqual([0, { allies: 0, axis: 0 }]);
    const none = at({});
    expect(none).toMatchObject({ mode: 'basic', turns: 10, turnZero: false, initiative: 'allies' });
    expect(none.sides.allies.american).toBe(true);
    // 5.6.1: the Allies are American unless the form says not; the mode, the turn 0 and the initiative only by their own values.
    expect(at({ alliesAmerican: false }).sides.allies.american).toBe(false);
    expect(at({ mode: 'Advanced', turnZero: 'yes', initiative: 'Axis' })).toMatchObject({ mode: 'basic', turnZero: false, initiative: 'allies' });
    expect(at({ mode: 'advanced', turnZero: true, initiative: 'axis' })).toMatchObject({ mode: 'advanced', turnZero: true, initiative: 'axis' });
  });
  it("13.0: a new game from the form: the sheet's title is left blank for the players; a named scenario keeps its name", () => {
    expect(wta.setup({ scenario: 'sheet', sideNames: {}, options: {} }).scenario.title).toBe('');
    expect(wta.setup({ scenario: 'Carentan', sideNames: {}, options: {} }).scenario.title).toBe('Carentan');
    expect(wta.summary!(game('advanced'))).toEqual({ key: 'wta.summaryAdvanced', params: { title: 'Test' } });
    expect(wta.summary!({ ...game('basic'), scenario: { ...game('basic').scenario, title: '' } })).toEqual({ key: 'wta.summaryBasicUntitled', params: {} });
  });
  it('the module: its id, title, state version, sides, scenario and dice', () => {
    expect([wta.id, wta.title, wta.stateVersion]).toEqual(['wta', { key: 'wta.title' }, 2]);
    expect(wta.sides).toEqual([
      { id: 'allies', name: side('allies'), colour: '#4b6b3a' },
      { id: 'axis', name: side('axis'), colour: '#555b63' },
    ]);
    expect(wta.scenarios).toEqual([{ id: 'sheet', title: { key: 'wta.scenario.sheet' }, rule: '13.0', turns: 10 }]);
    expect(wta.dice).toEqual([yellowDie, whiteDie, blackDie, d6]);
    expect(wta.charts).toEqual([]);
    const s = game('basic', { turns: 1 });
    expect(wta.victory!(s, ctxWith())).toEqual(victory(s));
    expect(wta.tracks!(s, ctxWith())).toEqual(tracks(s));
  });
});

describe('3.0, 8.1, 13.0: where the game stands', () => {
  it('3.0: the phasing side named in the basic game; the initiative side in the advanced game, where both act', () => {
    const b = game('basic', { initiative: 'axis' });
    expect(where(b)).toEqual({
      turn: 1,
      turns: 10,
      side: { key: 'wta.where.side', params: { side: side('axis') } },
      phase: { key: 'wta.phase.first' },
      asks: { key: 'wta.asks.first' },
      rule: '3.0',
    });
    const a = game('advanced', { initiative: 'axis' });
    expect(where(a)).toEqual({
      turn: 1,
      turns: 10,
      side: { key: 'wta.where.initiative', params: { side: side('axis') } },
      phase: { key: 'wta.phase.roll' },
      asks: { key: 'wta.asks.roll' },
      rule: '8.0',
    });
  });
  it('13.0: the end of the last turn asks for the victory check; the end of another turn does not; the game over says so', () => {
    const s = { ...game('basic', { turns: 3 }), phase: 2 };
    expect(where({ ...s, turn: 3 }).asks).toEqual({ key: 'wta.asks.lastTurn' });
    expect(where({ ...s, turn: 2 }).asks).toEqual({ key: 'wta.asks.end' });
    expect(where({ ...s, turn: 3, phase: 0 }).asks).toEqual({ key: 'wta.asks.first' });
    const over = where({ ...s, turn: 3, over: true });
    expect(over).toMatchObject({ phase: { key: 'wta.phase.over' }, asks: { key: 'wta.asks.over' }, rule: '13.0', over: true });
    expect(where(s).over).toBeUndefined();
    expect(where(s).turnLabel).toBeUndefined();
    expect(where({ ...s, turn: 0 }).turnLabel).toEqual({ key: 'wta.where.turnZero' });
    // 3.0: a phase number past the turn's last phase reads as its last phase, the end.
    expect(where({ ...s, phase: 5 }).phase).toEqual({ key: 'wta.phase.end' });
  });
});

describe('3.0, 3.1, 8.0, 2.6: the tracks', () => {
  it('3.0: the turn track, from turn 0 with the paratroop drop (A48) or from 1, to the last turn, which is a warning', () => {
    const s = game('basic', { turns: 4 });
    expect(tracks(s)[0]).toEqual({
      id: 'turn',
      label: { key: 'wta.track.turn' },
      value: 1,
      min: 1,
      max: 4,
      rule: '3.0',
      tone: 'normal',
      detail: { key: 'wta.track.turnDetail', params: { n: 4 } },
    });
    expect(tracks({ ...s, scenario: { ...s.scenario, turnZero: true } })[0].min).toBe(0);
    expect(tracks({ ...s, turn: 4 })[0].tone).toBe('warning');
    expect(tracks({ ...s, turn: 3 })[0].tone).toBe('normal');
  });
  it("3.1: each side's activations and batteries, the initiative side first; before the roll: not rolled", () => {
    const s = game('basic', { initiative: 'axis' });
    const tr = tracks(s);
    expect(tr.map((x) => x.id)).toEqual(['turn', 'activations-axis', 'batteries-axis', 'activations-allies', 'batteries-allies', 'deck']);
    expect(tr[1]).toEqual({
      id: 'activations-axis',
      label: { key: 'wta.track.activations', params: { side: side('axis') } },
      value: 0,
      min: 0,
      max: undefined,
      rule: '3.1',
      tone: 'normal',
      detail: { key: 'wta.track.notRolled' },
    });
    expect(tr[2]).toEqual({
      id: 'batteries-axis',
      label: { key: 'wta.track.batteries', params: { side: side('axis') } },
      value: 0,
      min: 0,
      max: undefined,
      rule: '3.1',
      detail: { key: 'wta.track.notRolled' },
      actions: [
        {
          id: 'battery-axis',
          label: { key: 'wta.track.spendBattery' },
          rule: '5.6',
          disabledReason: { key: 'wta.error.noBatteries' },
          events: [{ type: 'wta/batteries', payload: { side: 'axis', used: 1 }, at: 0 }],
        },
      ],
    });
  });
  it('3.1: after the roll: the activations left of 6 + d6, a warning at none; the batteries left with their button', () => {
    let s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 2 })]);
    s = withSide(s, 'allies', { activationsUsed: 3, batteriesUsed: 1 });
    const tr = tracks(s);
    expect(tr[1]).toMatchObject({ value: 5, max: 8, tone: 'normal', detail: { key: 'wta.track.activationsDetail', params: { used: 3, n: 8 } } });
    expect(tr[2]).toMatchObject({ value: 1, max: 2, detail: { key: 'wta.track.batteriesDetail', params: { used: 1, n: 2 } } });
    expect(tr[2].actions![0].disabledReason).toBeUndefined();
    const spent = tracks(withSide(s, 'allies', { activationsUsed: 9, batteriesUsed: 5 }));
    expect(spent[1]).toMatchObject({ value: 0, tone: 'warning' });
    expect(spent[2]).toMatchObject({ value: 0 });
    expect(spent[2].actions![0].disabledReason).toEqual({ key: 'wta.error.noBatteries' });
  });
  it('8.0: in the advanced game the track counts the d6 free activations, with the group rolled', () => {
    const s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'B', d6: 3, group: 'B', rOption: null })]);
    const tr = tracks(s);
    expect(tr[1]).toMatchObject({
      label: { key: 'wta.track.free', params: { side: side('allies') } },
      value: 3,
      max: 3,
      rule: '8.0',
      detail: { key: 'wta.track.freeDetail', params: { group: 'B', used: 0, n: 3 } },
    });
    expect(tracks(withSide(s, 'allies', { group: null }))[1].detail).toEqual({ key: 'wta.track.freeDetail', params: { group: '—', used: 0, n: 3 } });
  });
  it('2.6: the event deck: the cards left, the cards held, the reinforcement cards drawn; empty: a warning; a held card played by its side only', () => {
    let s = game('basic');
    s = withSide(withSide(s, 'allies', { held: 1, reinforcements: { drawn: 1, due: 0 } }), 'axis', { held: 0, reinforcements: undefined });
    const deck = tracks(s)[5];
    expect(deck).toEqual({
      id: 'deck',
      label: { key: 'wta.track.deck' },
      value: 8,
      min: 0,
      rule: '2.6',
      tone: 'normal',
      detail: {
        key: 'wta.books.deckDetail',
        params: { deck: { key: 'wta.track.deckDetail', params: { allies: 1, axis: 0 } }, allies: 1, alliesOf: 1, axis: 0, axisOf: 1 },
      },
      actions: [
        {
          id: 'play-allies',
          label: { key: 'wta.track.playHeld', params: { side: side('allies') } },
          rule: '2.6',
          disabledReason: undefined,
          events: [{ type: 'wta/event-play', payload: { side: 'allies' }, at: 0 }],
        },
        {
          id: 'play-axis',
          label: { key: 'wta.track.playHeld', params: { side: side('axis') } },
          rule: '2.6',
          disabledReason: { key: 'wta.error.noHeldCard', params: { side: side('axis') } },
          events: [{ type: 'wta/event-play', payload: { side: 'axis' }, at: 0 }],
        },
      ],
    });
    const empty = tracks({ ...s, deck: { remaining: 0, drawn: 8 } })[5];
    expect(empty.tone).toBe('warning');
    expect(empty.detail?.params?.deck).toEqual({ key: 'wta.track.deckEmpty' });
    // A game saved before the reinforcement cards were counted: none drawn.
    expect(tracks(withSide(s, 'allies', { reinforcements: undefined }))[5].detail?.params).toMatchObject({ allies: 0, axis: 0 });
  });
});

describe('13.0: the victory view', () => {
  it("13.0: the conditions and each side's VP; the turns left, the last turn, the game over", () => {
    let s = game('basic', { turns: 5, victory: '  Hold Carentan ' });
    s = withSide(withSide(s, 'allies', { vp: 3 }), 'axis', { vp: 1 });
    const v = victory({ ...s, turn: 2 });
    expect(v).toEqual({
      final: false,
      headline: { key: 'wta.victory.standing', params: { n: 3 } },
      derivation: [
        { key: 'wta.victory.conditions', params: { text: 'Hold Carentan' }, rule: '13.0' },
        { key: 'wta.victory.vp', params: { side: side('allies'), n: 3 }, rule: '13.0' },
        { key: 'wta.victory.vp', params: { side: side('axis'), n: 1 }, rule: '13.0' },
      ],
    });
    expect(victory({ ...s, turn: 5 }).headline).toEqual({ key: 'wta.victory.lastTurn' });
    expect(victory({ ...s, turn: 4 }).headline).toEqual({ key: 'wta.victory.standing', params: { n: 1 } });
    expect(victory({ ...s, turn: 5, over: true })).toMatchObject({ final: true, headline: { key: 'wta.victory.over' } });
    expect(victory({ ...s, scenario: { ...s.scenario, victory: ' ' } }).derivation[0].params).toEqual({ text: '—' });
  });
  it("13.0: the return game with sides swapped: each player's total is his first side's VP plus this game's other side's", () => {
    let s = game('basic');
    s = withSide(withSide(s, 'allies', { vp: 3 }), 'axis', { vp: 1 });
    const d = victory({ ...s, firstLeg: { allies: 4, axis: 2 } }).derivation;
    expect(d.slice(3)).toEqual([
      { key: 'wta.victory.twoLegs', params: { side: side('allies'), first: 4, second: 1, n: 5 }, rule: '13.0' },
      { key: 'wta.victory.twoLegs', params: { side: side('axis'), first: 2, second: 3, n: 5 }, rule: '13.0' },
    ]);
  });
});

describe('§17: the interpretation settings', () => {
  it('each reading with its rule and its recommended default; a value not offered, or of the wrong kind, takes the default', () => {
    expect(DEFAULTS).toEqual({
      whiteHits: 'exact',
      halfLost: 'atLeastHalf',
      oppFireMinus: 'once',
      batteries: 'capped',
      americanCap: true,
      advancedD6Event: false,
      strategicOnlyROptionD: false,
      trenchApRemoval: 'explosions',
      trenchCount: 'perRoll',
      retreatTrench: 'after',
      disorganizedWhenBlocked: true,
      oppFireRetreatAlways: true,
      stayOppFireBasic: true,
      finalFireDisorganized: 'clear',
      hqDestroyed: 'all',
      replacementHqBasic: false,
      bridgeModDemolition: true,
      reconRange1: 'auto',
    });
    expect(wtaSettings({ whiteHits: 'cumulative', americanCap: false, batteries: 'nonsense', advancedD6Event: 'true' as never })).toMatchObject({
      whiteHits: 'cumulative',
      americanCap: false,
      batteries: 'capped',
      advancedD6Event: false,
    });
    const wh = interpretations.find((d) => d.id === 'whiteHits')!;
    expect(wh).toEqual({
      id: 'whiteHits',
      label: { key: 'wta.settings.whiteHits' },
      help: { key: 'wta.settings.whiteHitsHelp' },
      rule: '5.3',
      kind: 'select',
      default: 'exact',
      options: [
        { value: 'exact', label: { key: 'wta.settings.whiteHits_exact' } },
        { value: 'cumulative', label: { key: 'wta.settings.whiteHits_cumulative' } },
      ],
    });
    expect(interpretations.find((d) => d.id === 'americanCap')).toEqual({
      id: 'americanCap',
      label: { key: 'wta.settings.americanCap' },
      help: { key: 'wta.settings.americanCapHelp' },
      rule: '5.6.1',
      kind: 'bool',
      default: true,
    });
  });

  it('every reading the settings screen offers reaches the rules, each of its values as chosen', () => {
    expect(Object.keys(DEFAULTS).sort()).toEqual(interpretations.map((d) => d.id).sort());
    for (const d of interpretations) {
      const values = d.kind === 'bool' ? [true, false] : (d.options ?? []).map((o) => o.value);
      for (const value of values) expect(wtaSettings({ [d.id]: value })).toMatchObject({ [d.id]: value });
    }
  });
});
