/**
 * BITE's phase cards (7.0): the month and its dated rules (notes §1.5) with each phase's
 * reminders of the layers in play; the weather of the month (9.0, 39.0: read from the turn
 * chart the players typed, rolled in May and October) with its effects (9.1–9.3); the TECH
 * levels (3.13, 17.1) and, with 17.0, research levels typed by the players.
 */
import type { Evaluation, ProcedureDef, RulesContext, Step, TrackView } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { choiceQuestion, chosen, decision, waiting } from '@/engine/resolution';
import { addMonths, layerAdvice, monthKey, monthSteps, monthText, passedBefore, phaseEvents, phaseReminders, scenarioById, type MonthDate } from './calendar';
import {
  ALLIES,
  AID_LIMIT,
  alliesInPlay,
  PP_COLOURS,
  SCENARIO_PRODUCTION,
  aidGiven,
  bagOf,
  bagText,
  boxOf,
  canAid,
  canCollect,
  canDiscard,
  economyOf,
  incomeOf,
  isPpColour,
  nationsInPlay,
  storageExcess,
  type Ally,
} from './economy';
import { LSSAH_SUCCESSOR, removalCheck, removalsDue, removalText, type TextRemoval } from './campaign';
import { hasOptional } from './layers';
import { lendLeaseLeft } from './optional';
import { canPay, repairPrice } from './economy';
import { canSurrender } from './legality';
import { deactivation, isActive, supremeOf } from './hq';
import { finalFate } from './siege';
import { surrenderGain } from './supply';
import { setting } from './settings';
import { currentMonth, currentPhase, monthId, researchOf, type BiteState } from './state';
import { FIELDS, TECH_SCHEDULE, fieldText, nationForms, nationText, sideOfNation, techOf, type Nation, type TechField } from './tech';
import { italyCard, victoryCards } from './victoryCards';
import { surrenderInScenario } from './victory';
import { FIXED_WEATHERS, isRolledMonth, weatherEffects, weatherOf, weatherRoll, type MonthWeather, type Weather } from './weather';

/**
 * The weather of a month as it stands in this game: a roll or a correction recorded (9.0),
 * else what the typed chart says (AMB-01: the basic game is always fair unless set otherwise).
 */
export function monthWeather(s: BiteState, ctx: Pick<RulesContext, 'charts' | 'settings'>, date: MonthDate = currentMonth(s)): MonthWeather {
  const rec = s.weather[monthId(date)];
  const basicWeather = setting(ctx, 'basicWeather') === 'chart' ? 'chart' : 'fair';
  if (rec && !rec.faces && !isRolledMonth(date)) {
    return {
      kind: 'known',
      weather: rec.weather,
      source: 'chart',
      steps: [step('bite.weather.recorded', { month: monthText(date), weather: t(`bite.weather.${rec.weather}`) }, '9.0')],
    };
  }
  return weatherOf(date, s.layers, ctx.charts, rec?.weather, { basicWeather });
}

/** The weather in force this month, or undefined while it is not known. */
export function weatherNow(s: BiteState, ctx: Pick<RulesContext, 'charts' | 'settings'>): Weather | undefined {
  const w = monthWeather(s, ctx);
  return w.kind === 'known' ? w.weather : undefined;
}

