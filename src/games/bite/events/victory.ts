/**
 * BITE's victory events (issue 11, point 6), each defined once with its strict schema, reducer
 * and journal sentence: a city's holder marked from the map (7.11, the scenario manual), the
 * players' confirmations and counts (5.5, SBE1, SBE2, SBE4, SBE7), a national surrender
 * (7.11, 5.5, 36.0, 37.0: permanent, the nation's blocks leave the map), Italy's roll (36.0),
 * the SBE9 Victory Phase roll and an immediate win that ends the game.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { monthText, ym } from '../calendar';
import { currentMonth, type BiteState } from '../state';
import {
  CITIES,
  COUNTS,
  COUNT_MAX,
  FLAGS,
  SURRENDERING,
  corridorOpens,
  italyThreshold,
  persiaFalls,
  monthKeyId,
  nationsOf,
  resultText,
  victoryOf,
  type SurrenderingPower,
  type VictoryLedger,
} from '../victory';
import { def, int } from './common';
import type { Refusal } from '@/engine/events';
import { currentPhase } from '../state';
import { dueSurrenders, holderOf, italyRollDue, sbe9RollDue } from '../victory';

const no = (key: string, rule: string, params?: Record<string, Param>): Refusal => ({
  text: params ? { key: `bite.rules.${key}`, params } : { key: `bite.rules.${key}` },
  rule,
});
/** 7.11: the Victory Phase is phase D. */
const inD = (s: BiteState) => !s.over && currentPhase(s).id === 'D';
const isNow = (s: BiteState, p: { year: number; month: number }) => currentMonth(s).year === p.year && currentMonth(s).month === p.month;

