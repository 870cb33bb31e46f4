// BITE's table marks as actions (7.11, 5.5, 7.4, 13.8.1, 32.3, 7.2, 7.9, 12.3, 13.3–13.8): a row's values become the events
// the rules take, and what the rules forbid now is refused before anything is written, in words
// with its rule.
import { describe, expect, it } from 'vitest';
import { bite } from '@/games/bite';
import { setupState, type BiteState } from '@/games/bite/state';
import { runAction, type ActionDef, type GameModule } from '@/engine';
import { ctx } from './gapsHelpers';
import { SEQUENCE } from '@/games/bite/calendar';
import { bagOf } from '@/games/bite/economy';

const module = bite as unknown as GameModule<BiteState>;
const action = (s: BiteState, id: string): ActionDef => {
  const a = module.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const run = (s: BiteState, id: string, fixed?: Record<string, string | number | boolean | null>) => runAction(module, s, ctx, action(s, id), undefined, fixed);

describe('7.11 who holds a city, as the map shows', () => {
  it("the row's city and side become the mark", () => {
    const s = setupState('SBE5', {});
    expect(run(s, 'bite.victory.objective.mark', { city: 'moscow', holder: 'axis' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/objective', payload: { city: 'moscow', holder: 'axis' } }],
    });
  });
  it('marking the side that already holds it is refused, naming 7.11', () => {
    const s = setupState('SBE5', {});
    const o = run(s, 'bite.victory.objective.mark', { city: 'moscow', holder: 'soviet' });
    expect(o.kind).toBe('refused');
  });
});

describe('5.5, SBE4, SBE7 the counts the players type', () => {
  it('a whole number becomes the count', () => {
    const s = setupState('SBE5', {});
    expect(run(s, 'bite.victory.count.set', { count: 'finnsEliminated', value: '3' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/victory-count', payload: { count: 'finnsEliminated', value: 3 } }],
    });
  });
  it('anything else is refused in words, as a typing slip', () => {
    const s = setupState('SBE5', {});
    const o = run(s, 'bite.victory.count.set', { count: 'finnsEliminated', value: 'tre' });
    expect(o.kind).toBe('refused');
    expect(o.kind === 'refused' && o.text.key).toBe('bite.victory.ui.badCount');
  });
});

describe('7.4 a strategic rail move', () => {
  const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
  const rich = (s: BiteState): BiteState => ({
    ...s,
    economy: { centres: [], collected: {}, aid: {}, nextCentre: 1, ...s.economy, box: { ...s.economy?.box, germany: bagOf({ yellow: 5 }) } },
  });

  it("outside the side's rail phase the move is closed, naming 7.4", () => {
    const s = at(rich(setupState('SBE5', {})), 'B3');
    expect(run(s, 'bite.rail.move:axis', { kind: 'normal', pay: 'pp' })).toMatchObject({ kind: 'closed' });
  });
  it('in the Axis rail phase (B4) the move is paid with 1 yellow PP, the unit named', () => {
    const s = at(rich(setupState('SBE5', {})), 'B4');
    expect(run(s, 'bite.rail.move:axis', { kind: 'normal', pay: 'pp', unit: ' XXXIX Pz ' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/rail-move', payload: { side: 'axis', kind: 'normal', pay: 'pp', unit: 'XXXIX Pz' } }],
    });
  });
  it('paid with AP, no HQ named is refused in words, naming 7.4', () => {
    const s = at(rich(setupState('SBE5', { advanced: true })), 'B4');
    const o = run(s, 'bite.rail.move:axis', { kind: 'normal', pay: 'ap', hq: '' });
    expect(o.kind).toBe('refused');
  });
});

describe('13.8.1, 32.3 Moscow and the bombed stations', () => {
  it('Moscow lost is marked; marking it again is refused', () => {
    const s = setupState('SBE5', {});
    expect(run(s, 'bite.rail.moscow.mark', { lost: true })).toEqual({ kind: 'events', events: [{ type: 'bite/moscow', payload: { lost: true } }] });
    expect(run(s, 'bite.rail.moscow.mark', { lost: false }).kind).toBe('refused');
  });
  it('the hits wait for a number, then become the mark', () => {
    const s = setupState('SBE5', {});
    expect(run(s, 'bite.rail.bombed.mark', { side: 'soviet' })).toMatchObject({ kind: 'waiting' });
    expect(run(s, 'bite.rail.bombed.mark', { side: 'soviet', hits: 2 })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/rail-bombed', payload: { side: 'soviet', hits: 2 } }],
    });
  });
});

describe('7.2, 7.9 supply marks and surrender', () => {
  const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
  const withUnit = (s: BiteState, supplied: boolean): BiteState => ({
    ...s,
    blocks: [
      {
        id: 'b1',
        name: 'XXXIX Pz',
        nation: 'germany',
        cls: 'armour',
        maxSp: 3,
        sp: 2,
        colours: ['black', 'white', 'red'],
        shield: false,
        mountain: false,
        ski: false,
        zeroBase: false,
        supplied,
        eliminated: false,
      },
    ],
  });

  it("7.2: in the side's supply phase (B2) a unit is marked out of supply", () => {
    const s = at(withUnit(setupState('SBE5', {}), true), 'B2');
    expect(run(s, 'bite.supply.mark', { id: 'b1', supplied: false })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/supply', payload: { id: 'b1', supplied: false } }],
    });
  });
  it('7.2: outside it the mark is refused in words', () => {
    const s = at(withUnit(setupState('SBE5', {}), true), 'B4');
    expect(run(s, 'bite.supply.mark', { id: 'b1', supplied: false }).kind).toBe('refused');
  });
  it('7.9: at the final check (B9) a unit still out surrenders, the enemy gaining what the rules give', () => {
    const s = at(withUnit(setupState('SBE5', {}), false), 'B9');
    const o = run(s, 'bite.supply.surrender', { id: 'b1' });
    expect(o.kind).toBe('events');
    expect(o.kind === 'events' && o.events[0]).toMatchObject({ type: 'bite/surrender', payload: { id: 'b1', gainer: 'ussr' } });
  });
  it('7.9: before the final check the surrender is refused in words', () => {
    const s = at(withUnit(setupState('SBE5', {}), false), 'B4');
    expect(run(s, 'bite.supply.surrender', { id: 'b1' }).kind).toBe('refused');
  });
  it('12.3: the Road of Life is marked cut, and marking it cut again is refused', () => {
    const s = setupState('SBE5', { advanced: true });
    const first = run(s, 'bite.siege.road', { open: false });
    const second = run(s, 'bite.siege.road', { open: true });
    expect([first.kind, second.kind].sort()).toEqual(['events', 'refused']);
  });
});

describe('13.3, 13.6, 13.8 HQs and their action points', () => {
  const withHq = (s: BiteState): BiteState => ({
    ...s,
    blocks: [
      {
        id: 'h1',
        name: 'Stavka',
        nation: 'ussr',
        cls: 'hq',
        maxSp: 4,
        sp: 4,
        colours: ['red'],
        shield: false,
        mountain: false,
        ski: false,
        zeroBase: false,
        supplied: true,
        eliminated: false,
      },
    ],
  });

  // The Soviets' own phases of the turn, as the players reach them: Movement (C5), Blitz (C8).
  const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });

  it("13.3: an HQ is activated in its side's Movement phase; with the basic rules alone it is refused in words", () => {
    const adv = at(withHq(setupState('SBE9', { advanced: true })), 'C5');
    expect(run(adv, 'bite.hq.activate', { id: 'h1' })).toEqual({ kind: 'events', events: [{ type: 'bite/hq-activate', payload: { id: 'h1' } }] });
    expect(run(at(withHq(setupState('SBE9', {})), 'C5'), 'bite.hq.activate', { id: 'h1' }).kind).toBe('refused');
  });
  it('13.8: a Soviet HQ marked as the Stavka; marking it an FHQ is refused, naming the rule', () => {
    const s = withHq(setupState('SBE9', { advanced: true }));
    expect(run(s, 'bite.hq.supreme.mark', { id: 'h1', kind: 'stavka' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/hq-supreme', payload: { id: 'h1', kind: 'stavka' } }],
    });
    expect(run(s, 'bite.hq.supreme.mark', { id: 'h1', kind: 'fhq' }).kind).toBe('refused');
  });
  it('13.8.1: a menu action of an HQ not marked supreme is refused in words', () => {
    const s = at(withHq(setupState('SBE9', { advanced: true })), 'C5');
    expect(run(s, 'bite.hq.supreme.act', { id: 'h1', action: 'rail', unit: '' }).kind).toBe('refused');
  });
  it('13.6: deactivating a side with no HQ activated is refused in words', () => {
    const s = at(withHq(setupState('SBE9', { advanced: true })), 'C8');
    expect(run(s, 'bite.hq.deactivate', { side: 'soviet' }).kind).toBe('refused');
  });
});
