// BITE's roster and producing centres as the players type and share them (notes §6.1.3, §4.3): the
// block form (7.3: the colour of each SP step; 3.15 shield, 10.0 elite, 0-SP base, 6.1.1 TECH of
// its own) and the centre form (11.0, 12.3 Leningrad's own, 16.1 industry), each refused in words
// field by field at its bounds; and the packs, versioned JSON read back whole or not at all
// (src/games/bite/roster.ts, centres.ts, pack.ts).
import { describe, expect, it } from 'vitest';
import { blockOfForm, emptyBlockForm, exportRosterPack, fitColours, formOfBlock, parseRosterPack, type BlockForm } from '@/games/bite/roster';
import { centreOfForm, emptyCentreForm, exportCentresPack, formOfCentre, parseCentresPack, type CentreForm } from '@/games/bite/centres';
import { isRecord, readPack } from '@/games/bite/pack';
import type { Block } from '@/games/bite/state';
import type { Centre } from '@/games/bite/economy';
import type { PpColour } from '@/games/bite/economy';

const FORM: BlockForm = { ...emptyBlockForm(), name: ' 4 A ', nation: 'ussr', cls: 'infantry', maxSp: 3, sp: 3, colours: ['black', 'white', 'red'] };
const errs = (f: BlockForm) => {
  const r = blockOfForm(f);
  return r.ok ? 'ok' : r.errors;
};
const BLOCK: Block = {
  id: 'b1',
  name: 'IV AK',
  nation: 'germany',
  cls: 'armour',
  maxSp: 3,
  sp: 1,
  colours: ['black', 'white', 'red'],
  shield: true,
  mountain: true,
  ski: true,
  zeroBase: true,
  supplied: false,
  eliminated: false,
  elite: 'attack',
  techOverride: 2,
};
const PLAIN: Block = {
  id: 'b2',
  name: '5 A',
  nation: 'ussr',
  cls: 'infantry',
  maxSp: 2,
  sp: 2,
  colours: ['blue', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  eliminated: false,
};
const rosterPack = (blocks: unknown[]) => JSON.stringify({ kind: 'aiutante-bite-roster', version: 1, blocks });
const bad = (n: number, name: string) => ({ ok: false, error: { key: 'bite.ui.pack.badBlock', params: { n, name } } });

describe('6.1.3, 7.3: the block form', () => {
  it('a new form: a German infantry block with nothing typed, supplied, no shield, no elite, no TECH of its own', () => {
    expect(emptyBlockForm()).toEqual({
      name: '',
      nation: 'germany',
      cls: '',
      maxSp: null,
      sp: null,
      colours: [],
      shield: false,
      elite: '',
      mountain: false,
      ski: false,
      zeroBase: false,
      techOverride: 0,
      supplied: true,
    });
  });
  it('a roster block opened in the form: every field as it stands, no elite read as "", no TECH of its own as 0; its colours a copy', () => {
    const f = formOfBlock(BLOCK);
    expect(f).toEqual({
      name: 'IV AK',
      nation: 'germany',
      cls: 'armour',
      maxSp: 3,
      sp: 1,
      colours: ['black', 'white', 'red'],
      shield: true,
      elite: 'attack',
      mountain: true,
      ski: true,
      zeroBase: true,
      techOverride: 2,
      supplied: false,
    });
    expect(f.colours).not.toBe(BLOCK.colours);
    expect(formOfBlock(PLAIN)).toMatchObject({ elite: '', techOverride: 0, shield: false, mountain: false, ski: false, zeroBase: false, supplied: true });
  });
  it('7.3: the colours follow the maximum SP from 1 to 9, new steps black; no steps for an SP not typed or out of range', () => {
    expect(fitColours(['white', 'red'], 4)).toEqual(['white', 'red', 'black', 'black']);
    expect(fitColours(['white', 'red'], 1)).toEqual(['white']);
    expect(fitColours([], 9)).toHaveLength(9);
    expect([fitColours(['red'], null), fitColours(['red'], 0), fitColours(['red'], 10), fitColours(['red'], 2.5)]).toEqual([[], [], [], []]);
  });
  it('a block typed right becomes the block, its name trimmed; elite and TECH of its own only when chosen', () => {
    expect(blockOfForm(FORM)).toEqual({
      ok: true,
      block: {
        name: '4 A',
        nation: 'ussr',
        cls: 'infantry',
        maxSp: 3,
        sp: 3,
        colours: ['black', 'white', 'red'],
        shield: false,
        mountain: false,
        ski: false,
        zeroBase: false,
        supplied: true,
      },
    });
    const r = blockOfForm({ ...FORM, elite: 'defence', techOverride: 2, shield: true, mountain: true, ski: true, supplied: false });
    expect(r.ok && r.block).toMatchObject({ elite: 'defence', techOverride: 2, shield: true, mountain: true, ski: true, supplied: false });
  });
  it('each field refused in words at its bounds: the name, the maximum SP 1–9, the SP 0–9, SP over the maximum, 0 SP without a base, one colour a step', () => {
    expect(errs({ ...FORM, name: '  ' })).toEqual([{ key: 'bite.ui.err.name' }]);
    for (const maxSp of [0, 10, 2.5]) expect(errs({ ...FORM, maxSp, sp: 1, colours: fitColours([], maxSp) })).toContainEqual({ key: 'bite.ui.err.maxSp' });
    expect(errs({ ...FORM, maxSp: 9, sp: 9, colours: fitColours([], 9) })).toBe('ok');
    expect(errs({ ...FORM, maxSp: 1, sp: 1, colours: ['red'] })).toBe('ok');
    expect(errs({ ...FORM, maxSp: null, sp: 3 })).toEqual([{ key: 'bite.ui.err.maxSp' }]);
    for (const sp of [null, -1, 10, 1.5]) expect(errs({ ...FORM, sp })).toEqual([{ key: 'bite.ui.err.sp' }]);
    expect(errs({ ...FORM, sp: 4 })).toEqual([{ key: 'bite.ui.err.spOverMax', params: { sp: 4, max: 3 } }]);
    expect(errs({ ...FORM, sp: 0 })).toEqual([{ key: 'bite.ui.err.zeroSp' }]);
    expect(errs({ ...FORM, sp: 0, zeroBase: true })).toBe('ok');
    expect(errs({ ...FORM, colours: ['black', 'white'] })).toEqual([{ key: 'bite.ui.err.colours' }]);
    expect(errs({ ...emptyBlockForm() })).toEqual([
      { key: 'bite.ui.err.name' },
      { key: 'bite.ui.err.cls' },
      { key: 'bite.ui.err.maxSp' },
      { key: 'bite.ui.err.sp' },
    ]);
  });
});

describe('the roster pack: the printed side of each block', () => {
  it('exported: kind, version, each block without its current SP, supply or id; elite and TECH of its own only when it has them', () => {
    expect(JSON.parse(exportRosterPack([BLOCK, PLAIN]))).toEqual({
      kind: 'aiutante-bite-roster',
      version: 1,
      blocks: [
        {
          name: 'IV AK',
          nation: 'germany',
          cls: 'armour',
          maxSp: 3,
          colours: ['black', 'white', 'red'],
          shield: true,
          mountain: true,
          ski: true,
          zeroBase: true,
          elite: 'attack',
          techOverride: 2,
        },
        { name: '5 A', nation: 'ussr', cls: 'infantry', maxSp: 2, colours: ['blue', 'black'], shield: false, mountain: false, ski: false, zeroBase: false },
      ],
    });
  });
  it('read back: each block added at full strength and supplied, one event each, in order', () => {
    const r = parseRosterPack(exportRosterPack([BLOCK, PLAIN]));
    expect(r.ok && r.events.map((e) => [e.type, e.at, e.payload])).toEqual([
      [
        'bite/block-add',
        0,
        {
          block: {
            name: 'IV AK',
            nation: 'germany',
            cls: 'armour',
            maxSp: 3,
            colours: ['black', 'white', 'red'],
            shield: true,
            mountain: true,
            ski: true,
            zeroBase: true,
            elite: 'attack',
            techOverride: 2,
            sp: 3,
            supplied: true,
          },
        },
      ],
      [
        'bite/block-add',
        0,
        {
          block: {
            name: '5 A',
            nation: 'ussr',
            cls: 'infantry',
            maxSp: 2,
            colours: ['blue', 'black'],
            shield: false,
            mountain: false,
            ski: false,
            zeroBase: false,
            sp: 2,
            supplied: true,
          },
        },
      ],
    ]);
    expect(parseRosterPack(rosterPack([]))).toEqual({ ok: true, events: [] });
  });
  it('refused whole on the first bad block, named by its place and name ("?" when it has none)', () => {
    const ok = JSON.parse(exportRosterPack([PLAIN])).blocks[0];
    expect(parseRosterPack(rosterPack([ok, 5]))).toEqual(bad(2, '?'));
    expect(parseRosterPack(rosterPack([null]))).toEqual(bad(1, '?'));
    expect(parseRosterPack(rosterPack([[ok]]))).toEqual(bad(1, '?'));
    expect(parseRosterPack(rosterPack([{ ...ok, name: 7 }]))).toEqual(bad(1, '?'));
    expect(parseRosterPack(rosterPack([{ ...ok, nation: 'france' }]))).toEqual(bad(1, '5 A'));
    expect(parseRosterPack(rosterPack([{ ...ok, cls: 'navy' }]))).toEqual(bad(1, '5 A'));
    expect(parseRosterPack(rosterPack([{ ...ok, colours: 'black' }]))).toEqual(bad(1, '5 A'));
    expect(parseRosterPack(rosterPack([{ ...ok, colours: ['black', 'green'] }]))).toEqual(bad(1, '5 A'));
    expect(parseRosterPack(rosterPack([ok, { ...ok, name: 'X', maxSp: 0, colours: [] }]))).toEqual(bad(2, 'X'));
    expect(parseRosterPack(JSON.stringify({ kind: 'aiutante-bite-centres', version: 1, centres: [] }))).toEqual({
      ok: false,
      error: { key: 'bite.ui.pack.notAPack' },
    });
    expect(parseRosterPack(JSON.stringify({ kind: 'aiutante-bite-roster', version: 1, centres: [] }))).toEqual({
      ok: false,
      error: { key: 'bite.ui.pack.malformed' },
    });
  });
});

describe('the pack envelope', () => {
  const read = (text: string) => readPack(text, 'k', 1, 'items', { key: 'not' });
  it('an object is a record; null, an array, a string or a number is not', () => {
    expect([isRecord({}), isRecord({ a: 1 }), isRecord(null), isRecord([]), isRecord('x'), isRecord(3), isRecord(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('refused in words: empty (spaces only), not JSON, another kind or not an object, another version, no list or over 500 items; 500 are read', () => {
    expect(read('  \n ')).toEqual({ ok: false, error: { key: 'bite.ui.pack.empty' } });
    expect(read('{')).toEqual({ ok: false, error: { key: 'bite.ui.pack.notJson' } });
    expect(read(' {"kind":"k","version":1,"items":[1]} ')).toEqual({ ok: true, items: [1] });
    expect(read('{"kind":"j","version":1,"items":[]}')).toEqual({ ok: false, error: { key: 'not' } });
    expect(read('[{"kind":"k"}]')).toEqual({ ok: false, error: { key: 'not' } });
    expect(read('{"kind":"k","version":2,"items":[]}')).toEqual({ ok: false, error: { key: 'bite.ui.pack.version', params: { version: '2', supported: 1 } } });
    expect(read('{"kind":"k","version":1,"items":{}}')).toEqual({ ok: false, error: { key: 'bite.ui.pack.malformed' } });
    const many = (n: number) => JSON.stringify({ kind: 'k', version: 1, items: Array.from({ length: n }, (_, i) => i) });
    expect(read(many(501))).toEqual({ ok: false, error: { key: 'bite.ui.pack.malformed' } });
    expect(read(many(500)).ok).toBe(true);
  });
});

const CFORM: CentreForm = { ...emptyCentreForm(), name: ' Maykop ', pp: 5, colour: 'black' };
const cerrs = (f: CentreForm) => {
  const r = centreOfForm(f);
  return r.ok ? 'ok' : r.errors;
};
const centresPack = (centres: unknown[]) => JSON.stringify({ kind: 'aiutante-bite-centres', version: 1, centres });
const badCentre = (n: number, name: string) => ({ ok: false, error: { key: 'bite.eco.pack.badCentre', params: { n, name } } });

describe('11.0, 12.3, 16.1: the centre form and the centres pack', () => {
  it("a new form: a yellow Soviet centre held by its owner, usable, neither Leningrad's own nor an industry", () => {
    expect(emptyCentreForm()).toEqual({
      name: '',
      pp: null,
      colour: 'yellow',
      owner: 'ussr',
      controller: 'ussr',
      usable: true,
      pocket: false,
      industry: false,
    });
  });
  it("a centre opened in the form: its holder and usability as they stand; Leningrad's own and an industry only when marked", () => {
    const c: Centre = { id: 'c1', name: 'Leningrad', pp: 4, colour: 'red', owner: 'ussr', controller: 'germany', usable: false, pocket: true, industry: true };
    expect(formOfCentre(c)).toEqual({
      name: 'Leningrad',
      pp: 4,
      colour: 'red',
      owner: 'ussr',
      controller: 'germany',
      usable: false,
      pocket: true,
      industry: true,
    });
    expect(formOfCentre({ id: 'c2', name: 'Kiev', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true })).toMatchObject({
      pocket: false,
      industry: false,
    });
  });
  it('the form as a centre: its name trimmed, 12.3 and 16.1 only when ticked; the PP 1–50 a whole number, a PP colour, each refused in words', () => {
    expect(centreOfForm(CFORM)).toEqual({ ok: true, centre: { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr', controller: 'ussr', usable: true } });
    expect(centreOfForm({ ...CFORM, pocket: true, industry: true, controller: 'germany', usable: false })).toEqual({
      ok: true,
      centre: { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr', controller: 'germany', usable: false, pocket: true, industry: true },
    });
    expect([cerrs({ ...CFORM, pp: 1 }), cerrs({ ...CFORM, pp: 50 })]).toEqual(['ok', 'ok']);
    for (const pp of [null, 0, 51, 2.5]) expect(cerrs({ ...CFORM, pp })).toEqual([{ key: 'bite.eco.err.centrePp' }]);
    expect(cerrs({ ...CFORM, colour: 'green' as PpColour })).toEqual([{ key: 'bite.eco.err.centreColour' }]);
    expect(cerrs({ ...CFORM, name: ' ' })).toEqual([{ key: 'bite.eco.err.centreName' }]);
  });
  it("exported with Leningrad's own and an industry only when marked; read back held by the owner, usable, in order", () => {
    const cs: Centre[] = [
      { id: 'c1', name: 'Leningrad', pp: 4, colour: 'red', owner: 'ussr', controller: 'germany', usable: false, pocket: true, industry: true },
      { id: 'c2', name: 'Ploiesti', pp: 3, colour: 'black', owner: 'romania', controller: 'romania', usable: true },
    ];
    const text = exportCentresPack(cs);
    expect(JSON.parse(text)).toEqual({
      kind: 'aiutante-bite-centres',
      version: 1,
      centres: [
        { name: 'Leningrad', pp: 4, colour: 'red', owner: 'ussr', pocket: true, industry: true },
        { name: 'Ploiesti', pp: 3, colour: 'black', owner: 'romania' },
      ],
    });
    const r = parseCentresPack(text);
    expect(r.ok && r.events.map((e) => [e.type, e.at, e.payload])).toEqual([
      [
        'bite/centre-add',
        0,
        { centre: { name: 'Leningrad', pp: 4, colour: 'red', owner: 'ussr', controller: 'ussr', usable: true, pocket: true, industry: true } },
      ],
      ['bite/centre-add', 0, { centre: { name: 'Ploiesti', pp: 3, colour: 'black', owner: 'romania', controller: 'romania', usable: true } }],
    ]);
    // Marks other than true are not marks.
    const r2 = parseCentresPack(centresPack([{ name: 'Kiev', pp: 2, colour: 'yellow', owner: 'ussr', pocket: 'yes', industry: 1 }]));
    expect(r2.ok && r2.events[0]?.payload).toEqual({ centre: { name: 'Kiev', pp: 2, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } });
    expect(parseCentresPack(centresPack([]))).toEqual({ ok: true, events: [] });
  });
  it('refused whole on the first bad centre, named by its place and name ("?" when it has none)', () => {
    const ok = { name: 'Kiev', pp: 2, colour: 'yellow', owner: 'ussr' };
    expect(parseCentresPack(centresPack([ok, 'Kiev']))).toEqual(badCentre(2, '?'));
    expect(parseCentresPack(centresPack([null]))).toEqual(badCentre(1, '?'));
    expect(parseCentresPack(centresPack([{ ...ok, name: 3 }]))).toEqual(badCentre(1, '?'));
    expect(parseCentresPack(centresPack([{ ...ok, owner: 'france' }]))).toEqual(badCentre(1, 'Kiev'));
    expect(parseCentresPack(centresPack([{ ...ok, colour: 'white' }]))).toEqual(badCentre(1, 'Kiev'));
    expect(parseCentresPack(centresPack([ok, { ...ok, name: 'Orel', pp: 0 }]))).toEqual(badCentre(2, 'Orel'));
  });
});
