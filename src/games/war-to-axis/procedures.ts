/**
 * The phase's cards of War to Axis: the activation rolls (3.1 basic; 8.0 advanced, with the
 * yellow die, the group, R's options and the cards drawn), a unit's activation (3.2, 8.1),
 * the rally of every HQ on R option c (8.0, 6.0), the strategic bombardment of R option d
 * (9.0–9.4), the final-fire reminder (11.0) and the last turn's victory check (13.0).
 */
import type { Derivation, Evaluation, GameEvent, ProcedureDef, Question, RulesContext, Text } from '@/engine/types';
import { blocked, choiceQuestion, chosen, d6Question, decision, rollQuestion, waiting } from '@/engine/resolution';
import { step, t } from '@/engine/derivation';
import { prob } from './words';
import { advancedActivation, basicActivation, blockedGroup, groupWaiting } from './activation';
import { d6 as d6Die, faceIds, poolRoll, yellowDie, type YellowFace } from './dice';
import { bombardDice, pContact, radioOdds, strategicAllowed, strategicOutcome, hqDice, readRadio } from './artillery';
import { protectionOf, rallyEvaluation } from './calculators';
import { fireOdds, resolveFireFaces, type FireSituation } from './fire';
import { DEFAULTS, wtaSettings, type WtaSettings } from './settings';
import { activationRefusals, strategicHqs, strategicRefusal } from './legality';
import { ev } from './events';
import { currentPhase, phasingSide } from './sequence';
import {
  GROUPS,
  SIDES,
  UNIT_ACTIONS,
  findType,
  scenarioBatteries,
  type Armour,
  type Group,
  type ROption,
  type SideId,
  type Unit,
  type UnitAction,
  type WtaState,
} from './state';

export { ev };

export function sideName(side: SideId): Text {
  return t(`wta.side.${side}`);
}

/** A unit as both players may read it: a hidden unit only by its marker (12.0). */
export function publicName(u: Unit): Text {
  if (u.hidden !== null) return t('wta.markerOf', { n: u.hidden, side: sideName(u.side) });
  if (u.seal) return t('wta.markerOf', { n: u.seal.marker, side: sideName(u.side) });
  return t('wta.unitName', { name: u.name, side: sideName(u.side) });
}

/** Units on the map now: alive, not a reinforcement still to enter (7.2). */
export function inPlay(s: WtaState, u: Unit): boolean {
  return u.elements > 0 && (u.entersTurn === null || u.entersTurn <= s.turn);
}

function liveInGroup(s: WtaState, side: SideId): Partial<Record<Group, number>> {
  const out: Partial<Record<Group, number>> = { A: 0, B: 0, R: 0 };
  for (const u of s.units) if (u.side === side && inPlay(s, u) && !u.dummy) out[u.group] = (out[u.group] ?? 0) + 1;
  return out;
}

function scenarioBatteriesOrNull(s: WtaState, side: SideId): number | null {
  return s.scenario.sides[side].artillery.length ? scenarioBatteries(s.scenario.sides[side]) : null;
}

const FATES = ['now', 'hold', 'opponent', 'reinforce', 'reinforceOpponent'] as const;
type Fate = (typeof FATES)[number];

/** The fate the players chose for a card, as the event's schema names it (2.6, 2.6.1). */
function fateOf(id: string | undefined): Fate | undefined {
  return FATES.find((f) => f === id);
}

/** 2.6: what became of a card drawn: played at once (IMMEDIATA), kept in hand, or handed to the opponent (its symbol). */
function cardQuestion(id: string, n: number) {
  return choiceQuestion(
    id,
    t('wta.proc.cardFate', { n }),
    FATES.map((f) =>
      f === 'reinforce' || f === 'reinforceOpponent'
        ? { id: f, label: t(`wta.books.cardFate_${f}`), rule: '2.6.1' }
        : { id: f, label: t(`wta.proc.cardFate_${f}`), rule: '2.6' },
    ),
    '2.6',
  );
}

// ---------------------------------------------------------------------------
// 3.1: the basic activation roll.
// ---------------------------------------------------------------------------

