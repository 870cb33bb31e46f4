/**
 * The cards of each phase: every roll or decision the rules call for at that moment, with
 * its effect applied as events and journaled. `required` cards block the phase's end.
 */
import { acknowledgement, blocked, d6Question, decision, intField, rollCard, step, t, waitingFor } from '@/engine';
import type { Derivation, Evaluation, FieldDef, FieldValue, GameEvent, Outcome, ProcedureDef, RollQuestion, RulesContext, Text } from '@/engine/types';
import { evaluateBombard, type BombardInput } from './bombard';
import { attackerNow, emptyUnit, evaluateCombat, evaluateTemCombat, type CombatInput } from './combat';
import { ev } from './events';
import { currentPhase, type PhaseId } from './sequence';
import { setting, settingBool, settingNum } from './settings';
import { ARMY_IDS, type ArmirState, type ArmyId, type HqFace, type Side } from './state';
import { armyLabel } from './tracks';

/** The one d6 of a card: its label, rule and odds. */
const roll = (key: string, rule: string, classify: (die: number) => { id: string; label: Text; tone?: Outcome['tone'] }): RollQuestion =>
  d6Question('roll', t(key), rule, classify);

/** A card rolling one d6: odds from the question, effect from `apply`. */
function d6Card(errors: Text[], derivation: Derivation, q: RollQuestion, apply: (die: number) => { derivation: Derivation; events: GameEvent[] }): Evaluation {
  return rollCard(errors, derivation, q, (faces) => apply(faces[0]));
}

/** A reminder card: the map-side rules of this phase, acknowledged once. */
function reminder(s: ArmirState, id: string, rule: string, items: { key: string; rule: string; params?: Text['params'] }[]): ProcedureDef {
  return acknowledgement(
    {
      id,
      title: t(id === 'complements' ? 'armir.proc.complements.title' : 'armir.proc.reminders.title'),
      rule,
      body: t('armir.proc.reminder.body'),
      done: s.phaseDone.includes(id) ? t('armir.proc.reminder.done') : undefined,
      applyLabel: t('armir.proc.reminder.apply'),
    },
    items.map((i) => step(i.key, i.params, i.rule)),
    ev('armir/ack', { id }),
  );
}

const bool = (v: FieldValue | undefined) => v === true || v === 'true';

// ---------------------------------------------------------------------------
// Set-up (18)
// ---------------------------------------------------------------------------

function setupCards(s: ArmirState): ProcedureDef[] {
  const out: ProcedureDef[] = [];
  const missing = ARMY_IDS.filter((id) => s.armies[id].artilleryStart === null);
  out.push({
    id: 'setup-artillery',
    title: t('armir.proc.setupArtillery.title'),
    rule: '18.3',
    body: t('armir.proc.setupArtillery.body'),
    required: true,
    done: missing.length === 0 ? t('armir.proc.setupArtillery.done', { values: ARMY_IDS.map((id) => s.armies[id].artilleryStart).join(' / ') }) : undefined,
    evaluate: () => decision(missing.length ? [t('armir.proc.setupArtillery.missing', { n: missing.length })] : [], [], () => []),
  });
  const named = s.locations.filter((l) => l.named);
  const namedSum = named.reduce((n, l) => n + (l.value ?? 0), 0);
  const untyped = s.locations.filter((l) => l.value === null).length;
  out.push({
    id: 'setup-stars',
    title: t('armir.proc.setupStars.title'),
    rule: '16.4.1',
    body: t('armir.proc.setupStars.body'),
    done: untyped === 0 && namedSum === 4 ? t('armir.proc.setupStars.done', { n: s.locations.length }) : undefined,
    evaluate: () =>
      decision(
        [],
        [
          step('armir.proc.setupStars.named', { sum: namedSum }, '18.3', namedSum === 4 ? 'info' : 'warning'),
          ...(untyped ? [step('armir.proc.setupStars.untyped', { n: untyped }, '16.4.1', 'warning')] : []),
        ],
        () => [],
      ),
  });
  out.push({
    id: 'setup-objectives',
    title: t('armir.proc.setupObjectives.title'),
    rule: '17.1',
    body: t('armir.proc.setupObjectives.body'),
    required: true,
    done: s.objectives.chosen || s.objectives.sealed ? t('armir.proc.setupObjectives.done') : undefined,
    evaluate: () => decision(s.objectives.chosen || s.objectives.sealed ? [] : [t('armir.proc.setupObjectives.missing')], [], () => []),
  });
  out.push({
    id: 'setup-markers',
    title: t('armir.proc.setupMarkers.title'),
    rule: '18.3',
    body: t('armir.proc.setupMarkers.body'),
    done: s.phaseDone.includes('setup-markers') ? t('armir.proc.reminder.done') : undefined,
    evaluate: () =>
      decision(
        [],
        [
          step('armir.proc.setupMarkers.pa', { pa: s.pa }, '18.3'),
          step('armir.proc.setupMarkers.ps', { ps: s.ps }, '18.3'),
          step('armir.proc.setupMarkers.cir', { units: s.cir.units.length }, '16.1'),
          step('armir.proc.setupMarkers.tem', { g: s.tem.garrison }, '18.3'),
          step('armir.proc.setupMarkers.depot', undefined, '18.1.3'),
          step('armir.proc.setupMarkers.turn1', undefined, '18.4'),
        ],
        () => [ev('armir/ack', { id: 'setup-markers' })],
      ),
  });
  return out;
}

// ---------------------------------------------------------------------------
// A. Initiative (4, 5.3, 9.1, 9.2.1, 10.2)
// ---------------------------------------------------------------------------

