/**
 * BITE's advanced sieges (issue 11; advanced rules 12.1–12.3, notes §4.1): what the final supply
 * check of phase 9 does to a unit the players marked besieged —
 * - in a port or its own capital fully surrounded (12.1): it loses 1 SP instead of surrendering,
 *   and surrenders as any other unit when at 1 SP;
 * - in the Sevastopol fortress (12.2): out of supply, but it never loses SP and never surrenders;
 * - in the Leningrad pocket (12.3): while the Road of Life across Lake Ladoga runs it is neither
 *   reduced nor eliminated, and may be repaired with Leningrad's own PP only; with the Road cut,
 *   siege supply (12.1) applies.
 * 0-SP units and statics never surrender (12.1 note, 4.5). Pure rules; the map stays the players'.
 */
import type { Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import type { Refusal } from './economy';
import type { Block, BiteState } from './state';
import { neverSurrenders, surrenderGain, type SurrenderGain } from './supply';

export const SIEGE_KINDS = ['port', 'sevastopol', 'leningrad'] as const;
export type SiegeKind = (typeof SIEGE_KINDS)[number];

export interface SiegeLedger {
  /** The besieged blocks and where (block id → kind). */
  blocks: Record<string, SiegeKind>;
  /** 12.3: the Road of Life from Leningrad to Volkhov across Lake Ladoga, and on to Siberia. */
  roadOfLife: boolean;
}

export const siegeLedger = (s: BiteState): SiegeLedger => s.siege ?? { blocks: {}, roadOfLife: true };
export const siegeOf = (s: BiteState, id: string): SiegeKind | undefined => (s.layers.advanced ? siegeLedger(s).blocks[id] : undefined);

/** Whether a block may be marked besieged (12.x belongs to the advanced rules; a unit still on the map). */
export function canBesiege(s: BiteState, b: Block): { ok: true } | Refusal {
  if (!s.layers.advanced) return { ok: false, error: t('bite.eco.err.siegeBasic') };
  if (b.eliminated) return { ok: false, error: t('bite.eco.err.gone', { name: b.name }) };
  return { ok: true };
}

/** What the final check does to one unit out of supply. */
export type FinalFate =
  | { kind: 'surrender'; gain: SurrenderGain; steps: Step[] }
  | { kind: 'loseSp'; after: number; steps: Step[] }
  | { kind: 'holds'; steps: Step[] }
  | { kind: 'never'; error: Text };

/** The final check of phase 9 for one unit, sieges included (7.9, 4.5, 12.1–12.3). */
export function finalFate(s: BiteState, b: Block): FinalFate {
  const siege = siegeOf(s, b.id);
  const name = b.name;
  const steps: Step[] = [];
  if (siege === 'sevastopol') return { kind: 'holds', steps: [step('bite.siege.sevastopol', { name }, '12.2', 'result')] };
  let siegeSupply = siege === 'port';
  if (siege === 'leningrad') {
    if (siegeLedger(s).roadOfLife)
      return { kind: 'holds', steps: [step('bite.siege.roadOpen', { name }, '12.3', 'result'), step('bite.siege.leningradRepair', undefined, '12.3', 'info')] };
    steps.push(step('bite.siege.roadCut', undefined, '12.3'));
    siegeSupply = true;
  }
  if (siegeSupply && !neverSurrenders(b) && !b.eliminated && !b.supplied && b.sp > 1) {
    steps.push(step('bite.siege.loseSp', { name, sp: b.sp, after: b.sp - 1 }, '12.1', 'result'));
    return { kind: 'loseSp', after: b.sp - 1, steps };
  }
  const g = surrenderGain(s, b);
  if (!g.ok) return { kind: 'never', error: g.error };
  if (siegeSupply) steps.push(step('bite.siege.atOne', { name }, '12.1'));
  return { kind: 'surrender', gain: g, steps: [...steps, ...g.steps] };
}

/** Whether the surrender event may take this unit (the sieges keep some, 12.1–12.3). */
export const maySurrender = (s: BiteState, b: Block): boolean => finalFate(s, b).kind === 'surrender';
