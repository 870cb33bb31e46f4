/**
 * BITE's victory cards: the Victory Phase D (7.11) — the national surrenders the marks show
 * (7.11, 5.5), then the scenario's conditions with an immediate win or the SBE9 roll and its
 * exact odds — and, from July 1943 with 36.0, Italy's roll at the start of the turn.
 */
import type { GameEvent, ProcedureDef, RulesContext } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { d6Question, decision, rollCard } from '@/engine/resolution';
import { monthText } from './calendar';
import { currentMonth, type BiteState } from './state';
import {
  dueSurrenders,
  italyRollDue,
  italyThreshold,
  powerText,
  resultText,
  scenarioVerdict,
  sbe9RollDue,
  surrenderSteps,
  victoryOf,
  monthKeyId,
} from './victory';

const ev = (type: string, payload: Record<string, unknown>): GameEvent => ({ type, payload, at: 0 });

/** 7.11: the surrenders of the Victory Phase, applied in one tap. */
export function surrenderCard(s: BiteState): ProcedureDef {
  const due = dueSurrenders(s);
  const steps = surrenderSteps(s);
  const base = { id: 'bite.victory.surrenders', title: t('bite.victory.card.surrenders'), rule: '7.11' };
  if (!due.length)
    return { ...base, applyLabel: t('bite.proc.ok'), evaluate: () => decision([], [...steps, step('bite.victory.check.none', {}, '7.11')], () => []) };
  const result = due.map((x) => step('bite.victory.check.falls', { power: powerText(x.power) }, x.rule, 'result'));
  return {
    ...base,
    required: true,
    applyLabel: t('bite.victory.card.surrender'),
    evaluate: () => decision([], steps, () => due.map((x) => ev('bite/nation-surrender', { power: x.power, rule: x.rule })), result),
  };
}

/** The scenario's conditions at this Victory Phase: an immediate win ends the game; SBE9 may roll. */
export function scenarioCard(s: BiteState, ctx: RulesContext): ProcedureDef {
  const d = currentMonth(s);
  const base = { id: 'bite.victory.scenario', title: t('bite.victory.card.scenario', { scenario: s.scenario }), rule: s.scenario };
  const v = scenarioVerdict(s, ctx, d);
  if (v.immediate) {
    return {
      ...base,
      required: true,
      applyLabel: t('bite.victory.card.end'),
      evaluate: () =>
        decision([], v.steps, () => [ev('bite/victory-result', { ...(v.winner ? { winner: v.winner } : {}), level: v.level, reason: v.reason })], [
          step('bite.victory.card.ends', { result: resultText(v) }, s.scenario, 'result'),
        ]),
    };
  }
  const roll = sbe9RollDue(s, d);
  if (roll) {
    const q = d6Question('sbe9', t('bite.victory.card.rollLabel'), 'SBE9', (die) =>
      die <= roll.need ? { id: 'win', label: t('bite.victory.card.rollWin') } : { id: 'none', label: t('bite.victory.card.rollNone') },
    );
    return {
      ...base,
      required: true,
      evaluate: () =>
        rollCard([], roll.steps, q, (faces) => {
          const face = faces[0];
          const events = [ev('bite/victory-roll', { year: d.year, month: d.month, face })];
          if (face <= roll.need) events.push(ev('bite/victory-result', { winner: 'axis', level: 'win', reason: 'sbe9Roll' }));
          return {
            derivation: [step(face <= roll.need ? 'bite.victory.sbe9.rolled' : 'bite.victory.sbe9.missed', { face, need: roll.need }, 'SBE9', 'result')],
            events,
          };
        }),
    };
  }
  const rolled = victoryOf(s).rolls[monthKeyId(d)];
  const last = s.turn >= s.turns;
  const steps = [...v.steps, step(last ? 'bite.victory.card.lastTurn' : 'bite.victory.card.standing', { month: monthText(d) }, s.scenario)];
  return {
    ...base,
    done: rolled !== undefined ? t('bite.victory.card.rolledDone', { face: rolled }) : undefined,
    applyLabel: t('bite.proc.ok'),
    evaluate: () => decision([], steps, () => []),
  };
}

/** 36.0: from July 1943 the Soviet player rolls at the start of each turn for Italy's surrender. */
export function italyCard(s: BiteState): ProcedureDef | null {
  const d = currentMonth(s);
  if (!italyRollDue(s, d)) return null;
  const need = italyThreshold(d);
  const q = d6Question('italy', t('bite.victory.card.italyLabel'), '36.0', (die) =>
    die <= need ? { id: 'falls', label: t('bite.victory.card.italyFalls') } : { id: 'holds', label: t('bite.victory.card.italyHolds') },
  );
  return {
    id: 'bite.victory.italy',
    title: t('bite.victory.card.italy', { month: monthText(d) }),
    rule: '36.0',
    required: true,
    evaluate: () =>
      rollCard([], [step('bite.victory.check.italyRoll', { n: need }, '36.0')], q, (faces) => ({
        derivation: [step(faces[0] <= need ? 'bite.victory.card.italyFell' : 'bite.victory.card.italyHeld', { face: faces[0], need }, '36.0', 'result')],
        events: [ev('bite/italy-roll', { year: d.year, month: d.month, face: faces[0] })],
      })),
  };
}

/** The Victory Phase's cards (7.11). */
export function victoryCards(s: BiteState, ctx: RulesContext): ProcedureDef[] {
  return [surrenderCard(s), scenarioCard(s, ctx)];
}