function initiativeCards(s: ArmirState): ProcedureDef[] {
  const out: ProcedureDef[] = [];
  const decided = s.phaseDone.includes('initiative');
  out.push({
    id: 'initiative',
    title: t('armir.proc.initiative.title'),
    rule: '4',
    body: t('armir.proc.initiative.body'),
    required: true,
    done: decided ? t(`armir.proc.initiative.done.${s.initiative}`) : undefined,
    fields: [
      {
        id: 'side',
        label: t('armir.proc.initiative.field'),
        kind: 'select',
        default: 'axis',
        options: [
          { value: 'axis', label: t('armir.proc.initiative.axis') },
          { value: 'soviet', label: t('armir.proc.initiative.soviet') },
        ],
      },
    ],
    evaluate(values) {
      const side: Side = values.side === 'soviet' ? 'soviet' : 'axis';
      const d: Derivation = [];
      if (side === 'soviet') {
        d.push(step('armir.proc.initiative.cost', { from: s.ps, to: Math.max(0, s.ps - 1) }, '16.4.3'));
        d.push(step('armir.proc.initiative.b2', undefined, '3'));
        d.push(step('armir.proc.initiative.flip', undefined, '5.3.3'));
        if (s.ps <= 1) d.push(step('armir.proc.initiative.defeatWarn', undefined, '17', 'warning'));
      } else d.push(step('armir.proc.initiative.b1', undefined, '3'));
      return decision(decided ? [t('armir.proc.alreadyDone')] : [], d, () => [ev('armir/initiative', { side })]);
    },
  });
  out.push({
    id: 'hq-face',
    title: t('armir.proc.hqFace.title'),
    rule: '5.3.3',
    body: t('armir.proc.hqFace.body'),
    fields: [
      {
        id: 'army',
        label: t('armir.proc.field.army'),
        kind: 'select',
        default: 'army1',
        options: ARMY_IDS.map((id) => ({ value: id, label: armyLabel(s, id) })),
      },
      {
        id: 'face',
        label: t('armir.proc.hqFace.field'),
        kind: 'select',
        default: 'range',
        options: [
          { value: 'range', label: t('armir.face.range') },
          { value: 'move', label: t('armir.face.move') },
        ],
      },
    ],
    evaluate(values) {
      const army = (ARMY_IDS as string[]).includes(String(values.army)) ? (values.army as ArmyId) : 'army1';
      const face: HqFace = values.face === 'move' ? 'move' : 'range';
      const a = s.armies[army];
      const errors: Text[] = [];
      if (s.initiative !== 'soviet') errors.push(t('armir.proc.hqFace.noInitiative')); // 5.3.3
      const range = a.hqRange[face];
      return decision(errors, [step('armir.proc.hqFace.effect', { range: range ?? '?' }, '10.2')], () => [ev('armir/hq-face', { army, face })]);
    },
  });
  if (s.turn >= 2) {
    const rolled = s.phaseDone.includes('air-roll');
    out.push({
      id: 'air-roll',
      title: t('armir.proc.air.title'),
      rule: '9.1',
      body: t('armir.proc.air.body'),
      required: true,
      done: rolled && s.airUnit ? t(`armir.proc.air.done.${s.airUnit.owner}`) : undefined,
      evaluate: () =>
        d6Card(
          rolled ? [t('armir.proc.alreadyDone')] : [],
          [step('armir.proc.air.rule', undefined, '9.1')],
          roll('armir.proc.air.roll', '9.1', (v) =>
            v <= 3 ? { id: 'axis', label: t('armir.proc.air.axis'), tone: 'neutral' } : { id: 'soviet', label: t('armir.proc.air.soviet'), tone: 'neutral' },
          ),
          (die) => ({
            derivation: [
              step(die <= 3 ? 'armir.proc.air.axisResult' : 'armir.proc.air.sovietResult', { die }, '9.1', 'result'),
              step('armir.proc.air.once', undefined, '9.1.1'),
            ],
            events: [ev('armir/air-roll', { die })],
          }),
        ),
    });
  }
  if (s.cai === 'used') {
    const rolled = s.turnDone.includes('cai-roll');
    out.push({
      id: 'cai-roll',
      title: t('armir.proc.cai.title'),
      rule: '9.2.1',
      body: t('armir.proc.cai.body'),
      required: true,
      done: rolled ? t('armir.proc.cai.doneFail') : undefined,
      evaluate: () =>
        d6Card(
          rolled ? [t('armir.proc.alreadyDone')] : [],
          [step('armir.proc.cai.rule', undefined, '9.2.1')],
          roll('armir.proc.cai.roll', '9.2.1', (v) =>
            v >= 5 ? { id: 'ok', label: t('armir.proc.cai.ok'), tone: 'good' } : { id: 'no', label: t('armir.proc.cai.no'), tone: 'bad' },
          ),
          (die) => ({
            derivation: [step(die >= 5 ? 'armir.proc.cai.okResult' : 'armir.proc.cai.noResult', { die }, '9.2.1', 'result')],
            events: [ev('armir/cai-roll', { die })],
          }),
        ),
    });
  }
  out.push({
    id: 'artillery-reset',
    title: t('armir.proc.artilleryReset.title'),
    rule: '10.2',
    body: t('armir.proc.artilleryReset.body'),
    evaluate: () =>
      decision(
        [t('armir.proc.artilleryReset.auto')],
        ARMY_IDS.map((id) => {
          const a = s.armies[id];
          const r = a.hqRange[a.hqFace];
          return step('armir.proc.artilleryReset.army', { army: armyLabel(s, id), points: a.hqEliminatedOnTurn !== null ? 0 : (r ?? '?') }, '10.2');
        }),
        () => [],
      ),
  });
  return out;
}

// ---------------------------------------------------------------------------
// Axis reinforcements (15, 16.3, 16.4.2, 17.1.3, 18.5)
// ---------------------------------------------------------------------------

function airportsCard(s: ArmirState): ProcedureDef {
  const done = s.turnDone.includes('airports-ps');
  return {
    id: 'airports-ps',
    title: t('armir.proc.airports.title'),
    rule: '16.4.2',
    body: t('armir.proc.airports.body'),
    required: true,
    done: done ? t('armir.proc.airports.done') : undefined,
    evaluate: () =>
      decision(
        done ? [t('armir.proc.alreadyDone')] : [],
        [
          step('armir.proc.airports.loss', { from: s.ps, to: Math.max(0, s.ps - 1) }, '16.4.2', 'result'),
          ...(s.ps <= 1 ? [step('armir.proc.initiative.defeatWarn', undefined, '17', 'warning')] : []),
        ],
        () => [ev('armir/ps', { delta: -1, reason: 'airports' })],
      ),
  };
}

