/**
 * BITE's settings. Set-up options: the rule layers (basic, RA, each RO 14.0–39.0 with 39.0
 * strongly recommended), the 7.7.6 Bonus/Malus cancellation agreed once for the whole game,
 * the Luftwaffe's air supremacy (SBE5/SBE9). Interpretations: every ambiguity of the notes
 * (§8) that changes a number, with the recommended reading as its default and its rule.
 */
import type { OptionGroup, OptionPreset, RulesContext, SettingDef, SettingValue } from '@/engine/types';
import { t } from '@/engine/derivation';
import { OPTIONAL_RULES, RECOMMENDED_OPTIONAL, type OptionalRule, type RuleLayers, isOptionalRule } from './layers';
import { SCENARIOS, monthKey, scenarioById, scenarioEnd, ym, type MonthDate } from './calendar';

const L = (id: string) => ({ key: `bite.settings.${id}.label` });
const H = (id: string) => ({ key: `bite.settings.${id}.help` });
const O = (id: string, value: string) => ({ value, label: { key: `bite.settings.${id}.${value}` } });

/** The option id of an optional rule: 'ro39' for 39.0. */
const optionId = (rule: string) => `ro${rule.split('.')[0]}`;

/** The optional rules by what they touch, each group one checklist of the set-up. */
const GROUP_OF: Record<OptionalRule, string> = {
  '19.0': 'battle',
  '20.0': 'battle',
  '21.0': 'battle',
  '22.0': 'battle',
  '23.0': 'battle',
  '24.0': 'battle',
  '25.0': 'battle',
  '26.0': 'battle',
  '14.0': 'weather',
  '33.0': 'weather',
  '39.0': 'weather',
  '15.0': 'economy',
  '16.0': 'economy',
  '17.0': 'economy',
  '32.0': 'economy',
  '34.0': 'economy',
  '35.0': 'economy',
  '18.0': 'forces',
  '27.0': 'forces',
  '28.0': 'forces',
  '29.0': 'forces',
  '30.0': 'forces',
  '31.0': 'forces',
  '36.0': 'politics',
  '37.0': 'politics',
  '38.0': 'politics',
};

export const optionGroups: OptionGroup[] = ['weather', 'battle', 'forces', 'economy', 'politics'].map((id) => ({
  id,
  label: { key: `bite.optionGroup.${id}` },
}));

/** The scenario's recommended rule layers in one tap (Manuale degli Scenari; 39.0 "vivamente consigliata"). */
export function optionPresets(scenario: string): OptionPreset[] {
  const sc = scenarioById(scenario);
  if (!sc) return [];
  const advanced = sc.recommended === 'advanced';
  const values: Record<string, SettingValue> = { advanced };
  for (const r of OPTIONAL_RULES) values[optionId(r)] = advanced && RECOMMENDED_OPTIONAL.includes(r);
  return [{ id: 'recommended', label: t('bite.preset.recommended', { scenario: sc.id, layers: t(`bite.preset.layers.${sc.recommended}`) }), values }];
}

/**
 * Optional rules the text dates to months some scenarios never reach: a scenario is offered the
 * rule only if its months meet one of the windows. 30.0: "a partire dal gennaio 1942". 33.0:
 * the first winter, December 1941 to March 1942, and 33.1's locomotives, November 1941 to March
 * 1942 and November 1942 to March 1943. 36.0: the Italian roll from July 1943, in a scenario
 * under way then (one starting later has Italy out of the war, 7.11). 37.0: Persia
 * joins the Axis in August 1941 (its corridor then waits for Tehran's fall, AMB-26: a later
 * scenario would never have it).
 */
