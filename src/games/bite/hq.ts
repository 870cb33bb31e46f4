/**
 * BITE's HQs and action points (issue 11; advanced rules 3.12, 13.x; notes §4.2): an HQ's AP are
 * its current SP (3.12); activated, it moves or fuels one unit per AP (13.3, 13.4), half as many
 * out of supply, rounded down, at least one (13.5); at the end of the Blitz phase every activated
 * HQ loses 1 AP and is hidden again, and an activated 1-AP HQ is removed — it may be rebuilt
 * (13.6). Pure rules; the HQs are the roster's HQ blocks.
 */
import type { Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import type { Refusal } from './economy';
import type { Block, BiteState } from './state';
import { sideOfNation, type BiteSideId } from './supply';

export interface HqLedger {
  turn: number;
  /** The HQs activated this turn (block ids). */
  active: string[];
}

export const isHq = (b: Block) => b.cls === 'hq' || b.cls === 'armourHq';
export const hqOf = (s: BiteState): HqLedger => (s.hq && s.hq.turn === s.turn ? s.hq : { turn: s.turn, active: [] });
export const isActive = (s: BiteState, id: string) => hqOf(s).active.includes(id);

/** How many units an HQ may move or fuel (13.4, 13.5; TC-32). */
export function usableAp(b: Pick<Block, 'sp' | 'supplied'>): { units: number; steps: Step[] } {
  const steps: Step[] = [step('bite.eco.hq.ap', { ap: b.sp }, '3.12')];
  if (b.supplied) {
    steps.push(step('bite.eco.hq.units', { n: b.sp }, '13.4', 'result'));
    return { units: b.sp, steps };
  }
  const units = Math.max(1, Math.floor(b.sp / 2));
  steps.push(step('bite.eco.hq.halved', { ap: b.sp, n: units }, '13.5'));
  steps.push(step('bite.eco.hq.units', { n: units }, '13.5', 'result'));
  return { units, steps };
}

export function canActivate(s: BiteState, b: Block): { ok: true } | Refusal {
  if (!s.layers.advanced) return { ok: false, error: t('bite.eco.err.hqBasic') };
  if (!isHq(b)) return { ok: false, error: t('bite.eco.err.notHq', { name: b.name }) };
  if (b.eliminated || b.sp < 1) return { ok: false, error: t('bite.eco.err.gone', { name: b.name }) };
  if (isActive(s, b.id)) return { ok: false, error: t('bite.eco.err.hqActive', { name: b.name }) };
  return { ok: true };
}

/** 13.6: what deactivation at the end of a side's Blitz does to each of its activated HQs: −1 AP, or removed at 1 AP (TC-33). */
export function deactivation(s: BiteState, side: BiteSideId): { block: Block; after: number; removed: boolean; text: Text }[] {
  const active = hqOf(s).active;
  return s.blocks
    .filter((b) => active.includes(b.id) && !b.eliminated && sideOfNation(b.nation) === side)
    .map((b) => {
      const removed = b.sp <= 1;
      const after = removed ? 0 : b.sp - 1;
      return { block: b, after, removed, text: t(removed ? 'bite.eco.hq.removed' : 'bite.eco.hq.reduced', { name: b.name, ap: b.sp, after }) };
    });
}