function reinforcementCards(s: ArmirState, ctx: RulesContext): ProcedureDef[] {
  const out: ProcedureDef[] = [];
  const captured = s.tem.capturedOnTurn !== null;
  if (!captured || settingBool(ctx, 'temRollAfterCapture')) {
    const done = s.turnDone.includes('tem-garrison');
    out.push({
      id: 'tem-garrison',
      title: t('armir.proc.temGarrison.title'),
      rule: '16.3',
      body: t('armir.proc.temGarrison.body', { turn: s.turn }),
      required: true,
      done: done ? t('armir.proc.temGarrison.done', { g: s.tem.garrison }) : undefined,
      evaluate: () =>
        d6Card(
          done ? [t('armir.proc.alreadyDone')] : [],
          [step('armir.proc.temGarrison.rule', { turn: s.turn, p: `${s.turn - 1}/6` }, '16.3')],
          roll('armir.proc.temGarrison.roll', '16.3', (v) =>
            v < s.turn
              ? { id: 'plus', label: t('armir.proc.temGarrison.plus'), tone: 'neutral' }
              : { id: 'same', label: t('armir.proc.temGarrison.same'), tone: 'neutral' },
          ),
          (die) => ({
            derivation: [
              step(
                die < s.turn ? 'armir.proc.temGarrison.plusResult' : 'armir.proc.temGarrison.sameResult',
                { die, turn: s.turn, g: die < s.turn ? s.tem.garrison + 1 : s.tem.garrison },
                '16.3',
                'result',
              ),
            ],
            events: [ev('armir/tem-garrison-roll', { die })],
          }),
        ),
    });
  }
  if (!captured) out.push(airportsCard(s));

  const schedule: Record<number, string> = { 2: 'turn2', 3: 'turn3', 4: 'turn4' };
  if (schedule[s.turn]) {
    const done = s.phaseDone.includes('reinforcements');
    out.push({
      id: 'reinforcements',
      title: t('armir.proc.reinforcements.title'),
      rule: '18.5',
      body: t(`armir.proc.reinforcements.${schedule[s.turn]}`),
      done: done ? t('armir.proc.reinforcements.done') : undefined,
      evaluate: () => decision([], [step('armir.proc.reinforcements.entry', undefined, '18.5')], () => [ev('armir/ack', { id: 'reinforcements' })]),
    });
  }

  // 15.2: the 3 Gebirgs-Division.
  const g = s.gebirgs;
  const gDone = s.turnDone.includes('gebirgs');
  // 15.2: it arrives on turn 2; if that card was passed by, it is still offered later (late).
  if (s.turn >= 2 && g.steps === 0 && !g.eliminated && !gDone) {
    const late = s.turn > 2;
    const arriving: 1 | 2 = settingBool(ctx, 'gebirgsStepOnArrival') ? 2 : 1;
    out.push({
      id: 'gebirgs',
      title: t('armir.proc.gebirgs.title'),
      rule: '15.2',
      body: t('armir.proc.gebirgs.arriveBody'),
      required: true,
      evaluate: () =>
        decision(
          [],
          [
            ...(late ? [step('armir.proc.gebirgs.late', { turn: s.turn }, '15.2', 'warning')] : []),
            step('armir.proc.gebirgs.arrive', { steps: arriving }, '15.2', 'result'),
            step('armir.proc.gebirgs.locked', undefined, '15.2'),
          ],
          () => [ev('armir/gebirgs', { action: 'arrive', steps: arriving })],
        ),
    });
  } else if (s.turn >= 3 && g.steps >= 1 && g.steps < 4 && !g.eliminated) {
    out.push({
      id: 'gebirgs',
      title: t('armir.proc.gebirgs.title'),
      rule: '15.2',
      body: t('armir.proc.gebirgs.gainBody', { steps: g.steps }),
      required: true,
      done: gDone ? t('armir.proc.gebirgs.done', { steps: g.steps }) : undefined,
      fields: [
        {
          id: 'status',
          label: t('armir.proc.gebirgs.field'),
          kind: 'select',
          default: 'gain',
          options: [
            { value: 'gain', label: t('armir.proc.gebirgs.inSupply') },
            { value: 'skip', label: t('armir.proc.gebirgs.oos') },
            { value: 'eliminated', label: t('armir.proc.gebirgs.eliminated') },
          ],
        },
      ],
      evaluate(values) {
        const action = values.status === 'skip' ? 'skip' : values.status === 'eliminated' ? 'eliminated' : 'gain';
        const to = action === 'gain' ? Math.min(4, g.steps + 1) : action === 'skip' ? g.steps : 0;
        const d: Derivation = [step(`armir.proc.gebirgs.${action}Result`, { from: g.steps, to }, '15.2', 'result')];
        if (to >= 4) d.push(step('armir.proc.gebirgs.free', undefined, '15.2'));
        return decision(gDone ? [t('armir.proc.alreadyDone')] : [], d, () => [ev('armir/gebirgs', { action })]);
      },
    });
  }

  // 15.1: the XXIV Pz.Korps HQ, the turn after its trigger.
  if (s.xxiv.triggerTurn !== null && s.turn > s.xxiv.triggerTurn && !s.xxiv.hqEntered) {
    out.push({
      id: 'xxiv',
      title: t('armir.proc.xxiv.title'),
      rule: '15.1',
      body: t('armir.proc.xxiv.body', { turn: s.xxiv.triggerTurn }),
      required: true,
      fields: [{ id: 'julia', label: t('armir.proc.xxiv.julia'), kind: 'bool', default: false, rule: '15.1.3' }],
      evaluate: (values) =>
        decision(
          [],
          [
            step('armir.proc.xxiv.enter', undefined, '15.1'),
            step('armir.proc.xxiv.limits', undefined, '15.1.1'),
            ...(bool(values.julia) ? [step('armir.proc.xxiv.juliaSwap', undefined, '15.1.3')] : []),
          ],
          () => [ev('armir/xxiv-enter', { julia: bool(values.julia) })],
        ),
    });
  }

  // 17.1.3: eliminated Soviet HQs return.
  for (const id of ARMY_IDS) {
    const a = s.armies[id];
    if (a.hqEliminatedOnTurn !== null && a.hqEliminatedOnTurn < s.turn) {
      out.push({
        id: `hq-return-${id}`,
        title: t('armir.proc.hqReturn.title', { army: armyLabel(s, id) }),
        rule: '17.1.3',
        body: t('armir.proc.hqReturn.body'),
        required: true,
        evaluate: () => decision([], [step('armir.proc.hqReturn.effect', undefined, '17.1.3')], () => [ev('armir/hq-return', { army: id })]),
      });
    }
  }

  // 15.3: the German replacement, once per turn, +1 PS (15.3.1, 16.4.4).
  const used = s.turnDone.includes('german-replacement');
  out.push({
    id: 'german-replacement',
    title: t('armir.proc.replacement.title'),
    rule: '15.3',
    body: t('armir.proc.replacement.body'),
    done: used ? t('armir.proc.replacement.done') : undefined,
    fields: [{ id: 'unit', label: t('armir.proc.replacement.unit'), kind: 'text', default: '' }],
    evaluate(values) {
      const unit = String(values.unit ?? '').trim();
      const errors: Text[] = [];
      if (used) errors.push(t('armir.proc.replacement.once'));
      if (!unit) errors.push(t('armir.proc.replacement.noUnit'));
      return decision(
        errors,
        [
          step('armir.proc.replacement.supply', undefined, '15.3'),
          step('armir.proc.replacement.eliminated', undefined, '15.3.2'),
          step('armir.proc.replacement.ps', { from: s.ps, to: s.ps + 1 }, '16.4.4', 'result'),
        ],
        () => [ev('armir/german-replacement', { unit })],
      );
    },
  });
  out.push(reminder(s, 'complements', '15.4', [{ key: 'armir.remind.complements', rule: '15.4' }]));
  return out;
}

