// BITE's battle screen draft (src/games/bite/battleDraft.ts) read as the players fill it in (7.7):
// the blocks picked from the roster or typed on the spot, an attacker across the river (BOX 1)
// unless unticked, an HQ firing as artillery (6.4) or with its AA number typed (13.8), the optional
// units' specials only with their rule in play (20.0, 22.0, 26.0), the weather of the month or as
// changed, the round, recon (19.0), the special situations the layers allow (7.6.1, SBE5, 12.4.1,
// 20.0–24.0) and the First Winter (33.0) — and each refusal in words.
import { describe, expect, it } from 'vitest';
import { battleRules } from '@/games/bite/battle';
import { addTyped, battleInputOf, emptyBattleDraft, pickBlock, rulesOfGame, situationsAllowed, type BattleDraft } from '@/games/bite/battleDraft';
import { emptyBlockForm } from '@/games/bite/roster';
import { ev } from '@/games/bite/events';
import { blockTech, setupState, type BiteState, type Block } from '@/games/bite/state';
import type { OptionalRule } from '@/games/bite/layers';
import { block, ctx, run } from './gapsHelpers';

const ro = (...rules: OptionalRule[]) => Object.fromEntries(rules.map((r) => [`ro${r.split('.')[0]}`, true]));
/** SBE3, June 1941, the basic game (fair weather, AMB-01), with these blocks on the roster. */
const game = (blocks: Partial<Block>[], opts: Record<string, boolean> = {}, scenario = 'SBE3'): BiteState =>
  run(
    setupState(scenario, opts),
    blocks.map((b) => ev('bite/block-add', { block: block(b) })),
  );
const input = (d: BattleDraft, s: BiteState, c = ctx) => {
  const r = battleInputOf(d, s, c);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.input;
};
const errorsOf = (d: BattleDraft, s: BiteState) => {
  const r = battleInputOf(d, s, ctx);
  return r.ok ? 'ok' : r.errors;
};
/** Every block of the roster picked, the first side given for all. */
const picked = (s: BiteState, side: 'attacker' | 'defender' = 'attacker', more: Partial<BattleDraft['units'][number]> = {}) => {
  let d = emptyBattleDraft();
  for (const b of s.blocks) d = pickBlock(d, side, b.id);
  return { ...d, units: d.units.map((u) => ({ ...u, ...more })) };
};

describe('7.7: the draft of the battle screen', () => {
  it("an empty draft: no units, a plain hex with no city, crossing or fortified zone, the month's weather, round 1, no recon, no situation", () => {
    expect(emptyBattleDraft()).toEqual({
      units: [],
      nextKey: 1,
      typing: null,
      form: emptyBlockForm(),
      hex: { terrain: 'plain', city: 'none', crossing: 'none', faz: false },
      weather: '',
      round: 1,
      recon: false,
      situations: {},
    });
  });
  it('BOX 1: a roster block picked as attacker crosses the river unless unticked, a defender does not; nothing else ticked; each block once', () => {
    let d = pickBlock(emptyBattleDraft(), 'attacker', 'b1');
    d = pickBlock(d, 'defender', 'b2');
    expect(d.units).toEqual([
      {
        key: 'u1',
        side: 'attacker',
        blockId: 'b1',
        crosses: true,
        asArtillery: false,
        aaHitOn: null,
        stuka: false,
        gustav: false,
        barbo: false,
        noRecon: false,
        justPlaced: false,
      },
      {
        key: 'u2',
        side: 'defender',
        blockId: 'b2',
        crosses: false,
        asArtillery: false,
        aaHitOn: null,
        stuka: false,
        gustav: false,
        barbo: false,
        noRecon: false,
        justPlaced: false,
      },
    ]);
    expect(d.nextKey).toBe(3);
    expect(pickBlock(d, 'defender', 'b1')).toBe(d);
    expect(pickBlock(d, 'attacker', 'b3').units.map((u) => u.key)).toEqual(['u1', 'u2', 'u3']);
  });
  it("a block typed on the spot: nothing while no side is typing, its form's refusals in words, else added with its form copied and a new form of the same nation", () => {
    const d = emptyBattleDraft();
    expect(addTyped(d)).toEqual({ ok: false, errors: [] });
    expect(addTyped({ ...d, typing: 'defender' })).toMatchObject({
      ok: false,
      errors: [{ key: 'bite.ui.err.name' }, { key: 'bite.ui.err.cls' }, { key: 'bite.ui.err.maxSp' }, { key: 'bite.ui.err.sp' }],
    });
    const form = {
      ...emptyBlockForm(),
      name: '5 A',
      nation: 'ussr' as const,
      cls: 'infantry' as const,
      maxSp: 2,
      sp: 2,
      colours: ['black' as const, 'red' as const],
    };
    const r = addTyped({ ...d, nextKey: 4, typing: 'attacker', form });
    if (!r.ok) throw new Error('refused');
    expect(r.draft.units).toEqual([
      {
        key: 'u4',
        side: 'attacker',
        typed: form,
        crosses: true,
        asArtillery: false,
        aaHitOn: null,
        stuka: false,
        gustav: false,
        barbo: false,
        noRecon: false,
        justPlaced: false,
      },
    ]);
    expect(r.draft.units[0]!.typed!.colours).not.toBe(form.colours);
    expect([r.draft.nextKey, r.draft.typing, r.draft.form]).toEqual([5, null, { ...emptyBlockForm(), nation: 'ussr' }]);
  });
});

