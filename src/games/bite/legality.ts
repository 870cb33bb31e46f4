/**
 * When the rules allow each BITE action (7.0 and the rules each action names): the phase of the
 * sequence of play it belongs to, the side whose turn it is, the unit it concerns, what the boxes
 * hold. The event defs ask these in `allowed` (a refusal in words with its rule, so a refused
 * action never enters the journal, typed, imported or replayed), and the screens ask the same
 * functions to disable a button with the reason, never a copy of their own.
 */
import type { Refusal } from '@/engine/events';
import type { RulesContext, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { PLAYER_PHASES, SEQUENCE, type BiteSide, type PlayerPhase } from './calendar';
import { bagText, boxOf, incomeOf, PP_COLOURS, type PpBag } from './economy';
import { finalFate } from './siege';
import { isAirHq, supremeOf } from './hq';
import { canRail, type RailKind, type RailPay } from './rail';
import { currentPhase, type BiteState, type Block } from './state';
import { enemyOf, sideOfNation, surrenderGain } from './supply';

/** A check of the rules' modules: allowed, or why not in words. */
export type Check = { ok: true } | { ok: false; error: Text };
const OK: Check = { ok: true };
const no = (key: string, params?: Text['params']): Check => ({ ok: false, error: t(`bite.rules.${key}`, params) });

/** A module check as the engine's refusal, with the rule that forbids it; null when allowed. */
export function refusal(c: Check, rule: string): Refusal | null {
  return c.ok ? null : { text: c.error, rule };
}

/** The first refusal of a list of checks, each with its rule. */
export function firstRefusal(...checks: [Check, string][]): Refusal | null {
  for (const [c, rule] of checks) if (!c.ok) return { text: c.error, rule };
  return null;
}

const LETTER: Record<BiteSide, 'B' | 'C'> = { axis: 'B', soviet: 'C' };
/** The phase id of one side's phase of the player turn (7.0): e.g. 'B9' for the Axis's final supply check. */
export const phaseId = (side: BiteSide, kind: PlayerPhase): string => `${LETTER[side]}${PLAYER_PHASES.indexOf(kind) + 1}`;

const sideText = (side: BiteSide) => t(`bite.side.${side}`);

/** Whether the game stands in this side's phase of this kind (the game not over). */
const inSidePhase = (s: BiteState, side: BiteSide, kind: PlayerPhase): boolean => !s.over && currentPhase(s).side === side && currentPhase(s).kind === kind;

/**
 * 7.9, 4.5: a unit still out of supply surrenders only at its side's final supply check — B9 for
 * the Axis's units, C9 for the Soviets' — not earlier (the white barrel of 7.2 can still be
 * lifted) nor in the enemy's turn.
 */
export function finalCheckPhase(s: BiteState, side: BiteSide): Check {
  if (inSidePhase(s, side, 'finalSupply')) return OK;
  return no('finalCheckOnly', { side: sideText(side), phase: phaseId(side, 'finalSupply') });
}

/**
 * 7.9, 4.5, 12.5: whether this block may surrender now, with the gain the rules give the enemy;
 * the screen's button and the event ask the same.
 */
export function canSurrender(s: BiteState, b: Block | undefined, gain?: { gainer: string; pp: PpBag }): Check {
  if (!b) return no('noBlock');
  const when = finalCheckPhase(s, sideOfNation(b.nation));
  if (!when.ok) return when;
  const g = surrenderGain(s, b);
  if (!g.ok) return g;
  // 12.1–12.3: a besieged unit loses SP first, or holds.
  const f = finalFate(s, b);
  if (f.kind !== 'surrender') return no('besiegedHolds', { name: b.name });
  if (gain && (gain.gainer !== enemyOf(b.nation) || PP_COLOURS.some((c) => gain.pp[c] !== g.pp[c])))
    return no('surrenderGain', { name: b.name, pp: bagText(g.pp), nation: t(`bite.nation.${g.gainer}`) });
  return OK;
}

/** 12.1: a besieged unit's loss of 1 SP instead of surrendering, at its side's final check. */
export function canSiegeLoss(s: BiteState, b: Block | undefined): Check {
  if (!b) return no('noBlock');
  const when = finalCheckPhase(s, sideOfNation(b.nation));
  if (!when.ok) return when;
  if (finalFate(s, b).kind !== 'loseSp') return no('noSiegeLoss', { name: b.name });
  return OK;
}

/**
 * 7.2, 7.9: the white barrel is put on in the side's supply phase (B2/C2) and taken off again up to
 * its final check (B9/C9), where a unit found supplied loses it.
 */
export function canMarkSupply(s: BiteState, b: Block | undefined, supplied: boolean): Check {
  if (!b || b.eliminated) return no('noBlock');
  if (b.supplied === supplied) return no(supplied ? 'alreadySupplied' : 'alreadyOut', { name: b.name });
  const side = sideOfNation(b.nation);
  const p = currentPhase(s);
  if (!supplied) return inSidePhase(s, side, 'supply') ? OK : no('supplyPhaseOnly', { side: sideText(side), phase: phaseId(side, 'supply') });
  const i = s.phaseIndex;
  const from = SEQUENCE.findIndex((x) => x.id === phaseId(side, 'supply'));
  const to = SEQUENCE.findIndex((x) => x.id === phaseId(side, 'finalSupply'));
  if (!s.over && p.side === side && i >= from && i <= to) return OK;
  return no('resupplyPhase', { side: sideText(side), from: phaseId(side, 'supply'), to: phaseId(side, 'finalSupply') });
}

/** 7.4: strategic rail moves are made in the moving side's rail phase (B4 for the Axis, C4 for the Soviets), by that side only. */
export function railPhase(s: BiteState, side: BiteSide): Check {
  if (inSidePhase(s, side, 'rail')) return OK;
  return no('railPhaseOnly', { side: sideText(side), phase: phaseId(side, 'rail') });
}

/**
 * 7.4: one rail move as the event and the screen both ask it: in the side's rail phase, within
 * its limit, paid with a yellow PP the box holds or an HQ's AP.
 */
export function canRailMove(s: BiteState, side: BiteSide, kind: RailKind, pay: RailPay, ctx?: Pick<RulesContext, 'settings'>, hq?: string): Check {
  const when = railPhase(s, side);
  if (!when.ok) return when;
  const c = canRail(s, side, kind, pay, ctx, pay === 'ap' && hq !== undefined ? { hq } : undefined);
  if (!c.ok) return c;
  return pay === 'pp' ? boxHolds(s, side === 'axis' ? 'germany' : 'ussr', { yellow: 1, red: 0, blue: 0, black: 0 }) : OK;
}

/**
 * 7.7, 7.8: battles are fought in the active player's combat phase (B7/C7) and in its Blitz
 * phase (B8/C8), never in the weather phase, in the victory check nor elsewhere in the turn.
 */
export function battlePhase(s: BiteState): Check {
  const p = currentPhase(s);
  if (!s.over && p.side && (p.kind === 'combat' || p.kind === 'blitz')) return OK;
  return no('battlePhaseOnly', { phase: s.over ? t('bite.phase.over') : p.label });
}

export interface BattleUnitOutcome {
  id: string;
  name: string;
  side: 'attacker' | 'defender';
  sp: number;
  fate: 'in' | 'eliminated' | 'withdrawn' | 'surrendered';
}

/**
 * 7.7, 3.15: a battle's outcome for the roster: fought in a combat or Blitz phase, the attackers
 * of the active side and the defenders of the other, each block in play, and no block ending
 * with more SP than it had (hits only take SP away).
 */
export function canApplyBattle(s: BiteState, units: readonly BattleUnitOutcome[]): Check {
  const when = battlePhase(s);
  if (!when.ok) return when;
  const active = currentPhase(s).side;
  for (const u of units) {
    const b = s.blocks.find((x) => x.id === u.id);
    if (!b) continue; // a block typed on the spot for this battle: not in the roster
    if (b.eliminated) return no('battleGone', { name: b.name });
    const side = sideOfNation(b.nation);
    if ((u.side === 'attacker') !== (side === active))
      return no(u.side === 'attacker' ? 'battleAttacker' : 'battleDefender', { name: b.name, side: sideText(side) });
    if (u.fate !== 'eliminated' && u.fate !== 'surrendered' && u.sp > b.sp) return no('battleRaises', { name: b.name, sp: b.sp, after: u.sp });
  }
  return OK;
}

/**
 * 7.3, 11.0: the income a nation collects is at most what the rules compute for it this turn
 * (the scenario's figure or its centres, as typed) — colour by colour.
 */
export function incomeBound(s: BiteState, n: Block['nation'], pp: PpBag, ctx?: Pick<RulesContext, 'settings'>): Check {
  const most = incomeOf(s, n, ctx).bag;
  if (PP_COLOURS.some((c) => pp[c] > most[c])) return no('incomeOver', { nation: t(`bite.nation.${n}`), pp: bagText(pp), most: bagText(most) });
  return OK;
}

/** A box never goes below zero: what is paid must be in it (7.3). */
function boxHolds(s: BiteState, n: Block['nation'], pp: PpBag): Check {
  const have = boxOf(s, n);
  if (PP_COLOURS.some((c) => have[c] < pp[c]))
    return { ok: false, error: t('bite.eco.err.short', { nation: t(`bite.nation.${n}`), need: bagText(pp), have: bagText(have) }) };
  return OK;
}

/** 3.11, 3.15: a block's edit (the block it would make) must change something and keep its SP within 0..its maximum, one colour per step. */
export function canEditBlock(s: BiteState, id: string, n: Block | undefined): Check {
  const b = s.blocks.find((x) => x.id === id);
  if (!b || !n) return no('noBlock');
  const keys = new Set([...Object.keys(b), ...Object.keys(n)]) as Set<keyof Block>;
  if ([...keys].every((k) => JSON.stringify(n[k]) === JSON.stringify(b[k]))) return no('editNothing', { name: b.name });
  if (n.sp > n.maxSp) return no('editOverMax', { name: b.name, sp: n.sp, max: n.maxSp });
  if (n.colours.length !== n.maxSp) return no('editColours', { name: b.name, max: n.maxSp });
  return OK;
}

/**
 * When an HQ may be activated (advanced rules 13.3, 13.7, 13.8): by the active player in its
 * Movement phase (B5/C5) — moved first, then revealed (13.0, 13.3), a supreme HQ at the start of
 * it (13.8); by the inactive player, an air HQ only, in the Defender Reaction phase (7.6, 13.3:
 * B6 for the Soviets' air HQs, C6 for the Axis's); and an armour HQ again, not a supreme one, in
 * its side's Extra armour movement (13.7: B10/C10). Null when allowed now, else why not with its rule.
 */
export function hqActivatePhase(s: BiteState, b: Block): Refusal | null {
  const side = sideOfNation(b.nation);
  const p = currentPhase(s);
  const name = b.name;
  const own = !s.over && p.side === side;
  const supreme = supremeOf(s, b.id) !== undefined;
  if (own && p.kind === 'movement') return null;
  if (supreme) return ruleSays('hqSupremeWhen', '13.8', { name, phase: phaseId(side, 'movement') });
  if (isAirHq(s, b.id)) {
    if (!s.over && p.side === enemySide(side) && p.kind === 'reaction') return null;
    return ruleSays('hqAirWhen', '13.3', { name, phase: phaseId(side, 'movement'), reaction: phaseId(enemySide(side), 'reaction') });
  }
  if (b.cls === 'armourHq') {
    if (own && p.kind === 'extraMove') return null;
    return ruleSays('hqArmourWhen', '13.7', { name, phase: phaseId(side, 'movement'), extra: phaseId(side, 'extraMove') });
  }
  return ruleSays('hqWhen', '13.3', { name, phase: phaseId(side, 'movement') });
}

/**
 * 13.6: the HQs are deactivated at the end of the Blitz phase — "tutti i QG", the inactive
 * player's air HQs activated in its reaction too — so in either side's Blitz phase (B8/C8).
 */
export function hqDeactivatePhase(s: BiteState): Refusal | null {
  const p = currentPhase(s);
  if (!s.over && p.side && p.kind === 'blitz') return null;
  return ruleSays('hqDeactivateWhen', '13.6', { phase: s.over ? t('bite.phase.over') : p.label });
}

/**
 * 13.8: a supreme HQ's special actions are taken with its AP while it is activated — at the start
 * of its side's Movement phase, until the end of that side's Blitz (13.6) — so in its own player
 * turn, from Movement to Blitz (B5–B8 for the Axis, C5–C8 for the Soviets).
 */
export function supremeActPhase(s: BiteState, b: Block): Refusal | null {
  const side = sideOfNation(b.nation);
  const p = currentPhase(s);
  const from = SEQUENCE.findIndex((x) => x.id === phaseId(side, 'movement'));
  const to = SEQUENCE.findIndex((x) => x.id === phaseId(side, 'blitz'));
  if (!s.over && p.side === side && s.phaseIndex >= from && s.phaseIndex <= to) return null;
  const rule = supremeOf(s, b.id) === 'fhq' ? '13.8.2' : supremeOf(s, b.id) === 'minor' ? '13.8.3' : '13.8.1';
  return ruleSays('supremeActWhen', rule, { name: b.name, from: phaseId(side, 'movement'), to: phaseId(side, 'blitz') });
}

/** A refusal of the rules in words (bite.rules.*), with the rule that forbids it. */
function ruleSays(key: string, rule: string, params?: Text['params']): Refusal {
  return { text: t(`bite.rules.${key}`, params), rule };
}
const enemySide = (side: BiteSide): BiteSide => (side === 'axis' ? 'soviet' : 'axis');

/**
 * The HQ actions' moments of the turn, for the actions listed outside them (closed with the
 * rule's words; within them, each HQ's own refusal is its event's): an activation only in a
 * Movement, Defender Reaction or Extra armour movement phase (13.3, 13.7, 13.8); a supreme HQ's
 * action from Movement to Blitz (13.8); the deactivation in a Blitz phase (13.6).
 */
export function hqMoments(s: BiteState): { activate: Refusal | null; act: Refusal | null; deactivate: Refusal | null } {
  const p = currentPhase(s);
  const phase = s.over ? t('bite.phase.over') : p.label;
  const kind = s.over ? undefined : p.kind;
  return {
    activate: kind === 'movement' || kind === 'reaction' || kind === 'extraMove' ? null : ruleSays('hqActivateClosed', '13.3', { phase }),
    act: kind === 'movement' || kind === 'reaction' || kind === 'combat' || kind === 'blitz' ? null : ruleSays('supremeActClosed', '13.8', { phase }),
    deactivate: hqDeactivatePhase(s),
  };
}
