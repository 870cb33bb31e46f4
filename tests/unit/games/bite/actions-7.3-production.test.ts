// BITE's production phase as table actions (7.3, 5.2, 11.2, 12.3, 3.6): each action's fields start
// from the moment, its events are the ones the rules take, and what the rules forbid now is
// refused before anything is written, in words with its rule.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import { bite } from '@/games/bite';
import { SEQUENCE } from '@/games/bite/calendar';
import { bagOf } from '@/games/bite/economy';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { runAction, type ActionDef, type GameModule } from '@/engine';
import type { Text } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
const blockOf = (p: Partial<Block>): Block => ({
  id: 'b1',
  name: 'XXXIX Pz',
  nation: 'germany',
  cls: 'armour',
  maxSp: 3,
  sp: 1,
  colours: ['black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  eliminated: false,
  ...p,
});
const withBox = (s: BiteState, nation: string, pp: Partial<Record<'yellow' | 'red' | 'blue' | 'black', number>>): BiteState => ({
  ...s,
  economy: { centres: [], collected: {}, aid: {}, nextCentre: 1, ...s.economy, box: { ...s.economy?.box, [nation]: bagOf(pp) } },
});
const module = bite as unknown as GameModule<BiteState>;
const action = (s: BiteState, id: string): ActionDef => {
  const a = module.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const run = (s: BiteState, id: string, typed?: Record<string, string | number | boolean | null>) => runAction(module, s, ctx, action(s, id), typed);
const said = (t: Text) => words(t, it_ as Record<string, unknown>);

const advanced = () => setupState('SBE5', { advanced: true });

describe('7.3 repairs and rebuilds as an action', () => {
  const s0 = () => withBox(at({ ...advanced(), blocks: [blockOf({})], nextId: 2 }, 'B3'), 'germany', { yellow: 10, red: 4 });

  it('starts from the moment: no block chosen, one step; nothing to repair closes it', () => {
    const a = action(s0(), 'bite.repair:germany');
    expect(a.fields?.map((f) => [f.id, f.default])).toEqual([
      ['block', null],
      ['steps', 1],
    ]);
    expect(run(s0(), 'bite.repair:germany')).toMatchObject({ kind: 'waiting' });
    const none = { ...s0(), blocks: [] };
    expect(run(none, 'bite.repair:germany')).toMatchObject({ kind: 'closed' });
  });

  it('7.3/11.0: the white step costs 2 yellow and 2 red, shown before the tap; the event pays it', () => {
    const a = action(s0(), 'bite.repair:germany');
    expect(a.preview!({ block: 'b1', steps: 1 }).map(said)).toContain('Costo: 2 gialli, 2 rossi.');
    expect(run(s0(), 'bite.repair:germany', { block: 'b1' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/repair', payload: { id: 'b1', steps: 1, cost: bagOf({ yellow: 2, red: 2 }) } }],
    });
  });

  it("7.3: outside the nation's production phase the same repair is refused, naming the rule", () => {
    const o = run(at(s0(), 'A'), 'bite.repair:germany', { block: 'b1' });
    expect(o.kind).toBe('refused');
    expect(o.kind === 'refused' && o.text.params?.rule).toBe('7.3');
  });

  it('7.3: a repair the box cannot pay is refused in words', () => {
    const poor = withBox(s0(), 'germany', { yellow: 1 });
    const o = run(poor, 'bite.repair:germany', { block: 'b1' });
    expect(o.kind).toBe('refused');
  });
});

describe("7.3 the month's income as an action", () => {
  it('collected once: then closed with the reason', () => {
    const s = at(advanced(), 'B3');
    const o = run(s, 'bite.income.collect:germany');
    expect(o.kind).toBe('events');
    const after = o.kind === 'events' ? module.reduce(s, { ...o.events[0]!, at: 1 }, ctx) : s;
    expect(run(after, 'bite.income.collect:germany')).toMatchObject({ kind: 'closed', rule: '7.3' });
  });
});

describe('5.2 German aid as an action', () => {
  it('asks for the amount; a fourth PP to one ally in a turn is refused with the rule', () => {
    const s = withBox(at({ ...advanced(), scenario: 'SBE5' }, 'B3'), 'germany', { yellow: 10 });
    const a = module.actions!(s, ctx).find((x) => x.id === 'bite.aid.give');
    if (!a) return; // a scenario without allies lists no aid
    const ally = a.fields![0]!.options![0]!.value;
    expect(runAction(module, s, ctx, a, { ally })).toMatchObject({ kind: 'waiting' });
    const o = runAction(module, s, ctx, a, { ally, pp: 3 });
    expect(o.kind).toBe('events');
    const after = o.kind === 'events' ? module.reduce(s, { ...o.events[0]!, at: 1 }, ctx) : s;
    const again = module.actions!(after, ctx).find((x) => x.id === 'bite.aid.give')!;
    expect(runAction(module, after, ctx, again, { ally, pp: 1 })).toMatchObject({ kind: 'refused', text: { params: { rule: '5.2' } } });
  });
});

describe('3.6 a producing centre typed from the map', () => {
  it("a new centre's form starts empty; a name and PP are asked for; saved, the next is fresh", () => {
    const s = advanced();
    const a = action(s, 'bite.centre.add');
    expect(runAction(module, s, ctx, a).kind).toBe('waiting');
    const o = runAction(module, s, ctx, a, { name: 'Kerch', pp: 1 });
    expect(o).toMatchObject({
      kind: 'events',
      events: [{ type: 'bite/centre-add', payload: { centre: { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } } }],
    });
  });
  it('a pack that is not a centres pack is said as it is, with no rule', () => {
    const o = runAction(module, advanced(), ctx, action(advanced(), 'bite.centres.import'), undefined, { text: '{"kind":"other"}' });
    expect(o.kind).toBe('refused');
    expect(o.kind === 'refused' && said(o.text)).toBe('Questo file non è un pacchetto di centri di BITE.');
  });
});
