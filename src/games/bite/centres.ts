/**
 * The producing centres' pure side (issue 11; notes §4.3, §6.1): the form a player types a
 * centre in, checked in words; and the centres pack — the centres the players typed from the
 * map, shared as versioned JSON like the roster pack and read back whole or not at all. The
 * rulebook prints only a few examples (11.0); a pack holds only what players typed.
 */
import type { GameEvent, PackDef, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { biteBook } from './events';
import { isRecord, readPack } from './pack';
import { PP_COLOURS, isPpColour, type Centre, type PpColour } from './economy';
import { NATIONS, type Nation } from './tech';

const CENTRES_PACK_KIND = 'aiutante-bite-centres';
const CENTRES_PACK_VERSION = 1;

export interface CentreForm {
  name: string;
  pp: number | null;
  colour: PpColour;
  owner: Nation;
  controller: Nation;
  usable: boolean;
  /** 12.3: one of Leningrad's own centres. */
  pocket: boolean;
  /** 16.1: an industry (destroyed when the enemy takes it). */
  industry: boolean;
}

export const emptyCentreForm = (): CentreForm => ({
  name: '',
  pp: null,
  colour: 'yellow',
  owner: 'ussr',
  controller: 'ussr',
  usable: true,
  pocket: false,
  industry: false,
});
/** The form after a centre saved: fresh, as a new one opens (owner and colour kept, held by its owner). */
export const nextCentreForm = (f: CentreForm): CentreForm => ({ ...emptyCentreForm(), owner: f.owner, controller: f.owner, colour: f.colour });
export const formOfCentre = (c: Centre): CentreForm => ({
  name: c.name,
  pp: c.pp,
  colour: c.colour,
  owner: c.owner,
  controller: c.controller,
  usable: c.usable,
  pocket: c.pocket === true,
  industry: c.industry === true,
});

export type CentrePayload = Omit<Centre, 'id'>;

/** The form as a centre, or what is wrong in words (nothing is added then). */
export function centreOfForm(f: CentreForm): { ok: true; centre: CentrePayload } | { ok: false; errors: Text[] } {
  const errors: Text[] = [];
  if (f.name.trim() === '') errors.push(t('bite.eco.err.centreName'));
  if (f.pp === null || !Number.isInteger(f.pp) || f.pp < 1 || f.pp > 50) errors.push(t('bite.eco.err.centrePp'));
  if (!isPpColour(f.colour)) errors.push(t('bite.eco.err.centreColour'));
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    centre: {
      name: f.name.trim(),
      pp: f.pp as number,
      colour: f.colour,
      owner: f.owner,
      controller: f.controller,
      usable: f.usable,
      ...(f.pocket ? { pocket: true } : {}),
      ...(f.industry ? { industry: true } : {}),
    },
  };
}

/** The pack: each centre as printed on the map and whose it is at the start (no control, no links: those are the game's). */
/** A received centres pack (3.6): its centres counted; imported by the economy's own import. */
export const centresPack: PackDef = {
  recognise: (file) =>
    isRecord(file) && file.kind === CENTRES_PACK_KIND && Array.isArray(file.centres) ? t('bite.eco.pack.received', { n: file.centres.length }) : null,
  action: 'bite.centres.import',
  field: 'text',
};

export function exportCentresPack(centres: Centre[]): string {
  const out = centres.map((c) => ({
    name: c.name,
    pp: c.pp,
    colour: c.colour,
    owner: c.owner,
    ...(c.pocket ? { pocket: true } : {}),
    ...(c.industry ? { industry: true } : {}),
  }));
  return JSON.stringify({ kind: CENTRES_PACK_KIND, version: CENTRES_PACK_VERSION, centres: out }, null, 2);
}

/** Reads a centres pack into the events that add its centres, held by their owner and linked; refused whole on the first bad centre. */
export function parseCentresPack(text: string): { ok: true; events: GameEvent[] } | { ok: false; error: Text } {
  const pack = readPack(text, CENTRES_PACK_KIND, CENTRES_PACK_VERSION, 'centres', t('bite.eco.pack.notAPack'));
  if (!pack.ok) return pack;
  const events: GameEvent[] = [];
  for (const [i, c] of pack.items.entries()) {
    const name = isRecord(c) && typeof c.name === 'string' ? c.name : '?';
    if (!isRecord(c) || !(NATIONS as readonly unknown[]).includes(c.owner) || !(PP_COLOURS as readonly unknown[]).includes(c.colour))
      return { ok: false, error: t('bite.eco.pack.badCentre', { n: i + 1, name }) };
    const e: GameEvent = {
      type: 'bite/centre-add',
      payload: {
        centre: {
          name: c.name,
          pp: c.pp,
          colour: c.colour,
          owner: c.owner,
          controller: c.owner,
          usable: true,
          ...(c.pocket === true ? { pocket: true } : {}),
          ...(c.industry === true ? { industry: true } : {}),
        },
      },
      at: 0,
    };
    if (!biteBook.check(e).ok) return { ok: false, error: t('bite.eco.pack.badCentre', { n: i + 1, name }) };
    events.push(e);
  }
  return { ok: true, events };
}
