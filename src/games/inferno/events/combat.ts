/** Inferno's combat result (7–9): who fought, the dice, the TRC cell and the reductions it dealt. */
import * as v from 'valibot';
import { t } from '@/engine';
import type { CombatEventPayload } from '../combat';
import { stampOf, type InfernoState } from '../state';
import { countLosses, eliminateUnit, reduceUnit } from '../reduce';
import { def, die, first, id, intIn, j, onlyIn, reductions, refuse, side, steps } from './common';

const ids = v.pipe(v.array(id), v.maxLength(60));

/** The payload of the 'inferno/combat' event. */
const combatSchema = v.pipe(
  v.object({
    attackerSide: side,
    /** The TRC column; '' when zero-strength defenders are removed with no roll (7.5). */
    column: v.pipe(v.string(), v.maxLength(20)),
    /** Two TRC dice and the TdP die (8.0, 9.1, 9.4); none for 7.5. */
    faces: v.pipe(
      v.array(die),
      v.check((f) => f.length === 0 || f.length === 3, 'three dice, or none'),
    ),
    trc: v.pipe(v.string(), v.maxLength(20)),
    /** Roster units that attacked (7.0). */
    attackers: ids,
    /** Roster units in the defended hex, held back included (7.0, A40; releases 12.4). */
    defenders: ids,
    /** Roster units removed outright: 7.5 zero defence, artillery or forts forced to retreat (12.2, 12.3). */
    eliminated: ids,
    /** Efficiency reductions for roster units (9.4.2). */
    reductions: v.pipe(v.array(v.object({ unitId: id, count: reductions })), v.maxLength(60)),
    /** Step losses of units typed on the spot, for VP and RP (14.0, 15.1). */
    typedLosses: v.pipe(
      v.array(
        v.pipe(
          v.object({ side, steps: intIn(1, 60), replacementSteps: steps, eliminatedSteps: steps }),
          v.check((l) => l.replacementSteps <= l.steps, 'replacement steps within the steps lost'),
        ),
      ),
      v.maxLength(60),
    ),
    attackerReductions: intIn(0, 60),
    defenderReductions: intIn(0, 60),
    /** Roster units that took the 9.2.3 watercourse reduction (already counted in `reductions`). */
    watercourse: v.optional(ids),
  }),
  v.check((c) => (c.column === '') === (c.faces.length === 0), 'a column with its three dice'),
);

/** The calculator's payload (combat.ts) fits this schema: a field added to one and not the other does not compile. */
type Fits<T extends U, U> = T;
export type CombatPayloadFits = Fits<CombatEventPayload, v.InferInput<typeof combatSchema>>;

export const combatEvents = [
  def({
    type: 'inferno/combat',
    schema: combatSchema,
    // 7.0: in the attacker's Combat Phase; no unit attacks or is attacked more than once in it.
    allowed(s, c) {
      const stamp = stampOf(s);
      const named = (uid: string) => s.units.find((u) => u.id === uid);
      return first(
        () => onlyIn(s, 'combat', c.attackerSide, '7.0'),
        () => {
          const units = [...c.attackers, ...c.defenders].map(named);
          if (units.some((x) => !x)) return refuse('noUnit', '7.0');
          const gone = units.find((x) => x?.eliminated);
          return gone ? refuse('eliminated', '7.0', { name: gone.name }) : null;
        },
        () => {
          const u = c.attackers.map(named).find((x) => x?.attackedAt === stamp);
          return u ? refuse('attackedTwice', '7.0', { name: u.name }) : null;
        },
        () => {
          const u = c.defenders.map(named).find((x) => x?.defendedAt === stamp);
          return u ? refuse('defendedTwice', '7.0', { name: u.name }) : null;
        },
      );
    },
    reduce(s, c, ctx) {
      const stamp = stampOf(s);
      let next: InfernoState = {
        ...s,
        units: s.units.map((u) => {
          if (c.attackers.includes(u.id)) return { ...u, attackedAt: stamp };
          // A40: every unit in the defended hex counts as attacked; 12.4, A30: being attacked releases
          // it, so an orange dot typed afterwards does not freeze it again.
          if (c.defenders.includes(u.id)) return { ...u, defendedAt: stamp, released: true };
          return u;
        }),
      };
      for (const uid of c.eliminated) next = eliminateUnit(next, uid, ctx);
      for (const r of c.reductions) next = reduceUnit(next, r.unitId, r.count, ctx);
      for (const l of c.typedLosses) next = countLosses(next, l.side, l.steps, l.eliminatedSteps, l.replacementSteps, ctx);
      return next;
    },
    describe(c) {
      if (!c.column) return j('combatZero', 'combat', ['7.5']);
      return j('combat', 'combat', ['8.0', '9.1', '9.4'], {
        side: t(`inferno.sides.${c.attackerSide}`),
        column: c.column,
        faces: c.faces.join('-'),
        trc: c.trc,
        att: c.attackerReductions,
        def: c.defenderReductions,
      });
    },
  }),
];
