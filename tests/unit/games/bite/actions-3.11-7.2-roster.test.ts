// BITE's roster as table actions (3.11, 7.2, 7.3, 7.9, 6.1.1): a block typed from the wooden block
// becomes its event through the rules, new at full strength and with no TECH of its own unless
// typed; the white barrel only in the side's supply phase; a roster pack brought in, or refused.
import { describe, expect, it } from 'vitest';
import { bite } from '@/games/bite';
import { SEQUENCE } from '@/games/bite/calendar';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { emptyBlockForm, exportRosterPack, nextBlockForm } from '@/games/bite/roster';
import { valuesOfBlockForm } from '@/games/bite/actions/roster';
import { runAction, type ActionDef, type GameModule } from '@/engine';
import { ctx } from './gapsHelpers';

const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
const blockOf = (p: Partial<Block>): Block => ({
  id: 'b1',
  name: 'XXXIX Pz',
  nation: 'germany',
  cls: 'armour',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  eliminated: false,
  ...p,
});
const module = bite as unknown as GameModule<BiteState>;
const action = (s: BiteState, id: string): ActionDef => {
  const a = module.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const run = (s: BiteState, id: string, fixed?: Record<string, string | number | boolean | null>) => runAction(module, s, ctx, action(s, id), undefined, fixed);
const base = () => ({ ...setupState('SBE5', {}), blocks: [blockOf({})], nextId: 2 });

describe('3.11 a block typed from the wooden block', () => {
  it("starts from the moment: German, no class until one is chosen, supplied, the nation's TECH, nothing else ticked", () => {
    const f = Object.fromEntries((action(base(), 'bite.block.save').fields ?? []).map((x) => [x.id, x.default]));
    expect(f).toMatchObject({ nation: 'germany', cls: null, techOverride: '0', supplied: true, shield: false, elite: '', editing: '' });
  });

  it('7.3: a new block with its current SP left empty enters at full strength', () => {
    const form = {
      ...emptyBlockForm(),
      name: '6 Armee',
      cls: 'infantry' as const,
      maxSp: 4,
      sp: null,
      colours: ['black', 'black', 'white', 'white'] as Block['colours'],
    };
    const o = run(base(), 'bite.block.save', valuesOfBlockForm(form));
    expect(o).toMatchObject({ kind: 'events', events: [{ type: 'bite/block-add', payload: { block: { name: '6 Armee', sp: 4, maxSp: 4 } } }] });
  });

  it("6.1.1: a TECH of its own is the block's only; the next form has none, and an edit back to the nation's clears it", () => {
    const form = {
      ...emptyBlockForm(),
      name: '3 Shock',
      nation: 'ussr' as const,
      cls: 'infantry' as const,
      maxSp: 3,
      sp: 3,
      colours: ['black', 'white', 'red'] as Block['colours'],
      techOverride: 2 as const,
    };
    const o = run(base(), 'bite.block.save', valuesOfBlockForm(form));
    expect(o).toMatchObject({ kind: 'events', events: [{ payload: { block: { techOverride: 2 } } }] });
    const next = run(
      base(),
      'bite.block.save',
      valuesOfBlockForm({ ...nextBlockForm(form), name: '4 Shock', cls: 'infantry', maxSp: 2, colours: ['black', 'white'] }),
    );
    expect(next.kind).toBe('events');
    if (next.kind === 'events') expect((next.events[0]!.payload as { block: { techOverride?: number } }).block.techOverride).toBeUndefined();
    const s = { ...base(), blocks: [blockOf({ techOverride: 2 })] };
    const clear = run(
      s,
      'bite.block.save',
      valuesOfBlockForm({ ...emptyBlockForm(), name: 'XXXIX Pz', cls: 'armour', maxSp: 3, sp: 3, colours: ['black', 'white', 'red'] }, 'b1'),
    );
    expect(clear).toMatchObject({ kind: 'events', events: [{ type: 'bite/block-edit', payload: { id: 'b1', patch: { techOverride: 0 } } }] });
  });

  it('3.11: a block without a name is refused in words, naming the rule', () => {
    const o = run(base(), 'bite.block.save', valuesOfBlockForm({ ...emptyBlockForm(), maxSp: 2, sp: 2, colours: ['black', 'white'] }));
    expect(o.kind).toBe('refused');
    if (o.kind === 'refused') {
      expect(JSON.stringify(o.text)).toContain('bite.ui.err.name');
      expect(JSON.stringify(o.text)).toContain('3.11');
    }
  });
});

describe('7.2 and 7.9 the white barrel', () => {
  it('7.2: in the Axis supply phase a German block is marked out of supply', () => {
    const s = at(base(), 'B2');
    expect(run(s, 'bite.block.supply', { block: 'b1', supplied: false })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/supply', payload: { id: 'b1', supplied: false } }],
    });
  });

  it("7.2: outside the side's supply phase it is refused in words", () => {
    const s = at(base(), 'B3');
    const o = run(s, 'bite.block.supply', { block: 'b1', supplied: false });
    expect(o.kind).toBe('refused');
    if (o.kind === 'refused') expect(JSON.stringify(o.text)).toMatch(/bite\.rules\.supplyPhaseOnly.*B2|7\.2.*supplyPhaseOnly|supplyPhaseOnly.*7\.2/);
  });
});

