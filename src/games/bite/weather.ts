/**
 * Weather (9.0–9.3, 39.0; notes §1.4). The fixed weather of each month is printed on the
 * map's turn chart (1.1), not in the text: players type it once as a chart (year → month →
 * fair / rain / snow, the only fixed weathers of 9.0), shared as a chart pack. May and October are rolled
 * (9.0: 1–3 fair, 4–6 rain; 39.0: 1–2 fair, 3–4 light rain, 5–6 rain, never the same weather
 * twice in a row). The month's effects follow as derivation steps, each with its rule.
 */
import type { Answers, ChartAccess, ChartSpec, Evaluation, Outcome, Resolution, RollQuestion, Step } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { rollQuestion, d6 } from '@/engine/resolution';
import { hasOptional, type RuleLayers } from './layers';
import { monthText, type MonthDate } from './calendar';

export const WEATHERS = ['fair', 'lightRain', 'rain', 'snow'] as const;
export type Weather = (typeof WEATHERS)[number];

/**
 * The weather a month can have fixed (9.0: "bel tempo = sereno; maltempo = pioggia o neve"):
 * light rain comes only from the May/October roll of 39.0, never from the turn chart.
 */
export const FIXED_WEATHERS = ['fair', 'rain', 'snow'] as const satisfies readonly Weather[];

const WEATHER_CHART = 'bite.weather';
/** The years of the turn chart: June 1941 – June 1945 (SBE9). */
const WEATHER_YEARS = ['1941', '1942', '1943', '1944', '1945'];

/** The words a cell may hold, in either language, and the codes of the Italian chart: 9.0's fixed weathers (no light rain) or the roll. */
const WORDS: Record<string, (typeof FIXED_WEATHERS)[number] | 'roll'> = {
  s: 'fair',
  sereno: 'fair',
  fair: 'fair',
  p: 'rain',
  pioggia: 'rain',
  rain: 'rain',
  n: 'snow',
  neve: 'snow',
  snow: 'snow',
  d: 'roll',
  dado: 'roll',
  roll: 'roll',
};

/** Any capitalisation of a word, as a regular expression ("[sS][nN][oO][wW]"). */
const anyCase = (w: string) => [...w].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c === ' ' ? '\\s+' : c)).join('');
const CELL_PATTERN = `^\\s*(?:${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|')})\\s*$`;

/** The cell's weather, or 'roll' (May/October), or null when it does not read. */
export function parseWeatherCell(text: string): (typeof FIXED_WEATHERS)[number] | 'roll' | null {
  const k = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return WORDS[k] ?? null;
}

/** Where 9.0 says the weather is rolled, the rule fills the cell: May and October of every year on the chart. */
const rolledCells = WEATHER_YEARS.flatMap((y) =>
  ['5', '10']
    .filter((m) => !(y === '1941' && m === '5') && !(y === '1945' && m === '10'))
    .map((m) => ({ column: y, row: m, value: 'D', rule: '9.0', note: t('bite.weather.rolledCell') })),
);

/**
 * The turn chart's weather (tabella SEGNATURNO, 1.1, 9.0): one column per year, one row per
 * month (1–12). Only May and October are known from the text (rolled, 9.0); nothing else
 * is invented (notes §6.1).
 */
export const weatherChartSpec: ChartSpec = {
  id: WEATHER_CHART,
  title: t('bite.weather.chart'),
  rule: '9.0',
  // Read by month and year, not with dice: no dice shown; the rows are the months by name.
  rowHeader: t('bite.weather.monthHeader'),
  columns: WEATHER_YEARS,
  columnsEditable: false,
  rows: Array.from({ length: 12 }, (_, i) => ({ label: String(i + 1), name: t(`bite.month.${i + 1}`), min: i + 1, max: i + 1 })),
  cell: { pattern: CELL_PATTERN, example: 'S', help: t('bite.weather.cellHelp') },
  prefilled: rolledCells,
};