// ---------------------------------------------------------------------------
// Movement, bombardment and combat phases
// ---------------------------------------------------------------------------

/** Phases in which Soviet units may enter Kantemirovka: their moves, and advances or retreats after combat (A63, A65). */
const KANTEMIROVKA_PHASES: readonly PhaseId[] = ['soviet-movement', 'soviet-motorized', 'axis-combat', 'soviet-combat'];

/**
 * 16.2.1: the first time Soviet units enter Kantemirovka the Depot goes and the PA lose 1d6.
 * Before it, a card to say they entered (or mark the place Soviet on the map's list); once
 * they have, the roll is due at once and required, in whatever phase it came, until rolled.
 */
function kantemirovkaCard(s: ArmirState): ProcedureDef {
  if (!s.depotDue) {
    return {
      id: 'kantemirovka',
      title: t('armir.proc.kantemirovka.title'),
      rule: '16.2.1',
      body: t('armir.proc.kantemirovka.body'),
      applyLabel: t('armir.proc.kantemirovka.entered'),
      evaluate: () => decision([], [step('armir.proc.kantemirovka.when', undefined, '16.2.1')], () => [ev('armir/kantemirovka-entered', undefined)]),
    };
  }
  return {
    id: 'kantemirovka',
    title: t('armir.proc.kantemirovka.title'),
    rule: '16.2.1',
    body: t('armir.proc.kantemirovka.dueBody'),
    required: true,
    evaluate: () =>
      d6Card(
        [],
        [
          step('armir.proc.kantemirovka.depot', undefined, '16.2.1'),
          step('armir.proc.kantemirovka.cai', undefined, '9.2.1'),
          step('armir.proc.kantemirovka.supply', undefined, '8.1.1'),
        ],
        roll('armir.proc.kantemirovka.roll', '16.2.1', (v) => ({
          id: `pa-${Math.min(v, s.pa)}`,
          label: t('armir.proc.kantemirovka.outcome', { n: Math.min(v, s.pa), pa: Math.max(0, s.pa - v) }),
          tone: 'bad',
        })),
        (die) => ({
          derivation: [step('armir.proc.kantemirovka.result', { die, from: s.pa, to: Math.max(0, s.pa - die) }, '16.2.1', 'result')],
          events: [ev('armir/kantemirovka', { die })],
        }),
      ),
  };
}

function movementReminders(s: ArmirState, phase: PhaseId): ProcedureDef[] {
  const out: ProcedureDef[] = [];
  const items: { key: string; rule: string; params?: Text['params'] }[] = [];
  const axis = phase.startsWith('axis');
  if (s.turn === 1 && phase === 'axis-motorized') {
    items.push({ key: 'armir.remind.turn1One', rule: '18.4' });
    items.push({ key: 'armir.remind.weather', rule: '18.4.1' });
  }
  if (phase === 'axis-movement') items.push({ key: 'armir.remind.axisFaces', rule: '5.3' });
  if (phase.endsWith('motorized')) items.push({ key: 'armir.remind.motorizedOnly', rule: '5.2' });
  if (axis) {
    items.push({ key: 'armir.remind.paMotor', rule: '5.4', params: { pa: s.pa } });
    if (s.turn <= 2 && phase === 'axis-movement') items.push({ key: 'armir.remind.frontLock', rule: '5.5' });
    items.push({ key: 'armir.remind.alpine', rule: '5.5.1' });
    if (s.gebirgs.steps > 0 && s.gebirgs.steps < 4 && !s.gebirgs.eliminated)
      items.push({ key: 'armir.remind.gebirgs', rule: '15.2', params: { steps: s.gebirgs.steps } });
    if (s.xxiv.hqEntered) items.push({ key: 'armir.remind.xxiv', rule: '15.1.1' });
    items.push({ key: 'armir.remind.don', rule: '14.2.1' });
    items.push({ key: 'armir.remind.bokovskayaAxis', rule: '16.1.4' });
  } else {
    if (s.cir.reachedOnTurn !== null && s.cir.units.length > 0 && phase === 'soviet-movement')
      items.push({ key: 'armir.remind.bokovskayaEnter', rule: '16.1.4' });
    items.push({ key: 'armir.remind.railAB', rule: '5.1.2' });
    items.push({ key: 'armir.remind.armies', rule: '6.3' });
    items.push({ key: 'armir.remind.temExit', rule: '16.3.1' });
    items.push({ key: 'armir.remind.control', rule: '16.4.1' });
  }
  items.push({ key: 'armir.remind.zoc', rule: '7.1' });
  items.push({ key: 'armir.remind.overrun', rule: '13' });
  items.push({ key: 'armir.remind.stacking', rule: '6' });
  out.push(reminder(s, `remind-${phase}`, '5', items));
  return out;
}

