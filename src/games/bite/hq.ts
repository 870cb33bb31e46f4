/**
 * BITE's HQs and action points (issue 11; advanced rules 3.12, 13.x; notes §4.2): an HQ's AP are
 * its current SP (3.12); activated, it moves or fuels one unit per AP (13.3, 13.4), half as many
 * out of supply, rounded down, at least one (13.5); at the end of the Blitz phase every activated
 * HQ loses 1 AP and is hidden again, and an activated 1-AP HQ is removed — it may be rebuilt
 * (13.6). The supreme HQs' menus of special actions (13.8): the Stavka one of each kind up to its
 * AP, the FHQ two, the minor Axis supreme HQs like the Stavka for their own nation; the Stavka
 * falling with Moscow (rebuilt at Chelyabinsk), the FHQ moving from Rastenburg to Berlin.
 * Pure rules; the HQs are the roster's HQ blocks.
 */
import type { RulesContext, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import type { Refusal } from './economy';
import { hasOptional } from './layers';
import { canRail } from './rail';
import { currentMonth, type Block, type BiteState } from './state';
import { sideOfNation, type BiteSideId } from './supply';
import { nationForms, type Nation } from './tech';

export interface HqLedger {
  turn: number;
  /** The HQs activated this turn (block ids). */
  active: string[];
  /** 13.8: the special actions each supreme HQ took this turn (block id → actions). */
  actions?: Record<string, SupremeAction[]>;
  /** 13.8: which HQ blocks are supreme, kept for the whole game. */
  supreme?: Record<string, SupremeKind>;
  /** 13.8.2: the FHQ has moved from Rastenburg to Berlin, for good. */
  fhqBerlin?: boolean;
  /** 13.8.1: Moscow fell and the Stavka with it; it is rebuilt at Chelyabinsk. */
  stavkaFell?: boolean;
  /** 13.1: the HQ blocks the players marked as air HQs (blue: they command air units only), kept for the game. */
  air?: string[];
}

export const isHq = (b: Pick<Block, 'cls'>) => b.cls === 'hq' || b.cls === 'armourHq';
/** The turn's ledger: who is activated and the actions taken reset each turn; the game-long marks stay. */
export const hqOf = (s: BiteState): HqLedger => (s.hq && s.hq.turn === s.turn ? s.hq : { ...s.hq, turn: s.turn, active: [], actions: {} });
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
  // SBE5 (and SBE9, "Unità congelate: Vedi SBE5"): "La Stavka è in stato di shock e non può essere attivata nel giugno 1941."
  if (supremeOf(s, b.id) === 'stavka' && STAVKA_SHOCK.includes(s.scenario)) {
    const m = currentMonth(s);
    if (m.year === 1941 && m.month === 6) return { ok: false, error: t('bite.eco.err.stavkaShock', { name: b.name, scenario: s.scenario }) };
  }
  return { ok: true };
}
/** The scenarios whose Stavka cannot be activated in June 1941 (SBE5, SBE9). */
const STAVKA_SHOCK: readonly string[] = ['SBE5', 'SBE9'];

/** 13.1: whether the players marked this HQ as an air HQ (Luftwaffe or VVS). */
export const isAirHq = (s: BiteState, id: string): boolean => !!s.hq?.air?.includes(id);

/**
 * SBE5 (SBE9: "Supremazia totale della Luftwaffe: Vedi SBE5"): with the Luftwaffe's air supremacy
 * in play, the surprise attack of June 1941 costs the Luftwaffe's air HQs "una doppia riduzione"
 * (not Antonescu's): at the end of that Blitz they lose 2 AP instead of 1 (AMB-16).
 */
export function doubleReduction(s: BiteState, b: Block): boolean {
  if (!s.supremacy || b.nation !== 'germany' || !isAirHq(s, b.id)) return false;
  const m = currentMonth(s);
  return m.year === 1941 && m.month === 6;
}

