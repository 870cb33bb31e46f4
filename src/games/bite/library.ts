/**
 * Blocks in the East: the blocks this device keeps for every game (GameModule.library), as the
 * wooden block prints them (3.11, 7.3: name, nation, class, maximum SP and the colour of each
 * step, shield 3.15, elite 10.0, mountain 6.1.2, ski 5.5, 0-SP base 7.7.10, a TECH of its own
 * 6.1.1) — the roster pack's item, never the game's current SP or supply. A block typed in one
 * game is kept as it is applied and offered in the next, brought in through 'bite.roster.import'
 * at full strength and supplied (7.3), so the rules check it like a typed one.
 */
import * as v from 'valibot';
import type { LibraryKind } from '@/engine/types';
import { t } from '@/engine/derivation';
import type { BiteState, Block } from './state';
import { cls, colour, level, name, nation, sp } from './events/common';
import { exportRosterPack, type PrintedBlock } from './roster';

export const BLOCK_LIBRARY_KIND = 'bite.blocks';

const printedSchema = v.pipe(
  v.strictObject({
    name,
    nation,
    cls,
    maxSp: sp,
    colours: v.pipe(v.array(colour), v.maxLength(9)),
    shield: v.boolean(),
    mountain: v.boolean(),
    ski: v.boolean(),
    zeroBase: v.boolean(),
    elite: v.optional(v.picklist(['attack', 'defence'] as const)),
    techOverride: v.optional(level),
  }),
  v.check((b) => b.maxSp >= 1 && b.colours.length === b.maxSp, 'one colour per SP step'),
);

/** The printed side of a block (the same object while the block's printed side is unchanged). */
const printed = new WeakMap<Block, PrintedBlock>();
function printedOf(b: Block): PrintedBlock {
  let p = printed.get(b);
  const same =
    p &&
    p.name === b.name &&
    p.nation === b.nation &&
    p.cls === b.cls &&
    p.maxSp === b.maxSp &&
    p.shield === b.shield &&
    p.mountain === b.mountain &&
    p.ski === b.ski &&
    p.zeroBase === b.zeroBase &&
    p.elite === b.elite &&
    p.techOverride === b.techOverride &&
    p.colours.join() === b.colours.join();
  if (!p || !same) {
    p = {
      name: b.name,
      nation: b.nation,
      cls: b.cls,
      maxSp: b.maxSp,
      colours: [...b.colours],
      shield: b.shield,
      mountain: b.mountain,
      ski: b.ski,
      zeroBase: b.zeroBase,
    };
    if (b.elite) p.elite = b.elite;
    if (b.techOverride) p.techOverride = b.techOverride;
    printed.set(b, p);
  }
  return p;
}

/** A block's id on the device: its nation and name, as the players call it (a correction replaces it). */
const keyOf = (b: PrintedBlock): string => `${b.nation}:${b.name.trim().toLowerCase()}`;

export const blockLibrary: LibraryKind<BiteState, PrintedBlock> = {
  id: BLOCK_LIBRARY_KIND,
  count: 'bite.library.count',
  items: (s) => s.blocks.map(printedOf),
  key: keyOf,
  label: (b) => t('bite.library.block', { name: b.name, nation: t(`bite.nation.${b.nation}`), cls: t(`bite.class.${b.cls}`), max: b.maxSp }),
  schema: printedSchema,
  bring: (blocks) => ({ action: 'bite.roster.import', values: { pack: exportRosterPack(blocks) } }),
};