export function basicRollProcedure(s: WtaState, side: SideId, ctx: RulesContext): ProcedureDef {
  const st = s.sides[side];
  const settings = wtaSettings(ctx.settings);
  return {
    id: `basic-roll-${side}`,
    title: t('wta.proc.basicRoll', { side: sideName(side) }),
    rule: '3.1',
    body: t('wta.proc.basicRollBody'),
    required: true,
    done: st.d6 !== null ? t('wta.proc.basicRollDone', { d6: st.d6, n: st.activationsAllowed, batteries: st.batteriesAvailable }) : undefined,
    evaluate(): Evaluation {
      if (st.d6 !== null) return blocked([t('wta.error.rolledAlready', { side: sideName(side) })]);
      const deck = s.deck.remaining;
      const q = d6Question('d6', t('wta.proc.basicRollDie', { side: sideName(side) }), '3.1', (die) => ({
        id: `d${die}`,
        label: t(die === 1 && deck > 0 ? 'wta.odds.activationsEvent' : 'wta.odds.activations', { n: 6 + die, batteries: die }),
        tone: die === 1 ? 'bad' : 'neutral',
      }));
      const derivation: Derivation = [step('wta.proc.deckLeft', { n: deck }, '2.6')];
      return {
        errors: [],
        derivation,
        resolve(answers) {
          const r = answers.rolls[q.id];
          if (!r || r.faces.length !== 1) return { derivation: [], next: q, events: [] };
          const die = r.faces[0];
          const a = basicActivation(die, deck, scenarioBatteriesOrNull(s, side), settings);
          if (a.errors.length) return { derivation: a.errors.map((e) => ({ ...e, tone: 'error' as const })), events: [] };
          const cards: Fate[] = [];
          if (a.event) {
            const cq = cardQuestion('card1', 1);
            const c = fateOf(chosen(answers, cq));
            if (c === undefined) return { derivation: a.derivation, next: cq, events: [] };
            cards.push(c);
          }
          return { derivation: a.derivation, events: [ev('wta/basic-roll', { side, d6: die, ...(cards.length ? { cards } : {}) })] };
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------
// 8.0: the advanced activation roll (yellow die + d6).
// ---------------------------------------------------------------------------

const YELLOW_ROLL = { dice: [yellowDie, d6Die], label: t('wta.proc.advancedRollDice'), rule: '8.0' };

export function advancedRollProcedure(s: WtaState, side: SideId, ctx: RulesContext): ProcedureDef {
  const st = s.sides[side];
  const settings = wtaSettings(ctx.settings);
  const blockedG = blockedGroup(st.history);
  return {
    id: `advanced-roll-${side}`,
    title: t('wta.proc.advancedRoll', { side: sideName(side) }),
    rule: '8.0',
    body: t('wta.proc.advancedRollBody'),
    required: true,
    done:
      st.d6 !== null && st.group !== null
        ? t(st.rOption ? 'wta.proc.advancedRollDoneR' : 'wta.proc.advancedRollDone', {
            group: st.group,
            option: st.rOption ?? '',
            free: st.activationsAllowed,
            batteries: st.batteriesAvailable,
          })
        : undefined,
    evaluate(): Evaluation {
      if (st.d6 !== null) return blocked([t('wta.error.rolledAlready', { side: sideName(side) })]);
      const derivation: Derivation = [step('wta.proc.history', { groups: st.history.length ? st.history.join(' → ') : '—' }, '8.0')];
      if (blockedG) derivation.push(step('wta.proc.blockedGroup', { group: blockedG }, '8.0', 'warning'));
      derivation.push(step('wta.proc.deckLeft', { n: s.deck.remaining }, '2.6'));
      const q = rollQuestion('roll', YELLOW_ROLL, (faces) => {
        const y = (faceIds('yellow', [faces[0]]) ?? ['A'])[0] as YellowFace;
        if (y === 'event') return { id: 'event', label: t('wta.odds.yellowEvent'), tone: 'neutral' };
        if (y === blockedG) return { id: 'blocked', label: t('wta.odds.yellowBlocked', { group: y }), tone: 'bad' };
        return { id: y, label: t('wta.odds.yellowGroup', { group: y }), tone: 'neutral' };
      });
      return {
        errors: [],
        derivation,
        resolve(answers) {
          const r = answers.rolls[q.id];
          if (!r || r.faces.length !== 2) return { derivation: [], next: q, events: [] };
          const yellow = (faceIds('yellow', [r.faces[0]]) ?? ['A'])[0] as YellowFace;
          const die = r.faces[1];
          const base = {
            yellow,
            d6: die,
            history: st.history,
            deckRemaining: s.deck.remaining,
            groupSizes: liveInGroup(s, side),
            scenarioBatteries: scenarioBatteriesOrNull(s, side),
          };
          let a = advancedActivation(base, settings);
          let group: Group | null = a.group;
          if (a.choose.length) {
            const gq = choiceQuestion(
              'group',
              t('wta.proc.chooseGroup'),
              a.choose.map((g) => ({ id: g, label: t('wta.proc.group', { group: g }), rule: '8.0' })),
              '8.0',
            );
            const g = chosen(answers, gq) as Group | undefined;
            if (g === undefined) return { derivation: a.derivation, next: gq, events: [] };
            group = g;
          }
          let rOption: ROption | null = null;
          if (group === 'R') {
            const rq = choiceQuestion(
              'rOption',
              t('wta.proc.chooseROption'),
              (['a', 'b', 'c', 'd'] as ROption[]).map((o) => ({ id: o, label: t(`wta.act.rOption_${o}`), rule: '8.0' })),
              '8.0',
            );
            const o = chosen(answers, rq) as ROption | undefined;
            a = advancedActivation({ ...base, chosen: a.choose.length ? group : null }, settings);
            if (o === undefined) return { derivation: a.derivation, next: rq, events: [] };
            rOption = o;
          }
          a = advancedActivation({ ...base, chosen: a.choose.length ? group : null, rOption }, settings);
          if (a.errors.length) return { derivation: [...a.derivation, ...a.errors.map((e) => ({ ...e, tone: 'error' as const }))], events: [] };
          const drawn = Math.min(a.events, s.deck.remaining);
          const cards: Fate[] = [];
          for (let i = 1; i <= drawn; i++) {
            const cq = cardQuestion(`card${i}`, i);
            const c = fateOf(chosen(answers, cq));
            if (c === undefined) return { derivation: a.derivation, next: cq, events: [] };
            cards.push(c);
          }
          const payload = { side, yellow, d6: die, group: a.choose.length ? group : group, rOption, ...(cards.length ? { cards } : {}) };
          return { derivation: a.derivation, events: [ev('wta/advanced-roll', payload)] };
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------
// 3.2, 8.1: activating a unit.
// ---------------------------------------------------------------------------

/** Units of a side that may be activated now (not yet activated, on the map, not a dummy). */
function activatable(s: WtaState, side: SideId): Unit[] {
  return s.units.filter((u) => u.side === side && inPlay(s, u) && !u.dummy && u.action === null);
}

/** Why a unit may not take an action now, in words, each with its rule (legality.ts); empty when it may. */
export function activationErrors(s: WtaState, u: Unit, action: UnitAction, settings: WtaSettings = DEFAULTS): Text[] {
  return activationRefusals(s, u, action, settings).map((r) => r.text);
}

/** How an activation counts (3.1 basic, 8.0 group or free). */
export function activationCount(s: WtaState, u: Unit, action: UnitAction): Text {
  const st = s.sides[u.side];
  if (s.scenario.mode === 'basic') return t('wta.proc.countsBasic', { n: Math.max(0, st.activationsAllowed - st.activationsUsed - 1) });
  const rAction = st.group === 'R' && u.hq && ((st.rOption === 'c' && action === 'rally') || (st.rOption === 'd' && action === 'strategic'));
  const inGroup = (st.group === u.group && (st.group !== 'R' || st.rOption === 'a')) || rAction;
  return inGroup ? t('wta.proc.countsGroup', { group: u.group }) : t('wta.proc.countsFree', { n: Math.max(0, st.activationsAllowed - st.activationsUsed - 1) });
}

export function activateProcedure(s: WtaState, sides: SideId[], settings: WtaSettings = DEFAULTS): ProcedureDef {
  const units = sides.flatMap((side) => activatable(s, side));
  return {
    id: 'activate',
    title: t('wta.proc.activate'),
    rule: s.scenario.mode === 'advanced' ? '8.1' : '3.2',
    body: t(s.scenario.mode === 'advanced' ? 'wta.proc.activateBodyAdvanced' : 'wta.proc.activateBody'),
    fields: [
      {
        id: 'unit',
        label: t('wta.field.unit'),
        kind: 'select',
        options: units.map((u) => ({ value: u.id, label: publicName(u) })),
        default: units[0]?.id ?? null,
      },
      {
        id: 'action',
        label: t('wta.field.action'),
        kind: 'select',
        options: UNIT_ACTIONS.map((a) => ({ value: a, label: t(`wta.action.${a}`) })),
        default: 'fire',
      },
    ],
    evaluate(values) {
      const u = s.units.find((x) => x.id === values.unit);
      if (!u) return waiting([t('wta.error.pickUnit')]);
      const action = UNIT_ACTIONS.find((a) => a === values.action);
      if (!action) return waiting([t('wta.error.pickAction')]);
      const errors = activationErrors(s, u, action, settings);
      const derivation: Derivation = [
        step('wta.proc.activation', { unit: publicName(u), action: t(`wta.action.${action}`) }, s.scenario.mode === 'advanced' ? '8.1' : '3.2'),
      ];
      if (!errors.length)
        derivation.push(step('wta.proc.counts', { how: activationCount(s, u, action) }, s.scenario.mode === 'advanced' ? '8.0' : '3.1', 'result'));
      if (u.outOfCommand) derivation.push(step('wta.proc.outOfCommand', undefined, '7.1', 'warning'));
      if (u.hidden !== null && (action === 'fire' || action === 'advanceFire' || action === 'move'))
        derivation.push(step('wta.opp.reveals', undefined, '12.0', 'warning'));
      return decision(errors, derivation, () => [ev('wta/activate', { unit: u.id, action })]);
    },
  };
}

// ---------------------------------------------------------------------------
// 8.0 R(c): every HQ rallies; 8.0 R(d), 9.0–9.4: strategic bombardment.
// ---------------------------------------------------------------------------

function hqsOf(s: WtaState, side: SideId): Unit[] {
  return s.units.filter((u) => u.side === side && u.hq && inPlay(s, u) && !u.dummy);
}

export function rOptionCProcedures(s: WtaState, side: SideId, ctx: RulesContext): ProcedureDef[] {
  return hqsOf(s, side).map((hq) => ({
    id: `rally-all-${hq.id}`,
    title: t('wta.proc.rallyAll', { name: hq.name }),
    rule: '8.0',
    body: t('wta.proc.rallyAllBody'),
    done: hq.action !== null ? t('wta.proc.hqDone', { action: t(`wta.action.${hq.action}`) }) : undefined,
    fields: rallyPlaceFields(),
    evaluate(values) {
      if (hq.action !== null) return blocked([t('wta.error.alreadyActivated')]);
      return rallyEvaluation(
        s,
        { hq: hq.id, adjacentEnemy: values.adjacentEnemy === true, inCover: values.inCover === true, outOfLos: values.outOfLos === true },
        ctx,
      );
    },
  }));
}

export function rallyPlaceFields() {
  return [
    { id: 'adjacentEnemy', label: t('wta.field.hqAdjacentEnemy'), kind: 'bool' as const, default: false, rule: '6.0' },
    { id: 'inCover', label: t('wta.field.hqInCover'), kind: 'bool' as const, default: true, rule: '6.0' },
    { id: 'outOfLos', label: t('wta.field.hqOutOfLos'), kind: 'bool' as const, default: false, rule: '6.0' },
  ];
}

/** 9.4: what the players say stands in a hex of the chain: empty, a unit of the roster, or one typed on the spot. */
const TERRAIN_MODS = [-4, -3, -2, -1, 0, 1, 2, 3, 4] as const;
const TYPED_ARMOURS = ['none', 'L', 'M', 'H', 'M*', 'H*'] as const;
const COVERS = ['open', 'trench', 'bunker', 'city'] as const;

/**
 * 9.0–9.4, 8.0 R(d), A13–A15: the strategic bombardment as the rulebook chains it: the HQ's
 * radio call (5.6; ≥1 radio face), then — on contact — every battery left this turn bombards
 * one hex, the first the target, each next adjacent to the one before, each hex once; for each
 * hex the players say what stands there (9.4, A14), its terrain's bombardment modifier and
 * protection, and which scenario battery fires (A7); the battery's black dice (5.6, 12.2) roll
 * with their exact odds; each explosion is a hit. The budget is spent (A15) and the group closed
 * (9.3); a failed call spends the HQ's action only.
 */
export function strategicProcedure(s: WtaState, side: SideId, ctx: RulesContext): ProcedureDef {
  const st = s.sides[side];
  const settings = wtaSettings(ctx.settings);
  // 9.0–9.2, 8.0 R(d): only the HQs the rules let request it (legality.ts).
  const hqs = strategicHqs(s, side, settings);
  const rOptionD = st.group === 'R' && st.rOption === 'd';
  const sheet = s.scenario.sides[side];
  const lines = sheet.artillery;
  return {
    id: `strategic-${side}`,
    title: t('wta.proc.strategic', { side: sideName(side) }),
    rule: '9.0',
    body: t('wta.proc.strategicBody'),
    done: st.groupClosed ? t('wta.proc.strategicDone') : undefined,
    fields: [
      { id: 'hq', label: t('wta.field.hq'), kind: 'select', options: hqs.map((u) => ({ value: u.id, label: publicName(u) })), default: hqs[0]?.id ?? null },
      ...(lines.length
        ? []
        : [
            {
              id: 'batteryDice',
              label: t('wta.field.batteryDice'),
              kind: 'int' as const,
              min: 0,
              max: 20,
              default: null,
              rule: '5.6',
              help: t('wta.books.strategic.batteryDiceHelp'),
            },
          ]),
    ],
    evaluate(values) {
      const hq = hqsOf(s, side).find((u) => u.id === values.hq);
      if (!hq) return waiting([t('wta.error.pickHq')]);
      const typedDice = typeof values.batteryDice === 'number' && Number.isInteger(values.batteryDice) && values.batteryDice >= 0 ? values.batteryDice : null;
      if (!lines.length && typedDice === null) return blocked([t('wta.books.strategic.noBatteryDice')]);
      const left = Math.max(0, st.batteriesAvailable - st.batteriesUsed);
      // 9.0–9.2, 8.0: the rules' word on this HQ (legality.ts), the same the event meets at the door.
      const refusal = hq.action !== null ? { text: t('wta.error.alreadyActivated') } : strategicRefusal(s, hq, settings);
      const allowed = strategicAllowed({ mode: s.scenario.mode, hqFirst: st.firstActivated === null, rOptionD, batteriesLeft: left }, settings);
      const dice = hqDice('radio', sheet.radio, hq.replacementHq, s.scenario.mode, settings);
      const errors = [...(refusal ? [refusal.text] : []), ...dice.errors];
      const derivation: Derivation = [...(refusal ? [] : allowed.derivation), ...dice.derivation, step('wta.proc.pContact', prob(pContact(dice.dice)), '5.6')];
      if (errors.length) return blocked(errors, derivation);
      derivation.push(step('wta.books.strategic.budget', { n: left }, '9.3'));
      if (sheet.american) derivation.push(step('wta.books.strategic.american', undefined, '9.3'));
      const q = rollQuestion(
        'radio',
        poolRoll('black', dice.dice, 'wta.proc.radioRoll', '9.3'),
        (faces) => {
          const ids = faceIds('black', faces) ?? [];
          return ids.includes('radio')
            ? { id: 'contact', label: t('wta.books.strategic.contact', { n: left }), tone: 'good' }
            : { id: 'fail', label: t('wta.odds.radioFail'), tone: 'bad' };
        },
        radioOdds(dice.dice, false, left).map((o) => (o.id === 'fail' ? o : { ...o, id: 'contact', label: t('wta.books.strategic.contact', { n: left }) })),
      );
      return {
        errors: [],
        derivation,
        resolve(answers) {
          const r = answers.rolls[q.id];
          if (!r || r.faces.length !== q.roll.dice.length) return { derivation: [], next: q, events: [] };
          const read = readRadio(faceIds('black', r.faces) ?? [], false, left, settings);
          const out: Derivation = [...read.derivation, ...strategicOutcome(read.contact, left).derivation];
          // 9.3: a failed call spends the HQ's action and nothing else (said as a radio call without contact).
          if (!read.contact)
            return { derivation: out, events: [ev('wta/activate', { unit: hq.id, action: 'strategic' }), ev('wta/noted', { what: 'radio', losses: 0 })] };
          const head: GameEvent[] = [ev('wta/activate', { unit: hq.id, action: 'strategic' }), ev('wta/strategic', { side, contact: true })];
          const chain = strategicChain(s, side, left, typedDice, answers, settings);
          out.push(...chain.derivation);
          if (chain.next) return { derivation: out, next: chain.next, events: [] };
          return { derivation: out, events: [...head, ...chain.events] };
        },
      };
    },
  };
}

/** The batteries of each scenario line still free in this chain (A7: each line's count). */
function lineChoices(lines: readonly { count: number; dice: number }[], used: readonly number[]): { id: string; label: Text }[] {
  return lines.flatMap((l, i) =>
    used.filter((x) => x === i).length < l.count
      ? [{ id: String(i), label: t('wta.books.strategic.line', { i: i + 1, n: l.dice, left: l.count - used.filter((x) => x === i).length }) }]
      : [],
  );
}

/** 9.4: the chain of hexes, one per battery, asked and rolled in turn; the events once every hex is done. */
function strategicChain(
  s: WtaState,
  side: SideId,
  batteries: number,
  typedDice: number | null,
  answers: Parameters<Evaluation['resolve']>[0],
  settings: ReturnType<typeof wtaSettings>,
): { derivation: Derivation; next?: Question; events: GameEvent[] } {
  const d: Derivation = [];
  const events: GameEvent[] = [];
  const lines = s.scenario.sides[side].artillery;
  const usedLines: number[] = [];
  const hit = new Set<string>();
  const losses = new Map<string, number>();
  const pending = (next: Question) => ({ derivation: d, next, events: [] });
  for (let i = 1; i <= batteries; i++) {
    d.push(step('wta.books.strategic.hex', { i, n: batteries }, '9.4'));
    // What stands in hex i: each unit bombarded once (each hex once, 9.4).
    const candidates = s.units.filter((u) => inPlay(s, u) && !hit.has(u.id));
    const whatQ = choiceQuestion(
      `hex${i}`,
      t('wta.books.strategic.what', { i }),
      [
        { id: 'empty', label: t('wta.books.strategic.empty'), rule: '9.4' },
        ...candidates.map((u) => ({ id: u.id, label: publicName(u), rule: u.side === side ? 'A14' : '9.4' })),
        { id: 'typed', label: t('wta.books.strategic.typed'), rule: '9.4' },
      ],
      '9.4',
    );
    const what = chosen(answers, whatQ);
    if (what === undefined) return pending(whatQ);
    // Which battery fires (A7), when the scenario lists more than one kind.
    const choices = lineChoices(lines, usedLines);
    let batteryDiceN = typedDice ?? 0;
    if (lines.length) {
      let line = choices.length === 1 ? choices[0].id : undefined;
      if (choices.length > 1) {
        const lineQ = choiceQuestion(
          `line${i}`,
          t('wta.books.strategic.whichLine', { i }),
          choices.map((c) => ({ ...c, rule: 'A7' })),
          'A7',
        );
        line = chosen(answers, lineQ);
        if (line === undefined) return pending(lineQ);
      }
      const li = Number(line ?? 0);
      usedLines.push(li);
      batteryDiceN = lines[li]?.dice ?? 0;
    }
    if (what === 'empty') {
      d.push(step('wta.books.strategic.emptyHex', { i }, '9.4', 'result'));
      events.push(ev('wta/strategic-hex', { side, hex: i, what: 'empty', unit: null, dice: 0, explosions: 0, losses: 0 }));
      continue;
    }
    const unit = what === 'typed' ? undefined : s.units.find((u) => u.id === what);
    if (unit) hit.add(unit.id);
    if (unit?.side === side) d.push(step('wta.books.strategic.friendly', { unit: publicName(unit) }, 'A14', 'warning'));
    const known = unit && !unit.seal ? unit : undefined;
    const ty = known ? findType(s, known.card, known.type) : undefined;
    let armour: Armour | null = ty?.armour ?? null;
    let starred = ty?.starred ?? false;
    if (!known) {
      const armQ = choiceQuestion(
        `armour${i}`,
        t('wta.books.strategic.armourQ', { i }),
        TYPED_ARMOURS.map((a) => ({ id: a, label: t(`wta.books.strategic.armour_${a.replace('*', 'Star')}`), rule: '5.6' })),
        '5.6',
      );
      const a = chosen(answers, armQ);
      if (a === undefined) return pending(armQ);
      armour = a === 'none' ? null : (a[0] as Armour);
      starred = a.endsWith('*');
    }
    const terrQ = choiceQuestion(
      `terrain${i}`,
      t('wta.books.strategic.terrainQ', { i }),
      TERRAIN_MODS.map((m) => ({ id: String(m), label: t('wta.books.strategic.mod', { mod: m > 0 ? `+${m}` : String(m) }), rule: '5.6' })),
      '5.6',
    );
    const terr = chosen(answers, terrQ);
    if (terr === undefined) return pending(terrQ);
    const coverQ = choiceQuestion(
      `cover${i}`,
      t('wta.books.strategic.coverQ', { i }),
      COVERS.map((c) => ({ id: c, label: t(`wta.cover.${c}`), rule: '4.3.4' })),
      '4.3.4',
    );
    const cover = chosen(answers, coverQ) as (typeof COVERS)[number] | undefined;
    if (cover === undefined) return pending(coverQ);
    const hidden = unit ? unit.hidden !== null : false;
    const bd = bombardDice({ battery: batteryDiceN, terrainMod: Number(terr), armour, starred, hidden });
    d.push(...bd.derivation);
    const eligible = known ? Boolean(ty && (ty.infantry || ty.atGun)) : true;
    const elements = known ? Math.max(0, known.elements - (losses.get(known.id) ?? 0)) : 21;
    if (bd.dice === 0) {
      events.push(ev('wta/strategic-hex', { side, hex: i, what: unit ? 'unit' : 'typed', unit: unit?.id ?? null, dice: 0, explosions: 0, losses: 0 }));
      continue;
    }
    const sit: FireSituation = {
      attack: 'bombard',
      armour,
      protection: protectionOf(cover),
      eligible,
      opportunity: false,
      engineers: false,
      hex: cover,
      room: null,
      elements,
    };
    const odds = fireOdds(sit, bd.dice, settings);
    const rq = rollQuestion(
      `battery${i}`,
      poolRoll('black', bd.dice, 'wta.roll.battery', '9.4', { i, n: bd.dice }),
      (faces) => {
        const v = Math.min(resolveFireFaces(sit, faceIds('black', faces) ?? [], settings).retreat.totalLosses, elements);
        return odds.outcomes.find((o) => o.id === (v >= elements && elements > 0 ? 'eliminated' : `losses-${v}`)) ?? odds.outcomes[0];
      },
      odds.outcomes,
    );
    const rolled = answers.rolls[rq.id];
    if (!rolled || rolled.faces.length !== bd.dice) return pending(rq);
    const faces = faceIds('black', rolled.faces) ?? [];
    const res = resolveFireFaces(sit, faces, settings);
    const explosions = faces.filter((f) => f === 'explosion').length;
    d.push(step('wta.roll.batteryRead', { i, n: explosions }, '9.4'), ...res.derivation);
    const lost = Math.min(30, res.retreat.totalLosses);
    events.push(ev('wta/strategic-hex', { side, hex: i, what: unit ? 'unit' : 'typed', unit: unit?.id ?? null, dice: bd.dice, explosions, losses: lost }));
    if (unit && (lost > 0 || res.retreat.disorganized)) {
      events.push(ev('wta/fire-result', { unit: unit.id, losses: lost, disorganized: res.retreat.disorganized }));
      losses.set(unit.id, (losses.get(unit.id) ?? 0) + lost);
    }
  }
  d.push(step('wta.books.strategic.spent', { n: batteries }, 'A15', 'result'));
  return { derivation: d, events };
}

// ---------------------------------------------------------------------------
// 2.6.1, 2.6.2, 7.2: a reinforcement card's units.
// ---------------------------------------------------------------------------

export function reinforcementProcedure(s: WtaState, side: SideId): ProcedureDef {
  const r = s.sides[side].reinforcements ?? { drawn: 0, due: 0 };
  const advanced = s.scenario.mode === 'advanced';
  const types = s.cards
    .filter((c) => c.side === side)
    .flatMap((c) => c.units.map((u) => ({ value: `${c.id}|${u.id}`, label: t('wta.books.reinforcement.type', { name: u.name, card: c.name }) })));
  const groupField = (id: string) => ({
    id,
    label: t('wta.books.reinforcement.groupField'),
    kind: 'select' as const,
    default: 'A',
    rule: '7.2',
    options: GROUPS.map((g) => ({ value: g, label: t('wta.books.reinforcement.group', { g }) })),
  });
  return {
    id: `reinforcement-${side}`,
    title: t('wta.books.reinforcement.title', { side: sideName(side), n: r.due }),
    rule: advanced ? '7.2' : '2.6.2',
    body: t(advanced ? 'wta.books.reinforcement.bodyAdvanced' : 'wta.books.reinforcement.bodyBasic'),
    fields: [
      { id: 'first', label: t('wta.books.reinforcement.first'), kind: 'select', options: types, default: types[0]?.value ?? null, rule: '2.6.1' },
      ...(advanced ? [groupField('firstGroup')] : []),
      {
        id: 'second',
        label: t('wta.books.reinforcement.second'),
        kind: 'select',
        options: [{ value: 'none', label: t('wta.books.reinforcement.none') }, ...types],
        default: 'none',
        rule: '2.6.2',
      },
      ...(advanced ? [groupField('secondGroup')] : []),
    ],
    evaluate(values) {
      if (r.due <= 0) return blocked([t('wta.books.reinforcement.noneDue', { side: sideName(side) })]);
      const pick = (v: unknown, g: unknown) => {
        const [card, type] = typeof v === 'string' ? v.split('|') : [];
        const group = GROUPS.find((x) => x === g) ?? 'A';
        return card && type ? { card, type, group } : null;
      };
      const first = pick(values.first, values.firstGroup);
      if (!first) return waiting([t('wta.books.reinforcement.pickType')]);
      const second = values.second === 'none' ? null : pick(values.second, values.secondGroup);
      const units = second ? [first, second] : [first];
      const names = units.map((u) => findType(s, u.card, u.type)?.name ?? u.type).join(', ');
      const d: Derivation = [
        step('wta.books.reinforcement.count', { drawn: r.drawn, n: s.scenario.reinforcementCards[side], due: r.due }, '2.6.1'),
        advanced
          ? step(
              'wta.books.reinforcement.enterNext',
              { names, groups: units.map((u) => u.group).join(', '), turn: Math.min(s.scenario.turns, s.turn + 1) },
              '7.2',
              'result',
            )
          : step('wta.books.reinforcement.enterNow', { names }, '2.6.2', 'result'),
      ];
      return decision([], d, () => [ev('wta/reinforcement', { side, units })]);
    },
  };
}

// ---------------------------------------------------------------------------
// The cards of each phase.
// ---------------------------------------------------------------------------

export function procedures(s: WtaState, ctx: RulesContext): ProcedureDef[] {
  if (s.over) return [];
  const ph = currentPhase(s).id;
  const out: ProcedureDef[] = [];
  // 2.6.1, 7.2: a reinforcement card drawn waits for its units, whatever the phase.
  for (const side of orderFrom(s.scenario.initiative)) if ((s.sides[side].reinforcements?.due ?? 0) > 0) out.push(reinforcementProcedure(s, side));
  if (ph === 'first' || ph === 'second') {
    const side = phasingSide(s) ?? s.scenario.initiative;
    out.push(basicRollProcedure(s, side, ctx));
    if (s.sides[side].d6 !== null) out.push(activateProcedure(s, [side], wtaSettings(ctx.settings)));
  } else if (ph === 'roll') {
    for (const side of orderFrom(s.scenario.initiative)) out.push(advancedRollProcedure(s, side, ctx));
  } else if (ph === 'activate') {
    out.push(activateProcedure(s, orderFrom(s.scenario.initiative), wtaSettings(ctx.settings)));
    for (const side of orderFrom(s.scenario.initiative)) {
      const st = s.sides[side];
      if (st.group === 'R' && st.rOption === 'c') out.push(...rOptionCProcedures(s, side, ctx));
      // 9.0–9.2, 8.0 R(d): the card only when the rules let one of the side's HQs request it (or to say it was done).
      if (s.scenario.mode === 'advanced' && st.group !== null && (st.groupClosed || strategicHqs(s, side, wtaSettings(ctx.settings)).length > 0))
        out.push(strategicProcedure(s, side, ctx));
    }
  } else if (ph === 'end' && s.turn >= s.scenario.turns) {
    out.push({
      id: 'victory-check',
      title: t('wta.proc.victoryCheck'),
      rule: '13.0',
      body: t('wta.proc.victoryCheckBody'),
      applyLabel: t('wta.proc.endGame'),
      evaluate: () =>
        decision([], [step('wta.victory.conditions', { text: s.scenario.victory.trim() || '—' }, '13.0', 'result')], () => [
          { type: 'core/next-phase', at: 0 },
        ]),
    });
  }
  return out;
}

export function orderFrom(first: SideId): SideId[] {
  return [first, ...SIDES.filter((x) => x !== first)];
}

export { GROUPS, groupWaiting };