function weatherCard(s: BiteState, ctx: RulesContext): ProcedureDef {
  const date = currentMonth(s);
  const mw = monthWeather(s, ctx);
  // 39.0 changes only the May/October roll: a fixed month's card is 9.0's.
  const rolled = s.layers.advanced && isRolledMonth(date) && hasOptional(s.layers, '39.0');
  const base = { id: 'bite.weather', title: t('bite.proc.weather.title', { month: monthText(date) }), rule: rolled ? '39.0' : '9.0' };
  if (mw.kind === 'roll') {
    const prevDate = addMonths(date, -1);
    const prev = monthWeather(s, ctx, prevDate);
    const previous = prev.kind === 'known' ? prev.weather : undefined;
    return {
      ...base,
      body: t('bite.proc.weather.rollBody'),
      required: true,
      evaluate: (): Evaluation => weatherRoll(date, s.layers, previous),
    };
  }
  if (mw.kind === 'untyped') {
    // The chart is not typed for this month: the players read the month's weather off the
    // map's turn chart and tap it here, once (it is recorded for this game; undo takes it back).
    const q = {
      ...choiceQuestion(
        'weather',
        t('bite.proc.weather.field'),
        FIXED_WEATHERS.map((w) => ({ id: w, label: t(`bite.weather.${w}`) })),
        '9.0',
      ),
      settles: true,
    };
    return {
      ...base,
      body: t('bite.proc.weather.untypedBody'),
      required: true,
      evaluate: (): Evaluation => ({
        errors: [],
        derivation: mw.steps,
        resolve(answers) {
          const w = FIXED_WEATHERS.find((x) => x === chosen(answers, q));
          if (!w) return { derivation: [], next: q, events: [] };
          return {
            derivation: weatherEffects(w, s.layers).steps,
            events: [{ type: 'bite/weather', payload: { year: date.year, month: date.month, weather: w }, at: 0 }],
          };
        },
      }),
    };
  }
  const fx = weatherEffects(mw.weather, s.layers);
  return {
    ...base,
    done: s.weather[monthId(date)] ? t('bite.proc.weather.done', { weather: t(`bite.weather.${mw.weather}`) }) : undefined,
    applyLabel: t('bite.proc.ok'),
    evaluate: () => decision([], [...mw.steps, ...fx.steps], () => []),
  };
}

function monthCard(s: BiteState): ProcedureDef {
  const sc = scenarioById(s.scenario);
  const steps: Step[] = sc ? [...(s.turn === 1 ? layerAdvice(sc, s.layers) : []), ...monthSteps(sc, s.turn, s.layers)] : [];
  if (steps.length === 0) steps.push(step('bite.proc.month.nothing', { month: monthText(currentMonth(s)) }, '7.0'));
  return {
    id: 'bite.month',
    title: t('bite.proc.month.title', { month: monthText(currentMonth(s)) }),
    rule: '7.0',
    applyLabel: t('bite.proc.ok'),
    evaluate: () => decision([], steps, () => []),
  };
}

function remindersCard(s: BiteState): ProcedureDef {
  const p = currentPhase(s);
  // 5.5, 7.4: Finland's surrender and the Axis's rail move in Finland only where the scenario has Finland (not SBE1, SBE2).
  const finland = surrenderInScenario(s, 'finland');
  const reminders = phaseReminders(p.id, s.layers, currentMonth(s))
    .filter((x) => x.key !== 'bite.reminder.finland' || finland)
    .map((x) => (x.key === 'bite.reminder.rail' && !finland ? { ...x, key: 'bite.reminder.railNoFinland' } : x));
  // 7.0, 7.1: the phases a next passed over to reach this one, each with its reminders, so no step of the sequence goes unsaid.
  const passed = passedBefore(p.id, s.layers).flatMap((x) =>
    phaseReminders(x.id, s.layers, currentMonth(s)).map((r) =>
      step(
        'bite.proc.reminders.passed',
        { phase: x.label, what: { key: r.key === 'bite.reminder.swNone' ? 'bite.reminder.swNonePassed' : r.key, params: r.params } },
        r.rule,
        'info',
      ),
    ),
  );
  const steps = [...passed, ...phaseEvents(p.id, s.layers, currentMonth(s), s.scenario), ...reminders];
  if (p.kind === 'combat') steps.push(step('bite.proc.reminders.battleScreen', {}, '7.7'));
  if (p.kind === 'production') steps.push(step('bite.proc.reminders.techTable', {}, '3.13'));
  return {
    id: `bite.reminders.${p.id}`,
    title: t('bite.proc.reminders.title', { phase: p.label }),
    rule: p.rule ?? '7.0',
    applyLabel: t('bite.proc.ok'),
    evaluate: () => decision([], steps, () => []),
  };
}