function bombardmentReminders(s: ArmirState): ProcedureDef {
  return reminder(s, `remind-bombardment`, '11', [
    { key: 'armir.remind.bombOrder', rule: '11', params: { side: { key: `armir.side.${s.initiative}` } } },
    { key: 'armir.remind.bombOnce', rule: '11' },
    { key: 'armir.remind.airOnce', rule: '9.1.1' },
    { key: 'armir.remind.sovietHqRange', rule: '10.2.1' },
  ]);
}

function combatReminders(s: ArmirState, phase: PhaseId): ProcedureDef {
  const items = [
    { key: 'armir.remind.combatAdjacent', rule: '12' },
    { key: 'armir.remind.support', rule: '10.1.2' },
    { key: 'armir.remind.dsgEnd', rule: '11.2.1' },
    { key: 'armir.remind.stacking', rule: '6' },
  ];
  if (phase === 'axis-combat') items.unshift({ key: 'armir.remind.germanTracked', rule: '12.1.1' });
  if (phase === 'soviet-combat') items.unshift({ key: 'armir.remind.sovietArmies', rule: '12' });
  return reminder(s, `remind-${phase}`, '12', items);
}

/** The Čir roll (16.1.1-16.1.3). */
export function cirModifier(s: ArmirState, ctx: RulesContext): { cpPrime: number; mod: number } {
  const cpPrime = s.cir.units.reduce((n, u) => n + (u.motorized ? 2 * u.cp : u.cp), 0);
  const mod = setting(ctx, 'cirTwenty') === 'ceil' ? Math.ceil(cpPrime / 20) : Math.floor(cpPrime / 20);
  return { cpPrime, mod };
}

export function cirLosses(total: number): number {
  return total >= 7 ? 2 : total >= 3 ? 1 : 0; // 16.1.2
}

function cirCard(s: ArmirState, ctx: RulesContext): ProcedureDef {
  const done = s.phaseDone.includes('cir-roll');
  const { cpPrime, mod } = cirModifier(s, ctx);
  const onModified = settingBool(ctx, 'cirAdvanceModified');
  const boxes = settingNum(ctx, 'cirBoxes');
  const advances = (die: number) => (onModified ? die + mod : die) >= 3;
  return {
    id: 'cir-roll',
    title: t('armir.proc.cir.title'),
    rule: '16.1.1',
    body: t('armir.proc.cir.body'),
    required: true,
    done: done ? t('armir.proc.cir.done', { box: s.cir.box, boxes }) : undefined,
    evaluate() {
      const d: Derivation = [
        step('armir.proc.cir.units', { parts: s.cir.units.map((u) => (u.motorized ? `${u.cp}×2` : String(u.cp))).join(' + ') || '0', cp: cpPrime }, '16.1.3'),
        step('armir.proc.cir.mod', { cp: cpPrime, mod }, '16.1.3'),
        step(onModified ? 'armir.proc.cir.advanceModified' : 'armir.proc.cir.advanceRaw', undefined, '16.1.1'),
        step('armir.proc.cir.lossTable', undefined, '16.1.2'),
      ];
      const classify = (die: number) => {
        const adv = advances(die);
        const losses = cirLosses(die + mod);
        return {
          id: `${adv ? 'adv' : 'stay'}-${losses}`,
          label: t(adv ? 'armir.proc.cir.outAdvance' : 'armir.proc.cir.outStay', { losses }),
          tone: (adv ? 'good' : 'bad') as Outcome['tone'],
        };
      };
      return d6Card(done ? [t('armir.proc.alreadyDone')] : [], d, roll('armir.proc.cir.roll', '16.1.1', classify), (die) => {
        const adv = advances(die);
        const total = die + mod;
        const losses = cirLosses(total);
        const box = adv ? Math.min(boxes, s.cir.box + 1) : s.cir.box;
        const out: Derivation = [step('armir.proc.cir.rolled', { die, mod, total }, '16.1.3')];
        out.push(step(adv ? 'armir.proc.cir.advanced' : 'armir.proc.cir.stayed', { box, boxes }, '16.1.1', 'result'));
        out.push(step('armir.proc.cir.losses', { losses }, '16.1.2', 'result'));
        if (losses) out.push(step('armir.combat.allocation', undefined, '12.2.1'));
        if (box >= boxes && s.cir.reachedOnTurn === null) out.push(step('armir.proc.cir.bokovskaya', { turn: s.turn }, '17.1.1'));
        return { derivation: out, events: [ev('armir/cir-roll', { die, mod, total, advance: adv, losses })] };
      });
    },
  };
}

