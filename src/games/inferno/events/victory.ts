/** Inferno's victory bookkeeping: the geographic objectives (14.0), VP corrections, steps lost off the roster and replacement points (15.1). */
import * as v from 'valibot';
import { t } from '@/engine';
import { countLosses } from '../reduce';
import { signed } from '../text';
import { def, id, intIn, j, name, refuse, side } from './common';

export const victoryEvents = [
  def({
    type: 'inferno/objective-add',
    schema: v.object({ name, kind: v.picklist(['village', 'town', 'peak']), inStart: v.optional(v.boolean()), holder: side }),
    reduce: (s, p) => ({
      ...s,
      objectives: [...s.objectives, { id: `o${s.nextId}`, name: p.name, kind: p.kind, inStart: p.inStart === true, holder: p.holder }],
      nextId: s.nextId + 1,
    }),
    describe: (p) => j('objectiveAdd', 'victory', ['14.0'], { name: p.name }),
  }),
  def({
    type: 'inferno/objective-holder',
    schema: v.object({ id, holder: side }),
    allowed(s, p) {
      const o = s.objectives.find((x) => x.id === p.id);
      if (!o) return refuse('noObjective', '14.0');
      return o.holder === p.holder ? refuse('alreadyHeld', '14.0', { name: o.name, side: t(`inferno.sides.${p.holder}`) }) : null;
    },
    reduce: (s, p) => ({ ...s, objectives: s.objectives.map((o) => (o.id === p.id ? { ...o, holder: p.holder } : o)) }),
    describe: (p, b) =>
      j('objectiveHolder', 'victory', ['14.0'], { name: b.objectives.find((o) => o.id === p.id)?.name ?? '?', side: t(`inferno.sides.${p.holder}`) }),
  }),
  def({
    type: 'inferno/objective-remove',
    schema: v.object({ id }),
    allowed: (s, p) => (s.objectives.some((o) => o.id === p.id) ? null : refuse('noObjective', '14.0')),
    reduce: (s, p) => ({ ...s, objectives: s.objectives.filter((o) => o.id !== p.id) }),
    describe: (p, b) => j('objectiveRemove', 'victory', undefined, { name: b.objectives.find((o) => o.id === p.id)?.name ?? '?' }),
  }),
  def({
    type: 'inferno/vp-adjust',
    /** A manual VP correction by the players. */
    schema: v.object({ delta: v.pipe(intIn(-99, 99), v.notValue(0)) }),
    reduce: (s, p) => ({ ...s, vpAdjust: s.vpAdjust + p.delta }),
    describe: (p) => j('vpAdjust', 'victory', ['14.0'], { n: signed(p.delta) }),
  }),
  def({
    type: 'inferno/step-lost',
    /** A step lost by a unit not kept in the roster (14.0, 15.1). */
    schema: v.object({ side, replacement: v.optional(v.boolean()) }),
    reduce: (s, p, ctx) => countLosses(s, p.side, 1, 1, p.replacement === true ? 1 : 0, ctx),
    describe: (p) => j('stepLost', 'victory', ['14.0'], { side: t(`inferno.sides.${p.side}`) }),
  }),
  def({
    type: 'inferno/rp',
    /** One replacement point gained or spent on the track (15.1); never below 0. */
    schema: v.object({ side, delta: v.picklist([-1, 1]) }),
    // 15.1: the track holds replacement points only with the optional rule, and never goes below 0.
    allowed: (s, p) =>
      !s.replacements ? refuse('optionOff', '15.1') : s.rp[p.side] + p.delta < 0 ? refuse('rpZero', '15.1', { side: t(`inferno.sides.${p.side}`) }) : null,
    reduce: (s, p) => (s.rp[p.side] + p.delta < 0 ? s : { ...s, rp: { ...s.rp, [p.side]: s.rp[p.side] + p.delta } }),
    describe: (p) => j('rp', 'track', ['15.1'], { side: t(`inferno.sides.${p.side}`), n: signed(p.delta) }),
  }),
];
