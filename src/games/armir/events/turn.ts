/**
 * ARMIR's turn: the sequence of play (3, 18.4), the initiative (4), the turn's rolls (9.1,
 * 9.2.1, 16.3), the reinforcements (15, 17.1.3, 18.5), the reminders and the secret
 * objectives (17.1).
 */
import * as v from 'valibot';
import { nextPosition } from '@/engine';
import { noPayload } from '@/engine/events';
import { startPending } from '@/engine/start';
import { COMMITMENT, SALT, opens, seal } from '@/engine/sealed';
import { currentPhase, isCombatPhase, phaseDef, phaseIds, phasesOf, TURN1_FIRST_INDEX } from '../sequence';
import { settingBool } from '../settings';
import { ARMY_IDS, hqRangeNow, type ArmirState, type ObjectiveId } from '../state';
import { alreadyDone, army, armyName, def, die, done, face, first, id, j, mapArmy, name, onlyIn, onlyOnce, refuse, side, withPs } from './common';

/** The objectives chosen (17.1): each of the four at most once. */
const chosenSchema = v.pipe(
  v.array(v.picklist([1, 2, 3, 4])),
  v.maxLength(4),
  v.check((a) => new Set(a).size === a.length, 'each objective once'),
);

/** The objectives as sealed and revealed: in order, so the same choice gives the same commitment. */
function objectivesValue(chosen: readonly ObjectiveId[]): ObjectiveId[] {
  return [...chosen].sort();
}

/** Artillery points of each army reset to its HQ's range (10.2; A30): 0 while eliminated. */
function resetArtillery(s: ArmirState): ArmirState {
  const armies = { ...s.armies };
  for (const a of ARMY_IDS) {
    const x = armies[a];
    armies[a] = { ...x, points: x.hqEliminatedOnTurn !== null ? 0 : (hqRangeNow(x) ?? 0) };
  }
  return { ...s, armies };
}

