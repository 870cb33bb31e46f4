/**
 * The blocks roster's pure side (issue 10; notes §6.1.3): the form a player types a block in,
 * checked in words; and the roster pack — the blocks the players typed, shared as versioned
 * JSON like a chart pack and read back whole or not at all. Nothing is invented: a pack holds
 * only what players typed (name, nation, class, SP, colour of each step, shield, elite...).
 */
import type { GameEvent, PackDef, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { biteBook } from './events';
import { isRecord, readPack } from './pack';
import { STEP_COLOURS, type Block, type StepColour } from './state';
import { CLASSES, NATIONS, type BlockClass, type Nation, type TechLevel } from './tech';

const ROSTER_PACK_KIND = 'aiutante-bite-roster';
const ROSTER_PACK_VERSION = 1;

/** A block as typed, before it is in the roster: numbers may still be empty. */
export interface BlockForm {
  name: string;
  nation: Nation;
  /** Empty until the players choose it: a new block starts with no class (3.11), so none is carried unseen. */
  cls: '' | BlockClass;
  maxSp: number | null;
  sp: number | null;
  colours: StepColour[];
  shield: boolean;
  elite: '' | 'attack' | 'defence';
  mountain: boolean;
  ski: boolean;
  zeroBase: boolean;
  techOverride: 0 | TechLevel;
  supplied: boolean;
}

export function emptyBlockForm(): BlockForm {
  return {
    name: '',
    nation: 'germany',
    cls: '',
    maxSp: null,
    sp: null,
    colours: [],
    shield: false,
    elite: '',
    mountain: false,
    ski: false,
    zeroBase: false,
    techOverride: 0,
    supplied: true,
  };
}

/**
 * The form after "save, then the next": fresh, as a new one opens — only the nation stays — so
 * nothing of the last block (its own TECH, shield, elite, supply) is carried unseen to the next.
 */
export const nextBlockForm = (f: BlockForm): BlockForm => ({ ...emptyBlockForm(), nation: f.nation });

/**
 * The current SP as the maximum is typed (7.3: units enter at the SP of the Order of Battle,
 * "normalmente a piena forza"): empty, or still equal to the old maximum, they follow it; once
 * the players typed another number, it stays.
 */
export const spFollowingMax = (sp: number | null, max: number | null, was: number | null | undefined): number | null =>
  max !== null && (sp === null || sp === was) ? max : sp;

export function formOfBlock(b: Block): BlockForm {
  return {
    name: b.name,
    nation: b.nation,
    cls: b.cls,
    maxSp: b.maxSp,
    sp: b.sp,
    colours: [...b.colours],
    shield: b.shield,
    elite: b.elite ?? '',
    mountain: b.mountain,
    ski: b.ski,
    zeroBase: b.zeroBase,
    techOverride: b.techOverride ?? 0,
    supplied: b.supplied,
  };
}

/** The colours list resized to the maximum SP: new steps start black (the players correct them). */
export function fitColours(colours: StepColour[], maxSp: number | null): StepColour[] {
  const n = maxSp !== null && Number.isInteger(maxSp) && maxSp >= 1 && maxSp <= 9 ? maxSp : 0;
  return Array.from({ length: n }, (_, i) => colours[i] ?? 'black');
}

export type BlockPayload = Omit<Block, 'id' | 'eliminated'>;

/** The form as a block, or what is wrong in words (nothing is added then). */
export function blockOfForm(f: BlockForm): { ok: true; block: BlockPayload } | { ok: false; errors: Text[] } {
  const errors: Text[] = [];
  if (f.name.trim() === '') errors.push(t('bite.ui.err.name'));
  if (f.cls === '') errors.push(t('bite.ui.err.cls'));
  if (f.maxSp === null || !Number.isInteger(f.maxSp) || f.maxSp < 1 || f.maxSp > 9) errors.push(t('bite.ui.err.maxSp'));
  if (f.sp === null || !Number.isInteger(f.sp) || f.sp < 0 || f.sp > 9) errors.push(t('bite.ui.err.sp'));
  else if (f.maxSp !== null && f.sp > f.maxSp) errors.push(t('bite.ui.err.spOverMax', { sp: f.sp, max: f.maxSp }));
  else if (f.sp === 0 && !f.zeroBase) errors.push(t('bite.ui.err.zeroSp'));
  if (f.maxSp !== null && f.colours.length !== f.maxSp) errors.push(t('bite.ui.err.colours'));
  if (errors.length || f.cls === '') return { ok: false, errors };
  const block: BlockPayload = {
    name: f.name.trim(),
    nation: f.nation,
    cls: f.cls,
    maxSp: f.maxSp as number,
    sp: f.sp as number,
    colours: [...f.colours],
    shield: f.shield,
    mountain: f.mountain,
    ski: f.ski,
    zeroBase: f.zeroBase,
    supplied: f.supplied,
  };
  if (f.elite) block.elite = f.elite;
  if (f.techOverride) block.techOverride = f.techOverride;
  return { ok: true, block };
}

/** A block as printed on the wooden block: no current SP, no supply, no id of a game. */
export type PrintedBlock = Omit<Block, 'id' | 'sp' | 'supplied' | 'eliminated'>;

/** The roster pack: the printed side of each block (no current SP, no supply: a pack is the box's blocks). */
export function exportRosterPack(blocks: readonly PrintedBlock[]): string {
  const out = blocks.map((b) => {
    const x: Record<string, unknown> = {
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
    if (b.elite) x.elite = b.elite;
    if (b.techOverride) x.techOverride = b.techOverride;
    return x;
  });
  return JSON.stringify({ kind: ROSTER_PACK_KIND, version: ROSTER_PACK_VERSION, blocks: out }, null, 2);
}

/** A received roster pack (3.11): its blocks counted; imported by the roster's own import. */
export const rosterPack: PackDef = {
  recognise: (file) =>
    isRecord(file) && file.kind === ROSTER_PACK_KIND && Array.isArray(file.blocks) ? t('bite.ui.pack.received', { n: file.blocks.length }) : null,
  action: 'bite.roster.import',
  field: 'pack',
};

/**
 * Reads a roster pack into the events that add its blocks at full strength and supplied,
 * each checked as the log will check it; the whole pack is refused on the first bad block.
 */
export function parseRosterPack(text: string): { ok: true; events: GameEvent[] } | { ok: false; error: Text } {
  const pack = readPack(text, ROSTER_PACK_KIND, ROSTER_PACK_VERSION, 'blocks', t('bite.ui.pack.notAPack'));
  if (!pack.ok) return pack;
  const events: GameEvent[] = [];
  for (const [i, b] of pack.items.entries()) {
    if (!isRecord(b)) return { ok: false, error: t('bite.ui.pack.badBlock', { n: i + 1, name: '?' }) };
    const name = typeof b.name === 'string' ? b.name : '?';
    const nationOk = (NATIONS as readonly unknown[]).includes(b.nation) && (CLASSES as readonly unknown[]).includes(b.cls);
    const colours = Array.isArray(b.colours) && b.colours.every((c) => (STEP_COLOURS as readonly unknown[]).includes(c));
    if (!nationOk || !colours) return { ok: false, error: t('bite.ui.pack.badBlock', { n: i + 1, name }) };
    const block = { ...b, sp: b.maxSp, supplied: true };
    const e: GameEvent = { type: 'bite/block-add', payload: { block }, at: 0 };
    const c = biteBook.check(e);
    if (!c.ok) return { ok: false, error: t('bite.ui.pack.badBlock', { n: i + 1, name }) };
    events.push(e);
  }
  return { ok: true, events };
}
