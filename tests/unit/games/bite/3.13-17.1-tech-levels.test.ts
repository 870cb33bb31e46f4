// BITE's TECH levels (src/games/bite/tech.ts, first half): each nation's level in each field on a
// month, read line by line, word for word with its rule — the start (5.1, 5.2, 5.3, 5.5), the fixed
// schedule of 3.13 to the month, research under 17.0 replacing it, Italy never improving and the
// minor Axis powers one level below Germany (17.1, AMB-28) — the TECH table of a month, the
// schedule itself, the nations' names and sides, and which TECH field each block class follows
// (notes §2.1).
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import type { Step } from '@/engine/types';
import {
  FIELDS,
  MINOR_AXIS,
  NATIONS,
  TECH_SCHEDULE,
  CLASSES,
  fieldOfClass,
  fieldText,
  nationForms,
  nationText,
  sideOfNation,
  techOf,
  techTable,
  type Nation,
  type TechField,
  type TechOptions,
} from '@/games/bite/tech';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const say = (s: Step) => `[${s.rule}] ${words(s, en)}`;
const ym = (year: number, month: number) => ({ year, month });
/** The level and the lines a player reads for a nation's field on a month. */
const read = (n: Nation, f: TechField, year: number, month: number, opts?: TechOptions) => {
  const r = techOf(n, f, ym(year, month), opts);
  return { level: r.level, lines: r.steps.map(say) };
};

describe('5.1, 5.2, 3.13: Germany and the USSR on the fixed schedule', () => {
  it('5.1, 5.2: in June 1941 the USSR is at TECH 1 and Germany at TECH 2 in every field, each from the start', () => {
    expect(read('ussr', 'armour', 1941, 6)).toEqual({ level: 1, lines: ['[5.1] USSR, armour: TECH 1 from the start.'] });
    expect(read('germany', 'infantry', 1941, 6)).toEqual({ level: 2, lines: ['[5.2] Germany, infantry: TECH 2 from the start.'] });
  });
  it('3.13: Soviet infantry reaches TECH 2 in March 1942, not in February; TECH 3 in September 1944 — each advance a line with its month', () => {
    expect(read('ussr', 'infantry', 1942, 2)).toEqual({ level: 1, lines: ['[5.1] USSR, infantry: TECH 1 from the start.'] });
    expect(read('ussr', 'infantry', 1942, 3)).toEqual({
      level: 2,
      lines: ['[5.1] USSR, infantry: TECH 1 from the start.', '[3.13] USSR, infantry: TECH 2 from March 1942.'],
    });
    expect(read('ussr', 'infantry', 1944, 8).level).toBe(2);
    expect(read('ussr', 'infantry', 1944, 9)).toEqual({
      level: 3,
      lines: [
        '[5.1] USSR, infantry: TECH 1 from the start.',
        '[3.13] USSR, infantry: TECH 2 from March 1942.',
        '[3.13] USSR, infantry: TECH 3 from September 1944.',
      ],
    });
  });
  it('3.13: across a year end — Soviet armour, TECH 2 from November 1942, is still TECH 2 in January 1943; in October 1942 it was TECH 1', () => {
    expect(read('ussr', 'armour', 1942, 10).level).toBe(1);
    expect(read('ussr', 'armour', 1943, 1)).toEqual({
      level: 2,
      lines: ['[5.1] USSR, armour: TECH 1 from the start.', '[3.13] USSR, armour: TECH 2 from November 1942.'],
    });
    expect(read('ussr', 'fighters', 1942, 12).level).toBe(1);
    expect(read('ussr', 'fighters', 1943, 1).level).toBe(2);
  });
  it("3.13: German armour's TECH 3 of July 1943 is Germany's alone: the USSR's armour stays at 2 then, and Germany's infantry at 2", () => {
    expect(read('germany', 'armour', 1943, 7)).toEqual({
      level: 3,
      lines: ['[5.2] Germany, armour: TECH 2 from the start.', '[3.13] Germany, armour: TECH 3 from July 1943.'],
    });
    expect(read('germany', 'armour', 1943, 6).level).toBe(2);
    expect(read('ussr', 'armour', 1943, 7).level).toBe(2);
    expect(read('germany', 'infantry', 1943, 7)).toEqual({ level: 2, lines: ['[5.2] Germany, infantry: TECH 2 from the start.'] });
    expect(read('germany', 'fighters', 1944, 4).level).toBe(2);
    expect(read('germany', 'bombers', 1945, 2).level).toBe(2);
    expect(read('germany', 'bombers', 1945, 3).level).toBe(3);
  });
  it('3.13: the schedule read in date order, word for word', () => {
    const line = (a: (typeof TECH_SCHEDULE)[number]) =>
      `${words(nationText(a.nation), en)}, ${words(fieldText(a.field), en)}: TECH ${a.level} from ${a.from.month}/${a.from.year}`;
    expect(TECH_SCHEDULE.map(line)).toEqual([
      'USSR, infantry: TECH 2 from 3/1942',
      'USSR, armour: TECH 2 from 11/1942',
      'USSR, fighters: TECH 2 from 1/1943',
      'Germany, armour: TECH 3 from 7/1943',
      'USSR, bombers: TECH 2 from 9/1943',
      'Germany, fighters: TECH 3 from 5/1944',
      'USSR, armour: TECH 3 from 7/1944',
      'USSR, infantry: TECH 3 from 9/1944',
      'Germany, infantry: TECH 3 from 10/1944',
      'Germany, bombers: TECH 3 from 3/1945',
    ]);
  });
});