function temCombatCard(s: ArmirState, ctx: RulesContext): ProcedureDef {
  const done = s.phaseDone.includes('tem-combat');
  return {
    id: 'tem-combat',
    title: t('armir.proc.temCombat.title'),
    rule: '16.3.1',
    body: t('armir.proc.temCombat.body'),
    required: true,
    done: done ? t('armir.proc.temCombat.done', { g: s.tem.garrison }) : undefined,
    evaluate(): Evaluation {
      const e = evaluateTemCombat(s, ctx);
      return done ? blocked([t('armir.proc.alreadyDone'), ...e.errors], e.derivation) : e;
    },
  };
}

// ---------------------------------------------------------------------------
// C. Supply and attrition (8, 8.4, 9.2, 8.6, 16.3.3)
// ---------------------------------------------------------------------------

/** 8.4: die + turn < 7 keeps the armored corps in supply. */
export function armoredInSupply(die: number, turn: number): boolean {
  return die + turn < 7;
}

function supplyCards(s: ArmirState): ProcedureDef[] {
  const out: ProcedureDef[] = [];
  out.push(
    reminder(s, 'remind-supply', '8', [
      { key: 'armir.remind.supplyTrace', rule: '8' },
      { key: 'armir.remind.supplyHq', rule: '8.1' },
      ...(s.depotPresent ? [{ key: 'armir.remind.depot', rule: '8.1.1' }] : []),
      { key: 'armir.remind.supplyZoc', rule: '8.2' },
      { key: 'armir.remind.supplyArmir', rule: '8.5' },
      { key: 'armir.remind.supplyOrder', rule: '8.4.1' },
    ]),
  );
  if (s.tem.units.length > 0) {
    const done = s.phaseDone.includes('tem-supply');
    const armored = s.tem.units.some((u) => u.armored) && !s.tem.supplyFailed;
    out.push({
      id: 'tem-supply',
      title: t('armir.proc.temSupply.title'),
      rule: '16.3.3',
      body: t('armir.proc.temSupply.body'),
      required: true,
      done: done ? t('armir.proc.temSupply.done') : undefined,
      evaluate(): Evaluation {
        const errors = done ? [t('armir.proc.alreadyDone')] : [];
        const d: Derivation = [step('armir.proc.temSupply.oos', undefined, '16.3.3')];
        if (!armored) {
          if (s.tem.supplyFailed) d.push(step('armir.proc.temSupply.failedBefore', undefined, '8.4.1'));
          return decision(errors, d, () => [ev('armir/tem-supply', { die: null, armoredInSupply: false })]);
        }
        d.push(step('armir.proc.armored.rule', { turn: s.turn, max: 6 - s.turn }, '8.4'));
        return d6Card(
          errors,
          d,
          roll('armir.proc.armored.roll', '8.4', (v) =>
            armoredInSupply(v, s.turn)
              ? { id: 'in', label: t('armir.proc.armored.in'), tone: 'good' }
              : { id: 'out', label: t('armir.proc.armored.out'), tone: 'bad' },
          ),
          (die) => ({
            derivation: [
              step(
                armoredInSupply(die, s.turn) ? 'armir.proc.armored.inResult' : 'armir.proc.armored.outResult',
                { die, turn: s.turn, total: die + s.turn },
                '8.4',
                'result',
              ),
            ],
            events: [ev('armir/tem-supply', { die, armoredInSupply: armoredInSupply(die, s.turn) })],
          }),
        );
      },
    });
  }
  // 8.4: Soviet armored corps hexes cut off (one roll per hex).
  const armoredEntries = s.roster.filter((r) => r.side === 'soviet' && r.armored && !r.oos);
  out.push({
    id: 'armored-supply',
    title: t('armir.proc.armored.title'),
    rule: '8.4',
    body: t('armir.proc.armored.body'),
    fields: [
      {
        id: 'entry',
        label: t('armir.proc.armored.entry'),
        kind: 'select',
        default: armoredEntries[0]?.id ?? '',
        options: [
          ...armoredEntries.map((r) => ({ value: r.id, label: t('armir.plain', { text: r.name }) })),
          { value: '', label: t('armir.proc.armored.other') },
        ],
      },
      { id: 'label', label: t('armir.proc.armored.label'), kind: 'text', default: '' },
    ],
    evaluate(values) {
      const entry = String(values.entry ?? '');
      const typed = String(values.label ?? '').trim();
      // A typed hex already on the roster is that entry (its marker lands there).
      const r =
        s.roster.find((x) => x.id === entry) ?? (entry === '' && typed ? s.roster.find((x) => x.name.trim().toLowerCase() === typed.toLowerCase()) : undefined);
      const label = r ? r.name : typed;
      const errors: Text[] = [];
      if (!label) errors.push(t('armir.proc.armored.noLabel'));
      if (r && s.phaseDone.includes(`armored-${r.id}`)) errors.push(t('armir.proc.alreadyDone'));
      return d6Card(
        errors,
        [step('armir.proc.armored.rule', { turn: s.turn, max: Math.max(0, 6 - s.turn) }, '8.4'), step('armir.proc.armored.once', undefined, '8.4.1')],
        roll('armir.proc.armored.roll', '8.4', (v) =>
          armoredInSupply(v, s.turn)
            ? { id: 'in', label: t('armir.proc.armored.in'), tone: 'good' }
            : { id: 'out', label: t('armir.proc.armored.out'), tone: 'bad' },
        ),
        (die) => {
          const inSupply = armoredInSupply(die, s.turn);
          const derivation = [
            step(inSupply ? 'armir.proc.armored.inResult' : 'armir.proc.armored.outResult', { die, turn: s.turn, total: die + s.turn }, '8.4', 'result'),
          ];
          if (r || inSupply) return { derivation, events: [ev('armir/armored-supply', { entry: r ? r.id : null, label, die, inSupply })] };
          // A typed hex that fails: its OOS marker must reach the 8.6 attrition, which reads
          // the roster; so the hex enters the roster (the reducer numbers it r<nextId>) and the
          // roll marks it OOS there.
          derivation.push(step('armir.proc.armored.typedOos', { label }, '8.6', 'result'));
          return {
            derivation,
            events: [
              ev('armir/roster-add', { entry: { name: label, side: 'soviet', kind: 'hex', oos: false, dsg: false, used: false, armored: true } }),
              ev('armir/armored-supply', { entry: `r${s.nextId}`, label, die, inSupply }),
            ],
          };
        },
      );
    },
  });
  // 9.2: Axis air supply.
  const axisOos = s.roster.filter((r) => r.side === 'axis' && r.oos);
  out.push({
    id: 'air-supply',
    title: t('armir.proc.airSupply.title'),
    rule: '9.2',
    body: t('armir.proc.airSupply.body', { german: 2 - s.airSupply.german, italian: s.cai === 'available' ? 1 - s.airSupply.italian : 0 }),
    fields: [
      {
        id: 'entry',
        label: t('armir.proc.airSupply.entry'),
        kind: 'select',
        default: axisOos[0]?.id ?? '',
        options: axisOos.map((r) => ({ value: r.id, label: t('armir.plain', { text: r.name }) })),
      },
      {
        id: 'kind',
        label: t('armir.proc.airSupply.kind'),
        kind: 'select',
        default: 'german',
        options: [
          { value: 'german', label: t('armir.proc.airSupply.german') },
          { value: 'italian', label: t('armir.proc.airSupply.italian') },
        ],
      },
    ],
    evaluate(values) {
      const r = s.roster.find((x) => x.id === values.entry && x.side === 'axis' && x.oos);
      const kind = values.kind === 'italian' ? 'italian' : 'german';
      const errors: Text[] = [];
      if (!r) errors.push(t('armir.proc.airSupply.noEntry'));
      if (kind === 'german' && s.airSupply.german >= 2) errors.push(t('armir.proc.airSupply.germanDone'));
      if (kind === 'italian' && s.cai !== 'available') errors.push(t(`armir.proc.airSupply.cai.${s.cai}`));
      if (kind === 'italian' && s.airSupply.italian >= 1) errors.push(t('armir.proc.airSupply.italianDone'));
      // 9.2: a German air supply needs a German unit in the hex, the CAI an Italian one. The
      // roster says so when the players ticked it; an untagged hex is left to their word.
      const has = kind === 'german' ? r?.german : r?.italian;
      const tagged = r ? r.german === true || r.italian === true : false;
      if (r && tagged && !has) errors.push(t(`armir.proc.airSupply.no.${kind}`, { name: r.name }));
      const d: Derivation = [step(kind === 'german' ? 'armir.proc.airSupply.germanRule' : 'armir.proc.airSupply.italianRule', undefined, '9.2')];
      if (kind === 'italian') d.push(step('armir.proc.airSupply.caiU', undefined, '9.2.1'));
      if (r && !tagged) d.push(step(`armir.proc.airSupply.check.${kind}`, { name: r.name }, '9.2', 'warning'));
      if (r) d.push(step('armir.proc.airSupply.effect', { name: r.name }, '9.2'));
      return decision(errors, d, () => (r ? [ev('armir/air-supply', { entry: r.id, kind })] : []));
    },
  });
  return out;
}

