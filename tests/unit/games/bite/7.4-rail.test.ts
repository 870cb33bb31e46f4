// BITE's strategic rail movement (src/games/bite/rail.ts): each side's capacity read line by line,
// word for word with its rule (7.4, 13.8.1; the winter locomotives of 33.1 to the month; the bombed
// stations of 32.3 and AMB-27's 1943 setting), and each refusal of a rail move in words, the game
// left as it was.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { currentMonth, setupState, type Block, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Step } from '@/engine/types';
import { canRail, railCapacity } from '@/games/bite/rail';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
const turns = (s: BiteState, n: number) =>
  run(
    s,
    Array.from({ length: 22 * n }, () => ({ type: 'core/next-phase', at: 0 })),
  );
const say = (x: Step) => `[${x.rule}] ${words(x, en)}${x.tone ? ` (${x.tone})` : ''}`;
const lines = (s: BiteState, side: 'axis' | 'soviet', settings: RulesContext['settings'] = {}) => railCapacity(s, side, { settings }).steps.map(say);
const month = (s: BiteState) => `${currentMonth(s).month}/${currentMonth(s).year}`;
const refusal = (r: ReturnType<typeof canRail>) => (r.ok ? 'ok' : words(r.error, en));
const pp = (nation: 'germany' | 'ussr', n: number) => ev('bite/pp-adjust', { nation, colour: 'yellow', delta: n, reason: 'test' });
const block = (p: Partial<Block>): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'Pz.Gr. 2',
  nation: 'germany',
  cls: 'armourHq',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});

const SOVIET = '[7.4] Soviets: 5 rail moves a turn.';
const AXIS = '[7.4] Axis: 4 rail moves a turn inside the USSR, plus 1 in the Finnish Operative Area.';
const TOTAL_AXIS = (n: number) => `[7.4] Capacity this turn: ${n} inside the USSR, plus 1 in Finland; outside the USSR unlimited, each paid. (result)`;

describe('7.4, 13.8.1, 33.1, 32.3: the capacity of a turn, line by line', () => {
  it('7.4: the Soviets 5, the Axis 4 plus 1 in Finland; only the Axis has a Finnish move', () => {
    const s = setupState('SBE9', { advanced: true });
    expect(lines(s, 'soviet')).toEqual([SOVIET, '[7.4] Capacity this turn: 5. (result)']);
    expect(lines(s, 'axis')).toEqual([AXIS, TOTAL_AXIS(4)]);
    expect(railCapacity(s, 'soviet').finnish).toBe(false);
  });

  it('7.4 (SBE1): no Finland, no Finnish move in the lines; Finnish blocks typed into the scenario bring it back', () => {
    expect(lines(setupState('SBE1', { advanced: true }), 'axis')).toEqual([
      '[7.4] Axis: 4 rail moves a turn inside the USSR (no Finland in this scenario).',
      '[7.4] Capacity this turn: 4 inside the USSR; outside the USSR unlimited, each paid. (result)',
    ]);
    const s = run(setupState('SBE1', { advanced: true }), [
      ev('bite/block-add', {
        block: block({ name: 'V AK (fin.)', nation: 'finland', cls: 'infantry', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }),
      }),
    ]);
    expect(railCapacity(s, 'axis').finnish).toBe(true);
    expect(lines(s, 'axis')).toEqual([AXIS, TOTAL_AXIS(4)]);
  });

  it('33.1 (with 33.0): the winter locomotives from November 1941 to March 1942 (1) and from November 1942 to March 1943 (2), not a month either side', () => {
    const s = setupState('SBE9', { advanced: true, ro33: true });
    const at = (n: number) => {
      const x = turns(s, n);
      return [month(x), railCapacity(x, 'axis').limit];
    };
    expect([at(4), at(5), at(9), at(10)]).toEqual([
      ['10/1941', 4],
      ['11/1941', 1],
      ['3/1942', 1],
      ['4/1942', 4],
    ]);
    expect([at(16), at(17), at(21), at(22)]).toEqual([
      ['10/1942', 4],
      ['11/1942', 2],
      ['3/1943', 2],
      ['4/1943', 4],
    ]);
    expect(lines(turns(s, 5), 'axis')).toEqual([AXIS, '[33.1] Winter locomotives: the Axis has 1 inside the USSR (plus 1 in Finland).', TOTAL_AXIS(1)]);
    expect(lines(turns(s, 17), 'axis')).toEqual([AXIS, '[33.1] Winter locomotives: the Axis has 2 inside the USSR (plus 1 in Finland).', TOTAL_AXIS(2)]);
  });

  it('32.3: stations bombed last turn, −1 each; a raid of no hit says nothing', () => {
    const s = setupState('SBE9', { advanced: true });
    expect(lines(turns(run(s, [ev('bite/rail-bombed', { side: 'soviet', hits: 2 })]), 1), 'soviet')).toEqual([
      SOVIET,
      '[32.3] Stations bombed last turn: −2.',
      '[7.4] Capacity this turn: 3. (result)',
    ]);
    expect(lines(turns(run(s, [ev('bite/rail-bombed', { side: 'soviet', hits: 0 })]), 1), 'soviet')).toEqual([SOVIET, '[7.4] Capacity this turn: 5. (result)']);
  });

  it('32.3, AMB-27 ("no reduction from winter 1943"): the hits of October 1943 still count in November 1943 by the rule; with the setting they are said and ignored from November 1943 on, never before', () => {
    const none = { railBombing1943: 'none' };
    const nov43 = turns(run(turns(setupState('SBE9', { advanced: true }), 28), [ev('bite/rail-bombed', { side: 'axis', hits: 1 })]), 1);
    expect(month(nov43)).toBe('11/1943');
    expect(lines(nov43, 'axis')).toEqual([AXIS, '[32.3] Stations bombed last turn: −1.', TOTAL_AXIS(3)]);
    expect(lines(nov43, 'axis', none)).toEqual([
      AXIS,
      '[32.3] Stations bombed last turn (1): no reduction from winter 1943 (the other reading, from the settings). (info)',
      TOTAL_AXIS(4),
    ]);
    const dec42 = turns(run(turns(setupState('SBE9', { advanced: true }), 17), [ev('bite/rail-bombed', { side: 'axis', hits: 1 })]), 1);
    expect(month(dec42)).toBe('12/1942');
    expect(railCapacity(dec42, 'axis', { settings: none }).limit).toBe(3);
  });
});