describe('17.0: research replaces the schedule for Germany and the USSR', () => {
  const research: TechOptions = { minorFollowGermany: true, research: { germany: { armour: 3 }, ussr: { fighters: 2 } } };
  it('17.0: a level reached by research is read as such, whatever the month; the schedule is not read', () => {
    expect(read('germany', 'armour', 1941, 6, research)).toEqual({ level: 3, lines: ['[17.0] Germany, armour: TECH 3 reached by research.'] });
    expect(read('ussr', 'fighters', 1941, 6, research)).toEqual({ level: 2, lines: ['[17.0] USSR, fighters: TECH 2 reached by research.'] });
    expect(read('ussr', 'infantry', 1944, 9, research)).toEqual({ level: 1, lines: ['[17.0] USSR, infantry: TECH 1 reached by research.'] });
  });
  it('17.0: a field not researched stays at its start — Germany 2, the USSR 1 — and so does a nation with no research at all', () => {
    expect(read('germany', 'bombers', 1945, 6, research)).toEqual({ level: 2, lines: ['[17.0] Germany, bombers: TECH 2 reached by research.'] });
    const none: TechOptions = { minorFollowGermany: true, research: {} };
    expect([read('germany', 'armour', 1944, 1, none).level, read('ussr', 'armour', 1944, 1, none).level]).toEqual([2, 1]);
  });
  it('17.0, 17.1: the minor Axis powers follow the level Germany reached by research', () => {
    expect(read('hungary', 'armour', 1941, 6, research)).toEqual({
      level: 2,
      lines: ['[5.3] Hungary, armour: TECH 1 from the start.', '[17.1] Hungary, armour: TECH 2, one level below Germany (TECH 3).'],
    });
    expect(read('hungary', 'armour', 1944, 1, { minorFollowGermany: true, research: {} }).level).toBe(1);
  });
});