const DATED: Partial<Record<OptionalRule, readonly (readonly [MonthDate, MonthDate?])[]>> = {
  // 29.0: "A partire dal settembre 1941"; 34.0: "Dal settembre 1941".
  '29.0': [[ym(1941, 9)]],
  '34.0': [[ym(1941, 9)]],
  // 39.0: it changes only the roll "all'inizio dei mesi di maggio e di ottobre".
  '39.0': [1941, 1942, 1943, 1944, 1945].flatMap((y) => [[ym(y, 5), ym(y, 5)] as const, [ym(y, 10), ym(y, 10)] as const]),
  '30.0': [[ym(1942, 1)]],
  '33.0': [
    [ym(1941, 11), ym(1942, 3)],
    [ym(1942, 11), ym(1943, 3)],
  ],
  '36.0': [[ym(1943, 7), ym(1943, 9)]],
  '37.0': [[ym(1941, 8), ym(1941, 8)]],
};

/** The scenarios whose months meet one of the windows. */
function scenariosMeeting(windows: readonly (readonly [MonthDate, MonthDate?])[]): string[] {
  return SCENARIOS.filter((sc) =>
    windows.some(([from, until]) => monthKey(from) <= monthKey(scenarioEnd(sc)) && (until === undefined || monthKey(until) >= monthKey(sc.start))),
  ).map((sc) => sc.id);
}

/** SBE4 is played "without in any way RA or RO, keeping the BASIC GAME" (Manuale degli Scenari). */
const BASIC_ONLY = new Set<string>(SCENARIOS.filter((sc) => sc.recommended === 'basicOnly').map((sc) => sc.id));
/** "Scenari brevi: non si usano né i QG, né gli Slovacchi, né le RHG": 27.0 brings the RHG and the Slovak garrisons. */
const NOT_IN_SHORT: readonly OptionalRule[] = ['27.0'];

const ruleScenarios = (r: OptionalRule): Pick<SettingDef, 'scenarios'> => {
  const windows = DATED[r];
  const ids = (windows ? scenariosMeeting(windows) : SCENARIOS.map((sc) => sc.id)).filter(
    (id) => !BASIC_ONLY.has(id) && !(NOT_IN_SHORT.includes(r) && scenarioById(id)?.short),
  );
  return { scenarios: ids };
};

export const options: SettingDef[] = [
  {
    id: 'advanced',
    rule: '8.0',
    kind: 'bool',
    default: false,
    label: L('advanced'),
    help: H('advanced'),
    scenarios: SCENARIOS.map((sc) => sc.id).filter((id) => !BASIC_ONLY.has(id)),
  },
  ...OPTIONAL_RULES.map((r): SettingDef => ({
    id: optionId(r),
    rule: r,
    kind: 'bool',
    default: false,
    label: { key: `bite.optional.${optionId(r)}` },
    help: { key: `bite.optionalHelp.${optionId(r)}` },
    group: GROUP_OF[r],
    ...(RECOMMENDED_OPTIONAL.includes(r) ? { recommended: true } : {}),
    ...ruleScenarios(r),
  })),
  { id: 'cancellation', rule: '7.7.6', kind: 'bool', default: false, label: L('cancellation'), help: H('cancellation') },
  // The surprise of June 1941 in SBE5 and the campaign (SBE9's "Supremazia totale").
  { id: 'supremacy', rule: 'SBE5', kind: 'bool', default: false, label: L('supremacy'), help: H('supremacy'), scenarios: ['SBE5', 'SBE9'] },
];

