/**
 * Objectives and victory (17): each chosen objective scored as 17.1.1 says, the Axis VP
 * for eliminated Soviet HQs (17.1.3), the automatic defeats (17, 17.1.1 objective 2) and
 * the verdict (17.2). Before the reveal only public tallies are shown: the objectives stay secret.
 */
import { step, t } from '@/engine';
import type { Derivation, RulesContext, VictoryView } from '@/engine/types';
import { setting, settingBool } from './settings';
import { CORPS_IDS, corpsDestroyed, sovietStarTotal, type ArmirState, type ObjectiveId } from './state';

/** Objective 1 (Čir): Bokovskaya on turn 2 +1, turn 3 0, turn 4 −1 (A18: earlier = +1, later or never = −1). */
export function cirVp(reachedOnTurn: number | null): number {
  if (reachedOnTurn === null) return -1;
  if (reachedOnTurn <= 2) return 1;
  if (reachedOnTurn === 3) return 0;
  return -1;
}

/** Objective 3: corps destroyed (more than half their steps), the ARMIR HQ counting as one. */
function destroyedCorps(s: ArmirState): number {
  return CORPS_IDS.filter((c) => corpsDestroyed(s.corps[c])).length + (s.armirHqEliminated ? 1 : 0);
}

export function armirVp(destroyed: number, zeroVp: number): number {
  if (destroyed >= 4) return 2; // A58: "4" means 4 or more
  if (destroyed === 3) return 1;
  if (destroyed >= 1) return -1;
  return zeroVp; // not stated (A58)
}

/** Objective 4 (Verso il Donetz): ≥16 +2, 14-15 +1, 12-13 0, <12 −1. */
export function donetzVp(total: number): number {
  if (total >= 16) return 2;
  if (total >= 14) return 1;
  if (total >= 12) return 0;
  return -1;
}

export interface ObjectiveScore {
  id: ObjectiveId;
  vp: number;
}

function scoreObjectives(s: ArmirState, ctx: Pick<RulesContext, 'settings'>): { scores: ObjectiveScore[]; derivation: Derivation; autoLoss: boolean } {
  const chosen = s.objectives.chosen ?? [];
  const d: Derivation = [];
  const scores: ObjectiveScore[] = [];
  let autoLoss = false;
  for (const id of chosen) {
    if (id === 1) {
      const vp = cirVp(s.cir.reachedOnTurn);
      scores.push({ id, vp });
      d.push(step(s.cir.reachedOnTurn === null ? 'armir.victory.cirNever' : 'armir.victory.cir', { turn: s.cir.reachedOnTurn ?? 0, vp }, '17.1.1'));
    } else if (id === 2) {
      const captured = s.tem.capturedOnTurn !== null;
      scores.push({ id, vp: captured ? 1 : 0 });
      if (captured) d.push(step('armir.victory.airports', { turn: s.tem.capturedOnTurn ?? 0, vp: 1 }, '17.1.1'));
      else {
        autoLoss = true;
        d.push(step('armir.victory.airportsLost', undefined, '17.1.1', 'result'));
      }
    } else if (id === 3) {
      const n = destroyedCorps(s);
      const vp = armirVp(n, Number(setting(ctx, 'objective3Zero')));
      scores.push({ id, vp });
      d.push(step('armir.victory.armir', { n, vp, list: corpsList(s) }, '17.1.1'));
    } else {
      const total = sovietStarTotal(s);
      const vp = donetzVp(total);
      scores.push({ id, vp });
      d.push(step('armir.victory.donetz', { total, vp }, '17.1.1'));
    }
  }
  // A59: without objective 2 chosen there is no automatic loss for the airports (17.1.2), unless the setting says otherwise.
  if (!chosen.includes(2) && !settingBool(ctx, 'airportsDefeatOnlyIfChosen') && s.tem.capturedOnTurn === null) {
    autoLoss = true;
    d.push(step('armir.victory.airportsLost', undefined, '17.1.1', 'result'));
  }
  return { scores, derivation: d, autoLoss };
}

function corpsList(s: ArmirState): string {
  const parts = CORPS_IDS.map((c) => {
    const r = s.corps[c];
    return `${c} ${r.lost}/${r.total ?? '?'}${corpsDestroyed(r) ? ' ✕' : ''}`;
  });
  if (s.armirHqEliminated) parts.push('HQ ARMIR ✕');
  return parts.join(', ');
}

export function victory(s: ArmirState, ctx: RulesContext): VictoryView | null {
  const d: Derivation = [];
  // 17: PS at 0 is an immediate Soviet defeat.
  if (s.defeat) {
    d.push(step('armir.victory.psZero', { turn: s.defeat.turn }, '17', 'result'));
    return { final: true, winner: 'axis', headline: t('armir.victory.axisWinsPs'), derivation: d };
  }
  const over = s.stage === 'over';
  if (!over || !s.objectives.revealed) {
    // Public tallies only: the objectives stay hidden until the reveal (17.2).
    d.push(step('armir.victory.secret', undefined, '17.1'));
    d.push(step('armir.victory.tallyPs', { ps: s.ps }, '17'));
    d.push(
      step(s.cir.reachedOnTurn === null ? 'armir.victory.tallyCirNot' : 'armir.victory.tallyCir', { turn: s.cir.reachedOnTurn ?? 0, box: s.cir.box }, '16.1'),
    );
    d.push(
      step(
        s.tem.capturedOnTurn === null ? 'armir.victory.tallyTemNot' : 'armir.victory.tallyTem',
        { g: s.tem.garrison, turn: s.tem.capturedOnTurn ?? 0 },
        '16.3',
      ),
    );
    d.push(step('armir.victory.tallyCorps', { n: destroyedCorps(s), list: corpsList(s) }, '17.1.1'));
    d.push(step('armir.victory.tallyStars', { total: sovietStarTotal(s) }, '17.1.1'));
    d.push(step('armir.victory.tallyAxisVp', { vp: s.axisVp }, '17.1.3'));
    return { final: false, headline: t(over ? 'armir.victory.revealNow' : 'armir.victory.standing'), derivation: d };
  }
  const { scores, derivation, autoLoss } = scoreObjectives(s, ctx);
  d.push(step('armir.victory.revealed', { list: (s.objectives.chosen ?? []).map((id) => `${id}`).join(', ') }, '17.2'));
  d.push(...derivation);
  const soviet = scores.reduce((n, x) => n + x.vp, 0);
  d.push(step('armir.victory.sovietTotal', { vp: soviet }, '17.1.2'));
  if (s.axisVp > 0) d.push(step('armir.victory.axisVp', { vp: s.axisVp }, '17.1.3'));
  if (autoLoss) {
    d.push(step('armir.victory.autoLoss', undefined, '17.1.1', 'result'));
    return { final: true, winner: 'axis', headline: t('armir.victory.axisWinsAirports'), derivation: d };
  }
  const net = settingBool(ctx, 'axisVpSubtract') ? soviet - s.axisVp : soviet;
  if (settingBool(ctx, 'axisVpSubtract') && s.axisVp > 0) d.push(step('armir.victory.net', { soviet, axis: s.axisVp, net }, '17.2'));
  const sovietWins = net >= 3;
  d.push(step(sovietWins ? 'armir.victory.sovietEnough' : 'armir.victory.sovietShort', { vp: net }, '17.2', 'result'));
  return {
    final: true,
    winner: sovietWins ? 'soviet' : 'axis',
    headline: t(sovietWins ? 'armir.victory.sovietWins' : 'armir.victory.axisWins', { vp: net }),
    derivation: d,
  };
}