describe('notes §3.7: the special situations the layers allow, each with its rule', () => {
  const ids = (s: BiteState) => situationsAllowed(s).map((x) => `${x.id} ${x.rule}`);
  it('7.6.1 always; SBE5 and SBE9 the surprise, the supremacy when agreed; each optional rule its own; 12.4.1 with the advanced rules', () => {
    expect(ids(setupState('SBE3', {}))).toEqual(['airbase 7.6.1']);
    expect(ids(setupState('SBE5', {}))).toEqual(['airbase 7.6.1', 'surprise SBE5']);
    expect(ids(setupState('SBE9', { supremacy: true }))).toEqual(['airbase 7.6.1', 'surprise SBE5', 'supremacy SBE5']);
    expect(ids(setupState('SBE8', {}))).toEqual(['airbase 7.6.1']);
    expect(ids(setupState('SBE3', { advanced: true, ...ro('20.0', '21.0', '23.0', '24.0') }))).toEqual([
      'airbase 7.6.1',
      'cavalryCharge 20.0',
      'panzerAttack 21.0',
      'paradrop 23.0',
      'amphibious 24.0',
      'desperate 12.4.1',
    ]);
    expect(ids(setupState('SBE3', ro('21.0')))).toEqual(['airbase 7.6.1', 'panzerAttack 21.0']);
  });
  it('7.7.6: the cancellation agreed at set-up joins the interpretations of the game', () => {
    const s = { ...setupState('SBE3', {}), cancellation: true };
    expect(rulesOfGame(s, { settings: { hitCap: 'two', cancellation: false } })).toEqual(battleRules({ hitCap: 'two', cancellation: true }));
    expect(rulesOfGame(s, { settings: { hitCap: 'two' } })).toMatchObject({ hitCap: 'two', cancellation: true });
  });
});

