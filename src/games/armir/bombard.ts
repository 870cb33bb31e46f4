/**
 * The bombardment calculator (9.1, 10.1.1, 10.2, 11, 11.1-11.2, 14.3.2, 8.3.1, 18.4.1):
 * one source against one hex; column = bombardment value; results -, DSG, DSG1.
 */
import { blocked, d6, dieDist, mapDist, outcomesOf, readCell, rollQuestion, step, t } from '@/engine';
import type { Derivation, Evaluation, Outcome, RulesContext, Text } from '@/engine/types';
import { BOMB_ID, parseBombCell } from './charts';
import { unknownRowOutcome } from './combat';
import { ev } from './events';
import { currentPhase, isBombardmentPhase } from './sequence';
import { setting, settingBool } from './settings';
import type { ArmirState, ArmyId, Side } from './state';

export interface BombardInput {
  source: 'soviet-artillery' | 'italian-artillery' | 'air';
  /** Soviet artillery: the army whose pool pays and the points declared before the roll (11.1.1). */
  army?: ArmyId;
  points?: number | null;
  /** Italian heavy artillery: its bombardment factor on the side shown, and its state. */
  bf?: number | null;
  artilleryDsg?: boolean;
  artilleryOos?: boolean;
  /** The target hex is a stronghold hex (14.3.2: Soviet −1). */
  strongholdTarget: boolean;
  /** The bombarded hex: a roster entry, or a name for a new one. */
  targetEntry?: string;
  target?: string;
}

const k = (key: string) => `armir.bombard.${key}`;

export function bombardSide(input: BombardInput, s: ArmirState): Side | null {
  if (input.source === 'soviet-artillery') return 'soviet';
  if (input.source === 'italian-artillery') return 'axis';
  return s.airUnit ? s.airUnit.owner : null;
}

/** The column for a bombardment value: the exact column, else the highest below it (11.1, A32). */
export function bombColumn(value: number, columns: string[], ctx: RulesContext): { column: string | null; steps: Derivation; error?: Text } {
  const nums = columns
    .map((c) => Number(c))
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
  const steps: Derivation = [];
  if (nums.length === 0) return { column: null, steps, error: t(k('err.noColumns')) };
  const max = nums[nums.length - 1];
  if (value > max) {
    if (setting(ctx, 'bombOverMax') === 'forbid') return { column: null, steps, error: t(k('err.overMax'), { max }) };
    steps.push(step(k('overMax'), { value, max }, '11.1', 'warning'));
    return { column: String(max), steps };
  }
  const below = nums.filter((n) => n <= value);
  if (below.length === 0) {
    steps.push(step(k('underMin'), { value, min: nums[0] }, '11.1', 'warning'));
    return { column: String(nums[0]), steps };
  }
  const col = below[below.length - 1];
  if (col !== value) steps.push(step(k('roundedDown'), { value, col }, '11.1', 'warning'));
  return { column: String(col), steps };
}

function rowTotal(total: number, ctx: RulesContext): number {
  return settingBool(ctx, 'bombRow0') ? total : Math.max(1, total); // A4
}