describe('3.11 a block taken out of the roster', () => {
  it('its event, or a refusal for a block not in the roster', () => {
    expect(run(base(), 'bite.block.remove', { block: 'b1' })).toEqual({ kind: 'events', events: [{ type: 'bite/block-remove', payload: { id: 'b1' } }] });
    expect(run(base(), 'bite.block.remove', { block: 'b9' }).kind).toBe('refused');
  });
});

describe('3.11 a roster pack', () => {
  it("brings the box's blocks in; a text that is not a pack is refused", () => {
    const pack = exportRosterPack([blockOf({})]);
    const o = run({ ...base(), blocks: [] }, 'bite.roster.import', { pack });
    expect(o).toMatchObject({ kind: 'events', events: [{ type: 'bite/block-add' }] });
    expect(run(base(), 'bite.roster.import', { pack: 'nonsense' }).kind).toBe('refused');
  });
});

describe('4.11 a unit removed as the long scenario says', () => {
  const step = (s: BiteState, e: { type: string; payload?: unknown }) => bite.reduce(s, { ...e, at: 0 } as never, ctx);
  const july41 = (): BiteState => {
    let s = setupState('SBE9', { advanced: true });
    while (s.turn < 7) s = step(s, { type: 'core/next-phase' });
    return at(s, 'B3');
  };

  it("starts with no block picked and the Order of Battle's removal; waits for the block", () => {
    const s = july41();
    const f = Object.fromEntries((action(s, 'bite.oob.remove').fields ?? []).map((x) => [x.id, x.default]));
    expect(f).toEqual({ block: null, answers: '', more: false });
    expect(run(s, 'bite.oob.remove')).toMatchObject({ kind: 'waiting' });
  });

  it('4.11: full and supplied, 7. Flieger answers its dated removal', () => {
    const s = step(july41(), {
      type: 'bite/block-add',
      payload: {
        block: {
          name: '7. Flieger',
          nation: 'germany',
          cls: 'infantry',
          maxSp: 3,
          sp: 3,
          colours: ['black', 'white', 'red'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: true,
        },
      },
    });
    const id = s.blocks[0]!.id;
    expect(run(s, 'bite.oob.remove', { block: id, answers: 'flieger7' })).toEqual({
      kind: 'events',
      events: [{ type: 'bite/oob-remove', payload: { id, removal: 'flieger7' } }],
    });
  });

  it('4.11: a reduced unit is refused in words, naming the rule', () => {
    const s = step(july41(), {
      type: 'bite/block-add',
      payload: {
        block: {
          name: '7. Flieger',
          nation: 'germany',
          cls: 'infantry',
          maxSp: 3,
          sp: 2,
          colours: ['black', 'white', 'red'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: true,
        },
      },
    });
    const o = run(s, 'bite.oob.remove', { block: s.blocks[0]!.id });
    expect(o.kind).toBe('refused');
    if (o.kind === 'refused') expect(JSON.stringify(o.text)).toContain('bite.campaign.err.reduced');
  });
});
