// BITE's calendar (src/games/bite/calendar.ts) read as the player sees it on the month card (phase
// A) and in each phase's reminders (7.0): the scenarios' advice on the rule layers, the reminders'
// first and last months, the dated rules recalled in their phase with the rules they cite in this
// scenario, and the scenario's last turn.
import { describe, expect, it } from 'vitest';
import {
  eventsOf,
  monthSteps,
  monthText,
  phaseEvents,
  phaseReminders,
  rulesIn,
  scenarioById,
  DATED_EVENTS,
  layerAdvice,
  ym,
  type ScenarioId,
} from '@/games/bite/calendar';
import { BASIC_GAME, type OptionalRule, type RuleLayers } from '@/games/bite/layers';

const RA: RuleLayers = { advanced: true, optional: [] };
const sc = (id: ScenarioId) => scenarioById(id)!;
const event = (id: string) => DATED_EVENTS.find((e) => e.id === id)!;
const layers = (advanced: boolean, ...optional: OptionalRule[]): RuleLayers => ({ advanced, optional });

describe("the scenarios' advice on the rule layers (Manuale degli Scenari)", () => {
  it('SBE4 "non sono in alcun modo previste RA o RO": the advanced rules or a single optional rule are an error, the basic game is not', () => {
    const basicOnly = { key: 'bite.scenario.basicOnly', params: { scenario: 'SBE4' }, rule: 'SBE4', tone: 'error' };
    expect(layerAdvice(sc('SBE4'), BASIC_GAME)).toEqual([]);
    expect(layerAdvice(sc('SBE4'), layers(false, '33.0'))).toEqual([basicOnly]);
    expect(layerAdvice(sc('SBE4'), layers(true, '39.0'))).toEqual([basicOnly]);
  });

  it('the short scenarios SBE1–SBE3 "può essere giocato come GIOCO BASE": no advice in the basic game, and the advanced rules are allowed', () => {
    for (const id of ['SBE1', 'SBE2', 'SBE3'] as const) {
      expect(layerAdvice(sc(id), BASIC_GAME)).toEqual([]);
      expect(layerAdvice(sc(id), layers(false, '33.0'))).toEqual([]);
      expect(layerAdvice(sc(id), layers(true, '39.0'))).toEqual([]);
    }
  });

  it('the long scenarios: "Le RA sono altamente raccomandate" — the basic game gets a warning naming the scenario', () => {
    for (const id of ['SBE5', 'SBE6', 'SBE7', 'SBE8', 'SBE9'] as const) {
      expect(layerAdvice(sc(id), BASIC_GAME)).toEqual([{ key: 'bite.scenario.advancedRecommended', params: { scenario: id }, rule: id, tone: 'warning' }]);
      expect(layerAdvice(sc(id), layers(true, '39.0'))).toEqual([]);
    }
  });

  it('39.0, light rain, "vivamente consigliata": recommended wherever the advanced rules play the weather, not in the basic game', () => {
    const rain = { key: 'bite.scenario.lightRainRecommended', params: {}, rule: '39.0', tone: 'info' };
    expect(layerAdvice(sc('SBE5'), RA)).toEqual([rain]);
    expect(layerAdvice(sc('SBE1'), RA)).toEqual([rain]);
    expect(layerAdvice(sc('SBE1'), layers(true, '33.0'))).toEqual([rain]);
    expect(layerAdvice(sc('SBE1'), layers(false, '39.0'))).toEqual([]);
  });
});