/** The weather of a month as it stands: from the chart, a roll recorded, or unknown yet. */
export type MonthWeather =
  { kind: 'known'; weather: Weather; source: 'chart' | 'roll' | 'basic'; steps: Step[] } | { kind: 'roll'; steps: Step[] } | { kind: 'untyped'; steps: Step[] };

export interface WeatherOptions {
  /** AMB-01: in the basic game every turn is fair (default), or the chart is used as in the RA. */
  basicWeather: 'fair' | 'chart';
}

/** Whether the month is one 9.0 rolls: May and October. */
export const isRolledMonth = (d: MonthDate) => d.month === 5 || d.month === 10;

/**
 * The weather of a month: basic game fair (AMB-01), else the chart's fixed weather, May and
 * October from the roll recorded (`rolled`), else what is missing, in words.
 */
export function weatherOf(
  date: MonthDate,
  layers: RuleLayers,
  charts: ChartAccess,
  rolled: Weather | undefined,
  opts: WeatherOptions = { basicWeather: 'fair' },
): MonthWeather {
  const month = monthText(date);
  if (!layers.advanced && opts.basicWeather === 'fair') {
    return { kind: 'known', weather: 'fair', source: 'basic', steps: [step('bite.weather.basicFair', { month }, '7.0')] };
  }
  if (isRolledMonth(date)) {
    if (rolled)
      return {
        kind: 'known',
        weather: rolled,
        source: 'roll',
        steps: [step('bite.weather.rolled', { month, weather: t(`bite.weather.${rolled}`) }, hasOptional(layers, '39.0') ? '39.0' : '9.0')],
      };
    return { kind: 'roll', steps: [step('bite.weather.toRoll', { month }, '9.0')] };
  }
  const look = charts.lookup(WEATHER_CHART, String(date.year), date.month);
  const w = look.value !== undefined ? parseWeatherCell(look.value) : null;
  if (w === null || w === 'roll') return { kind: 'untyped', steps: [step('bite.weather.untyped', { month }, '9.0', 'warning')] };
  return { kind: 'known', weather: w, source: 'chart', steps: [step('bite.weather.fromChart', { month, weather: t(`bite.weather.${w}`) }, '9.0')] };
}

/** The weather a face of the May/October die gives (9.0; 39.0). */
export function weatherOfFace(face: number, lightRain: boolean): Weather {
  if (lightRain) return face <= 2 ? 'fair' : face <= 4 ? 'lightRain' : 'rain';
  return face <= 3 ? 'fair' : 'rain';
}

/** The most rerolls the walk asks for: each one is a new die, so there is no endless loop to fear in practice. */
const MAX_REROLLS = 20;

function weatherQuestion(id: string, lightRain: boolean, previous: Weather | undefined, reroll: number): RollQuestion {
  const classify = (faces: number[]) => {
    const w = weatherOfFace(faces[0], lightRain);
    if (lightRain && previous === w) return { id: 'again', label: t('bite.weather.again', { weather: t(`bite.weather.${w}`) }), tone: 'neutral' as const };
    return { id: w, label: t(`bite.weather.${w}`), tone: (w === 'fair' ? 'good' : 'bad') as Outcome['tone'] };
  };
  return rollQuestion(
    reroll === 0 ? id : `${id}.reroll${reroll}`,
    d6(t(reroll === 0 ? 'bite.weather.roll' : 'bite.weather.reroll'), lightRain ? '39.0' : '9.0'),
    classify,
  );
}

/**
 * The May/October roll (9.0; with 39.0 the three-way roll that never repeats the previous
 * month's weather, AMB-43: a roll giving it is rolled again). `previous` is the last month's
 * weather (April's or September's); with 39.0 it must be known.
 */
