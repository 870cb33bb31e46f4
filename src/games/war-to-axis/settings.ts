/**
 * Rule-interpretation settings of War to Axis: every doubtful reading the rules notes list
 * (§17) that changes a computation here, with the recommended reading as default and the
 * alternative one tap away. The module registers them; the rule functions take the resolved
 * values (`WtaSettings`), so a test can state either reading.
 */
import type { SettingDef, SettingValue } from '@/engine/types';

function select(id: string, rule: string, def: string, values: string[]): SettingDef {
  return {
    id,
    label: { key: `wta.settings.${id}` },
    help: { key: `wta.settings.${id}Help` },
    rule,
    kind: 'select',
    default: def,
    options: values.map((v) => ({ value: v, label: { key: `wta.settings.${id}_${v}` } })),
  };
}

function bool(id: string, rule: string, def: boolean): SettingDef {
  return { id, label: { key: `wta.settings.${id}` }, help: { key: `wta.settings.${id}Help` }, rule, kind: 'bool', default: def };
}

export const interpretations: SettingDef[] = [
  // A2: only the colour matching the armour class counts (5.3, literal).
  select('whiteHits', '5.3', 'exact', ['exact', 'cumulative']),
  // A5: "lost half its elements" with an odd count: lost × 2 ≥ starting elements.
  select('halfLost', '5.2', 'atLeastHalf', ['atLeastHalf', 'floorHalf']),
  // A6: the opportunity-fire −1 of 5.2 and 5.5.1 is one modifier.
  select('oppFireMinus', '5.5.1', 'once', ['once', 'twice']),
  // A7: batteries this turn = min(d6, the scenario's batteries); the alternative: the d6 alone.
  select('batteries', '3.1', 'capped', ['capped', 'count']),
  // A8: an American call fires min(radio faces, batteries left).
  bool('americanCap', '5.6.1', true),
  // A9: in the advanced game a d6 of 1 draws no event (8.0 replaces 3.1).
  bool('advancedD6Event', '8.0', false),
  // A13: a strategic bombardment also by the activated group's HQ activated first (9.2), not only by R option d.
  bool('strategicOnlyROptionD', '9.0', false),
  // A16: the "2 explosions" that remove a trench in an AP attack are explosion faces, not AP hits.
  select('trenchApRemoval', '4.3.4.1', 'explosions', ['explosions', 'apHits']),
  // A17: the two explosions come from one roll; the alternative counts them over the game.
  select('trenchCount', '4.3.4.1', 'perRoll', ['perRoll', 'cumulative']),
  // A19: a trench removed by the attack no longer exempts the unit from retreating.
  select('retreatTrench', '5.4', 'after', ['after', 'before']),
  // A22: a unit that had to retreat and could not is disorganized as well.
  bool('disorganizedWhenBlocked', '5.4.1', true),
  // A23: a unit hit by opportunity fire for 2 or more losses retreats even from cover (5.5.1).
  bool('oppFireRetreatAlways', '5.5.1', true),
  // A25: in the basic game a unit activated to stay may still make opportunity fire (8.1).
  bool('stayOppFireBasic', '8.1', true),
  // A28: a unit disorganized by final fire is so for the current turn only.
  select('finalFireDisorganized', '5.4.1', 'clear', ['clear', 'carry']),
  // A30: an HQ destroyed puts all the side's units out of command this turn (7.1, "TUTTE").
  select('hqDestroyed', '7.1', 'all', ['all', 'own']),
  // A31: in the basic game a replacement HQ has no −1 rally/radio die (7.1 is advanced).
  bool('replacementHqBasic', '7.1', false),
  // A33: the bridge type's dice modifier applies to the engineers' demolition as to artillery.
  bool('bridgeModDemolition', '4.3.5', true),
  // A34: recon at range 1 (not in 12.4): the adjacent hidden unit is revealed anyway (12.0).
  select('reconRange1', '12.4', 'auto', ['auto', 'disallow']),
];

export interface WtaSettings {
  whiteHits: 'exact' | 'cumulative';
  halfLost: 'atLeastHalf' | 'floorHalf';
  oppFireMinus: 'once' | 'twice';
  batteries: 'capped' | 'count';
  americanCap: boolean;
  advancedD6Event: boolean;
  strategicOnlyROptionD: boolean;
  trenchApRemoval: 'explosions' | 'apHits';
  trenchCount: 'perRoll' | 'cumulative';
  retreatTrench: 'after' | 'before';
  disorganizedWhenBlocked: boolean;
  oppFireRetreatAlways: boolean;
  stayOppFireBasic: boolean;
  finalFireDisorganized: 'clear' | 'carry';
  hqDestroyed: 'all' | 'own';
  replacementHqBasic: boolean;
  bridgeModDemolition: boolean;
  reconRange1: 'auto' | 'disallow';
}

/** The settings in force: the defaults, overridden by any valid value players chose. */
export function wtaSettings(values: Record<string, SettingValue> = {}): WtaSettings {
  /** The players' value for a reading if its definition offers it, else the recommended one. */
  const chosen = (id: string): SettingValue | undefined => {
    const d = interpretations.find((x) => x.id === id);
    if (!d) return undefined;
    const v = values[id];
    const ok = d.kind === 'bool' ? typeof v === 'boolean' : d.options?.some((o) => o.value === v);
    return ok && v !== undefined ? v : d.default;
  };
  /** A select reading, as one of the values the field's type names (a definition offering another is a slip, said at once). */
  const one = <T extends string>(id: string, allowed: readonly T[]): T => {
    const v = chosen(id);
    const hit = allowed.find((o) => o === v);
    if (hit === undefined) throw new Error(`War to Axis setting ${id}: ${String(v)} is none of ${allowed.join(', ')}`);
    return hit;
  };
  const flag = (id: string): boolean => chosen(id) === true;
  return {
    whiteHits: one('whiteHits', ['exact', 'cumulative']),
    halfLost: one('halfLost', ['atLeastHalf', 'floorHalf']),
    oppFireMinus: one('oppFireMinus', ['once', 'twice']),
    batteries: one('batteries', ['capped', 'count']),
    americanCap: flag('americanCap'),
    advancedD6Event: flag('advancedD6Event'),
    strategicOnlyROptionD: flag('strategicOnlyROptionD'),
    trenchApRemoval: one('trenchApRemoval', ['explosions', 'apHits']),
    trenchCount: one('trenchCount', ['perRoll', 'cumulative']),
    retreatTrench: one('retreatTrench', ['after', 'before']),
    disorganizedWhenBlocked: flag('disorganizedWhenBlocked'),
    oppFireRetreatAlways: flag('oppFireRetreatAlways'),
    stayOppFireBasic: flag('stayOppFireBasic'),
    finalFireDisorganized: one('finalFireDisorganized', ['clear', 'carry']),
    hqDestroyed: one('hqDestroyed', ['all', 'own']),
    replacementHqBasic: flag('replacementHqBasic'),
    bridgeModDemolition: flag('bridgeModDemolition'),
    reconRange1: one('reconRange1', ['auto', 'disallow']),
  };
}

/** The recommended readings. */
export const DEFAULTS: WtaSettings = wtaSettings();