/** 13.6: what deactivation at the end of a side's Blitz does to each of its activated HQs: −1 AP, or removed at 1 AP (TC-33); −2 for a Luftwaffe air HQ after the supremacy's surprise attack (SBE5). */
export function deactivation(s: BiteState, side: BiteSideId): { block: Block; after: number; removed: boolean; text: Text }[] {
  const active = hqOf(s).active;
  return s.blocks
    .filter((b) => active.includes(b.id) && !b.eliminated && sideOfNation(b.nation) === side)
    .map((b) => {
      const loss = doubleReduction(s, b) ? 2 : 1;
      const removed = b.sp <= loss;
      const after = removed ? 0 : b.sp - loss;
      const key = loss === 2 ? (removed ? 'bite.eco.hq.removedTwice' : 'bite.eco.hq.reducedTwice') : removed ? 'bite.eco.hq.removed' : 'bite.eco.hq.reduced';
      return { block: b, after, removed, text: t(key, { name: b.name, ap: b.sp, after }) };
    });
}

/**
 * The supreme HQs (13.8): the Stavka (13.8.1), the FHQ (13.8.2) and the minor Axis supreme HQs —
 * Antonescu, Mannerheim, Szombathelyi, Gariboldi (13.8.3). The roster's HQ blocks do not say which
 * one is supreme: the players mark it once, and it stays so for the game.
 */
export const SUPREME_KINDS = ['stavka', 'fhq', 'minor'] as const;
export type SupremeKind = (typeof SUPREME_KINDS)[number];
/** 13.8.1: the special actions, at most one of each kind a turn. */
export const SUPREME_ACTIONS = ['armour', 'unsupplied', 'air', 'rail', 'naval', 'paradrop', 'reserve'] as const;
export type SupremeAction = (typeof SUPREME_ACTIONS)[number];
/** 13.8.3: the minor Axis powers with a supreme HQ of their own. */
export const MINOR_SUPREME: readonly Nation[] = ['romania', 'finland', 'hungary', 'italy'];
/** 13.8.2: the FHQ performs only 2 special actions, whatever its barrels. */
const FHQ_ACTIONS = 2;

export const supremeOf = (s: BiteState, id: string): SupremeKind | undefined => s.hq?.supreme?.[id];
export const actionsOf = (s: BiteState, id: string): SupremeAction[] => hqOf(s).actions?.[id] ?? [];
export const fhqInBerlin = (s: BiteState) => !!s.hq?.fhqBerlin;
export const stavkaFell = (s: BiteState) => !!s.hq?.stavkaFell;

const refuse = (key: string, params?: Text['params']): Refusal => ({ ok: false, error: t(`bite.eco.err.${key}`, params) });

/** Whether a block may be marked as this supreme HQ (13.8): an HQ of the right nation, one of each. */
export function canMarkSupreme(s: BiteState, b: Block, kind: SupremeKind | 'none'): { ok: true } | Refusal {
  if (!s.layers.advanced) return refuse('hqBasic');
  if (b.cls !== 'hq') return refuse('supremeNotHq', { name: b.name });
  if (kind === 'none') return { ok: true };
  const nation = nationForms(b.nation);
  if (kind === 'stavka' && b.nation !== 'ussr') return refuse('supremeNation', { name: b.name, kind: t('bite.eco.hq.kind.stavka'), ...nation });
  if (kind === 'fhq' && b.nation !== 'germany') return refuse('supremeNation', { name: b.name, kind: t('bite.eco.hq.kind.fhq'), ...nation });
  if (kind === 'minor' && !MINOR_SUPREME.includes(b.nation)) return refuse('supremeNation', { name: b.name, kind: t('bite.eco.hq.kind.minor'), ...nation });
  const other = s.blocks.find((x) => x.id !== b.id && supremeOf(s, x.id) === kind && (kind !== 'minor' || x.nation === b.nation));
  if (other) return refuse('supremeTaken', { name: other.name, kind: t(`bite.eco.hq.kind.${kind}`) });
  return { ok: true };
}

export interface SupremeMenu {
  kind: SupremeKind;
  /** How many actions this turn: its usable AP (13.8.1, 13.5), the FHQ 2 (13.8.2). */
  limit: number;
  used: SupremeAction[];
  /** Every action of the list, with why it cannot be taken now. */
  items: { action: SupremeAction; allowed: { ok: true } | Refusal }[];
  steps: Step[];
}