export function weatherRoll(date: MonthDate, layers: RuleLayers, previous: Weather | undefined): Evaluation {
  const lightRain = hasOptional(layers, '39.0');
  const derivation: Step[] = [];
  const errors = [];
  if (!layers.advanced) errors.push(t('bite.weather.rollAdvancedOnly'));
  if (!isRolledMonth(date)) errors.push(t('bite.weather.notRolledMonth', { month: monthText(date) }));
  if (lightRain && previous === undefined) errors.push(t('bite.weather.previousUnknown', { month: monthText(date) }));
  derivation.push(step(lightRain ? 'bite.weather.rollLight' : 'bite.weather.rollBasic', { month: monthText(date) }, lightRain ? '39.0' : '9.0'));
  if (lightRain && previous) derivation.push(step('bite.weather.noRepeat', { weather: t(`bite.weather.${previous}`) }, '39.0'));
  return {
    errors,
    derivation,
    resolve(answers: Answers): Resolution {
      if (errors.length) return { derivation: [], events: [] };
      const out: Step[] = [];
      for (let i = 0; i <= MAX_REROLLS; i++) {
        const q = weatherQuestion('weather', lightRain, previous, i);
        const r = answers.rolls[q.id];
        if (!r || r.faces.length !== 1 || r.faces[0] < 1 || r.faces[0] > 6) return { derivation: out, next: q, events: [] };
        const w = weatherOfFace(r.faces[0], lightRain);
        if (lightRain && w === previous) {
          out.push(step('bite.weather.rolledAgain', { face: r.faces[0], weather: t(`bite.weather.${w}`) }, '39.0'));
          continue;
        }
        out.push(step('bite.weather.result', { face: r.faces[0], weather: t(`bite.weather.${w}`) }, lightRain ? '39.0' : '9.0', 'result'));
        out.push(...weatherEffects(w, layers).steps);
        return { derivation: out, events: [{ type: 'bite/weather', payload: { year: date.year, month: date.month, weather: w, faces: [r.faces[0]] }, at: 0 }] };
      }
      return { derivation: out, events: [] };
    },
  };
}

// ---------------------------------------------------------------------------
// Effects (9.1–9.3, 39.0, 7.8, 13.3, 19.1, 33.0).
// ---------------------------------------------------------------------------

export interface WeatherEffects {
  /** Supply line length in hexes (4.3: 3; 9.1: 2 in bad weather). */
  supplyHexes: number;
  /** MP to enter each terrain (7.5.3; 9.2; 39.0). */
  moveCost: Record<'plain' | 'forest' | 'hill' | 'mountain' | 'swamp', number>;
  /** Air units fly combat missions (9.2/9.3: not in rain). */
  airMissions: boolean;
  /** Attacking ground units (artillery aside) suffer 1 Malus (9.3, 39.0). */
  attackerMalus: boolean;
  /** Defending ground units (artillery aside) get 1 additional Bonus (9.3, rain). */
  defenderBonus: boolean;
  /** Which air units suffer 1 Malus: all (snow), the attacking ones (light rain), none. */
  airMalus: 'all' | 'attacking' | 'none';
  /** The AA suffers 1 Malus (9.3: rain and snow; AMB-08 decides whose). */
  aaMalus: boolean;
  /** Rivers frozen: no combat effect (9.3, snow). */
  riversFrozen: boolean;
  /** Ports of the White Sea, Gulf of Bothnia, Gulf of Finland and Sea of Azov frozen (9.2). */
  seasFrozen: boolean;
  /** Blitz allowed (7.8: not in bad weather, where no hex costs 1 MP). */
  blitz: boolean;
  /** HQ command range (13.3: 5; 3 in bad weather; 39.0: light rain none). */
  hqRange: number;
  /** Air recon die modifier (19.1: +2 in bad weather). */
  reconDrm: number;
  /** The special attacks that need fair weather (20.0–24.0, 19.2). */
  specialAttacks: boolean;
  /** Snow spares Soviet, Finnish and Axis mountain units in combat (9.3 "Ricorda"). */
  snowImmunity: boolean;
  steps: Step[];
}

