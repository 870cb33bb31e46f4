/**
 * Inferno's turn: the sequence of play (3.0, 3.1, 14.0), the replacement points of each
 * player turn (15.1), the Italian defensive ability (15.2) and the reminders.
 */
import * as v from 'valibot';
import { nextPosition, prevPosition, t } from '@/engine';
import { noPayload } from '@/engine/events';
import type { Text } from '@/engine/types';
import { FIRST_PHASE, phases } from '../sequence';
import { stampOf, TURNS, type InfernoState } from '../state';
import { markDone } from '../reduce';
import { signed } from '../text';
import { def, die, first, intIn, j, onlyIn, refuse, side } from './common';

/** The cards that are acknowledged rather than rolled (procedures.ts). */
const ACK_PROCEDURES = ['reinforcements', 'defensive-ability', 'rp-income', 'artilleryMove', 'frozen', 'stacking', 'barrage', 'combatRules'] as const;
/** The card's title key for each (inferno.proc.*). */
const ACK_TITLE: Record<(typeof ACK_PROCEDURES)[number], string> = {
  reinforcements: 'reinforcements',
  'defensive-ability': 'ida',
  // An optional rule's roll the players chose not to make (ProcedureDef.skip).
  'rp-income': 'rpIncomeSkipped',
  artilleryMove: 'artilleryMove',
  frozen: 'frozen',
  stacking: 'stacking',
  barrage: 'barrage',
  combatRules: 'combatRules',
};

/** Done already in this phase: a card's result counts once (15.1, 15.2). */
const doneHere = (s: InfernoState, procedure: string): boolean => s.done.some((d) => d.stamp === stampOf(s) && d.procedure === procedure);

/** 15.1: a player turn's replacement point, its die (unpreparedness or Brusilov) if any. */
export const rpIncomeSchema = v.object({
  side,
  roll: v.optional(die),
  /** RP change: +1, 0 or −1. */
  delta: v.picklist([-1, 0, 1]),
  /** 15.1: the Brusilov offensive triggered by this roll. */
  brusilov: v.optional(v.boolean()),
});

export const turnEvents = [
  def({
    type: 'core/next-phase',
    schema: noPayload,
    // 14.0: the game ends after turn 14.
    allowed: (s) => (s.over ? refuse('gameOver', '14.0') : null),
    reduce(s) {
      if (s.over) return s;
      const pos = nextPosition(phases, s.phaseIndex);
      if (pos.wrapped) {
        // 14.0: the game ends after turn 14.
        if (s.turn >= TURNS) return { ...s, over: true };
        // 3.1 A: advance the game-turn marker, A-H side up.
        return { ...s, turn: s.turn + 1, phaseIndex: pos.index };
      }
      return { ...s, phaseIndex: pos.index };
    },
    describe: () => j('next', 'phase', ['3.1']),
  }),
  def({
    type: 'core/prev-phase',
    schema: noPayload,
    // 1.1, 3.0: nothing comes before the A-H Combat Phase of turn 1.
    allowed: (s) => (!s.over && s.turn === 1 && s.phaseIndex <= FIRST_PHASE ? refuse('firstPhase', '1.1') : null),
    reduce(s) {
      if (s.over) return { ...s, over: false };
      // 3.0: nothing before the A-H Combat Phase of turn 1.
      if (s.turn === 1 && s.phaseIndex <= FIRST_PHASE) return s;
      const pos = prevPosition(phases, s.phaseIndex);
      return pos.wrapped ? { ...s, turn: s.turn - 1, phaseIndex: pos.index } : { ...s, phaseIndex: pos.index };
    },
    describe: () => j('prev', 'phase', ['3.1']),
  }),
  def({
    type: 'inferno/rp-income',
    schema: rpIncomeSchema,
    // 15.1: each player's replacement point comes in his own Reinforcement Phase, once.
    allowed: (s, r) =>
      first(
        () => (!s.replacements ? refuse('optionOff', '15.1') : null),
        () => onlyIn(s, 'reinforcements', r.side, '15.1'),
        () => (doneHere(s, 'rp-income') ? refuse('oncePerPhase', '15.1') : null),
      ),
    reduce(s, r) {
      if (doneHere(s, 'rp-income')) return s;
      let next: InfernoState = r.brusilov ? { ...s, brusilovTurn: s.turn } : s;
      next = { ...next, rp: { ...next.rp, [r.side]: Math.max(0, next.rp[r.side] + r.delta) } };
      // What the card shows once done: the die (if any) and the point won or lost (15.1).
      const done: Text = r.brusilov
        ? { key: 'inferno.done.brusilov', params: { roll: r.roll ?? 0 } }
        : r.roll !== undefined
          ? { key: 'inferno.done.rpRoll', params: { roll: r.roll, delta: signed(r.delta) } }
          : { key: 'inferno.done.rp', params: { delta: signed(r.delta) } };
      return markDone(next, 'rp-income', done);
    },
    describe: (r) => j(r.brusilov ? 'brusilov' : 'rpIncome', 'roll', ['15.1'], { side: t(`inferno.sides.${r.side}`), n: signed(r.delta), roll: r.roll ?? '—' }),
  }),
  def({
    type: 'inferno/defensive-ability',
    /** 15.2: 2d6 + the turn (at most 12 + 14). */
    schema: v.object({ total: intIn(2, 26), success: v.boolean() }),
    // 15.2: rolled in the Italian Supply Phase, once, until it succeeds.
    allowed: (s) =>
      first(
        () => (!s.defensiveAbilityRule ? refuse('optionOff', '15.2') : null),
        () => onlyIn(s, 'supply', 'it', '15.2'),
        () => (doneHere(s, 'defensive-ability') ? refuse('oncePerPhase', '15.2') : null),
        () => (s.defensiveAbilityTurn !== null ? refuse('idaEarned', '15.2') : null),
      ),
    reduce(s, p) {
      if (doneHere(s, 'defensive-ability')) return s;
      const next = p.success ? { ...s, defensiveAbilityTurn: s.turn } : s;
      return markDone(next, 'defensive-ability', { key: p.success ? 'inferno.done.idaYes' : 'inferno.done.idaNo', params: { total: p.total } });
    },
    describe: (p) => j(p.success ? 'idaYes' : 'idaNo', 'roll', ['15.2'], { total: p.total }),
  }),
  def({
    type: 'inferno/ack',
    schema: v.object({ procedure: v.picklist(ACK_PROCEDURES) }),
    reduce: (s, p) => markDone(s, p.procedure, { key: 'inferno.done.ack' }),
    describe: (p) => j('ack', 'phase', undefined, { what: t(`inferno.proc.${ACK_TITLE[p.procedure]}`) }),
  }),
];