const jv = (key: string, category: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.victory.journal.${key}`, params } : { key: `bite.victory.journal.${key}` },
  rules,
  category,
});

const holder = v.picklist(['axis', 'soviet'] as const);
const power = v.picklist(SURRENDERING);
const face = int(1, 6);
const year = int(1941, 1945);
const monthNo = int(1, 12);
const REASONS = ['germanSurrender', 'sbe8', 'sbe8BerlinOnly', 'sbe9Berlin', 'sbe9All', 'sbe9Roll'] as const;
const LEVELS = ['decisive', 'marginal', 'win', 'draw'] as const;

const withVictory = (s: BiteState, f: (x: VictoryLedger) => VictoryLedger): BiteState => ({ ...s, victory: f(victoryOf(s)) });
const city = (c: string) => ({ key: `bite.victory.city.${c}` });
const pw = (p: string) => ({ key: `bite.victory.power.${p}` });

/** 7.11: the power's surrender recorded (permanent), its blocks removed from the map. */
function surrender(s: BiteState, p: SurrenderingPower, rule: string): BiteState {
  if (victoryOf(s).surrendered[p]) return s;
  const d = currentMonth(s);
  const gone = nationsOf(p);
  const next = withVictory(s, (x) => ({ ...x, surrendered: { ...x.surrendered, [p]: { year: d.year, month: d.month, turn: s.turn, rule } } }));
  return gone.length ? { ...next, blocks: next.blocks.map((b) => (gone.includes(b.nation) && !b.eliminated ? { ...b, eliminated: true } : b)) } : next;
}

export const victoryEvents = [
  def({
    type: 'bite/objective',
    /** Who holds a city the victory rules name: a fact of the map the players mark. */
    schema: plainObject(v.strictObject({ city: v.picklist(CITIES), holder })),
    allowed: (s, p) => (holderOf(s, p.city) === p.holder ? no('objectiveSame', '7.11', { city: city(p.city), side: { key: `bite.side.${p.holder}` } }) : null),
    reduce(s, p) {
      const next = withVictory(s, (x) => ({ ...x, control: { ...x.control, [p.city]: p.holder } }));
      // 37.0: as soon as Tehran is occupied Persia surrenders, at once.
      return p.city === 'tehran' && persiaFalls(next) ? surrender(next, 'persia', '37.0') : next;
    },
    describe(p, b) {
      if (p.city === 'tehran') {
        const falls = p.holder === 'soviet' && persiaFalls(withVictory(b, (x) => ({ ...x, control: { ...x.control, tehran: 'soviet' } })));
        const key = falls ? 'falls' : p.holder === 'soviet' ? 'occupied' : 'axis';
        return {
          text: { key: `bite.persia.journal.${key}`, params: { month: monthText(corridorOpens(currentMonth(b))) } },
          rules: ['37.0'],
          category: falls ? 'victory' : 'marker',
        };
      }
      return jv(`objective.${p.holder}`, 'marker', ['7.11'], { city: city(p.city) });
    },
  }),
  def({
    type: 'bite/victory-flag',
    /** A condition only the map shows, confirmed by the players (AMB-39: SBE1, SBE2; SBE7's bridgehead). */
    schema: plainObject(v.strictObject({ flag: v.picklist(FLAGS), value: v.boolean() })),
    allowed: (s, p) => (!!victoryOf(s).flags[p.flag] === p.value && victoryOf(s).flags[p.flag] !== undefined ? no('markSame', '7.11') : null),
    reduce: (s, p) => withVictory(s, (x) => ({ ...x, flags: { ...x.flags, [p.flag]: p.value } })),
    describe: (p) =>
      jv('flag', 'marker', [p.flag === 'dneprBridgehead' ? 'SBE7' : p.flag === 'leningradCut' ? 'SBE1' : 'SBE2'], {
        what: { key: `bite.victory.flag.${p.flag}.${p.value ? 'yes' : 'no'}` },
      }),
  }),
  def({
    type: 'bite/victory-count',
    /** A count the players type: Finnish ground units eliminated (5.5), Guards destroyed (SBE7), other Soviet major cities held (SBE4). */
    schema: plainObject(v.strictObject({ count: v.picklist(COUNTS), value: int(0, COUNT_MAX) })),
    allowed: (s, p) => (victoryOf(s).counts[p.count] === p.value ? no('markSame', '7.11') : null),
    reduce: (s, p) => withVictory(s, (x) => ({ ...x, counts: { ...x.counts, [p.count]: p.value } })),
    describe: (p) =>
      jv('count', 'marker', [p.count === 'finnsEliminated' ? '5.5' : p.count === 'guardsEliminated' ? 'SBE7' : 'SBE4'], {
        what: { key: `bite.victory.count.${p.count}` },
        n: p.value,
      }),
  }),
  def({
    type: 'bite/nation-surrender',
    /** A power surrenders (7.11, 5.5, 37.0): for good, its units leave the map. */
    schema: plainObject(v.strictObject({ power, rule: v.picklist(['7.11', '5.5', '36.0', '37.0'] as const) })),
    // 7.11, 5.5: a nation surrenders at the Victory Phase (D) when the rules say it must; for good.
    allowed(s, p) {
      if (victoryOf(s).surrendered[p.power]) return no('alreadySurrendered', p.rule, { power: pw(p.power) });
      if ((p.rule === '7.11' || p.rule === '5.5') && !inD(s)) return no('surrenderInD', p.rule, { power: pw(p.power) });
      if (!dueSurrenders(s).some((x) => x.power === p.power)) return no('surrenderNotDue', p.rule, { power: pw(p.power) });
      return null;
    },
    reduce: (s, p) => surrender(s, p.power, p.rule),
    describe: (p, b) => jv(p.power === 'persia' ? 'persia' : 'surrender', 'victory', [p.rule], { power: pw(p.power), month: monthText(currentMonth(b)) }),
  }),
  def({
    type: 'bite/italy-roll',
    /** 36.0: the Soviet player's roll at the start of the turn from July 1943. */
    schema: plainObject(v.strictObject({ year, month: monthNo, face })),
    // 36.0: at the start of the turn (its weather phase, A), from July 1943, once a month, while Italy fights.
    allowed: (s, p) =>
      s.over || currentPhase(s).id !== 'A' || !isNow(s, p)
        ? no('italyRollPhase', '36.0', { month: monthText(p) })
        : italyRollDue(s)
          ? null
          : no('italyRollNotDue', '36.0', { month: monthText(p) }),
    reduce(s, p) {
      const key = monthKeyId(p);
      if (victoryOf(s).italyRolls[key] !== undefined || victoryOf(s).surrendered.italy) return s;
      const next = withVictory(s, (x) => ({ ...x, italyRolls: { ...x.italyRolls, [key]: p.face } }));
      return p.face <= italyThreshold(ym(p.year, p.month)) ? surrender(next, 'italy', '36.0') : next;
    },
    describe: (p) => {
      const need = italyThreshold(ym(p.year, p.month));
      return jv(p.face <= need ? 'italyFalls' : 'italyHolds', 'roll', ['36.0'], { face: p.face, need, month: monthText(p) });
    },
  }),
  def({
    type: 'bite/victory-roll',
    /** SBE9: the Axis roll of the Victory Phase. */
    schema: plainObject(v.strictObject({ year, month: monthNo, face })),
    // SBE9: the Axis roll of this month's Victory Phase (D), once.
    allowed: (s, p) =>
      !inD(s) || !isNow(s, p)
        ? no('victoryRollPhase', 'SBE9', { month: monthText(p) })
        : sbe9RollDue(s)
          ? null
          : no('victoryRollNotDue', 'SBE9', { month: monthText(p) }),
    reduce(s, p) {
      const key = monthKeyId(p);
      if (victoryOf(s).rolls[key] !== undefined) return s;
      return withVictory(s, (x) => ({ ...x, rolls: { ...x.rolls, [key]: p.face } }));
    },
    describe: (p) => jv('roll', 'roll', ['SBE9'], { face: p.face, month: monthText(p) }),
  }),
  def({
    type: 'bite/victory-result',
    /** An immediate win found at the Victory Phase (7.11, SBE8, SBE9): the game ends here. */
    schema: plainObject(v.strictObject({ winner: v.optional(holder), level: v.picklist(LEVELS), reason: v.picklist(REASONS) })),
    // 7.11: a result is found at the Victory Phase (D).
    allowed: (s) => (inD(s) ? null : no('resultInD', '7.11')),
    reduce(s, p) {
      const d = currentMonth(s);
      const result = { ...(p.winner ? { winner: p.winner } : {}), level: p.level, reason: p.reason, year: d.year, month: d.month, turn: s.turn };
      return { ...withVictory(s, (x) => ({ ...x, result })), over: true };
    },
    describe: (p, b) =>
      jv('result', 'victory', ['7.11', b.scenario], {
        result: resultText(p),
        reason: { key: `bite.victory.reason.${p.reason}` },
        month: monthText(currentMonth(b)),
      }),
  }),
];