export function evaluateBombard(input: BombardInput, s: ArmirState, ctx: RulesContext): Evaluation {
  const errors: Text[] = [];
  const d: Derivation = [];
  const side = bombardSide(input, s);
  let value = 0;
  let paSpent = 0;
  let points = 0;

  if (input.source === 'soviet-artillery') {
    const a = input.army ? s.armies[input.army] : undefined;
    if (!a) errors.push(t(k('err.army')));
    else {
      const name = a.name || String(['army1', 'army2', 'army3'].indexOf(a.id) + 1);
      if (a.hqEliminatedOnTurn !== null) errors.push(t(k('err.hqEliminated'))); // 17.1.3
      if (a.hqOos) errors.push(t(k('err.hqOos'))); // 8.3.1
      const p = input.points;
      if (p === null || p === undefined || !Number.isInteger(p) || p < 1) errors.push(t(k('err.points')));
      else if (p > a.points)
        errors.push(t(k('err.pool'), { points: p, pool: a.points, army: name })); // 10.2.1
      else {
        points = p;
        value = p;
        d.push(step(k('soviet'), { points: p, pool: a.points, army: name, left: a.points - p }, '11.1.1'));
        d.push(step(k('sovietRange'), undefined, '10.2.1'));
      }
    }
  } else if (input.source === 'italian-artillery') {
    const bf = input.bf;
    if (input.artilleryDsg) errors.push(t(k('err.dsg'))); // 11.2
    if (input.artilleryOos) errors.push(t(k('err.oos'))); // 8.3.1
    if (s.pa <= 0) errors.push(t(k('err.noPa'))); // 10.1.4
    if (bf === null || bf === undefined || !Number.isInteger(bf) || bf < 1) errors.push(t(k('err.bf')));
    else {
      value = s.turn === 1 ? Math.ceil(bf / 2) : bf; // 18.4.1 (A49), rounded up (1.4)
      paSpent = 1;
      d.push(step(s.turn === 1 ? k('italianTurn1') : k('italian'), { bf, value }, s.turn === 1 ? '18.4.1' : '10.1.1'));
      d.push(step(k('italianPa'), undefined, '10.1.4'));
      d.push(step(k('italianAlone'), undefined, '11.1.2'));
    }
  } else {
    if (!s.airUnit)
      errors.push(t(s.turn === 1 ? k('err.noAirTurn1') : k('err.noAir'))); // 9.1
    else if (s.airUnit.used)
      errors.push(t(k('err.airUsed'))); // 9.1.1
    else {
      value = s.airUnit.value;
      d.push(step(k(`air.${s.airUnit.owner}`), { value }, '9.1'));
      if (s.airUnit.owner === 'soviet') d.push(step(k('airSovietRange'), undefined, '9.1.2'));
    }
  }
  const target = (input.targetEntry ? s.roster.find((r) => r.id === input.targetEntry)?.name : undefined) ?? (input.target ?? '').trim();
  if (!target) errors.push(t(k('err.target')));
  if (!isBombardmentPhase(currentPhase(s))) d.push(step(k('notPhase'), undefined, '11', 'warning'));
  d.push(step(k('oncePerHex'), undefined, '11'));

  let column: string | null = null;
  if (value > 0) {
    const bc = bombColumn(value, ctx.charts.columns(BOMB_ID), ctx);
    d.push(...bc.steps);
    if (bc.error) errors.push(bc.error);
    column = bc.column;
    if (column) d.push(step(k('column'), { col: column }, '11.1', 'result'));
  }
  const drm = side === 'soviet' && input.strongholdTarget ? -1 : 0;
  if (drm) d.push(step(k('drmStronghold'), undefined, '14.3.2'));

  const ok = errors.length === 0 && column !== null && side !== null;
  const col = column ?? '';
  const classify = (total: number): { id: string; label: Text; tone?: Outcome['tone'] } => {
    const look = ctx.charts.lookup(BOMB_ID, col, rowTotal(total, ctx));
    const v = look.value;
    const r = v ? parseBombCell(v) : null;
    if (!r) return unknownRowOutcome(look.row);
    return { id: r, label: t(k(`result.${r === '-' ? 'none' : r}`)), tone: r === '-' ? 'bad' : 'good' };
  };
  if (!ok || side === null) return blocked(errors, d);
  const roll = rollQuestion(
    'roll',
    d6(t(k('roll')), '11.1'),
    (faces) => classify(faces[0] + drm),
    outcomesOf(
      mapDist(dieDist(6), (f) => f + drm),
      classify,
    ),
  );
  return {
    errors,
    derivation: d,
    resolve(answers) {
      const rolled = answers.rolls[roll.id];
      if (!rolled) return { derivation: [], next: roll, events: [] };
      const die = rolled.faces[0];
      const total = die + drm;
      const row = rowTotal(total, ctx);
      const out: Derivation = [step(drm ? 'armir.combat.rolledDrm' : 'armir.combat.rolled', { die, drm, total }, drm ? '14.3.2' : '11.1')];
      if (row !== total) out.push(step(k('row0Clamp'), { row }, '14.3.2'));
      const read = readCell(ctx, answers, BOMB_ID, col, row);
      if (!read.known) return { derivation: out, next: read.question, events: [] };
      const cellText = read.text;
      const result = parseBombCell(cellText);
      if (!result) {
        out.push(step('armir.combat.badCell', { cell: cellText }, '11.1.3', 'error'));
        return { derivation: out, next: read.question, events: [] };
      }
      out.push(step(k(`applied.${result === '-' ? 'none' : result}`), { target }, '11.1.3', 'result'));
      if (result !== '-') out.push(step(k('dsgEffect'), undefined, '11.2'));
      if (result === 'DSG1') out.push(step('armir.combat.allocation', undefined, '12.2.1'));
      if (result !== '-') out.push(step(k('dsgRemoval'), undefined, '11.2.1'));
      return {
        derivation: out,
        events: [
          ev('armir/bombard', {
            source: input.source,
            side,
            army: input.source === 'soviet-artillery' ? input.army : undefined,
            points,
            column: col,
            die,
            total,
            result,
            paSpent,
            target,
            targetEntry: input.targetEntry,
          }),
        ],
      };
    },
  };
}
