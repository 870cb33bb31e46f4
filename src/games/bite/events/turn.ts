/** BITE's turn: the sequence of play (7.0) walked phase by phase, month by month, and the weather (9.0, 39.0). */
import * as v from 'valibot';
import { noPayload, plainObject, type Refusal } from '@/engine/events';
import { nextPosition, prevPosition } from '@/engine/sequence';
import { monthText, SEQUENCE, scenarioById, scenarioMonth } from '../calendar';
import { currentMonth, currentPhase, monthId, researchOf, type BiteState } from '../state';
import { hasOptional } from '../layers';
import { def, int, j, weather, field, level } from './common';
import { bagText, type PpBag } from '../economy';
import { endOfProduction } from '../production';
import type { JournalText, Text } from '@/engine/types';
import { listText } from '@/engine/text';
import { startDone, startDoneSchema } from '@/engine/start';
import { startAt, startRefusal } from '../start';

/** The journal line of a phase change, with what the end of production took (34.0, 11.2). */
function withLosses(line: JournalText, b: BiteState): JournalText {
  const end = endOfProduction(b)?.end;
  if (!end) return line;
  const parts: Text[] = [];
  const some = (x: PpBag) => x.yellow + x.red + x.blue + x.black > 0;
  if (some(end.lendLease)) parts.push({ key: 'bite.journal.lendLeaseGone', params: { pp: bagText(end.lendLease) } });
  for (const x of end.storage) parts.push({ key: 'bite.journal.storageGone', params: { nation: { key: `bite.nation.${x.nation}` }, pp: bagText(x.lost) } });
  if (!parts.length) return line;
  const rules = [...(line.rules ?? []), ...(some(end.lendLease) ? ['34.0'] : []), ...(end.storage.length ? ['11.2'] : [])];
  return { ...line, text: { key: 'bite.journal.endProduction', params: { line: line.text, lost: listText(parts) } }, rules };
}

function next(before: BiteState): BiteState {
  if (before.over) return before;
  // 7.3, 11.2, 34.0: leaving a production phase takes what the rules take from the boxes.
  const s = endOfProduction(before)?.state ?? before;
  const pos = nextPosition([...SEQUENCE], s.phaseIndex);
  if (!pos.wrapped) return { ...s, phaseIndex: pos.index };
  if (s.turn >= s.turns) return { ...s, over: true };
  return { ...s, turn: s.turn + 1, phaseIndex: 0 };
}

function prev(s: BiteState): BiteState {
  if (s.over) return { ...s, over: false };
  const pos = prevPosition([...SEQUENCE], s.phaseIndex);
  if (!pos.wrapped) return { ...s, phaseIndex: pos.index };
  if (s.turn <= 1) return s;
  return { ...s, turn: s.turn - 1, phaseIndex: pos.index };
}

const month = (s: BiteState, turn: number) => {
  const sc = scenarioById(s.scenario);
  return sc ? monthText(scenarioMonth(sc, turn)) : '';
};