// ---------------------------------------------------------------------------------------------
// The production phase (7.3): the turn's income of each nation of the side, once a turn; the
// text's removals due (4.11); the saved-PP box's limit at the end (11.2, AMB-35).
// ---------------------------------------------------------------------------------------------

/** The nations of the side whose income the production phase collects (those with a scenario figure or a centre they control). */
export function producingNations(s: BiteState, side: 'axis' | 'soviet'): Nation[] {
  const inc = SCENARIO_PRODUCTION[s.scenario].income;
  const centres = economyOf(s).centres;
  return nationsInPlay(s).filter((n) => sideOfNation(n) === side && (inc[n] !== undefined || centres.some((c) => c.controller === n)));
}

function incomeCard(s: BiteState, ctx: RulesContext, n: Nation): ProcedureDef {
  const month = monthText(currentMonth(s));
  const collected = economyOf(s).collected[n] === s.turn;
  const title = t('bite.campaign.proc.income', { nation: nationText(n), month });
  return {
    id: `bite.income.${n}`,
    title,
    rule: '7.3',
    done: collected ? t('bite.campaign.proc.incomeDone', { nation: nationText(n), box: bagText(boxOf(s, n)) }) : undefined,
    applyLabel: t('bite.campaign.proc.collect'),
    evaluate() {
      const inc = incomeOf(s, n, ctx);
      const steps: Step[] = [...inc.steps];
      if (n === 'germany') {
        for (const a of ALLIES) {
          const given = aidGiven(s, a);
          if (given) steps.push(step('bite.campaign.proc.aidGiven', { ...nationForms(a), given, limit: AID_LIMIT }, '5.2', 'info'));
        }
        // The aid card exists only where Germany has an ally to aid (SBE1 and SBE2 have none).
        if (alliesInPlay(s).length) steps.push(step('bite.aidCard.where', { limit: AID_LIMIT }, '5.2', 'info'));
      }
      const c = canCollect(s, n);
      if (!c.ok) return decision([c.error], steps, () => []);
      return decision([], steps, () => [{ type: 'bite/income', payload: { nation: n, pp: inc.bag }, at: 0 }]);
    },
  };
}

const REMOVAL_FIELD = 'block';
const MORE_FIELD = 'more';

function removalCard(s: BiteState, ctx: RulesContext, r: TextRemoval, late: boolean): ProcedureDef {
  const blocks = s.blocks.filter((b) => b.nation === r.nation);
  const what = removalText(r);
  return {
    id: `bite.removal.${r.id}`,
    title: t(r.replace ? 'bite.campaign.proc.replaceTitle' : 'bite.campaign.proc.removalTitle', { what }),
    rule: '4.11',
    body: t(r.replace ? 'bite.campaign.proc.replaceBody' : 'bite.campaign.proc.removalBody', { month: monthText(r.month) }),
    fields: [
      {
        id: REMOVAL_FIELD,
        label: t('bite.campaign.proc.block'),
        kind: 'select',
        options: blocks.map((b) => ({ value: b.id, label: t('bite.campaign.proc.blockOption', { name: b.name, sp: b.sp, max: b.maxSp }) })),
        default: null,
        rule: '4.11',
      },
      // A formation of several blocks (the Hungarian Rapid Corps): each goes in turn; the card stays until the last.
      ...(!r.formation ? [] : [{ id: MORE_FIELD, label: t('bite.campaign.ui.removeMore'), kind: 'bool' as const, default: false, rule: '4.11' }]),
    ],
    evaluate(values) {
      const steps: Step[] = [{ ...t('bite.campaign.onMonth', { month: monthText(r.month), what }), rule: r.rules.join(', '), tone: late ? 'warning' : 'info' }];
      if (late) steps.push(step('bite.campaign.proc.late', undefined, '4.11', 'warning'));
      const b = blocks.find((x) => x.id === values[REMOVAL_FIELD]);
      if (!blocks.length) return decision([t('bite.campaign.err.noBlocks', { nation: nationText(r.nation) })], steps, () => []);
      if (!b) return waiting([t('bite.campaign.err.pick')], steps);
      const c = removalCheck(s, b, r.replace === true, ctx);
      steps.push(...c.steps);
      if (!c.ok) return decision([c.error], steps, () => []);
      return decision([], steps, () => [
        r.replace
          ? { type: 'bite/oob-replace', payload: { id: b.id, name: LSSAH_SUCCESSOR }, at: 0 }
          : { type: 'bite/oob-remove', payload: { id: b.id, removal: r.id, ...(values[MORE_FIELD] === true ? { more: true } : {}) }, at: 0 },
      ]);
    },
  };
}