/** The month's effects, each with its rule; the HQ range only with the advanced rules. */
export function weatherEffects(w: Weather, layers: RuleLayers): WeatherEffects {
  const S = (k: string, rule: string, params: Record<string, string | number> = {}) => step(`bite.weatherEffect.${k}`, params, rule);
  const steps: Step[] = [];
  const bad = w !== 'fair';
  const e: WeatherEffects = {
    supplyHexes: bad ? 2 : 3,
    moveCost:
      w === 'rain'
        ? { plain: 3, forest: 3, hill: 3, mountain: 3, swamp: 3 }
        : w === 'snow'
          ? { plain: 2, forest: 2, hill: 3, mountain: 3, swamp: 2 }
          : w === 'lightRain'
            ? { plain: 2, forest: 3, hill: 3, mountain: 3, swamp: 3 }
            : { plain: 1, forest: 2, hill: 2, mountain: 3, swamp: 3 },
    airMissions: w !== 'rain',
    attackerMalus: bad,
    defenderBonus: w === 'rain',
    airMalus: w === 'snow' ? 'all' : w === 'lightRain' ? 'attacking' : 'none',
    aaMalus: w === 'rain' || w === 'snow',
    riversFrozen: w === 'snow',
    seasFrozen: w === 'snow',
    blitz: !bad,
    hqRange: w === 'rain' || w === 'snow' ? 3 : 5,
    reconDrm: w === 'rain' || w === 'snow' ? 2 : 0,
    specialAttacks: !bad,
    snowImmunity: w === 'snow',
    steps,
  };
  steps.push(step('bite.weatherEffect.title', { weather: t(`bite.weather.${w}`) }, w === 'lightRain' ? '39.0' : '9.0', 'result'));
  steps.push(S('supply', bad ? (w === 'lightRain' ? '39.0' : '9.1') : '4.3', { hexes: e.supplyHexes }));
  const mc = e.moveCost;
  steps.push(
    S(w, w === 'lightRain' ? '39.0' : w === 'fair' ? '7.5.3' : '9.2', {
      plain: mc.plain,
      forest: mc.forest,
      hill: mc.hill,
      mountain: mc.mountain,
      swamp: mc.swamp,
    }),
  );
  if (w === 'rain') steps.push(S('kerch', '9.2'));
  if (w === 'rain') steps.push(S('noAir', '9.3'));
  if (e.airMalus === 'all') steps.push(S('airMalusAll', '9.3'));
  if (e.airMalus === 'attacking') steps.push(S('airMalusAttacking', '39.0'));
  if (e.attackerMalus) steps.push(S('attackerMalus', w === 'lightRain' ? '39.0' : '9.3'));
  if (e.defenderBonus) steps.push(S('defenderBonus', '9.3'));
  if (e.aaMalus) steps.push(S('aaMalus', '9.3'));
  if (e.riversFrozen) steps.push(S('riversFrozen', '9.3'));
  if (e.seasFrozen) steps.push(S('seasFrozen', '9.2'));
  if (e.snowImmunity) steps.push(S('snowImmunity', '9.3'));
  steps.push(S(e.blitz ? 'blitzAllowed' : 'blitzForbidden', '7.8'));
  if (!e.specialAttacks) steps.push(S('noSpecialAttacks', '20.0'));
  if (layers.advanced) steps.push(S('hqRange', w === 'lightRain' ? '39.0' : '13.3', { hexes: e.hqRange }));
  if (e.reconDrm && hasOptional(layers, '19.0')) steps.push(S('recon', '19.1', { drm: e.reconDrm }));
  return e;
}

/** 33.0: the First Axis Winter, December 1941 – March 1942, with the optional rule in play. */
export function isFirstWinter(date: MonthDate, layers: RuleLayers): boolean {
  const k = date.year * 12 + date.month - 1;
  return hasOptional(layers, '33.0') && k >= 1941 * 12 + 11 && k <= 1942 * 12 + 2;
}
