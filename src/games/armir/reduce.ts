/**
 * The one pure reducer of ARMIR. Never mutates: every branch returns a new state built
 * from copies. Rules applied here are the automatic bookkeeping the rulebook states.
 */
import { nextPosition } from '@/engine';
import type { GameEvent, RulesContext } from '@/engine/types';
import type { ArmirPayloads } from './events';
import { currentPhase, isCombatPhase, phasesOf, TURN1_FIRST_INDEX } from './sequence';
import { settingBool, settingNum } from './settings';
import {
  ARMY_IDS,
  CORPS_IDS,
  hqRangeNow,
  type ArmirState,
  type ArmyId,
  type OffMapUnit,
  type SovietArmy,
} from './state';

type P<K extends keyof ArmirPayloads> = ArmirPayloads[K];

function done(s: ArmirState, id: string, perTurn = false): ArmirState {
  return perTurn
    ? { ...s, phaseDone: [...s.phaseDone, id], turnDone: [...s.turnDone, id] }
    : { ...s, phaseDone: [...s.phaseDone, id] };
}

/** PS change; 0 is the immediate Soviet defeat (17; A61). */
export function withPs(s: ArmirState, delta: number): ArmirState {
  const ps = Math.max(0, s.ps + delta);
  if (ps === 0 && !s.defeat) return { ...s, ps, defeat: { turn: s.turn, reason: 'ps' }, stage: 'over' };
  return { ...s, ps };
}

/** PA change; PA floors at 0 (A14). */
export function withPa(s: ArmirState, delta: number): ArmirState {
  return { ...s, pa: Math.max(0, s.pa + delta) };
}

function mapArmy(s: ArmirState, id: ArmyId, f: (a: SovietArmy) => SovietArmy): ArmirState {
  return { ...s, armies: { ...s.armies, [id]: f(s.armies[id]) } };
}

function mapUnits(s: ArmirState, track: 'cir' | 'tem', f: (u: OffMapUnit[]) => OffMapUnit[]): ArmirState {
  return track === 'cir' ? { ...s, cir: { ...s.cir, units: f(s.cir.units) } } : { ...s, tem: { ...s.tem, units: f(s.tem.units) } };
}

/** Artillery points of each army reset to its HQ's range (10.2; A30): 0 while eliminated. */
function resetArtillery(s: ArmirState): ArmirState {
  const armies = { ...s.armies };
  for (const id of ARMY_IDS) {
    const a = armies[id];
    armies[id] = { ...a, points: a.hqEliminatedOnTurn !== null ? 0 : hqRangeNow(a) ?? 0 };
  }
  return { ...s, armies };
}

function nextPhase(s: ArmirState): ArmirState {
  if (s.stage === 'over') return s;
  if (s.stage === 'setup') {
    // 18.4: turn 1 is an Axis-initiative turn starting at phase 7 of B1; the Soviet
    // artillery starts on the boxes printed on the markers' backs (18.3).
    const armies = { ...s.armies };
    for (const id of ARMY_IDS) armies[id] = { ...armies[id], points: armies[id].artilleryStart ?? 0 };
    return { ...s, stage: 'play', turn: 1, initiative: 'axis', initiativeByTurn: { 1: 'axis' }, phaseIndex: TURN1_FIRST_INDEX, armies, phaseDone: [], turnDone: [] };
  }
  const leaving = currentPhase(s);
  let n: ArmirState = s;
  if (isCombatPhase(leaving)) {
    // 11.2.1: DSG markers are removed at the end of each combat phase.
    n = { ...n, roster: n.roster.map((r) => (r.dsg ? { ...r, dsg: false } : r)) };
  }
  if (leaving === 'initiative') n = resetArtillery(n); // 10.2, after the flips (A28, A30)
  const pos = nextPosition(phasesOf(n.initiative), n.phaseIndex);
  if (!pos.wrapped) return { ...n, phaseIndex: pos.index, phaseDone: [] };
  if (n.turn >= n.turns) return { ...n, stage: 'over', phaseDone: [] }; // 17.2: end of the game
  const turn = n.turn + 1;
  return {
    ...n,
    turn,
    phaseIndex: 0,
    initiative: 'axis', // 4: the Axis normally has the initiative
    initiativeByTurn: { ...n.initiativeByTurn, [turn]: 'axis' },
    airUnit: null, // A34: the air unit lives only in its turn
    airSupply: { german: 0, italian: 0 },
    roster: n.roster.map((r) => (r.airSupplied || r.used ? { ...r, airSupplied: false, used: false } : r)),
    phaseDone: [],
    turnDone: [],
  };
}