function storageCard(s: BiteState, side: 'axis' | 'soviet'): ProcedureDef | null {
  const nations = nationsInPlay(s).filter((n) => sideOfNation(n) === side);
  const ll = side === 'soviet' ? lendLeaseLeft(s) : bagOf({});
  const llLeft = ll.red + ll.blue > 0;
  if (!s.layers.advanced && !llLeft) return null;
  const over = s.layers.advanced ? nations.filter((n) => storageExcess(s, n) > 0) : [];
  const colours = PP_COLOURS.filter((c) => c !== 'yellow');
  return {
    id: `bite.storage.${side}`,
    title: t('bite.campaign.proc.storageTitle'),
    rule: s.layers.advanced ? '11.2' : '34.0',
    // 11.2 (AMB-35): the owner chooses which coloured PP go; the phase warns until it is done.
    required: over.length > 0 || undefined,
    applyLabel: over.length ? t('bite.campaign.proc.storageDiscard') : t('bite.proc.ok'),
    fields: over.length
      ? [
          {
            id: 'nation',
            label: t('bite.ui.nation'),
            kind: 'select',
            options: over.map((n) => ({ value: n, label: nationText(n) })),
            default: over[0],
            rule: '11.2',
          },
          {
            id: 'colour',
            label: t('bite.eco.ui.colour'),
            kind: 'select',
            options: colours.map((c) => ({ value: c, label: t(`bite.eco.colour.${c}`) })),
            default: null,
            rule: '11.2',
          },
          { id: 'pp', label: t('bite.eco.ui.pp'), kind: 'int', min: 1, max: 999, default: null, rule: '11.2' },
        ]
      : undefined,
    evaluate(values) {
      const steps: Step[] = [];
      if (llLeft) steps.push(step('bite.campaign.proc.lendLeaseGoes', { pp: bagText(ll) }, '34.0', 'warning'));
      if (s.layers.advanced) {
        for (const n of nations) {
          const x = storageExcess(s, n);
          steps.push(
            x > 0
              ? step('bite.campaign.proc.storageOver', { nation: nationText(n), box: bagText(boxOf(s, n)), n: x }, '11.2', 'warning')
              : step('bite.campaign.proc.storageOk', { nation: nationText(n), box: bagText(boxOf(s, n)) }, '11.2'),
          );
        }
      }
      if (!over.length) return decision([], steps, () => []);
      steps.push(step('bite.campaign.proc.storageOrder', undefined, '11.2', 'info'));
      const n = over.find((x) => x === values.nation);
      const colour = values.colour;
      const pp = values.pp;
      if (!n) return waiting([t('bite.campaign.proc.storagePickNation')], steps);
      if (!isPpColour(colour) || colour === 'yellow') return waiting([t('bite.campaign.proc.storagePickColour')], steps);
      if (typeof pp !== 'number') return waiting([t('bite.eco.err.amount')], steps);
      const c = canDiscard(s, n, colour, pp);
      if (!c.ok) return decision([c.error], steps, () => []);
      const x = storageExcess(s, n);
      if (pp > x) return decision([t('bite.campaign.proc.storageTooMany', { nation: nationText(n), n: x })], steps, () => []);
      steps.push(step('bite.campaign.proc.storageLose', { nation: nationText(n), pp: bagText(bagOf({ [colour]: pp })), left: x - pp }, '11.2', 'result'));
      return decision([], steps, () => [{ type: 'bite/pp-discard', payload: { nation: n, colour, pp }, at: 0 }]);
    },
  };
}

