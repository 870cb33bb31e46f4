/**
 * BITE's strategic rail movement (issue 11; 7.4 and its modifiers, notes §4.4, AMB-27/30/31):
 * the turn's capacity of each side — Soviets 5, Axis 4 inside the USSR plus 1 in the Finnish
 * Operative Area; Soviets 4 while Moscow is lost or out of supply (13.8.1); the Axis winter
 * locomotives (33.1, with the optional 33.0: 1 from November 1941 to March 1942, 2 from
 * November 1942 to March 1943); −1 per bombed station hit for its owner the next turn (32.3) —
 * the moves used, the Finnish move, and the Axis moves outside the USSR, unlimited but paid.
 * Each move costs 1 yellow PP or 1 AP of an HQ (7.4). Pure rules.
 */
import type { RulesContext, SettingDef, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { monthKey } from './calendar';
import { ecoSetting, boxOf, type Refusal } from './economy';
import { hasOptional } from './layers';
import { currentMonth, type BiteState } from './state';
import { holderOf, surrenderInScenario } from './victory';
import type { BiteSideId } from './supply';

export type RailKind = 'normal' | 'finnish' | 'outside';
/** 'free': the Stavka's (or another supreme HQ's) special action, which still counts toward the limit (13.8.1, AMB-30). */
export type RailPay = 'pp' | 'ap' | 'free';

export interface RailTurn {
  turn: number;
  used: number;
  finnish: boolean;
  outside: number;
}
export interface RailLedger {
  axis?: RailTurn;
  soviet?: RailTurn;
  /** Stations hit by strategic bombing, by the side that owns them, for the turn they count in (32.3: the next). */
  bombed?: Partial<Record<BiteSideId, { turn: number; hits: number }>>;
  /** 13.8.1: Moscow lost or out of supply. */
  moscowLost?: boolean;
}

export const railInterpretations: SettingDef[] = [
  {
    id: 'railBombing1943',
    rule: '32.3',
    kind: 'select',
    default: 'reduce',
    options: [
      { value: 'reduce', label: { key: 'bite.eco.settings.railBombing1943.reduce' } },
      { value: 'none', label: { key: 'bite.eco.settings.railBombing1943.none' } },
    ],
    label: { key: 'bite.eco.settings.railBombing1943.label' },
    help: { key: 'bite.eco.settings.railBombing1943.help' },
  },
];

export const railOf = (s: BiteState): RailLedger => s.rail ?? {};
export function railTurn(s: BiteState, side: BiteSideId): RailTurn {
  const r = railOf(s)[side];
  return r && r.turn === s.turn ? r : { turn: s.turn, used: 0, finnish: false, outside: 0 };
}

export interface Capacity {
  /** Moves inside the USSR (or anywhere, for the Soviets). */
  limit: number;
  /** The Axis's extra move in the Finnish Operative Area. */
  finnish: boolean;
  steps: Step[];
}

/** The turn's rail capacity of a side (7.4, 13.8.1, 33.1, 32.3; AMB-27, AMB-31). */
export function railCapacity(s: BiteState, side: BiteSideId, ctx?: Pick<RulesContext, 'settings'>): Capacity {
  const steps: Step[] = [];
  const key = monthKey(currentMonth(s));
  let limit: number;
  // 7.4's extra move is in the Finnish Operative Area: not in a scenario without Finland (SBE1, SBE2).
  const finnish = side === 'axis' && surrenderInScenario(s, 'finland');
  if (side === 'soviet') {
    limit = 5;
    steps.push(step('bite.eco.rail.sovietBase', undefined, '7.4'));
    // 13.8.1: Moscow lost or out of supply — marked here, or Moscow Axis-held on the victory screen's objectives.
    if (railOf(s).moscowLost || holderOf(s, 'moscow') === 'axis') {
      limit -= 1;
      steps.push(step('bite.eco.rail.moscow', undefined, '13.8.1'));
    }
  } else {
    limit = 4;
    steps.push(step(finnish ? 'bite.eco.rail.axisBase' : 'bite.eco.rail.axisBaseNoFinland', undefined, '7.4'));
    if (hasOptional(s.layers, '33.0')) {
      if (key >= monthKey({ year: 1941, month: 11 }) && key <= monthKey({ year: 1942, month: 3 })) {
        limit = 1;
        steps.push(step(finnish ? 'bite.eco.rail.winter' : 'bite.eco.rail.winterNoFinland', { n: 1 }, '33.1'));
      } else if (key >= monthKey({ year: 1942, month: 11 }) && key <= monthKey({ year: 1943, month: 3 })) {
        limit = 2;
        steps.push(step(finnish ? 'bite.eco.rail.winter' : 'bite.eco.rail.winterNoFinland', { n: 2 }, '33.1'));
      }
    }
  }
  const b = railOf(s).bombed?.[side];
  if (b && b.turn === s.turn && b.hits > 0) {
    const after1943 = key >= monthKey({ year: 1943, month: 11 }) && ecoSetting(ctx, 'railBombing1943') === 'none';
    if (after1943) steps.push(step('bite.eco.rail.bombedIgnored', { n: b.hits }, '32.3', 'info'));
    else {
      limit -= b.hits;
      steps.push(step('bite.eco.rail.bombed', { n: b.hits }, '32.3'));
    }
  }
  limit = Math.max(0, limit);
  steps.push(
    step(side === 'soviet' ? 'bite.eco.rail.total' : finnish ? 'bite.eco.rail.totalAxis' : 'bite.eco.rail.totalAxisNoFinland', { n: limit }, '7.4', 'result'),
  );
  return { limit, finnish, steps };
}

const refuse = (key: string, params?: Text['params']): Refusal => ({ ok: false, error: t(`bite.eco.err.${key}`, params) });

/**
 * Whether one more rail move of this kind fits, and can be paid (7.4); refused in words otherwise.
 * Paid with AP, `opts.hq` names the HQ whose AP is spent: one of the side's HQs with an AP left
 * (3.12: its AP are its SP). Left out, the HQ is not checked (moves recorded before HQs were named).
 */
export function canRail(
  s: BiteState,
  side: BiteSideId,
  kind: RailKind,
  pay: RailPay,
  ctx?: Pick<RulesContext, 'settings'>,
  opts?: { hq?: string },
): { ok: true } | Refusal {
  const cap = railCapacity(s, side, ctx);
  const r = railTurn(s, side);
  const sideName = t(`bite.side.${side}`);
  if (kind !== 'normal' && side !== 'axis') return refuse('railAxisOnly');
  if (kind === 'normal' && r.used >= cap.limit) return refuse('railFull', { side: sideName, used: r.used, limit: cap.limit });
  if (kind === 'finnish' && !cap.finnish) return refuse('railNoFinland');
  if (kind === 'finnish' && r.finnish) return refuse('railFinnish');
  if (pay === 'ap' && !s.layers.advanced) return refuse('railNoHq');
  if (pay === 'ap' && opts?.hq !== undefined) {
    const h = s.blocks.find((b) => b.id === opts.hq);
    if (!h) return refuse('railPickHq');
    if ((h.cls !== 'hq' && h.cls !== 'armourHq') || h.eliminated || h.sp < 1 || (h.nation === 'ussr') !== (side === 'soviet'))
      return refuse('railHqNoAp', { name: h.name, side: sideName });
  }
  if (pay === 'pp') {
    const n = side === 'axis' ? 'germany' : 'ussr';
    if (boxOf(s, n).yellow < 1) return refuse('railNoPp', { nation: t(`bite.nation.${n}`) });
  }
  return { ok: true };
}