describe("7.0: each phase's reminders, from their first month to their last", () => {
  const keys = (phase: string, l: RuleLayers, y: number, m: number) => phaseReminders(phase, l, ym(y, m)).map((s) => s.key);

  it('33.1: the Axis rail move is cut from November 1941 to March 1942, and from November 1942 to March 1943, not a month before or after', () => {
    const winter = layers(true, '33.0');
    expect(keys('B4', winter, 1941, 10)).not.toContain('bite.reminder.railWinter41');
    expect(keys('B4', winter, 1941, 11)).toContain('bite.reminder.railWinter41');
    expect(keys('B4', winter, 1942, 3)).toContain('bite.reminder.railWinter41');
    expect(keys('B4', winter, 1942, 4)).not.toContain('bite.reminder.railWinter41');
    expect(keys('B4', winter, 1942, 10)).not.toContain('bite.reminder.railWinter42');
    expect(keys('B4', winter, 1942, 11)).toEqual(['bite.reminder.rail', 'bite.reminder.railAp', 'bite.reminder.railWinter42']);
    expect(keys('B4', winter, 1943, 3)).toContain('bite.reminder.railWinter42');
    expect(keys('B4', winter, 1943, 4)).toEqual(['bite.reminder.rail', 'bite.reminder.railAp']);
    // The Soviet rail phase never hears of it.
    expect(keys('C4', winter, 1942, 1)).not.toContain('bite.reminder.railWinter41');
  });

  it('33.0: the First Winter in the Axis supply phase from December 1941 to March 1942', () => {
    const winter = layers(true, '33.0');
    expect(keys('B2', winter, 1941, 11)).toEqual(['bite.reminder.supplyMark', 'bite.reminder.supplyWeather']);
    expect(keys('B2', winter, 1941, 12)).toEqual(['bite.reminder.supplyMark', 'bite.reminder.supplyWeather', 'bite.reminder.supplyFirstWinter']);
    expect(keys('B2', winter, 1942, 4)).toEqual(['bite.reminder.supplyMark', 'bite.reminder.supplyWeather']);
  });

  it("a reminder speaks of the side whose player turn it is (the production phase of C3 is the Soviet player's)", () => {
    const [first] = phaseReminders('C3', BASIC_GAME, ym(1942, 5));
    expect(first).toEqual({ key: 'bite.reminder.production', params: { side: { key: 'bite.side.soviet' } }, rule: '7.3' });
    expect(phaseReminders('B3', BASIC_GAME, ym(1942, 5))[0].params).toEqual({ side: { key: 'bite.side.axis' } });
  });

  it('a phase the sequence does not have has no reminders and no dated rules (7.0)', () => {
    expect(phaseReminders('E1', RA, ym(1942, 5))).toEqual([]);
    expect(phaseEvents('E1', RA, ym(1942, 5), 'SBE9')).toEqual([]);
  });
});

describe('the dated rules of a month (notes §1.5)', () => {
  it("with no scenario named, the rules of every scenario in the month are listed (SBE9's December 1941 removals among them)", () => {
    expect(eventsOf(ym(1941, 12), BASIC_GAME).map((e) => e.id)).toContain('removeDec41');
    expect(eventsOf(ym(1941, 12), BASIC_GAME, 'SBE5').map((e) => e.id)).not.toContain('removeDec41');
  });

  it("a rule dated to a scenario cites that scenario only: production from July 1941 is SBE2's own text in SBE2, SBE5's in SBE5", () => {
    const starts = event('productionStarts');
    expect(rulesIn(starts)).toBe('SBE1, SBE5, SBE9');
    expect(rulesIn(starts, 'SBE2')).toBe('SBE2');
    expect(rulesIn(starts, 'SBE5')).toBe('SBE5');
    // SBE9 says "Vedi SBE5" for the frozen units of 3.21: in SBE9 the card cites 3.21 and SBE9.
    expect(rulesIn(event('frozenBarbarossa'), 'SBE9')).toBe('3.21, SBE9');
    expect(rulesIn(event('removeDec41'), 'SBE9')).toBe('33.0, SBE9');
    // A rule of the rulebook alone cites no scenario.
    expect(rulesIn(event('firstWinter'), 'SBE9')).toBe('33.0');
  });

  it('phase A recalls no dated rule among the phase reminders: its own month card lists them (7.0)', () => {
    expect(phaseEvents('A', layers(true, '36.0'), ym(1943, 7), 'SBE7')).toEqual([]);
  });

  it("a dated rule recalled in its phase says its month: SBE9's December 1941 removals in the Axis production phase (33.0)", () => {
    expect(phaseEvents('B3', RA, ym(1941, 12), 'SBE9')).toEqual([
      {
        key: 'bite.campaign.onMonth',
        params: { month: monthText(ym(1941, 12)), what: { key: 'bite.event.removeDec41' } },
        rule: '33.0, SBE9',
        tone: 'warning',
      },
    ]);
  });

  it("the month card of a scenario's last turn says it is the last (SBE1: September 1941, turn 4)", () => {
    const last = { key: 'bite.event.lastTurn', params: { scenario: 'SBE1', month: monthText(ym(1941, 9)) }, rule: 'SBE1', tone: 'warning' };
    expect(monthSteps(sc('SBE1'), 4, BASIC_GAME)).toContainEqual(last);
    expect(monthSteps(sc('SBE1'), 3, BASIC_GAME).map((s) => s.key)).not.toContain('bite.event.lastTurn');
    expect(monthSteps(sc('SBE9'), 48, BASIC_GAME).map((s) => s.key)).not.toContain('bite.event.lastTurn');
    expect(monthSteps(sc('SBE9'), 49, BASIC_GAME).map((s) => s.key)).toContain('bite.event.lastTurn');
  });
});