/** The actions an activated supreme HQ may still take this turn, each allowed or refused in words (13.8). */
export function supremeMenu(s: BiteState, b: Block, ctx?: Pick<RulesContext, 'settings'>): SupremeMenu | null {
  const kind = supremeOf(s, b.id);
  if (!kind) return null;
  const used = actionsOf(s, b.id);
  const steps: Step[] = [];
  let limit: number;
  if (kind === 'fhq') {
    limit = FHQ_ACTIONS;
    steps.push(step('bite.eco.hq.fhqActions', { n: FHQ_ACTIONS }, '13.8.2'));
    if (b.sp < 4) steps.push(step('bite.eco.hq.fhqFull', { ap: b.sp }, '13.8.2', 'warning'));
    steps.push(step(fhqInBerlin(s) ? 'bite.eco.hq.fhqBerlin' : 'bite.eco.hq.fhqRastenburg', undefined, '13.8.2', 'info'));
  } else {
    limit = usableAp(b).units;
    steps.push(step(kind === 'stavka' ? 'bite.eco.hq.stavkaActions' : 'bite.eco.hq.minorActions', { n: limit }, kind === 'stavka' ? '13.8.1' : '13.8.3'));
    if (kind === 'stavka') steps.push(step(stavkaFell(s) ? 'bite.eco.hq.stavkaChelyabinsk' : 'bite.eco.hq.stavkaMoscow', undefined, '13.8.1', 'info'));
    if (kind === 'minor' && hasOptional(s.layers, '19.0')) steps.push(step('bite.eco.hq.minorRecon', undefined, '19.1', 'info'));
  }
  steps.push(step('bite.eco.hq.actionsUsed', { used: used.length, limit }, kind === 'fhq' ? '13.8.2' : '13.8.1', 'result'));
  return { kind, limit, used, items: SUPREME_ACTIONS.map((action) => ({ action, allowed: canSupremeAct(s, b, action, ctx) })), steps };
}

/** Whether a supreme HQ may take this action now (13.8, 18.0, 23.0, 31.0, 7.4); refused in words otherwise. */
export function canSupremeAct(s: BiteState, b: Block, action: SupremeAction, ctx?: Pick<RulesContext, 'settings'>): { ok: true } | Refusal {
  const kind = supremeOf(s, b.id);
  const name = b.name;
  if (!s.layers.advanced) return refuse('hqBasic');
  if (!kind) return refuse('notSupreme', { name });
  if (b.eliminated || b.sp < 1) return refuse('gone', { name });
  if (!isActive(s, b.id)) return refuse('supremeInactive', { name });
  const used = actionsOf(s, b.id);
  const what = t(`bite.eco.hq.action.${action}`);
  if (used.includes(action)) return refuse('supremeSameKind', { name, action: what });
  const limit = kind === 'fhq' ? FHQ_ACTIONS : usableAp(b).units;
  if (used.length >= limit) return refuse(kind === 'fhq' ? 'supremeFhqFull' : 'supremeFull', { name, limit });
  if (action === 'naval') {
    if (!hasOptional(s.layers, '18.0')) return refuse('supremeOptional', { action: what, rule: '18.0' });
    if (b.nation === 'finland' || b.nation === 'hungary') return refuse('supremeNoNaval', { name });
  }
  if (action === 'paradrop') {
    if (!hasOptional(s.layers, '23.0')) return refuse('supremeOptional', { action: what, rule: '23.0' });
    if (kind === 'minor') return refuse('supremeNoParadrop', { name });
  }
  if (action === 'reserve' && !hasOptional(s.layers, '31.0')) return refuse('supremeOptional', { action: what, rule: '31.0' });
  if (action === 'rail') {
    // AMB-30: the free move still counts toward the turn's limit.
    const r = canRail(s, sideOfNation(b.nation), 'normal', 'free', ctx);
    if (!r.ok) return r;
  }
  return { ok: true };
}