describe("7.7: the calculator's input from the draft", () => {
  it('a roster block as it stands, with its TECH on the month; an eliminated block or one no longer on the roster left out', () => {
    let s = game([
      {
        name: 'IV AK',
        nation: 'germany',
        cls: 'armour',
        maxSp: 3,
        sp: 2,
        colours: ['black', 'white', 'red'],
        elite: 'attack',
        shield: true,
        mountain: true,
        ski: true,
        zeroBase: true,
        supplied: false,
      },
      { name: 'gone' },
    ]);
    s = { ...s, blocks: s.blocks.map((b) => (b.name === 'gone' ? { ...b, eliminated: true } : b)) };
    const d = { ...picked(s, 'defender'), units: [...picked(s, 'defender').units, { ...picked(s).units[0]!, key: 'u9', blockId: 'b99' }] };
    expect(input(d, s).units).toEqual([
      {
        id: 'b1',
        name: 'IV AK',
        side: 'defender',
        nation: 'germany',
        cls: 'armour',
        sp: 2,
        maxSp: 3,
        tech: 2,
        elite: 'attack',
        mountain: true,
        ski: true,
        shield: true,
        zeroBase: true,
        supplied: false,
      },
    ]);
  });
  it('a block typed on the spot, with an id of the moment; a typed block gone wrong is refused in words', () => {
    const s = game([]);
    const form = {
      ...emptyBlockForm(),
      name: '5 A',
      nation: 'ussr' as const,
      cls: 'infantry' as const,
      maxSp: 2,
      sp: 1,
      colours: ['black' as const, 'red' as const],
      elite: 'defence' as const,
    };
    const r = addTyped({ ...emptyBattleDraft(), typing: 'defender', form });
    if (!r.ok) throw new Error('refused');
    expect(input(r.draft, s).units).toEqual([
      {
        id: 'typed-u1',
        name: '5 A',
        side: 'defender',
        nation: 'ussr',
        cls: 'infantry',
        sp: 1,
        maxSp: 2,
        tech: 1,
        elite: 'defence',
        mountain: false,
        ski: false,
        shield: false,
        zeroBase: false,
        supplied: true,
      },
    ]);
    const broken = { ...r.draft, units: r.draft.units.map((u) => ({ ...u, typed: { ...u.typed!, sp: 3 } })) };
    expect(errorsOf(broken, s)).toEqual([{ key: 'bite.ui.err.spOverMax', params: { sp: 3, max: 2 } }]);
    // A unit neither picked nor typed is no unit.
    expect(input({ ...emptyBattleDraft(), units: [{ ...r.draft.units[0]!, typed: undefined }] }, s).units).toEqual([]);
  });
  it("17.1: a minor ally's TECH follows Germany's unless the setting says otherwise (SBE9, November 1943: Romanian armour at 2, or 1)", () => {
    const s = { ...game([{ name: '3. Armata', nation: 'romania', cls: 'armour' }], {}, 'SBE9'), turn: 30 };
    const b = s.blocks[0]!;
    expect([blockTech(s, b, true), blockTech(s, b, false)]).toEqual([2, 1]);
    expect(input(picked(s), s).units[0]!.tech).toBe(blockTech(s, b, true));
    expect(input(picked(s), s, { ...ctx, settings: { minorTech: false } }).units[0]!.tech).toBe(blockTech(s, b, false));
  });
  it('BOX 1: only a ground attacker crosses; 6.4: only an HQ or an armour HQ fires as artillery', () => {
    const s = game([{ name: 'inf' }, { name: 'jäger', cls: 'fighter' }, { name: 'hq', cls: 'hq' }, { name: 'ahq', cls: 'armourHq' }]);
    const flags = (side: 'attacker' | 'defender') =>
      input(picked(s, side, { crosses: true, asArtillery: true }), s).units.map((u) => [u.name, u.crosses ?? false, u.asArtillery ?? false]);
    expect(flags('attacker')).toEqual([
      ['inf', true, false],
      ['jäger', false, false],
      ['hq', true, true],
      ['ahq', true, true],
    ]);
    expect(flags('defender')).toEqual([
      ['inf', false, false],
      ['jäger', false, false],
      ['hq', false, true],
      ['ahq', false, true],
    ]);
    expect(input(picked(s, 'attacker', { crosses: false }), s).units.map((u) => u.crosses ?? false)).toEqual([false, false, false, false]);
  });
  it("13.8: a support HQ's AA number typed 2 to 6, refused in words otherwise; another class keeps none", () => {
    const s = game([{ name: 'Stavka', cls: 'hq' }, { name: 'inf' }]);
    const aa = (n: number) => {
      const r = battleInputOf(picked(s, 'defender', { aaHitOn: n }), s, ctx);
      return r.ok ? r.input.units.map((u) => u.aaHitOn) : r.errors;
    };
    expect([aa(2), aa(6)]).toEqual([
      [2, undefined],
      [6, undefined],
    ]);
    for (const n of [1, 7, 4.5]) expect(aa(n)).toEqual([{ key: 'bite.ui.err.aaHitOn', params: { unit: 'Stavka' } }]);
    expect(input(picked(s, 'defender'), s).units.map((u) => u.aaHitOn)).toEqual([undefined, undefined]);
  });
  it('22.0, 26.0, 20.0: a Stuka, the Gustav and a Barbo charge only with their rule in play and the right class; no recon for a bomber; a block just placed', () => {
    const blocks = [
      { name: 'bomb', cls: 'bomber' as const },
      { name: 'art', cls: 'artillery' as const },
      { name: 'cav', cls: 'cavalry' as const },
      { name: 'inf' },
    ];
    const all = { stuka: true, gustav: true, barbo: true, noRecon: true, justPlaced: true };
    const sp = (s: BiteState) =>
      input(picked(s, 'attacker', all), s).units.map((u) =>
        [u.name, ...['stuka', 'gustav', 'barbo', 'noRecon', 'justPlaced'].filter((k) => (u as unknown as Record<string, unknown>)[k] === true)].join(' '),
      );
    expect(sp(game(blocks, ro('20.0', '22.0', '26.0')))).toEqual([
      'bomb stuka noRecon justPlaced',
      'art gustav justPlaced',
      'cav barbo justPlaced',
      'inf justPlaced',
    ]);
    expect(sp(game(blocks))).toEqual(['bomb noRecon justPlaced', 'art justPlaced', 'cav justPlaced', 'inf justPlaced']);
    const none = game(blocks, ro('20.0', '22.0', '26.0'));
    expect(input(picked(none), none).units.map((u) => Object.keys(u).filter((k) => ['stuka', 'gustav', 'barbo', 'noRecon', 'justPlaced'].includes(k)))).toEqual(
      [[], [], [], []],
    );
  });
  it("9.0: the month's weather unless changed; with none known the battle waits for it, in words", () => {
    const s = game([{ name: 'inf' }]);
    expect(input(picked(s), s).weather).toBe('fair');
    expect(input({ ...picked(s), weather: 'rain' }, s).weather).toBe('rain');
    const ra = game([{ name: 'inf' }], { advanced: true });
    expect(errorsOf(picked(ra), ra)).toEqual([{ key: 'bite.ui.err.weather' }]);
    expect(input({ ...picked(ra), weather: 'snow' }, ra).weather).toBe('snow');
  });
  it('the round: a whole number from 1 to 40, refused in words otherwise', () => {
    const s = game([{ name: 'inf' }]);
    expect([input({ ...picked(s), round: 1 }, s).round, input({ ...picked(s), round: 40 }, s).round]).toEqual([1, 40]);
    for (const round of [null, 0, 41, 1.5]) expect(errorsOf({ ...picked(s), round }, s)).toEqual([{ key: 'bite.ui.err.round' }]);
    expect(errorsOf({ ...picked(s), round: 0, weather: '' }, game([], { advanced: true }))).toEqual([
      { key: 'bite.ui.err.weather' },
      { key: 'bite.ui.err.round' },
    ]);
  });
  it('the situations ticked only if allowed here; 33.0: the First Winter from the month; a fortified zone only when ticked; 19.0 recon only with its rule', () => {
    const s = game([{ name: 'inf' }], { supremacy: true }, 'SBE5');
    const d = { ...picked(s), situations: { surprise: true, supremacy: false, desperate: true, airbase: true }, recon: true };
    const i = input(d, s);
    expect([i.situations, i.hex, i.recon, i.layers]).toEqual([
      { surprise: true, airbase: true },
      { terrain: 'plain', city: 'none', crossing: 'none' },
      false,
      s.layers,
    ]);
    const fz = input({ ...d, hex: { terrain: 'forest', city: 'major', crossing: 'river', faz: true } }, s);
    expect(fz.hex).toEqual({ terrain: 'forest', city: 'major', crossing: 'river', faz: true });
    const recon = game([{ name: 'inf' }], ro('19.0'));
    expect([input({ ...picked(recon), recon: true }, recon).recon, input(picked(recon), recon).recon]).toEqual([true, false]);
    // December 1941 (SBE3's seventh month) with 33.0: the First Winter; not without it.
    const winter = { ...game([{ name: 'inf' }], ro('33.0')), turn: 7 };
    expect(input(picked(winter), winter).situations).toEqual({ firstWinter: true });
    expect(
      input(picked({ ...winter, layers: { advanced: false, optional: [] } }), { ...winter, layers: { advanced: false, optional: [] } }).situations,
    ).toEqual({});
  });
});
