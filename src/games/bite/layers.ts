/**
 * BITE's rule layers (notes §0.2, §9): the basic game (1.0–7.11), the advanced rules
 * (RA, 8.0–13.8) and the optional rules (RO, 14.0–39.0) chosen one by one. Every reminder,
 * dated event and battle modifier says which layer it belongs to, and shows only when that
 * layer is in play.
 */

/** The optional rules of the index, numbered as the notes number them (§0.1: Lend-Lease 34.0). */
export const OPTIONAL_RULES = [
  '14.0',
  '15.0',
  '16.0',
  '17.0',
  '18.0',
  '19.0',
  '20.0',
  '21.0',
  '22.0',
  '23.0',
  '24.0',
  '25.0',
  '26.0',
  '27.0',
  '28.0',
  '29.0',
  '30.0',
  '31.0',
  '32.0',
  '33.0',
  '34.0',
  '35.0',
  '36.0',
  '37.0',
  '38.0',
  '39.0',
] as const;
export type OptionalRule = (typeof OPTIONAL_RULES)[number];

/** 39.0 (light rain) is "vivamente consigliata" (strongly recommended). */
export const RECOMMENDED_OPTIONAL: readonly OptionalRule[] = ['39.0'];

/** The rule layers in play in one game. */
export interface RuleLayers {
  /** The advanced rules (RA, 8.0–13.8). */
  advanced: boolean;
  /** The optional rules chosen (RO). */
  optional: readonly OptionalRule[];
}

/** Which layer a reminder, an event or a modifier belongs to. */
export type Layer = { layer: 'basic' } | { layer: 'advanced' } | { layer: 'optional'; rule: OptionalRule };

export const BASIC: Layer = { layer: 'basic' };
export const ADVANCED: Layer = { layer: 'advanced' };
export const ro = (rule: OptionalRule): Layer => ({ layer: 'optional', rule });

export const BASIC_GAME: RuleLayers = { advanced: false, optional: [] };

export function hasOptional(layers: RuleLayers, rule: OptionalRule): boolean {
  return layers.optional.includes(rule);
}

/** Whether something of this layer shows in a game with these layers. */
export function inPlay(l: Layer, layers: RuleLayers): boolean {
  switch (l.layer) {
    case 'basic':
      return true;
    case 'advanced':
      return layers.advanced;
    case 'optional':
      return hasOptional(layers, l.rule);
  }
}

export function isOptionalRule(x: string): x is OptionalRule {
  return (OPTIONAL_RULES as readonly string[]).includes(x);
}
