/** ARMIR's mid-game start (issue 31, point 6): the start itself, the players' "done", and the boxes typed once after it. */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import { startDone, startDoneSchema, startPending } from '@/engine/start';
import { startAt, startRefusal, withBoxes } from '../start';
import { SEQUENCE_B1, phaseDef, type PhaseId } from '../sequence';
import type { Side } from '../state';
import { def, intIn, j, refuse } from './common';
import { settingNum } from '../settings';

const initiativeOf = (p: { turn: string; initiative?: string }): Side => (p.initiative === 'soviet' ? 'soviet' : 'axis');

export const startEvents = [
  def({
    type: 'core/start-at',
    /** A game under way on paper started at a turn (1.2), its initiative (4) and a phase (3). */
    schema: plainObject(
      v.strictObject({
        turn: v.pipe(v.string(), v.regex(/^\d{1,2}$/)),
        initiative: v.optional(v.picklist(['axis', 'soviet'])),
        phase: v.picklist(['setup', ...SEQUENCE_B1]),
      }),
    ),
    allowed: (s, p) => startRefusal(s, Number(p.turn), initiativeOf(p), p.phase),
    reduce: (s, p) => startAt(s, Number(p.turn), initiativeOf(p), p.phase),
    describe: (p) =>
      j('startAt', 'setup', ['3'], {
        turn: Number(p.turn),
        phase: p.phase === 'setup' ? { key: 'armir.phase.setup.label' } : phaseDef(p.phase as PhaseId).label,
        side: { key: `armir.track.initiative.${initiativeOf(p)}` },
      }),
  }),
  def({
    type: 'core/start-done',
    /** The players say one of the things to complete after a mid-game start is set. */
    schema: plainObject(startDoneSchema),
    allowed: (s, p) => (startPending(s.start).includes(p.item) ? null : refuse('startNotPending', '18')),
    reduce: (s, p) => (s.start ? { ...s, start: startDone(s.start, p.item) } : s),
    describe: (p) => j('startDone', 'setup', [], { item: { key: `armir.start.item.${p.item}` } }),
  }),
  def({
    type: 'armir/start-boxes',
    /** After a mid-game start, the boxes as the table shows them: PA (16.2), PS (16.4), Čir (16.1), TeM (16.3), CAI (9.2), Depot (16.2.1), Gebirgs (15.2), Axis VP (17.1.3). */
    schema: plainObject(
      v.strictObject({
        pa: intIn(0, 30),
        ps: intIn(1, 30),
        cirBox: intIn(1, 20),
        garrison: intIn(0, 20),
        cai: v.picklist(['available', 'used', 'lost']),
        depot: v.boolean(),
        gebirgs: intIn(0, 4),
        axisVp: intIn(0, 3),
      }),
    ),
    allowed: (s, p, ctx) =>
      !startPending(s.start).includes('boxes') ? refuse('startNotPending', '18') : p.cirBox > settingNum(ctx, 'cirBoxes') ? refuse('cirBoxOff', '16.1') : null,
    // The Čir track has as many boxes as the reading in use says (16.1): never beyond its last.
    reduce: (s, p, ctx) => withBoxes(s, { ...p, cirBox: Math.min(p.cirBox, settingNum(ctx, 'cirBoxes')) }),
    describe: (p) => j('startBoxes', 'setup', ['16.2', '16.4', '16.1', '16.3'], { pa: p.pa, ps: p.ps, box: p.cirBox, garrison: p.garrison, vp: p.axisVp }),
  }),
];