describe('5.3, 5.5, 17.1: Italy, Finland and the minor Axis powers', () => {
  it('17.1: Italy never improves — TECH 1 in every field even in 1945, one line', () => {
    for (const f of FIELDS) expect(read('italy', f, 1945, 5)).toEqual({ level: 1, lines: [`[17.1] Italy: Italy never improves, TECH 1.`] });
  });
  it('5.3, 17.1: Romanian armour is TECH 1 in June 1943 (Germany at 2 gives no more) and TECH 2 from July 1943, one level below Germany', () => {
    expect(read('romania', 'armour', 1943, 6)).toEqual({ level: 1, lines: ['[5.3] Romania, armour: TECH 1 from the start.'] });
    expect(read('romania', 'armour', 1943, 7)).toEqual({
      level: 2,
      lines: ['[5.3] Romania, armour: TECH 1 from the start.', '[17.1] Romania, armour: TECH 2, one level below Germany (TECH 3).'],
    });
  });
  it('5.5, 17.1: Finnish infantry is TECH 2 from the start and stays at 2 when German infantry reaches 3; its other fields follow Germany like the rest', () => {
    expect(read('finland', 'infantry', 1941, 6)).toEqual({ level: 2, lines: ['[5.5] Finland, infantry: TECH 2 (Finnish infantry stays at 2).'] });
    expect(read('finland', 'infantry', 1944, 10)).toEqual({ level: 2, lines: ['[5.5] Finland, infantry: TECH 2 (Finnish infantry stays at 2).'] });
    expect(read('finland', 'fighters', 1944, 5)).toEqual({
      level: 2,
      lines: ['[5.3] Finland, fighters: TECH 1 from the start.', '[17.1] Finland, fighters: TECH 2, one level below Germany (TECH 3).'],
    });
  });
  it('17.1, AMB-28: with the minor powers not following Germany, Slovak armour stays at TECH 1 in 1945 and Finnish infantry at 2', () => {
    const off: TechOptions = { minorFollowGermany: false };
    expect(read('slovakia', 'armour', 1945, 1, off)).toEqual({ level: 1, lines: ['[5.3] Slovakia, armour: TECH 1 from the start.'] });
    expect(read('finland', 'infantry', 1945, 1, off)).toEqual({ level: 2, lines: ['[5.5] Finland, infantry: TECH 2 (Finnish infantry stays at 2).'] });
  });
  it('17.1: the minor Axis powers that follow Germany are Romania, Hungary, Slovakia and Finland', () => {
    expect(MINOR_AXIS.map((n) => words(nationText(n), en))).toEqual(['Romania', 'Hungary', 'Slovakia', 'Finland']);
  });
});

describe('3.13: the TECH table of a month', () => {
  it('3.13, 17.1: October 1944, every nation and field', () => {
    const tab = techTable(ym(1944, 10));
    expect(NATIONS.map((n) => `${n}: ${FIELDS.map((f) => tab[n][f]).join(' ')}`)).toEqual([
      'germany: 3 3 3 2',
      'ussr: 3 3 2 2',
      'romania: 2 2 2 1',
      'hungary: 2 2 2 1',
      'slovakia: 2 2 2 1',
      'italy: 1 1 1 1',
      'finland: 2 2 2 1',
    ]);
  });
  it('17.0: the table follows research when it is in play', () => {
    const tab = techTable(ym(1944, 10), { minorFollowGermany: false, research: { ussr: { bombers: 3 } } });
    expect([tab.ussr.bombers, tab.ussr.infantry, tab.germany.armour, tab.romania.armour]).toEqual([3, 1, 2, 1]);
  });
});

describe('the nations, their sides and names; the fields of the block classes (notes §2.1)', () => {
  it('the USSR is the Soviet side; every other nation is the Axis', () => {
    expect(NATIONS.map(sideOfNation)).toEqual(['axis', 'soviet', 'axis', 'axis', 'axis', 'axis', 'axis']);
  });
  it('a nation is named with its prepositions', () => {
    const f = nationForms('ussr');
    expect([f.nation, f.aNation, f.daNation, f.diNation].map((x) => words(x, en))).toEqual(['USSR', 'to the USSR', 'by the USSR', 'of the USSR']);
  });
  it('6.1.1, 7.10, 26.0: artillery and cavalry follow infantry, mechanised units and armour HQs follow armour, support HQs follow none', () => {
    expect(CLASSES.map((c) => `${c}: ${fieldOfClass(c)}`)).toEqual([
      'infantry: infantry',
      'mountain: infantry',
      'static: infantry',
      'cavalry: infantry',
      'paratroop: infantry',
      'marine: infantry',
      'artillery: infantry',
      'mechanised: armour',
      'armour: armour',
      'armourHq: armour',
      'hq: null',
      'fighter: fighters',
      'bomber: bombers',
    ]);
  });
});