/**
 * 5.2: German aid to an ally, given from the Axis production card where the player already is
 * (the same rule and event as the Economy screen): at most 3 PP a turn to each ally, from
 * Germany's box; only yellow in the basic game (7.3). Refused in words, nothing given.
 */
function aidCard(s: BiteState): ProcedureDef | null {
  if (!producingNations(s, 'axis').includes('germany')) return null;
  const allies = alliesInPlay(s);
  if (!allies.length) return null;
  const colours = s.layers.advanced ? PP_COLOURS : (['yellow'] as const);
  return {
    id: 'bite.aid',
    title: t('bite.aidCard.title'),
    rule: '5.2',
    body: t('bite.aidCard.body', { limit: AID_LIMIT }),
    applyLabel: t('bite.aidCard.give'),
    fields: [
      {
        id: 'ally',
        label: t('bite.eco.ui.ally'),
        kind: 'select',
        options: allies.map((a) => ({ value: a, label: t('bite.aidCard.allyOption', { nation: nationText(a), given: aidGiven(s, a), limit: AID_LIMIT }) })),
        default: allies[0],
        rule: '5.2',
      },
      {
        id: 'colour',
        label: t('bite.eco.ui.colour'),
        kind: 'select',
        options: colours.map((c) => ({ value: c, label: t(`bite.eco.colour.${c}`) })),
        default: 'yellow',
        rule: s.layers.advanced ? '11.0' : '7.3',
      },
      { id: 'pp', label: t('bite.eco.ui.pp'), kind: 'int', min: 1, max: AID_LIMIT, default: null, rule: '5.2' },
    ],
    evaluate(values) {
      const steps: Step[] = [step('bite.aidCard.box', { box: bagText(boxOf(s, 'germany')) }, '5.2')];
      const ally = allies.find((a) => a === values.ally) as Ally | undefined;
      const colour = values.colour;
      const pp = values.pp;
      if (!ally) return waiting([t('bite.aidCard.pickAlly')], steps);
      steps.push(step('bite.campaign.proc.aidGiven', { ...nationForms(ally), given: aidGiven(s, ally), limit: AID_LIMIT }, '5.2', 'info'));
      if (!isPpColour(colour) || typeof pp !== 'number') return waiting([t('bite.eco.err.amount')], steps);
      const c = canAid(s, ally, colour, pp);
      if (!c.ok) return decision([c.error], steps, () => []);
      steps.push(step('bite.aidCard.result', { ...nationForms(ally), pp: bagText(bagOf({ [colour]: pp })) }, '5.2', 'result'));
      return decision([], steps, () => [{ type: 'bite/aid', payload: { ally, colour, pp }, at: 0 }]);
    },
  };
}

/**
 * 7.3 (11.0, 12.3): "spend PP: repairs" — the production card holds the repair itself: a damaged or
 * eliminated block of the side, the SP to restore, priced by the colour of each step and paid from
 * its nation's box, as the Economy screen does (the same rules and event).
 */
function repairCard(s: BiteState, ctx: RulesContext, side: 'axis' | 'soviet'): ProcedureDef | null {
  const blocks = s.blocks.filter((b) => sideOfNation(b.nation) === side && (b.eliminated || b.sp < b.maxSp));
  if (!blocks.length) return null;
  return {
    id: `bite.repair.${side}`,
    title: t('bite.repairCard.title'),
    rule: '7.3',
    body: t('bite.repairCard.body'),
    applyLabel: t('bite.repairCard.go'),
    fields: [
      {
        id: 'block',
        label: t('bite.campaign.proc.block'),
        kind: 'select',
        options: blocks.map((b) => ({ value: b.id, label: t('bite.campaign.proc.blockOption', { name: b.name, sp: b.eliminated ? 0 : b.sp, max: b.maxSp }) })),
        default: null,
        rule: '7.3',
      },
      { id: 'steps', label: t('bite.repairCard.steps'), kind: 'int', min: 1, max: 9, default: 1, rule: '7.3' },
    ],
    evaluate(values) {
      const b = blocks.find((x) => x.id === values.block);
      if (!b) return waiting([t('bite.eco.err.pickBlock')], []);
      if (typeof values.steps !== 'number') return waiting([t('bite.eco.err.amount')], []);
      const p = repairPrice(s, b, values.steps, ctx);
      if (!p.ok) return decision([p.error], [], () => []);
      const steps = [step('bite.aidCard.box', { box: bagText(boxOf(s, b.nation)) }, '7.3'), ...p.steps];
      const c = canPay(s, b.nation, p.cost);
      if (!c.ok) return decision([c.error], steps, () => []);
      return decision([], steps, () => [{ type: 'bite/repair', payload: { id: b.id, steps: values.steps as number, cost: p.cost }, at: 0 }]);
    },
  };
}