function nextPhase(s: ArmirState): ArmirState {
  if (s.stage === 'over') return s;
  if (s.stage === 'setup') {
    // 18.4: turn 1 is an Axis-initiative turn starting at phase 7 of B1; the Soviet
    // artillery starts on the boxes printed on the markers' backs (18.3).
    const armies = { ...s.armies };
    for (const a of ARMY_IDS) armies[a] = { ...armies[a], points: armies[a].artilleryStart ?? 0 };
    return {
      ...s,
      stage: 'play',
      turn: 1,
      initiative: 'axis',
      initiativeByTurn: { 1: 'axis' },
      phaseIndex: TURN1_FIRST_INDEX,
      armies,
      phaseDone: [],
      turnDone: [],
    };
  }
  const leaving = currentPhase(s);
  let n: ArmirState = s;
  // 11.2.1: DSG markers are removed at the end of each combat phase.
  if (isCombatPhase(leaving)) n = { ...n, roster: n.roster.map((r) => (r.dsg ? { ...r, dsg: false } : r)) };
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

export const turnEvents = [
  def({
    type: 'core/next-phase',
    schema: noPayload,
    // 17.2: after the last turn (or the Soviet defeat, 17) there is no next phase.
    allowed: (s) => (s.stage === 'over' ? refuse('gameOver', '17.2') : null),
    reduce: (s) => nextPhase(s),
    describe(_p, b) {
      if (b.stage === 'setup') return j('startGame', 'phase', ['18.4']);
      const ids = phaseIds(b.initiative);
      const last = b.phaseIndex >= ids.length - 1;
      if (last && b.turn >= b.turns) return j('endGame', 'phase', ['17.2']);
      if (last) return j('nextTurn', 'phase', ['3'], { turn: b.turn + 1 });
      const next = phaseDef(ids[b.phaseIndex + 1]);
      const left = currentPhase(b);
      return j(left.endsWith('combat') ? 'nextPhaseDsg' : 'nextPhase', 'phase', left.endsWith('combat') ? ['11.2.1'] : [], { phase: next.label });
    },
  }),
  def({
    type: 'core/prev-phase',
    schema: noPayload,
    allowed(s) {
      if (s.stage === 'setup') return refuse('prevSetup', '18');
      if (s.stage === 'over') return s.defeat ? refuse('defeatFinal', '17') : null;
      // 3: an earlier turn is reached with Undo, which puts back everything that turn changed.
      if (s.turn > 1 && s.phaseIndex === 0) return refuse('prevTurn', '3');
      // A game started mid-game knows nothing of the phases before its start.
      if (s.stage === 'play' && s.start && s.turn === s.start.turn && s.phaseIndex <= s.start.phaseIndex) return refuse('beforeStart', '3');
      return null;
    },
    reduce: (s) => prevPhase(s),
    describe: () => j('prevPhase', 'phase'),
  }),
  def({
    type: 'armir/initiative',
    schema: v.object({ side }),
    allowed: (s) =>
      first(
        () => onlyIn(s, '4', 'initiative'),
        () => onlyOnce(s, 'initiative', '4'),
      ),
    reduce(s, p) {
      if (alreadyDone(s, 'initiative')) return s; // decided once in the initiative phase (4)
      let n: ArmirState = { ...s, initiative: p.side, initiativeByTurn: { ...s.initiativeByTurn, [s.turn]: p.side } };
      n = done(n, 'initiative');
      if (p.side === 'soviet' && s.initiative !== 'soviet') n = withPs(n, -1); // 4, 16.4.3
      return n;
    },
    describe: (p, b) =>
      p.side === 'soviet' ? j('initiativeSoviet', 'phase', ['4', '16.4.3'], { from: b.ps, to: Math.max(0, b.ps - 1) }) : j('initiativeAxis', 'phase', ['4']),
  }),
  def({
    type: 'armir/hq-face',
    schema: v.object({ army, face }),
    reduce: (s, p) => mapArmy(s, p.army, (a) => ({ ...a, hqFace: p.face })),
    describe: (p, b) => j('hqFace', 'marker', ['5.3', '5.3.3'], { army: armyName(b, p.army), face: { key: `armir.face.${p.face}` } }),
  }),
  def({
    type: 'armir/air-roll',
    schema: v.object({ die }),
    allowed: (s) =>
      first(
        () => onlyIn(s, '9.1', 'initiative'),
        () => onlyOnce(s, 'air-roll', '9.1'),
      ),
    reduce(s, p) {
      if (alreadyDone(s, 'air-roll')) return s;
      // 9.1: 1-3 Axis air unit (bombardment value 4), 4-6 Soviet air unit (3).
      const airUnit = p.die <= 3 ? { owner: 'axis' as const, value: 4, used: false } : { owner: 'soviet' as const, value: 3, used: false };
      return done({ ...s, airUnit }, 'air-roll');
    },
    describe: (p) => j(p.die <= 3 ? 'airAxis' : 'airSoviet', 'roll', ['9.1'], { die: p.die }),
  }),
  def({
    type: 'armir/cai-roll',
    schema: v.object({ die }),
    // 9.2.1: a CAI on its U side rolls to come back, once a turn, in the initiative phase.
    allowed: (s) =>
      first(
        () => onlyIn(s, '9.2.1', 'initiative'),
        () => (s.cai !== 'used' ? refuse(s.cai === 'lost' ? 'caiLost' : 'caiNotUsed', '9.2.1') : null),
        () => onlyOnce(s, 'cai-roll', '9.2.1', true),
      ),
    reduce(s, p) {
      if (alreadyDone(s, 'cai-roll', true)) return s;
      // 9.2.1: on 5 or 6 the CAI is available again.
      const cai = s.cai === 'used' && p.die >= 5 ? 'available' : s.cai;
      return done({ ...s, cai }, 'cai-roll', true);
    },
    describe: (p) => j(p.die >= 5 ? 'caiOk' : 'caiNo', 'roll', ['9.2.1'], { die: p.die }),
  }),
  def({
    type: 'armir/tem-garrison-roll',
    schema: v.object({ die }),
    // 16.3: in the Axis reinforcement phase, once a turn, while the airports hold.
    allowed: (s) =>
      first(
        () => onlyIn(s, '16.3', 'axis-reinforcements'),
        () => (s.tem.capturedOnTurn !== null ? refuse('airportsTaken', '16.3.2') : null),
        () => onlyOnce(s, 'tem-garrison', '16.3', true),
      ),
    reduce(s, p) {
      if (alreadyDone(s, 'tem-garrison', true)) return s;
      // 16.3: a die lower than the current turn adds one to the garrison.
      const garrison = p.die < s.turn ? s.tem.garrison + 1 : s.tem.garrison;
      return done({ ...s, tem: { ...s.tem, garrison } }, 'tem-garrison', true);
    },
    describe: (p, b) => j(p.die < b.turn ? 'temPlus' : 'temSame', 'roll', ['16.3'], { die: p.die, g: p.die < b.turn ? b.tem.garrison + 1 : b.tem.garrison }),
  }),
  def({
    type: 'armir/ack',
    schema: v.object({ id }),
    reduce: (s, p) => done(s, p.id),
    describe: (p) => j(p.id === 'reinforcements' ? 'ackReinforcements' : 'ack', 'phase', p.id === 'reinforcements' ? ['18.5'] : []),
  }),
  def({
    type: 'armir/gebirgs',
    schema: v.object({
      action: v.picklist(['arrive', 'gain', 'skip', 'eliminated']),
      /** On arrival, the steps the card announced (1, or 2 with the gebirgsStepOnArrival reading), for the journal; absent in older logs. */
      steps: v.optional(v.picklist([1, 2])),
    }),
    // 15.2: the division's arrival and its steps come in the Axis reinforcement phase, once a turn.
    allowed: (s) =>
      first(
        () => onlyIn(s, '15.2', 'axis-reinforcements'),
        () => onlyOnce(s, 'gebirgs', '15.2', true),
      ),
    reduce(s, p, ctx) {
      if (alreadyDone(s, 'gebirgs', true)) return s;
      // 15.2: arrives at Millerovo on turn 2 with one step, +1 each reinforcement phase not OOS, up to 4.
      const g = s.gebirgs;
      let steps = g.steps;
      if (p.action === 'arrive') steps = p.steps ?? (settingBool(ctx, 'gebirgsStepOnArrival') ? 2 : 1);
      if (p.action === 'gain') steps = Math.min(4, g.steps + 1);
      return done({ ...s, gebirgs: { steps: p.action === 'eliminated' ? 0 : steps, eliminated: p.action === 'eliminated' || g.eliminated } }, 'gebirgs', true);
    },
    // The steps after the event: on arrival the ones the card announced (the division had none before).
    describe: (p, b) =>
      j(`gebirgs.${p.action}`, 'setup', ['15.2'], {
        steps: p.action === 'arrive' ? (p.steps ?? '?') : p.action === 'gain' ? Math.min(4, b.gebirgs.steps + 1) : b.gebirgs.steps,
      }),
  }),
  def({
    type: 'armir/german-replacement',
    schema: v.object({ unit: name }),
    allowed: (s) =>
      first(
        () => onlyIn(s, '15.3', 'axis-reinforcements'),
        () => onlyOnce(s, 'german-replacement', '15.3.1', true),
      ),
    // 15.3, 15.3.1, 16.4.4: once per turn; the Soviet gains 1 PS.
    reduce: (s) => (alreadyDone(s, 'german-replacement', true) ? s : withPs(done(s, 'german-replacement', true), +1)),
    describe: (p, b) => j('replacement', 'track', ['15.3', '16.4.4'], { unit: p.unit, from: b.ps, to: b.ps + 1 }),
  }),
  def({
    type: 'armir/xxiv-enter',
    schema: v.object({ julia: v.boolean() }),
    // 15.1: the XXIV Pz.Korps HQ enters once.
    allowed: (s) => (s.xxiv.hqEntered ? refuse('xxivIn', '15.1') : null),
    reduce: (s, p) => done({ ...s, xxiv: { ...s.xxiv, hqEntered: true, juliaAssigned: p.julia } }, 'xxiv'),
    describe: (p) => j(p.julia ? 'xxivJulia' : 'xxiv', 'setup', p.julia ? ['15.1', '15.1.3'] : ['15.1']),
  }),
  def({
    type: 'armir/hq-eliminated',
    schema: v.object({ army }),
    allowed: (s, p) => (s.armies[p.army].hqEliminatedOnTurn !== null ? refuse('hqOff', '17.1.3', { army: armyName(s, p.army) }) : null),
    reduce(s, p) {
      // 17.1.3: the Axis gains 1 VP; the HQ returns in the next reinforcement phase. An HQ off the map cannot be eliminated again.
      if (s.armies[p.army].hqEliminatedOnTurn !== null) return s;
      const n = mapArmy(s, p.army, (a) => ({ ...a, hqEliminatedOnTurn: s.turn, points: 0 }));
      return { ...n, axisVp: s.axisVp + 1 };
    },
    describe: (p, b) => j('hqEliminated', 'victory', ['17.1.3'], { army: armyName(b, p.army), vp: b.axisVp + 1 }),
  }),
  def({
    type: 'armir/hq-return',
    schema: v.object({ army }),
    allowed: (s, p) => (s.armies[p.army].hqEliminatedOnTurn === null ? refuse('hqOn', '17.1.3', { army: armyName(s, p.army) }) : null),
    reduce: (s, p) =>
      s.armies[p.army].hqEliminatedOnTurn === null
        ? s
        : done(
            mapArmy(s, p.army, (a) => ({ ...a, hqEliminatedOnTurn: null, hqOos: false })),
            `hq-return-${p.army}`,
          ),
    describe: (p, b) => j('hqReturn', 'setup', ['17.1.3'], { army: armyName(b, p.army) }),
  }),
  def({
    type: 'armir/objectives-seal',
    // 17.1: the Soviet player's secret choice among the four objectives, each at most once.
    // 17.1: chosen at the start of the game, before turn 1.
    // After a mid-game start they are among the things to complete.
    // On two phones the choice stays on the Soviet's phone: the log holds its commitment only.
    allowed: (s) => (s.stage !== 'setup' && !startPending(s.start).includes('objectives') ? refuse('objectivesSetup', '17.1') : null),
    schema: v.union([v.object({ chosen: chosenSchema }), v.object({ sealed: v.pipe(v.string(), v.regex(COMMITMENT)) })]),
    reduce: (s, p) => ({
      ...s,
      objectives: 'chosen' in p ? { chosen: [...p.chosen].sort(), revealed: false } : { chosen: null, revealed: false, sealed: p.sealed },
    }),
    describe: () => j('objectivesSealed', 'setup', ['17.1']),
    secret: {
      owner: () => 'soviet',
      seal: (p, salt) => {
        if (!('chosen' in p)) return null;
        const commitment = seal(objectivesValue(p.chosen), salt);
        return { payload: { sealed: commitment }, commitment };
      },
    },
  }),
  def({
    type: 'armir/objectives-reveal',
    // On two phones the reveal carries the choice and its salt, checked against the commitment.
    schema: v.union([noPayload, v.object({ chosen: chosenSchema, salt: v.pipe(v.string(), v.regex(SALT)) })]),
    // 17.2: the objectives are revealed at the end of the game.
    allowed: (s, p) => {
      if (s.stage !== 'over') return refuse('revealAtEnd', '17.2');
      const sealed = s.objectives.sealed;
      if (!sealed) return null;
      // 17.2: what is revealed must be what the Soviet sealed at the start (17.1).
      return p && 'chosen' in p && opens(sealed, objectivesValue(p.chosen), p.salt) ? null : refuse('revealMismatch', '17.2');
    },
    reduce: (s, p) => ({
      ...s,
      objectives: { ...s.objectives, revealed: true, ...(s.objectives.sealed && p && 'chosen' in p ? { chosen: objectivesValue(p.chosen) } : {}) },
    }),
    describe: (p, b) =>
      j('objectivesRevealed', 'victory', ['17.2'], {
        list: ((b.objectives.sealed && p && 'chosen' in p ? objectivesValue(p.chosen) : b.objectives.chosen) ?? []).join(', ') || '—',
      }),
    secret: {
      owner: () => 'soviet',
      reveal: {
        commitment: (s) => s.objectives.sealed ?? null,
        open: (p, kept, salt) => {
          const k = v.safeParse(v.object({ chosen: chosenSchema }), kept);
          return k.success ? { chosen: objectivesValue(k.output.chosen), salt } : p;
        },
      },
    },
  }),
];