/** The OOS hexes of each side at attrition (8.6): roster entries with an OOS marker; the TeM box is one stack (16.3.3). */
export function attritionCounts(s: ArmirState): { axis: number; soviet: number; tem: number } {
  const oos = s.roster.filter((r) => r.oos && !r.airSupplied);
  return {
    axis: oos.filter((r) => r.side === 'axis').length,
    soviet: oos.filter((r) => r.side === 'soviet').length,
    tem: s.tem.units.some((u) => u.oos) ? 1 : 0,
  };
}

function attritionCard(s: ArmirState): ProcedureDef {
  const done = s.phaseDone.includes('attrition');
  const c = attritionCounts(s);
  const names = (side: Side) =>
    s.roster
      .filter((r) => r.oos && !r.airSupplied && r.side === side)
      .map((r) => r.name)
      .join(', ') || '—';
  return {
    id: 'attrition',
    title: t('armir.proc.attrition.title'),
    rule: '8.6',
    body: t('armir.proc.attrition.body'),
    required: true,
    done: done ? t('armir.proc.attrition.done', { axis: c.axis, soviet: c.soviet + c.tem }) : undefined,
    evaluate: () =>
      decision(
        done ? [t('armir.proc.alreadyDone')] : [],
        [
          step('armir.proc.attrition.axis', { n: c.axis, names: names('axis') }, '8.6', 'result'),
          step('armir.proc.attrition.soviet', { n: c.soviet, names: names('soviet') }, '8.6', 'result'),
          ...(c.tem ? [step('armir.proc.attrition.tem', undefined, '16.3.3', 'result')] : []),
          step('armir.proc.attrition.choice', undefined, '8.6'),
        ],
        () => [ev('armir/attrition', c)],
      ),
  };
}

export function procedures(s: ArmirState, ctx: RulesContext): ProcedureDef[] {
  if (s.stage === 'setup') return setupCards(s);
  if (s.stage === 'over') return [];
  const phase = currentPhase(s);
  const out: ProcedureDef[] = [];
  switch (phase) {
    case 'initiative':
      out.push(...initiativeCards(s));
      break;
    case 'axis-reinforcements':
      out.push(...reinforcementCards(s, ctx));
      break;
    case 'axis-movement':
    case 'axis-motorized':
    case 'soviet-movement':
    case 'soviet-motorized':
      if (s.turn === 1 && phase === 'axis-motorized' && settingBool(ctx, 'airportsPsTurn1') && s.tem.capturedOnTurn === null) out.push(airportsCard(s));
      out.push(...movementReminders(s, phase));
      break;
    case 'bombardment-1':
    case 'bombardment-2':
      out.push(bombardmentReminders(s));
      break;
    case 'axis-combat':
    case 'soviet-combat':
      out.push(combatReminders(s, phase));
      if (phase === 'soviet-combat') {
        if (s.cir.units.length > 0 && s.cir.reachedOnTurn === null) out.push(cirCard(s, ctx));
        if (s.tem.units.length > 0 && s.tem.capturedOnTurn === null) out.push(temCombatCard(s, ctx));
      }
      break;
    case 'supply':
      out.push(...supplyCards(s));
      break;
    case 'attrition':
      out.push(attritionCard(s));
      break;
    default:
      break;
  }
  // 16.2.1: once Soviet units are in Kantemirovka the Depot roll is due in whatever phase it is.
  if (s.depotPresent && (s.depotDue || KANTEMIROVKA_PHASES.includes(phase))) out.push(kantemirovkaCard(s));
  return out;
}

