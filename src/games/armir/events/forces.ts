/**
 * ARMIR's forces: the three Soviet armies (10.2, 18.3), the units off the map on the Čir
 * track and in the TeM box (16.1, 16.3.1), the Italian corps of objective 3 (17.1.1, 5.5,
 * 15.1) and the roster of named units and hexes with their markers.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { OffMapUnit, RosterEntry } from '../state';
import { army, armyName, corps, counterValue, def, face, id, intIn, j, mapArmy, mapUnits, name, refuse, side, sideText, track, unitsOf } from './common';

const rosterKind = v.picklist(['unit', 'hex', 'hq', 'artillery']);
const rosterFields = {
  name,
  side,
  kind: rosterKind,
  oos: v.boolean(),
  dsg: v.boolean(),
  used: v.boolean(),
  face: v.optional(face),
  german: v.optional(v.boolean()),
  italian: v.optional(v.boolean()),
  armored: v.optional(v.boolean()),
  airSupplied: v.optional(v.boolean()),
};

export const forcesEvents = [
  def({
    type: 'armir/army',
    /** Set-up or correction of a Soviet army's counter data, HQ face or status. */
    schema: v.object({
      army,
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
      range: v.optional(v.nullable(counterValue)),
      move: v.optional(v.nullable(counterValue)),
      face: v.optional(face),
      artilleryStart: v.optional(v.nullable(counterValue)),
      oos: v.optional(v.boolean()),
      points: v.optional(counterValue),
    }),
    reduce(s, p) {
      let n = mapArmy(s, p.army, (a) => ({
        ...a,
        name: p.name ?? a.name,
        hqRange: { range: p.range !== undefined ? p.range : a.hqRange.range, move: p.move !== undefined ? p.move : a.hqRange.move },
        hqFace: p.face ?? a.hqFace,
        artilleryStart: p.artilleryStart !== undefined ? p.artilleryStart : a.artilleryStart,
        hqOos: p.oos ?? a.hqOos,
        points: p.points ?? a.points,
      }));
      // During set-up the pool shows the turn-1 value from the marker's back (18.3).
      if (s.stage === 'setup' && p.artilleryStart !== undefined) n = mapArmy(n, p.army, (a) => ({ ...a, points: a.artilleryStart ?? 0 }));
      return n;
    },
    describe: (p, b) => j('army', 'setup', ['10.2', '18.3'], { army: p.name || armyName(b, p.army) }),
  }),
  def({
    type: 'armir/offmap-add',
    schema: v.object({
      track,
      // 16.1.3, 8.4: a unit's CP, steps (at least one: 12.2) and whether it is motorized / of an armored corps.
      unit: v.object({ name, cp: counterValue, steps: intIn(1, 9), motorized: v.boolean(), armored: v.boolean(), oos: v.optional(v.boolean()) }),
    }),
    reduce(s, p) {
      const unit: OffMapUnit = { ...p.unit, oos: p.unit.oos ?? false, id: `u${s.nextId}` };
      return { ...mapUnits(s, p.track, (us) => [...us, unit]), nextId: s.nextId + 1 };
    },
    describe: (p) => j(`offmapAdd.${p.track}`, 'setup', [p.track === 'cir' ? '16.1' : '16.3.1'], { name: p.unit.name, cp: p.unit.cp, steps: p.unit.steps }),
  }),
  def({
    type: 'armir/offmap-remove',
    schema: v.object({ track, id }),
    allowed: (s, p) => (!unitsOf(s, p.track).some((u) => u.id === p.id) ? refuse('noOffmap', p.track === 'cir' ? '16.1' : '16.3.1') : null),
    reduce: (s, p) => (unitsOf(s, p.track).some((u) => u.id === p.id) ? mapUnits(s, p.track, (us) => us.filter((u) => u.id !== p.id)) : s),
    describe: (p, b) => j('offmapRemove', 'setup', [], { name: unitsOf(b, p.track).find((x) => x.id === p.id)?.name ?? '?' }),
  }),
  def({
    type: 'armir/offmap-step',
    /** A step lost (or given back) by an off-map unit, one at a time (Čir losses 16.1.2, TeM losses 16.3.2, attrition 16.3.3). */
    schema: v.object({ track, id, delta: v.picklist([-1, 1]) }),
    allowed: (s, p) => (!unitsOf(s, p.track).some((u) => u.id === p.id) ? refuse('noOffmap', p.track === 'cir' ? '16.1' : '16.3.1') : null),
    reduce(s, p) {
      if (!unitsOf(s, p.track).some((u) => u.id === p.id)) return s;
      // A unit reduced to 0 steps is eliminated (12.2).
      let n = mapUnits(s, p.track, (us) => us.map((u) => (u.id === p.id ? { ...u, steps: Math.min(9, u.steps + p.delta) } : u)).filter((u) => u.steps > 0));
      if (p.delta < 0) {
        if (p.track === 'cir') n = { ...n, cir: { ...n.cir, pendingLosses: Math.max(0, n.cir.pendingLosses + p.delta) } };
        else n = { ...n, tem: { ...n.tem, pendingLosses: Math.max(0, n.tem.pendingLosses + p.delta) } };
      }
      return n;
    },
    describe(p, b) {
      const u = unitsOf(b, p.track).find((x) => x.id === p.id);
      const left = (u?.steps ?? 0) + p.delta;
      return j(left <= 0 ? 'offmapEliminated' : p.delta < 0 ? 'offmapStepLost' : 'offmapStepGained', 'combat', ['12.2.1'], {
        name: u?.name ?? '?',
        steps: left,
      });
    },
  }),
  def({
    type: 'armir/corps',
    /** A corps' total steps (counter data, typed once) or one step lost / given back (17.1.1). */
    schema: v.union([v.object({ corps, total: v.nullable(intIn(1, 99)) }), v.object({ corps, lostDelta: v.picklist([-1, 1]) })]),
    reduce(s, p) {
      const c = s.corps[p.corps];
      const next = 'total' in p ? { ...c, total: p.total } : { ...c, lost: Math.max(0, c.lost + p.lostDelta) };
      return { ...s, corps: { ...s.corps, [p.corps]: next } };
    },
    describe(p, b) {
      if ('lostDelta' in p) {
        const c = b.corps[p.corps];
        return j(p.lostDelta > 0 ? 'corpsLoss' : 'corpsRegain', 'marker', ['17.1.1'], {
          corps: p.corps,
          lost: Math.max(0, c.lost + p.lostDelta),
          total: c.total ?? '?',
        });
      }
      return j('corpsTotal', 'setup', ['17.1.1'], { corps: p.corps, total: p.total ?? '?' });
    },
  }),
  def({
    type: 'armir/stronghold-lost',
    /** Soviet units occupied a stronghold of this corps' colour (5.5; CA/II arm 15.1). */
    schema: v.object({ corps }),
    reduce(s, p) {
      const c = s.corps[p.corps];
      let n = { ...s, corps: { ...s.corps, [p.corps]: { ...c, strongholdLost: true } } };
      // 15.1: a stronghold of the CA or the II Corps taken arms the XXIV Pz.Korps (next turn).
      if ((p.corps === 'CA' || p.corps === 'II') && n.xxiv.triggerTurn === null) n = { ...n, xxiv: { ...n.xxiv, triggerTurn: s.turn } };
      return n;
    },
    describe(p, b) {
      const trigger = (p.corps === 'CA' || p.corps === 'II') && b.xxiv.triggerTurn === null;
      return j(trigger ? 'strongholdLostXxiv' : 'strongholdLost', 'marker', trigger ? ['5.5', '15.1'] : ['5.5'], { corps: p.corps });
    },
  }),
  def({
    type: 'armir/armir-hq',
    schema: v.object({ eliminated: v.boolean() }),
    reduce: (s, p) => ({ ...s, armirHqEliminated: p.eliminated }),
    describe: (p) => j(p.eliminated ? 'armirHqEliminated' : 'armirHqRestored', 'marker', ['17.1.1']),
  }),
  def({
    type: 'armir/roster-add',
    schema: v.object({ entry: v.object(rosterFields) }),
    reduce(s, p) {
      const entry: RosterEntry = { ...p.entry, id: `r${s.nextId}` };
      return { ...s, roster: [...s.roster, entry], nextId: s.nextId + 1 };
    },
    describe: (p) => j('rosterAdd', 'marker', [], { name: p.entry.name, side: sideText(p.entry.side) }),
  }),
  def({
    type: 'armir/roster-edit',
    schema: v.object({ id, patch: plainObject(v.partial(v.object(rosterFields))) }),
    allowed: (s, p) => (!s.roster.some((r) => r.id === p.id) ? refuse('noEntry') : null),
    reduce(s, p) {
      if (!s.roster.some((r) => r.id === p.id)) return s;
      // Only the keys the patch sets: an absent key keeps the entry's value.
      const patch = Object.fromEntries(Object.entries(p.patch).filter(([, x]) => x !== undefined)) as Partial<RosterEntry>;
      const r = s.roster.find((x) => x.id === p.id) as RosterEntry;
      // A marker set as it already is changes nothing (and is refused at the door as such).
      if ((Object.keys(patch) as (keyof RosterEntry)[]).every((key) => r[key] === patch[key])) return s;
      return { ...s, roster: s.roster.map((r) => (r.id === p.id ? { ...r, ...patch } : r)) };
    },
    describe(p, b) {
      const r = b.roster.find((x) => x.id === p.id);
      const flags = (['oos', 'dsg', 'used'] as const).filter((f) => p.patch[f] !== undefined).map((f) => `${f.toUpperCase()} ${p.patch[f] ? '+' : '−'}`);
      if (p.patch.face) flags.push(p.patch.face === 'range' ? '⊕' : '➜');
      return j('rosterEdit', 'marker', p.patch.oos !== undefined ? ['8.3'] : p.patch.dsg !== undefined ? ['11.2'] : [], {
        name: p.patch.name ?? r?.name ?? '?',
        flags: flags.join(' ') || '✎',
      });
    },
  }),
  def({
    type: 'armir/roster-remove',
    schema: v.object({ id }),
    allowed: (s, p) => (!s.roster.some((r) => r.id === p.id) ? refuse('noEntry') : null),
    reduce: (s, p) => ({ ...s, roster: s.roster.filter((r) => r.id !== p.id) }),
    describe: (p, b) => j('rosterRemove', 'marker', [], { name: b.roster.find((x) => x.id === p.id)?.name ?? '?' }),
  }),
];