export const turnEvents = [
  def({
    type: 'core/next-phase',
    schema: noPayload,
    allowed: (s) => (s.over ? { text: { key: 'bite.rules.gameOver' }, rule: '7.11' } : null),
    reduce: (s) => next(s),
    describe(_p, b) {
      const last = b.phaseIndex >= SEQUENCE.length - 1;
      if (last && b.turn >= b.turns) return j('endGame', 'phase', ['7.11']);
      if (last) return j('nextTurn', 'phase', ['7.0'], { turn: b.turn + 1, month: month(b, b.turn + 1) });
      return withLosses(j('nextPhase', 'phase', [SEQUENCE[b.phaseIndex + 1].rule ?? '7.0'], { phase: SEQUENCE[b.phaseIndex + 1].label }), b);
    },
  }),
  def({
    type: 'core/prev-phase',
    schema: noPayload,
    allowed: (s) =>
      !s.over && s.turn <= 1 && s.phaseIndex <= 0
        ? { text: { key: 'bite.rules.firstPhase' }, rule: '7.0' }
        : // A game started mid-game knows nothing of the months before its start.
          !s.over && s.start && (s.turn < s.start.turn || (s.turn === s.start.turn && s.phaseIndex <= s.start.phaseIndex))
          ? { text: { key: 'bite.start.err.beforeStart', params: { month: month(s, s.start.turn), phase: SEQUENCE[s.start.phaseIndex].label } }, rule: '7.0' }
          : null,
    reduce: (s) => prev(s),
    describe: () => j('prevPhase', 'phase'),
  }),
  def({
    type: 'core/start-at',
    /** A game under way on paper started at a month of its scenario (the turn) and a phase of 7.0. */
    schema: plainObject(v.strictObject({ turn: v.pipe(v.string(), v.regex(/^\d{1,3}$/)), phase: v.pipe(v.string(), v.maxLength(4)) })),
    allowed: (s, p) => startRefusal(s, Number(p.turn), p.phase),
    reduce: (s, p) => startAt(s, Number(p.turn), p.phase),
    describe: (p, b) => j('startAt', 'setup', ['7.0'], { month: month(b, Number(p.turn)), phase: SEQUENCE.find((x) => x.id === p.phase)?.label ?? p.phase }),
  }),
  def({
    type: 'core/start-done',
    /** The players say one of the things to complete after a mid-game start is set. */
    schema: plainObject(startDoneSchema),
    allowed: (s, p) => (s.start?.items.includes(p.item) && !s.start.done.includes(p.item) ? null : { text: { key: 'bite.start.err.notPending' }, rule: '7.0' }),
    reduce: (s, p) => (s.start ? { ...s, start: startDone(s.start, p.item) } : s),
    describe: (p) => j('startDone', 'setup', [], { item: { key: `bite.start.item.${p.item}` } }),
  }),
  def({
    type: 'bite/weather',
    /** The weather of a month: the May/October roll (9.0, 39.0) with its die, or a correction. */
    schema: plainObject(v.strictObject({ year: int(1941, 1945), month: int(1, 12), weather, faces: v.optional(v.pipe(v.array(int(1, 6)), v.maxLength(21))) })),
    // 9.0, 39.0: the month's roll is made in its weather phase (A); a correction names a month already reached.
    allowed(s, p) {
      const now = currentMonth(s);
      const key = p.year * 12 + p.month;
      if (p.faces && (s.over || currentPhase(s).id !== 'A' || key !== now.year * 12 + now.month))
        return { text: { key: 'bite.rules.weatherRollPhase', params: { month: monthText(p) } }, rule: '9.0' };
      if (key > now.year * 12 + now.month) return { text: { key: 'bite.rules.weatherFuture', params: { month: monthText(p) } }, rule: '9.0' };
      const was = s.weather[monthId(p)];
      if (was && was.weather === p.weather && JSON.stringify(was.faces) === JSON.stringify(p.faces))
        return { text: { key: 'bite.rules.weatherSame', params: { month: monthText(p) } }, rule: '9.0' };
      return null;
    },
    reduce: (s, p) => ({ ...s, weather: { ...s.weather, [monthId(p)]: p.faces ? { weather: p.weather, faces: [...p.faces] } : { weather: p.weather } } }),
    describe: (p) =>
      j(p.faces ? 'weatherRolled' : 'weatherSet', 'roll', [p.faces ? '9.0' : '9.0'], { month: monthText(p), weather: { key: `bite.weather.${p.weather}` } }),
  }),
  def({
    type: 'bite/research',
    /** 17.0: a research level reached (it replaces the 3.13 schedule for that nation and field). */
    schema: plainObject(v.strictObject({ nation: v.picklist(['germany', 'ussr'] as const), field, level })),
    // 17.0: research levels are the players' only with the optional research rule, and change.
    allowed: (s, p): Refusal | null =>
      !hasOptional(s.layers, '17.0')
        ? { text: { key: 'bite.rules.ruleOff', params: { rule: '17.0' } }, rule: '17.0' }
        : researchOf(s)[p.nation]?.[p.field] === p.level
          ? {
              text: {
                key: 'bite.rules.researchSame',
                params: { nation: { key: `bite.nation.${p.nation}` }, field: { key: `bite.field.${p.field}` }, level: p.level },
              },
              rule: '17.0',
            }
          : null,
    reduce: (s, p) => ({ ...s, research: { ...s.research, [p.nation]: { ...s.research[p.nation], [p.field]: p.level } } }),
    describe: (p) => j('research', 'track', ['17.0'], { nation: { key: `bite.nation.${p.nation}` }, field: { key: `bite.field.${p.field}` }, level: p.level }),
  }),
];
