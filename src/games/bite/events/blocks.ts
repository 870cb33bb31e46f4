/**
 * The blocks roster (issue 10; notes §6.1.3): the players add the blocks they use — nothing is
 * invented — with the colour of each SP step (7.3), shield (3.15), elite (10.0), 0-SP base
 * (7.7.10); supply marks (7.2); and a battle's damage landing on them (3.15, 7.7.4, 7.7.10).
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { Block, BiteState } from '../state';
import { cls, colour, def, id, j, level, name, nation, sp } from './common';
import { desperateSurrender } from './siege';
import { canApplyBattle, canEditBlock, canMarkSupply, refusal } from '../legality';

const blockFields = {
  name,
  nation,
  cls,
  maxSp: sp,
  sp,
  colours: v.pipe(v.array(colour), v.maxLength(9)),
  shield: v.boolean(),
  elite: v.optional(v.picklist(['attack', 'defence'] as const)),
  mountain: v.boolean(),
  ski: v.boolean(),
  zeroBase: v.boolean(),
  techOverride: v.optional(level),
  supplied: v.boolean(),
};

/** A block's numbers agree: SP within 0..max, one colour per step, 0 SP only for a 0-SP base. */
const coherent = (b: { sp: number; maxSp: number; colours: unknown[] }) => b.sp <= b.maxSp && b.colours.length === b.maxSp && b.maxSp >= 1;

const blockObject = v.strictObject(blockFields);
const blockSchema = v.pipe(
  blockObject,
  v.check((b: v.InferOutput<typeof blockObject>) => coherent(b), 'sp ≤ maxSp, one colour per SP step'),
);
// A correction may also clear a block's own TECH (0: the nation's again, 6.1.1).
const patchFields = { ...blockFields, techOverride: v.optional(v.picklist([0, 1, 2, 3] as const)) };
const patchSchema = v.strictObject(
  Object.fromEntries(Object.entries(patchFields).map(([k, s]) => [k, v.optional(s)])) as {
    [K in keyof typeof patchFields]: v.OptionalSchema<(typeof patchFields)[K], undefined>;
  },
);

/** A patch as the block it makes: a TECH of 0 clears the block's own. */
function patched(b: Block, patch: v.InferOutput<typeof patchSchema>): Block {
  const { techOverride, ...rest } = patch;
  const n: Block = Object.assign({ ...b }, Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== undefined)));
  if (techOverride === 0) delete n.techOverride;
  else if (techOverride !== undefined) n.techOverride = techOverride;
  return n;
}

const mapBlock = (s: BiteState, bid: string, f: (b: Block) => Block): BiteState => ({ ...s, blocks: s.blocks.map((b) => (b.id === bid ? f(b) : b)) });
const nameOf = (s: BiteState, bid: string) => s.blocks.find((b) => b.id === bid)?.name ?? '?';

export const blockEvents = [
  def({
    type: 'bite/block-add',
    schema: plainObject(v.strictObject({ block: blockSchema })),
    reduce(s, p) {
      const b: Block = { ...p.block, colours: [...p.block.colours], id: `b${s.nextId}`, eliminated: false };
      return { ...s, blocks: [...s.blocks, b], nextId: s.nextId + 1 };
    },
    describe: (p) => j('blockAdd', 'setup', ['3.11'], { name: p.block.name, sp: p.block.sp, max: p.block.maxSp }),
  }),
  def({
    type: 'bite/block-edit',
    schema: plainObject(v.strictObject({ id, patch: plainObject(patchSchema) })),
    // 3.11, 3.15: an edit changes something, and a block's SP stay within its maximum.
    allowed(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      return refusal(canEditBlock(s, p.id, b ? patched(b, p.patch) : undefined), '3.15');
    },
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return s;
      const n = patched(b, p.patch);
      if (!coherent(n)) return s; // a patch that breaks the block changes nothing
      return mapBlock(s, p.id, () => n);
    },
    describe: (p, b) => j('blockEdit', 'setup', [], { name: nameOf(b, p.id) }),
  }),
  def({
    type: 'bite/block-remove',
    schema: plainObject(v.strictObject({ id })),
    allowed: (s, p) => (s.blocks.some((b) => b.id === p.id) ? null : { text: { key: 'bite.rules.noBlock' }, rule: '3.11' }),
    reduce: (s, p) => ({ ...s, blocks: s.blocks.filter((b) => b.id !== p.id) }),
    describe: (p, b) => j('blockRemove', 'setup', [], { name: nameOf(b, p.id) }),
  }),
  def({
    type: 'bite/supply',
    /** 7.2: a white barrel on (out of supply) or off. */
    schema: plainObject(v.strictObject({ id, supplied: v.boolean() })),
    allowed: (s, p) =>
      refusal(
        canMarkSupply(
          s,
          s.blocks.find((b) => b.id === p.id),
          p.supplied,
        ),
        p.supplied ? '7.9' : '7.2',
      ),
    reduce: (s, p) => mapBlock(s, p.id, (b) => ({ ...b, supplied: p.supplied })),
    describe: (p, b) => j(p.supplied ? 'supplied' : 'outOfSupply', 'marker', ['7.2'], { name: nameOf(b, p.id) }),
  }),
  def({
    type: 'bite/battle',
    /** A battle's outcome: each block's SP and fate (3.15, 7.7.4, 7.7.10, 7.7.13); blocks typed on the spot are not in the roster. */
    schema: plainObject(
      v.strictObject({
        rounds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
        units: v.pipe(
          v.array(
            v.strictObject({
              id,
              name: v.pipe(v.string(), v.maxLength(100)),
              side: v.picklist(['attacker', 'defender'] as const),
              sp,
              fate: v.picklist(['in', 'eliminated', 'withdrawn', 'surrendered'] as const),
            }),
          ),
          v.maxLength(20),
        ),
      }),
    ),
    // 7.7, 7.8, 3.15: in a combat or Blitz phase, the sides as the turn has them, no block gaining SP.
    allowed: (s, p) => refusal(canApplyBattle(s, p.units), '7.7'),
    reduce(s, p) {
      let n = s;
      for (const u of p.units) {
        // 12.4.1: a failed Desperate Attack's units surrender at once, the enemy gaining as at the final check (12.5).
        if (u.fate === 'surrendered') n = desperateSurrender(n, u.id);
        else n = mapBlock(n, u.id, (b) => ({ ...b, sp: Math.min(b.maxSp, u.fate === 'eliminated' ? 0 : u.sp), eliminated: u.fate === 'eliminated' }));
      }
      return n;
    },
    describe: (p) => {
      const surrendered = p.units.filter((u) => u.fate === 'surrendered');
      const lost = p.units.filter((u) => u.fate === 'eliminated').length;
      if (surrendered.length)
        return j('battleDesperate', 'combat', ['7.7', '12.4.1', '12.5'], { rounds: p.rounds, lost, names: surrendered.map((u) => u.name).join(', ') });
      return j('battle', 'combat', ['7.7'], { rounds: p.rounds, lost });
    },
  }),
];
