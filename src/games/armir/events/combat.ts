/**
 * ARMIR's combat results: a combat or an overrun (12, 13), a bombardment (11), the TeM box's
 * attack on the garrison (16.3.2), the Čir front roll (16.1) and attrition (8.6).
 */
import * as v from 'valibot';
import { signed } from '@/engine/text';
import { plainObject } from '@/engine/events';
import { settingNum } from '../settings';
import { CORPS_IDS, type ArmirState } from '../state';
import {
  alreadyDone,
  army,
  combatWhen,
  def,
  die,
  done,
  first,
  id,
  intIn,
  j,
  label,
  mapArmy,
  name,
  onlyIn,
  onlyOnce,
  refuse,
  side,
  sideText,
  steps,
  withPa,
} from './common';

/** PA spent in one combat or bombardment: one per Italian artillery used (10.1.4). */
const paSpent = intIn(0, 20);
/** A die plus its modifiers (12.1.1 DRM, 11.1.2, 16.1.3). */
const total = intIn(-10, 20);

export const combatEvents = [
  def({
    type: 'armir/combat',
    schema: v.object({
      mode: v.picklist(['combat', 'overrun']),
      attacker: side,
      column: label,
      die,
      total,
      cell: label,
      attackerLoss: steps,
      defenderLoss: steps,
      retreat: v.boolean(),
      paSpent,
      defenderLabel: v.optional(v.pipe(v.string(), v.maxLength(100))),
      /** Axis steps lost by corps, for objective 3 (17.1.1); absent when no unit was tagged. */
      corpsLosses: v.optional(plainObject(v.partial(v.object({ CA: steps, II: steps, XXXV: steps, XXIX: steps })))),
    }),
    allowed: (s, p) =>
      first(
        // 12: a side attacks in its own combat phase; 13: an overrun is made in either of its own movement phases.
        () => combatWhen(s, p.mode, p.attacker),
        // 10.1.4: each Italian artillery support costs a PA the track still holds.
        () => (p.paSpent > s.pa ? refuse('noPa', '10.1.4', { pa: s.pa, need: p.paSpent }) : null),
      ),
    reduce(s, p) {
      let n = withPa(s, -p.paSpent); // 10.1.4: each Italian artillery use costs 1 PA
      const losses = p.corpsLosses;
      if (losses) {
        // 17.1.1 objective 3: the steps lost count against their corps.
        const corps = { ...n.corps };
        for (const c of CORPS_IDS) {
          const lost = losses[c];
          if (lost && lost > 0) corps[c] = { ...corps[c], lost: corps[c].lost + lost };
        }
        n = { ...n, corps };
      }
      return n;
    },
    describe(p) {
      const corps = Object.entries(p.corpsLosses ?? {})
        .filter(([, x]) => (x ?? 0) > 0)
        .map(([c, x]) => `${c} ${x}`)
        .join(', ');
      const base = p.retreat ? 'combatRetreat' : 'combat';
      const rules = p.mode === 'overrun' ? ['13', '12.1', '12.2'] : ['12.1', '12.2'];
      return j(corps ? `${base}Corps` : base, 'combat', corps ? [...rules, '17.1.1'] : rules, {
        corps,
        attacker: sideText(p.attacker),
        mode: { key: `armir.combat.mode.${p.mode}` },
        col: p.column,
        die: p.total !== p.die ? `${p.die}${signed(p.total - p.die)}` : String(p.die),
        cell: p.cell,
        a: p.attackerLoss,
        d: p.defenderLoss,
        target: p.defenderLabel ? { key: 'armir.journal.against', params: { target: p.defenderLabel } } : '',
        pa: p.paSpent ? { key: 'armir.journal.paSpent', params: { n: p.paSpent } } : '',
      });
    },
  }),
  def({
    type: 'armir/bombard',
    schema: v.pipe(
      v.object({
        source: v.picklist(['soviet-artillery', 'italian-artillery', 'air']),
        side,
        army: v.optional(army),
        /** Soviet artillery: the points declared from the army's pool (11.1.1); 0 for the other sources. */
        points: intIn(0, 99),
        column: label,
        die,
        total,
        result: v.picklist(['-', 'DSG', 'DSG1']),
        paSpent,
        target: name,
        targetEntry: v.optional(id),
      }),
      // 10.2.1: Soviet heavy artillery fires from an army's pool.
      v.check((p) => p.source !== 'soviet-artillery' || (p.army !== undefined && p.points >= 1), 'the army whose artillery fires, and its points'),
    ),
    allowed: (s, p) =>
      first(
        () => (p.paSpent > s.pa ? refuse('noPa', '10.1.4', { pa: s.pa, need: p.paSpent }) : null),
        // 10.2.1: an army fires no more points than its pool holds.
        () =>
          p.source === 'soviet-artillery' && p.army && p.points > s.armies[p.army].points
            ? refuse('pool', '10.2.1', { points: p.points, pool: s.armies[p.army].points })
            : null,
        // 9.1, 9.1.1: the turn's air unit of that side, once.
        () => (p.source === 'air' && (!s.airUnit || s.airUnit.owner !== p.side) ? refuse('noAir', '9.1') : null),
        () => (p.source === 'air' && s.airUnit?.used ? refuse('airUsed', '9.1.1') : null),
      ),
    reduce(s, p) {
      let n = withPa(s, -p.paSpent);
      if (p.source === 'soviet-artillery' && p.army) n = mapArmy(n, p.army, (a) => ({ ...a, points: Math.max(0, a.points - p.points) })); // 10.2.1
      if (p.source === 'air' && n.airUnit) n = { ...n, airUnit: { ...n.airUnit, used: true } }; // 9.1.1
      if (p.result !== '-') {
        // 11.1.3, 11.2: a DSG marker on the bombarded hex, removed at the end of the combat phase (11.2.1).
        if (p.targetEntry && n.roster.some((r) => r.id === p.targetEntry)) {
          n = { ...n, roster: n.roster.map((r) => (r.id === p.targetEntry ? { ...r, dsg: true } : r)) };
        } else {
          const target = p.side === 'axis' ? 'soviet' : 'axis';
          n = {
            ...n,
            roster: [...n.roster, { id: `r${n.nextId}`, name: p.target, side: target, kind: 'hex', oos: false, dsg: true, used: false }],
            nextId: n.nextId + 1,
          };
        }
      }
      return n;
    },
    describe: (p) =>
      j('bombard', 'combat', ['11.1', '11.1.3'], {
        source: { key: `armir.bombard.source.${p.source}` },
        col: p.column,
        die: p.total !== p.die ? `${p.die}${signed(p.total - p.die)}` : String(p.die),
        result: { key: `armir.bombard.result.${p.result === '-' ? 'none' : p.result}` },
        target: p.target,
      }),
  }),
  def({
    type: 'armir/tem-combat',
    schema: v.object({ die, column: label, cell: label, attackerLoss: steps, defenderLoss: steps }),
    // 16.3.1: the box attacks in the Soviet combat phase, once, while the airports hold.
    allowed: (s) =>
      first(
        () => onlyIn(s, '16.3.1', 'soviet-combat'),
        () => (s.tem.capturedOnTurn !== null ? refuse('airportsTaken', '16.3.2') : null),
        () => onlyOnce(s, 'tem-combat', '16.3.1'),
      ),
    reduce(s, p) {
      // 16.3.2: each defender step lowers the garrison by one; at 0 the airports are captured.
      // Once a phase, and never against airports already taken.
      if (alreadyDone(s, 'tem-combat') || s.tem.capturedOnTurn !== null) return s;
      const garrison = Math.max(0, s.tem.garrison - p.defenderLoss);
      const capturedOnTurn = garrison === 0 ? s.turn : null;
      return done({ ...s, tem: { ...s.tem, garrison, capturedOnTurn, pendingLosses: s.tem.pendingLosses + p.attackerLoss } }, 'tem-combat');
    },
    describe(p, b) {
      const to = Math.max(0, b.tem.garrison - p.defenderLoss);
      return j(to === 0 ? 'temCaptured' : 'temCombat', 'combat', ['16.3.2'], {
        col: p.column,
        die: p.die,
        cell: p.cell,
        a: p.attackerLoss,
        from: b.tem.garrison,
        to,
      });
    },
  }),
  def({
    type: 'armir/cir-roll',
    schema: v.pipe(
      // 16.1.2: 0, 1 or 2 steps lost; 16.1.3: the modifier is the Čir units' CP over 20.
      v.object({ die, mod: intIn(0, 20), total: intIn(1, 26), advance: v.boolean(), losses: intIn(0, 2) }),
      v.check((p) => p.total === p.die + p.mod, 'total = die + modifier'),
    ),
    // 16.1.1: rolled in the Soviet combat phase, once, if at least one Soviet unit is on the track.
    allowed: (s) =>
      first(
        () => onlyIn(s, '16.1.1', 'soviet-combat'),
        () => (s.cir.units.length === 0 ? refuse('cirEmpty', '16.1.1') : null),
        () => onlyOnce(s, 'cir-roll', '16.1.1'),
      ),
    reduce(s, p, ctx) {
      if (alreadyDone(s, 'cir-roll')) return s;
      const boxes = settingNum(ctx, 'cirBoxes');
      const box = p.advance ? Math.min(boxes, s.cir.box + 1) : s.cir.box;
      const reached = box >= boxes && s.cir.reachedOnTurn === null ? s.turn : s.cir.reachedOnTurn;
      return done({ ...s, cir: { ...s.cir, box, reachedOnTurn: reached, pendingLosses: s.cir.pendingLosses + p.losses } }, 'cir-roll');
    },
    describe: (p, b) =>
      j(p.advance ? 'cirAdvance' : 'cirStay', 'roll', ['16.1.1', '16.1.2', '16.1.3'], {
        die: p.die,
        mod: p.mod,
        total: p.total,
        losses: p.losses,
        box: p.advance ? b.cir.box + 1 : b.cir.box,
      }),
  }),
  def({
    type: 'armir/attrition',
    // 8.6: the OOS units of each side; 16.3.3: the TeM box counts once (0 or 1).
    schema: v.object({ axis: intIn(0, 200), soviet: intIn(0, 200), tem: intIn(0, 1) }),
    allowed: (s) =>
      first(
        () => onlyIn(s, '8.6', 'attrition'),
        () => onlyOnce(s, 'attrition', '8.6'),
      ),
    reduce: (s: ArmirState, p) =>
      alreadyDone(s, 'attrition') ? s : done({ ...s, tem: { ...s.tem, pendingLosses: s.tem.pendingLosses + p.tem } }, 'attrition'),
    describe: (p) => j('attrition', 'marker', ['8.6', '16.3.3'], { axis: p.axis, soviet: p.soviet + p.tem }),
  }),
];