/**
 * 7.9 (4.5, 12.1–12.5): the final supply check's card holds the surrenders: each unit of the side
 * still out of supply surrenders, the enemy gaining its PP; a besieged one loses SP or holds. A
 * surrender the rules require is a required step: leaving B9/C9 with one undone is warned.
 */
function finalCheckCard(s: BiteState, side: 'axis' | 'soviet'): ProcedureDef {
  const out = s.blocks.filter((b) => !b.eliminated && !b.supplied && sideOfNation(b.nation) === side);
  const due = out.filter((b) => canSurrender(s, b).ok);
  const steps: Step[] = [];
  for (const b of out) {
    const f = finalFate(s, b);
    if (f.kind === 'never') steps.push(step('bite.finalCard.never', { line: f.error }, '7.9', 'info'));
    else steps.push(...f.steps);
  }
  if (!out.length) steps.push(step('bite.finalCard.none', { side: t(`bite.side.${side}`) }, '7.9', 'result'));
  const base = { id: `bite.final.${side}`, title: t('bite.finalCard.title', { side: t(`bite.side.${side}`) }), rule: '7.9' };
  if (!due.length) return { ...base, applyLabel: t('bite.proc.ok'), evaluate: () => decision([], steps, () => []) };
  return {
    ...base,
    required: true,
    body: t('bite.finalCard.body'),
    applyLabel: t('bite.finalCard.surrender', { n: due.length }),
    evaluate: () =>
      decision([], steps, () =>
        due.flatMap((b) => {
          const g = surrenderGain(s, b);
          return g.ok ? [{ type: 'bite/surrender', payload: { id: b.id, gainer: g.gainer, pp: g.pp }, at: 0 }] : [];
        }),
      ),
  };
}

/**
 * 13.6: at the end of the Blitz phase every activated HQ — the inactive player's air HQs too — is
 * deactivated: 1 AP less and hidden again, an activated 1-AP HQ removed (it may be rebuilt). A
 * required step: leaving B8/C8 with an HQ still activated is warned.
 */
function deactivationCard(s: BiteState): ProcedureDef | null {
  if (!s.layers.advanced) return null;
  const sides = (['axis', 'soviet'] as const).filter((side) => deactivation(s, side).length > 0);
  if (!sides.length) return null;
  const steps: Step[] = sides.flatMap((side) => deactivation(s, side).map((x) => ({ ...x.text, rule: '13.6' })));
  return {
    id: 'bite.hq.deactivation',
    title: t('bite.hqCard.title'),
    rule: '13.6',
    required: true,
    body: t('bite.hqCard.body'),
    applyLabel: t('bite.eco.ui.deactivate'),
    evaluate: () => decision([], steps, () => sides.map((side) => ({ type: 'bite/hq-deactivate', payload: { side }, at: 0 }))),
  };
}

/**
 * 13.8.2: the FHQ "dev'essere attivato all'inizio di ogni turno" — at the start of the Axis
 * Movement phase (13.8), always at full strength. A required step: leaving B5 with the FHQ
 * marked and not activated is warned.
 */