function prevPhase(s: ArmirState): ArmirState {
  if (s.stage === 'over') return s.defeat ? s : { ...s, stage: 'play', phaseDone: [] };
  if (s.stage === 'setup') return s;
  const first = s.turn === 1 ? TURN1_FIRST_INDEX : 0;
  if (s.phaseIndex > first) return { ...s, phaseIndex: s.phaseIndex - 1, phaseDone: [] };
  if (s.turn === 1) return { ...s, stage: 'setup', phaseIndex: 0, phaseDone: [] };
  return s; // earlier turns: use undo
}

function cirRoll(s: ArmirState, p: P<'armir/cir-roll'>, ctx: RulesContext | undefined): ArmirState {
  const boxes = settingNum(ctx, 'cirBoxes');
  const box = p.advance ? Math.min(boxes, s.cir.box + 1) : s.cir.box;
  const reached = box >= boxes && s.cir.reachedOnTurn === null ? s.turn : s.cir.reachedOnTurn;
  return done({ ...s, cir: { ...s.cir, box, reachedOnTurn: reached, pendingLosses: s.cir.pendingLosses + p.losses } }, 'cir-roll');
}

export function reduce(state: ArmirState, event: GameEvent, ctx?: RulesContext): ArmirState {
  const s = state;
  switch (event.type) {
    case 'core/next-phase':
      return nextPhase(s);
    case 'core/prev-phase':
      return prevPhase(s);
    case 'core/roll':
    case 'core/note':
      return s;
    case 'armir/army': {
      const p = event.payload as P<'armir/army'>;
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
    }
    case 'armir/offmap-add': {
      const p = event.payload as P<'armir/offmap-add'>;
      const unit: OffMapUnit = { ...p.unit, oos: p.unit.oos ?? false, id: `u${s.nextId}` };
      return { ...mapUnits(s, p.track, (us) => [...us, unit]), nextId: s.nextId + 1 };
    }
    case 'armir/offmap-remove': {
      const p = event.payload as P<'armir/offmap-remove'>;
      return mapUnits(s, p.track, (us) => us.filter((u) => u.id !== p.id));
    }
    case 'armir/offmap-step': {
      const p = event.payload as P<'armir/offmap-step'>;
      // A unit reduced to 0 steps is eliminated (12.2).
      let n = mapUnits(s, p.track, (us) =>
        us.map((u) => (u.id === p.id ? { ...u, steps: u.steps + p.delta } : u)).filter((u) => u.steps > 0),
      );
      if (p.delta < 0) {
        if (p.track === 'cir') n = { ...n, cir: { ...n.cir, pendingLosses: Math.max(0, n.cir.pendingLosses + p.delta) } };
        else n = { ...n, tem: { ...n.tem, pendingLosses: Math.max(0, n.tem.pendingLosses + p.delta) } };
      }
      return n;
    }
    case 'armir/location-add': {
      const p = event.payload as P<'armir/location-add'>;
      return { ...s, locations: [...s.locations, { id: `l${s.nextId}`, name: p.name, value: p.value, controller: p.controller }], nextId: s.nextId + 1 };
    }
    case 'armir/location-edit': {
      const p = event.payload as P<'armir/location-edit'>;
      return {
        ...s,
        locations: s.locations.map((l) => (l.id === p.id ? { ...l, name: p.name ?? l.name, value: p.value !== undefined ? p.value : l.value } : l)),
      };
    }
    case 'armir/location-remove': {
      const p = event.payload as P<'armir/location-remove'>;
      return { ...s, locations: s.locations.filter((l) => l.id !== p.id) };
    }
    case 'armir/control': {
      // 16.4.1: the Soviet gains the place's PS the moment he takes control, and loses them when the Axis retakes it.
      const p = event.payload as P<'armir/control'>;
      const loc = s.locations.find((l) => l.id === p.id);
      if (!loc || loc.controller === p.controller) return s;
      const n = { ...s, locations: s.locations.map((l) => (l.id === p.id ? { ...l, controller: p.controller } : l)) };
      const v = loc.value ?? 0;
      return withPs(n, p.controller === 'soviet' ? v : -v);
    }
    case 'armir/corps': {
      const p = event.payload as P<'armir/corps'>;
      const c = s.corps[p.corps];
      return {
        ...s,
        corps: {
          ...s.corps,
          [p.corps]: { ...c, total: p.total !== undefined ? p.total : c.total, lost: Math.max(0, c.lost + (p.lostDelta ?? 0)) },
        },
      };
    }
    case 'armir/stronghold-lost': {
      const p = event.payload as P<'armir/stronghold-lost'>;
      const c = s.corps[p.corps];
      let n: ArmirState = { ...s, corps: { ...s.corps, [p.corps]: { ...c, strongholdLost: true } } };
      // 15.1: a stronghold of the CA or the II Corps taken arms the XXIV Pz.Korps (next turn).
      if ((p.corps === 'CA' || p.corps === 'II') && n.xxiv.triggerTurn === null) n = { ...n, xxiv: { ...n.xxiv, triggerTurn: s.turn } };
      return n;
    }
    case 'armir/armir-hq':
      return { ...s, armirHqEliminated: (event.payload as P<'armir/armir-hq'>).eliminated };
    case 'armir/objectives-seal': {
      const p = event.payload as P<'armir/objectives-seal'>;
      return { ...s, objectives: { chosen: [...p.chosen].sort(), revealed: false } };
    }
    case 'armir/objectives-reveal':
      return { ...s, objectives: { ...s.objectives, revealed: true } };
    case 'armir/initiative': {
      const p = event.payload as P<'armir/initiative'>;
      let n: ArmirState = { ...s, initiative: p.side, initiativeByTurn: { ...s.initiativeByTurn, [s.turn]: p.side } };
      n = done(n, 'initiative');
      if (p.side === 'soviet' && s.initiative !== 'soviet') n = withPs(n, -1); // 4, 16.4.3
      return n;
    }
    case 'armir/hq-face': {
      const p = event.payload as P<'armir/hq-face'>;
      return mapArmy(s, p.army, (a) => ({ ...a, hqFace: p.face }));
    }
    case 'armir/air-roll': {
      // 9.1: 1-3 Axis air unit (bombardment value 4), 4-6 Soviet air unit (3).
      const p = event.payload as P<'armir/air-roll'>;
      const airUnit = p.die <= 3 ? { owner: 'axis' as const, value: 4, used: false } : { owner: 'soviet' as const, value: 3, used: false };
      return done({ ...s, airUnit }, 'air-roll');
    }
    case 'armir/cai-roll': {
      // 9.2.1: on 5 or 6 the CAI is available again.
      const p = event.payload as P<'armir/cai-roll'>;
      const cai = s.cai === 'used' && p.die >= 5 ? 'available' : s.cai;
      return done({ ...s, cai }, 'cai-roll', true);
    }
    case 'armir/tem-garrison-roll': {
      // 16.3: a die lower than the current turn adds one to the garrison.
      const p = event.payload as P<'armir/tem-garrison-roll'>;
      const garrison = p.die < s.turn ? s.tem.garrison + 1 : s.tem.garrison;
      return done({ ...s, tem: { ...s.tem, garrison } }, 'tem-garrison', true);
    }
    case 'armir/ps': {
      const p = event.payload as P<'armir/ps'>;
      const n = withPs(s, p.delta);
      return p.reason === 'airports' ? done(n, 'airports-ps', true) : n;
    }
    case 'armir/pa': {
      const p = event.payload as P<'armir/pa'>;
      const n = withPa(s, p.delta);
      return p.reason === 'motorized' ? done(n, `motorized-pa`) : n;
    }
    case 'armir/gebirgs': {
      // 15.2: arrives at Millerovo on turn 2 with one step, +1 each reinforcement phase not OOS, up to 4.
      const p = event.payload as P<'armir/gebirgs'>;
      const g = s.gebirgs;
      let steps = g.steps;
      if (p.action === 'arrive') steps = settingBool(ctx, 'gebirgsStepOnArrival') ? 2 : 1;
      if (p.action === 'gain') steps = Math.min(4, g.steps + 1);
      return done({ ...s, gebirgs: { steps: p.action === 'eliminated' ? 0 : steps, eliminated: p.action === 'eliminated' || g.eliminated } }, 'gebirgs', true);
    }
    case 'armir/german-replacement':
      // 15.3, 15.3.1, 16.4.4: once per turn; the Soviet gains 1 PS.
      return withPs(done(s, 'german-replacement', true), +1);
    case 'armir/ack': {
      const p = event.payload as P<'armir/ack'>;
      return done(s, p.id);
    }
    case 'armir/xxiv-enter': {
      const p = event.payload as P<'armir/xxiv-enter'>;
      return done({ ...s, xxiv: { ...s.xxiv, hqEntered: true, juliaAssigned: p.julia } }, 'xxiv');
    }
    case 'armir/hq-eliminated': {
      // 17.1.3: the Axis gains 1 VP; the HQ returns in the next reinforcement phase.
      const p = event.payload as P<'armir/hq-eliminated'>;
      const n = mapArmy(s, p.army, (a) => ({ ...a, hqEliminatedOnTurn: s.turn, points: 0 }));
      return { ...n, axisVp: s.axisVp + 1 };
    }
    case 'armir/hq-return': {
      const p = event.payload as P<'armir/hq-return'>;
      return done(mapArmy(s, p.army, (a) => ({ ...a, hqEliminatedOnTurn: null, hqOos: false })), `hq-return-${p.army}`);
    }
    case 'armir/cir-roll':
      return cirRoll(s, event.payload as P<'armir/cir-roll'>, ctx);
    case 'armir/tem-combat': {
      // 16.3.2: each defender step lowers the garrison by one; at 0 the airports are captured.
      const p = event.payload as P<'armir/tem-combat'>;
      const garrison = Math.max(0, s.tem.garrison - p.defenderLoss);
      const capturedOnTurn = garrison === 0 && s.tem.capturedOnTurn === null ? s.turn : s.tem.capturedOnTurn;
      return done({ ...s, tem: { ...s.tem, garrison, capturedOnTurn, pendingLosses: s.tem.pendingLosses + p.attackerLoss } }, 'tem-combat');
    }
    case 'armir/tem-supply': {
      // 16.3.3 + 8.4/8.4.1: the box is OOS; its armored-corps units stay in supply while the box's roll succeeds.
      const p = event.payload as P<'armir/tem-supply'>;
      const failed = s.tem.supplyFailed || (p.die !== null && !p.armoredInSupply);
      const units = s.tem.units.map((u) => ({ ...u, oos: u.armored ? failed || u.oos : true }));
      return done({ ...s, tem: { ...s.tem, units, supplyFailed: failed } }, 'tem-supply');
    }
    case 'armir/armored-supply': {
      // 8.4: die + turn < 7: no OOS marker.
      const p = event.payload as P<'armir/armored-supply'>;
      const n = { ...s, roster: s.roster.map((r) => (r.id === p.entry ? { ...r, oos: !p.inSupply } : r)) };
      return done(n, `armored-${p.entry ?? p.label}`);
    }
    case 'armir/air-supply': {
      // 9.2: two German hexes, plus one Italian hex with the CAI, which turns to its U side (9.2.1).
      const p = event.payload as P<'armir/air-supply'>;
      const roster = s.roster.map((r) => (r.id === p.entry ? { ...r, oos: false, airSupplied: true } : r));
      const airSupply = p.kind === 'german' ? { ...s.airSupply, german: s.airSupply.german + 1 } : { ...s.airSupply, italian: s.airSupply.italian + 1 };
      return { ...s, roster, airSupply, cai: p.kind === 'italian' ? 'used' : s.cai };
    }
    case 'armir/attrition': {
      const p = event.payload as P<'armir/attrition'>;
      return done({ ...s, tem: { ...s.tem, pendingLosses: s.tem.pendingLosses + p.tem } }, 'attrition');
    }
    case 'armir/kantemirovka': {
      // 16.2.1, 9.2.1, 8.1.1: the Depot is removed, PA −1d6, the CAI is lost for good.
      if (!s.depotPresent) return s;
      const p = event.payload as P<'armir/kantemirovka'>;
      return withPa({ ...s, depotPresent: false, cai: 'lost' }, -p.die);
    }
    case 'armir/combat': {
      const p = event.payload as P<'armir/combat'>;
      let n = withPa(s, -p.paSpent); // 10.1.4: each Italian artillery use costs 1 PA
      if (p.corpsLosses) {
        // 17.1.1 objective 3: the steps lost count against their corps.
        const corps = { ...n.corps };
        for (const c of CORPS_IDS) {
          const lost = p.corpsLosses[c];
          if (lost && lost > 0) corps[c] = { ...corps[c], lost: corps[c].lost + lost };
        }
        n = { ...n, corps };
      }
      return n;
    }
    case 'armir/bombard': {
      const p = event.payload as P<'armir/bombard'>;
      let n = withPa(s, -p.paSpent);
      if (p.source === 'soviet-artillery' && p.army) n = mapArmy(n, p.army, (a) => ({ ...a, points: Math.max(0, a.points - p.points) })); // 10.2.1
      if (p.source === 'air' && n.airUnit) n = { ...n, airUnit: { ...n.airUnit, used: true } }; // 9.1.1
      if (p.result !== '-') {
        // 11.1.3, 11.2: a DSG marker on the bombarded hex, removed at the end of the combat phase (11.2.1).
        if (p.targetEntry && n.roster.some((r) => r.id === p.targetEntry)) {
          n = { ...n, roster: n.roster.map((r) => (r.id === p.targetEntry ? { ...r, dsg: true } : r)) };
        } else {
          const side = p.side === 'axis' ? 'soviet' : 'axis';
          n = {
            ...n,
            roster: [...n.roster, { id: `r${n.nextId}`, name: p.target, side, kind: 'hex', oos: false, dsg: true, used: false }],
            nextId: n.nextId + 1,
          };
        }
      }
      return n;
    }
    case 'armir/roster-add': {
      const p = event.payload as P<'armir/roster-add'>;
      return { ...s, roster: [...s.roster, { ...p.entry, id: `r${s.nextId}` }], nextId: s.nextId + 1 };
    }
    case 'armir/roster-edit': {
      const p = event.payload as P<'armir/roster-edit'>;
      return { ...s, roster: s.roster.map((r) => (r.id === p.id ? { ...r, ...p.patch } : r)) };
    }
    case 'armir/roster-remove': {
      const p = event.payload as P<'armir/roster-remove'>;
      return { ...s, roster: s.roster.filter((r) => r.id !== p.id) };
    }
    default:
      return s;
  }
}
