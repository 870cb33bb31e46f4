/**
 * War to Axis's dice (2.3): the yellow activation die, the white anti-tank dice, the black
 * special dice, and the ordinary d6 the box does not hold (the app provides it). Faces as
 * data: each sticker has an id and a name; a face repeated on the die is listed twice, so a
 * rolled face index (RolledDice) reads straight off the list.
 */
import type { DieSpec, RollCounts, RollSpec } from '@/engine/types';
import { t } from '@/engine/derivation';
import { listText } from '@/engine/text';

/** Yellow die: A ×2, B ×2, R ×1, Event "?" ×1 (2.3). */
export type YellowFace = 'A' | 'B' | 'R' | 'event';
/** White die: hit on light armour (yellow) ×3, medium (green) ×2, heavy (blue) ×1 (2.3). */
export type WhiteFace = 'light' | 'medium' | 'heavy';
/** Black die: anti-personnel hit ×2, radio ×2, explosion (HIT) ×1, flag ×1 (2.3). */
export type BlackFace = 'ap' | 'radio' | 'explosion' | 'flag';
export type DieKind = 'yellow' | 'white' | 'black' | 'd6';
export type FaceOf<K extends DieKind> = K extends 'yellow' ? YellowFace : K extends 'white' ? WhiteFace : K extends 'black' ? BlackFace : number;

export const YELLOW_FACES: readonly YellowFace[] = ['A', 'A', 'B', 'B', 'R', 'event'];
export const WHITE_FACES: readonly WhiteFace[] = ['light', 'light', 'light', 'medium', 'medium', 'heavy'];
export const BLACK_FACES: readonly BlackFace[] = ['ap', 'ap', 'radio', 'radio', 'explosion', 'flag'];

/** The faces of a custom die, in sticker order (6 each). */
export function facesOf(kind: 'yellow' | 'white' | 'black'): readonly string[] {
  return kind === 'yellow' ? YELLOW_FACES : kind === 'white' ? WHITE_FACES : BLACK_FACES;
}

/**
 * The black die's explosion ("HIT", 2.3): a burst of ten points, drawn as a path in a 24×24
 * box — no icon set has the printed symbol.
 */
const EXPLOSION =
  'M12 0.5 13.5 7.2 17.9 3.9 16 9.1 22.9 8.4 17 12 21.5 15.1 16 14.9 18.8 21.3 13.5 16.8 12 22 10.5 16.8 5.2 21.3 8 14.9 2.5 15.1 7 12 1.1 8.4 8 9.1 6.1 3.9 10.5 7.2Z';

/**
 * How each sticker is drawn (2.3), as printed: the white die's vehicle in the colour of the
 * armour it hits (yellow light, green medium, blue heavy), the black die's symbols light on
 * black; each with its name, which goes with the symbol wherever it is shown.
 */
const FACE_LOOK: Record<string, { icon?: string; path?: string; colour?: string }> = {
  'yellow.A': { icon: 'mdi-alpha-a-box' },
  'yellow.B': { icon: 'mdi-alpha-b-box' },
  'yellow.R': { icon: 'mdi-alpha-r-box' },
  'yellow.event': { icon: 'mdi-help-box' },
  'white.light': { icon: 'mdi-tank', colour: '#e8b800' },
  'white.medium': { icon: 'mdi-tank', colour: '#2e8b3a' },
  'white.heavy': { icon: 'mdi-tank', colour: '#2c5fb8' },
  'black.ap': { icon: 'mdi-crosshairs' },
  'black.radio': { icon: 'mdi-radio-handheld' },
  'black.explosion': { path: EXPLOSION },
  'black.flag': { icon: 'mdi-flag' },
};

function custom(kind: 'yellow' | 'white' | 'black', colour: string): DieSpec {
  return {
    kind: 'custom',
    faces: facesOf(kind).map((id) => ({ id, label: t(`wta.face.${kind}.${id}`), ...FACE_LOOK[`${kind}.${id}`] })),
    label: t(`wta.die.${kind}`),
    colour,
  };
}

export const yellowDie: DieSpec = custom('yellow', '#f2c200');
export const whiteDie: DieSpec = custom('white', '#ffffff');
export const blackDie: DieSpec = custom('black', '#222222');
export const d6: DieSpec = { kind: 'numbered', sides: 6, label: t('wta.die.d6') };

export function dieOf(kind: DieKind): DieSpec {
  return kind === 'yellow' ? yellowDie : kind === 'white' ? whiteDie : kind === 'black' ? blackDie : d6;
}

/** A roll of n dice of one kind, with what it is for and its rule. */
export function poolRoll(kind: DieKind, n: number, label: string, rule?: string, params?: Record<string, string | number>): RollSpec {
  const spec: RollSpec = { dice: Array.from({ length: Math.max(0, n) }, () => dieOf(kind)), label: t(label, params) };
  if (rule !== undefined) spec.rule = rule;
  return spec;
}

/** Face ids of a roll of custom dice given as face indices (RolledDice.faces); undefined if an index is off the die. */
export function faceIds(kind: 'yellow' | 'white' | 'black', indices: readonly number[]): string[] | undefined {
  const faces = facesOf(kind);
  const out: string[] = [];
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= faces.length) return undefined;
    out.push(faces[i]);
  }
  return out;
}

/** The index of the first face with this id (to enter a physical roll by sticker). */
export function faceIndex(kind: 'yellow' | 'white' | 'black', id: string): number {
  return facesOf(kind).indexOf(id);
}

/** How many faces of a roll (face ids) lie in `set`. */
export function countFaces(faces: readonly string[], set: readonly string[]): number {
  return faces.filter((f) => set.includes(f)).length;
}

/** Every face id of a roll with its count (the stickers a roll shows). */
export function tally(faces: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of faces) out[f] = (out[f] ?? 0) + 1;
  return out;
}

/**
 * A roll of n dice of one kind read only by how many dice show some symbols (5.3's hits, 5.6's
 * radio and explosions, 6.0's and 12.4's flags): one group per symbol counted, every copy of the
 * sticker counting, so the table's dice are given as one count per symbol.
 */
export function symbolCounts(kind: 'yellow' | 'white' | 'black', n: number, groups: readonly { id: string; faces: readonly string[] }[]): RollCounts {
  const faces = facesOf(kind);
  const dice = Array.from({ length: Math.max(0, n) }, (_, i) => i);
  return {
    groups: groups.map((g) => {
      const names = [...new Set(g.faces)].map((id) => t(`wta.face.${kind}.${id}`));
      return { id: g.id, label: names.length === 1 ? names[0] : listText(names), faces: faces.flatMap((f, i) => (g.faces.includes(f) ? [i] : [])), dice };
    }),
  };
}