// ---------------------------------------------------------------------------
// Calculators available at any time (simple forms; the panels offer stacks per hex).
// ---------------------------------------------------------------------------

/** The fields of `ids` not filled in validly, each as "waiting for …" (nothing is computed from them). */
function waiting(fields: FieldDef[], values: Record<string, FieldValue>, ids: string[]): Text[] {
  return fields.filter((f) => ids.includes(f.id) && intField(values[f.id], f) === null).map((f) => waitingFor(f.label));
}

function quickCombat(s: ArmirState): ProcedureDef {
  const fields: FieldDef[] = [
    {
      id: 'attacker',
      label: t('armir.calc.combat.attacker'),
      kind: 'select',
      // The side whose phase it is attacks (12): no warning as the first line.
      default: attackerNow(s),
      options: [
        { value: 'soviet', label: t('armir.side.soviet') },
        { value: 'axis', label: t('armir.side.axis') },
      ],
    },
    { id: 'attack', label: t('armir.calc.combat.attack'), kind: 'int', min: 0, default: null, rule: '12.1' },
    { id: 'defence', label: t('armir.calc.combat.defence'), kind: 'int', min: 0, default: null, rule: '12.1' },
    { id: 'river', label: t('armir.calc.combat.river'), kind: 'bool', default: false, rule: '14.2' },
    { id: 'strongholdAll', label: t('armir.calc.combat.strongholdAll'), kind: 'bool', default: false, rule: '14.3' },
    { id: 'city', label: t('armir.calc.combat.city'), kind: 'bool', default: false, rule: '14.4' },
    { id: 'germanTracked', label: t('armir.calc.combat.germanTracked'), kind: 'bool', default: false, rule: '12.1.1' },
    { id: 'sovietTracked', label: t('armir.calc.combat.sovietTracked'), kind: 'bool', default: false, rule: '12.3.2' },
    { id: 'heavy', label: t('armir.calc.combat.heavy'), kind: 'bool', default: false, rule: '12.3.2' },
  ];
  return {
    id: 'quick-combat',
    title: t('armir.calc.combat.title'),
    rule: '12.1',
    body: t('armir.calc.combat.body'),
    fields,
    evaluate(values, ctx) {
      const attacker: Side = values.attacker === 'axis' ? 'axis' : 'soviet';
      const missing = waiting(fields, values, ['attack', 'defence']);
      const A = intField(values.attack, { min: 0 });
      const Dv = intField(values.defence, { min: 0 });
      if (missing.length > 0 || A === null || Dv === null) return blocked(missing);
      const input: CombatInput = {
        mode: 'combat',
        attacker,
        attackers: [
          {
            dsg: false,
            units: [
              {
                ...emptyUnit(),
                cp: A,
                tracked: bool(values.germanTracked) || (attacker === 'soviet' && bool(values.sovietTracked)),
                german: attacker === 'axis' && bool(values.germanTracked),
              },
            ],
          },
        ],
        defender: { dsg: false, units: [{ ...emptyUnit(), cp: Dv, heavy: attacker === 'soviet' && bool(values.heavy) }] },
        attackSupports: [],
        defenceSupports: [],
        riverAll: bool(values.river),
        acrossDon: false,
        strongholdHex: bool(values.strongholdAll),
        strongholdAll: bool(values.strongholdAll),
        city: bool(values.city),
      };
      return evaluateCombat(input, s, ctx);
    },
  };
}

function quickBombard(s: ArmirState): ProcedureDef {
  const fields: FieldDef[] = [
    {
      id: 'source',
      label: t('armir.calc.bombard.source'),
      kind: 'select',
      default: 'soviet-artillery',
      options: [
        { value: 'soviet-artillery', label: t('armir.bombard.source.soviet-artillery') },
        { value: 'italian-artillery', label: t('armir.bombard.source.italian-artillery') },
        { value: 'air', label: t('armir.bombard.source.air') },
      ],
    },
    {
      id: 'army',
      label: t('armir.proc.field.army'),
      kind: 'select',
      default: 'army1',
      options: ARMY_IDS.map((id) => ({ value: id, label: armyLabel(s, id) })),
    },
    { id: 'points', label: t('armir.calc.bombard.points'), kind: 'int', min: 1, default: null, rule: '11.1.1' },
    { id: 'bf', label: t('armir.calc.bombard.bf'), kind: 'int', min: 1, default: null, rule: '10.1.1' },
    { id: 'stronghold', label: t('armir.calc.bombard.stronghold'), kind: 'bool', default: false, rule: '14.3.2' },
    { id: 'target', label: t('armir.calc.bombard.target'), kind: 'text', default: '' },
  ];
  return {
    id: 'quick-bombard',
    title: t('armir.calc.bombard.title'),
    rule: '11.1',
    body: t('armir.calc.bombard.body'),
    fields,
    evaluate(values, ctx) {
      const source = values.source === 'italian-artillery' ? 'italian-artillery' : values.source === 'air' ? 'air' : 'soviet-artillery';
      const input: BombardInput = {
        source,
        army: (ARMY_IDS as string[]).includes(String(values.army)) ? (values.army as ArmyId) : 'army1',
        points: intField(values.points),
        bf: intField(values.bf),
        strongholdTarget: bool(values.stronghold),
        target: String(values.target ?? ''),
      };
      return evaluateBombard(input, s, ctx);
    },
  };
}

export function calculators(s: ArmirState, _ctx: RulesContext): ProcedureDef[] {
  return [quickCombat(s), quickBombard(s)];
}