export const interpretations: SettingDef[] = [
  {
    id: 'basicWeather',
    rule: '7.0',
    kind: 'select',
    default: 'fair',
    options: [O('basicWeather', 'fair'), O('basicWeather', 'chart')],
    label: L('basicWeather'),
    help: H('basicWeather'),
  },
  {
    id: 'artilleryReduction',
    rule: '7.7.4',
    kind: 'select',
    default: 'halve',
    options: [O('artilleryReduction', 'halve'), O('artilleryReduction', 'minus2')],
    label: L('artilleryReduction'),
    help: H('artilleryReduction'),
  },
  { id: 'bomberAirCombatT1', rule: '6.3.2', kind: 'bool', default: false, label: L('bomberAirCombatT1'), help: H('bomberAirCombatT1') },
  {
    id: 'cancellationScope',
    rule: '7.7.6',
    kind: 'select',
    default: 'all',
    options: [O('cancellationScope', 'all'), O('cancellationScope', 'one')],
    label: L('cancellationScope'),
    help: H('cancellationScope'),
  },
  {
    id: 'poolBy',
    rule: '7.7.7',
    kind: 'select',
    default: 'count',
    options: [O('poolBy', 'count'), O('poolBy', 'sources')],
    label: L('poolBy'),
    help: H('poolBy'),
  },
  {
    id: 'poolMinimum',
    rule: '3.17',
    kind: 'select',
    default: 'unit',
    options: [O('poolMinimum', 'unit'), O('poolMinimum', 'pool')],
    label: L('poolMinimum'),
    help: H('poolMinimum'),
  },
  { id: 'hitCap', rule: '7.7.6', kind: 'select', default: 'none', options: [O('hitCap', 'none'), O('hitCap', 'two')], label: L('hitCap'), help: H('hitCap') },
  {
    id: 'weatherAa',
    rule: '9.3',
    kind: 'select',
    default: 'all',
    options: [O('weatherAa', 'all'), O('weatherAa', 'attacker')],
    label: L('weatherAa'),
    help: H('weatherAa'),
  },
  {
    id: 'fortressScope',
    rule: '7.7.6',
    kind: 'select',
    default: 'all',
    options: [O('fortressScope', 'all'), O('fortressScope', 'ground')],
    label: L('fortressScope'),
    help: H('fortressScope'),
  },
  {
    id: 'riverBonusCount',
    rule: '7.7.6',
    kind: 'select',
    default: 'combat',
    options: [O('riverBonusCount', 'combat'), O('riverBonusCount', 'all')],
    label: L('riverBonusCount'),
    help: H('riverBonusCount'),
  },
  { id: 'straitBonus', rule: '7.7.6', kind: 'bool', default: true, label: L('straitBonus'), help: H('straitBonus') },
  { id: 'eliteAa', rule: '10.0', kind: 'bool', default: false, label: L('eliteAa'), help: H('eliteAa') },
  {
    id: 'surpriseScope',
    rule: 'SBE5',
    kind: 'select',
    default: 'axisTurn',
    options: [O('surpriseScope', 'axisTurn'), O('surpriseScope', 'turn1')],
    label: L('surpriseScope'),
    help: H('surpriseScope'),
  },
  {
    id: 'supremacyOrder',
    rule: 'SBE5',
    kind: 'select',
    default: 'before',
    options: [O('supremacyOrder', 'before'), O('supremacyOrder', 'after')],
    label: L('supremacyOrder'),
    help: H('supremacyOrder'),
  },
  {
    id: 'extraDice',
    rule: '22.0',
    kind: 'select',
    default: 'after',
    options: [O('extraDice', 'after'), O('extraDice', 'before')],
    label: L('extraDice'),
    help: H('extraDice'),
  },
  {
    id: 'overrunBombers',
    rule: '6.3.2',
    kind: 'select',
    default: 'defenceless',
    options: [O('overrunBombers', 'defenceless'), O('overrunBombers', 'immediate')],
    label: L('overrunBombers'),
    help: H('overrunBombers'),
  },
  { id: 'zeroSpFire', rule: '3.17', kind: 'bool', default: false, label: L('zeroSpFire'), help: H('zeroSpFire') },
  { id: 'minorTech', rule: '17.1', kind: 'bool', default: true, label: L('minorTech'), help: H('minorTech') },
];

const DEFAULTS: Record<string, SettingValue> = Object.fromEntries([...interpretations, ...options].map((d) => [d.id, d.default]));

export function setting(ctx: Pick<RulesContext, 'settings'> | undefined, id: string): SettingValue {
  const v = ctx?.settings?.[id];
  return v === undefined ? (DEFAULTS[id] as SettingValue) : v;
}

/** The rule layers of a game's set-up options. */
export function layersOf(opts: Record<string, SettingValue>): RuleLayers {
  const optional = OPTIONAL_RULES.filter((r) => opts[optionId(r)] === true);
  return { advanced: opts.advanced === true, optional: optional.filter(isOptionalRule) };
}