function fhqCard(s: BiteState): ProcedureDef | null {
  if (!s.layers.advanced) return null;
  const fhq = s.blocks.find((b) => supremeOf(s, b.id) === 'fhq' && !b.eliminated);
  if (!fhq || isActive(s, fhq.id)) return null;
  return {
    id: 'bite.hq.fhq',
    title: t('bite.hqCard.fhqTitle'),
    rule: '13.8.2',
    required: true,
    body: t('bite.hqCard.fhqBody', { name: fhq.name }),
    applyLabel: t('bite.eco.ui.activate'),
    evaluate: () => decision([], [], () => [{ type: 'bite/hq-activate', payload: { id: fhq.id }, at: 0 }]),
  };
}

function productionCards(s: BiteState, ctx: RulesContext, side: 'axis' | 'soviet'): ProcedureDef[] {
  const out: ProcedureDef[] = producingNations(s, side).map((n) => incomeCard(s, ctx, n));
  const aid = side === 'axis' ? aidCard(s) : null;
  if (aid) out.push(aid);
  const repair = repairCard(s, ctx, side);
  if (repair) out.push(repair);
  for (const { removal, late } of removalsDue(s)) if (sideOfNation(removal.nation) === side) out.push(removalCard(s, ctx, removal, late));
  const st = storageCard(s, side);
  if (st) out.push(st);
  return out;
}

/** The cards of the phase: phase A the month and its weather, the production phase its income and removals, every phase its reminders. */
export function procedures(s: BiteState, ctx: RulesContext): ProcedureDef[] {
  if (s.over) return [];
  const p = currentPhase(s);
  if (p.id === 'A') {
    const italy = italyCard(s);
    return [monthCard(s), weatherCard(s, ctx), ...(italy ? [italy] : []), remindersCard(s)];
  }
  if (p.kind === 'production' && p.side) return [remindersCard(s), ...productionCards(s, ctx, p.side)];
  if (p.id === 'D') return [...victoryCards(s, ctx), remindersCard(s)];
  if (p.kind === 'finalSupply' && p.side) return [finalCheckCard(s, p.side), remindersCard(s)];
  if (p.kind === 'movement' && p.side === 'axis') {
    const fhq = fhqCard(s);
    return fhq ? [fhq, remindersCard(s)] : [remindersCard(s)];
  }
  if (p.kind === 'blitz') {
    const hq = deactivationCard(s);
    return hq ? [remindersCard(s), hq] : [remindersCard(s)];
  }
  return [remindersCard(s)];
}

/** The next scheduled TECH change of a nation's field after a month (3.13), if any. */
export function nextTechChange(nation: 'germany' | 'ussr', field: TechField, date: MonthDate) {
  return TECH_SCHEDULE.find((a) => a.nation === nation && a.field === field && monthKey(a.from) > monthKey(date));
}

/** The TECH of Germany and the USSR per field as tracks (3.13; with 17.0 the research levels, raised by a tap). */
export function tracks(s: BiteState, ctx: RulesContext): TrackView[] {
  const date = currentMonth(s);
  const research = hasOptional(s.layers, '17.0') ? researchOf(s) : undefined;
  const out: TrackView[] = [];
  for (const nation of ['germany', 'ussr'] as const) {
    for (const field of FIELDS) {
      const level = techOf(nation, field, date, { minorFollowGermany: setting(ctx, 'minorTech') !== false, research }).level;
      const next = research ? undefined : nextTechChange(nation, field, date);
      const view: TrackView = {
        id: `tech.${nation}.${field}`,
        label: t('bite.track.tech', { nation: nationText(nation), field: fieldText(field) }),
        abbr: 'TECH',
        value: level,
        min: 1,
        max: 3,
        rule: research ? '17.0' : '3.13',
        detail: next ? t('bite.track.next', { level: next.level, month: monthText(next.from) }) : t(research ? 'bite.track.research' : 'bite.track.final'),
      };
      if (research) {
        view.actions = [
          {
            id: 'raise',
            label: t('bite.track.raise'),
            rule: '17.0',
            disabledReason: level >= 3 ? t('bite.track.atMax') : undefined,
            events: level >= 3 ? [] : [{ type: 'bite/research', payload: { nation, field, level: level + 1 }, at: 0 }],
          },
        ];
      }
      out.push(view);
    }
  }
  return out;
}