describe('7.4, 3.12: a rail move refused in words', () => {
  it('7.4: the Soviets have no Finnish move and no paid move outside the USSR', () => {
    const s = run(setupState('SBE9', { advanced: true }), [pp('ussr', 5)]);
    const only = 'Only the Axis has the Finnish move and the paid moves outside the USSR.';
    expect([refusal(canRail(s, 'soviet', 'finnish', 'pp')), refusal(canRail(s, 'soviet', 'outside', 'pp'))]).toEqual([only, only]);
    expect(refusal(canRail(s, 'soviet', 'normal', 'pp'))).toBe('ok');
  });

  it('7.4: the Axis moves outside the USSR whatever its count inside, and pays each', () => {
    let s = run(setupState('SBE9', { advanced: true }), [pp('germany', 10)]);
    for (let i = 0; i < 4; i++) s = run(s, [ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'pp' })]);
    expect(refusal(canRail(s, 'axis', 'normal', 'pp'))).toMatch(/rail moves this turn \(4 of 4\)/);
    expect(refusal(canRail(s, 'axis', 'outside', 'pp'))).toBe('ok');
  });

  it('7.4: the last yellow PP pays a move; with none, the nation is named', () => {
    const one = run(setupState('SBE9', { advanced: true }), [pp('germany', 1)]);
    expect(refusal(canRail(one, 'axis', 'normal', 'pp'))).toBe('ok');
    const spent = run(one, [ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'pp' })]);
    expect(refusal(canRail(spent, 'axis', 'normal', 'pp'))).toBe('Germany has no yellow PP to pay the rail move.');
    expect(refusal(canRail(setupState('SBE9', { advanced: true }), 'soviet', 'normal', 'pp'))).toBe('USSR has no yellow PP to pay the rail move.');
  });

  it("3.12: the AP are paid by one of the side's own HQs still on the map with an AP left — an HQ or an armour HQ, not a combat block", () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [
      ev('bite/block-add', { block: block({}) }),
      ev('bite/block-add', { block: block({ name: 'AOK 11', cls: 'hq', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'Stavka', nation: 'ussr', cls: 'hq', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'XXXIX Pz', cls: 'armour', maxSp: 4, sp: 4 }) }),
      ev('bite/block-add', { block: block({ name: 'AOK 9', cls: 'hq', maxSp: 3, sp: 0, colours: ['black', 'black', 'black'] }) }),
    ]);
    const id = (name: string) => s.blocks.find((b) => b.name === name)!.id;
    const ap = (side: 'axis' | 'soviet', name: string) => refusal(canRail(s, side, 'normal', 'ap', undefined, { hq: id(name) }));
    expect([ap('axis', 'Pz.Gr. 2'), ap('axis', 'AOK 11'), ap('soviet', 'Stavka')]).toEqual(['ok', 'ok', 'ok']);
    expect(ap('axis', 'XXXIX Pz')).toBe('XXXIX Pz is not an HQ of the Axis with an AP to spend.');
    expect(ap('axis', 'AOK 9')).toBe('AOK 9 is not an HQ of the Axis with an AP to spend.');
    expect(ap('axis', 'Stavka')).toBe('Stavka is not an HQ of the Axis with an AP to spend.');
    expect(ap('soviet', 'AOK 11')).toBe('AOK 11 is not an HQ of the Soviets with an AP to spend.');
    const gone: BiteState = { ...s, blocks: s.blocks.map((b) => (b.name === 'AOK 11' ? { ...b, eliminated: true } : b)) };
    expect(refusal(canRail(gone, 'axis', 'normal', 'ap', undefined, { hq: id('AOK 11') }))).toBe('AOK 11 is not an HQ of the Axis with an AP to spend.');
    expect(refusal(canRail(s, 'axis', 'normal', 'ap', undefined, { hq: 'b999' }))).toBe('Choose the HQ whose AP pays the rail move.');
    // Paid in PP, no HQ is asked for.
    expect(refusal(canRail(run(s, [pp('germany', 1)]), 'axis', 'normal', 'pp', undefined, { hq: id('XXXIX Pz') }))).toBe('ok');
  });
});
