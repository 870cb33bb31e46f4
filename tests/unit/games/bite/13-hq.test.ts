// BITE's HQs and action points (src/games/bite/hq.ts): an HQ's AP and the units it moves or fuels
// (3.12, 13.4, 13.5), its activation and the refusals (13.3, SBE5/SBE9), its deactivation at the
// end of the Blitz (13.6; SBE5's double reduction, AMB-16), and the supreme HQs (13.8): which block
// may be marked as one, the menu's lines word for word with their rules, and every special action
// allowed or refused in words (13.8.1-13.8.3, 18.0, 19.1, 23.0, 31.0, 7.4 with AMB-30). A refusal
// leaves the game as it was.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import type { Step, Text } from '@/engine/types';
import {
  canActivate,
  canMarkSupreme,
  canSupremeAct,
  deactivation,
  doubleReduction,
  fhqInBerlin,
  hqOf,
  isActive,
  isAirHq,
  isHq,
  stavkaFell,
  supremeMenu,
  usableAp,
} from '@/games/bite/hq';
import { railOf } from '@/games/bite/rail';
import { ctx, run, words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const say = (s: Step) => `[${s.rule}] ${words(s, en)}${s.tone ? ` (${s.tone})` : ''}`;
const refusal = (r: { ok: true } | { ok: false; error: Text }) => (r.ok ? 'ok' : words(r.error, en));
const block = (p: Partial<Block>): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'U',
  nation: 'germany',
  cls: 'hq',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
/** A game with these blocks added (b1, b2, …), on this turn (SBE9: turn 1 is June 1941, turn 2 July 1941, turn 13 June 1942). */
const game = (blocks: Partial<Block>[], opts: Record<string, boolean> = {}, turn = 2, scenario = 'SBE9'): BiteState => {
  const s = { ...setupState(scenario, { advanced: true, ...opts }), turn };
  return run(
    s,
    blocks.map((b) => ev('bite/block-add', { block: block(b) })),
  );
};
const at = (s: BiteState, id: string) => s.blocks.find((b) => b.id === id)!;

describe('3.12, 13.4, 13.5: the AP of an HQ and the units it moves or fuels', () => {
  const lines = (sp: number, supplied: boolean) => usableAp({ sp, supplied }).steps.map(say);
  it('3.12, 13.4: supplied, an HQ of 3 SP has 3 AP and moves or fuels 3 units', () => {
    expect(lines(3, true)).toEqual(['[3.12] Action points = current SP: 3.', '[13.4] Units it may move or fuel: 3. (result)']);
    expect(usableAp({ sp: 3, supplied: true }).units).toBe(3);
  });
  it('13.5: out of supply, half its AP rounded down: 4 → 2, 3 → 1, and at least 1 (Minimo Comando): 1 → 1', () => {
    expect(lines(4, false)).toEqual([
      '[3.12] Action points = current SP: 4.',
      '[13.5] Out of supply: half of 4, rounded down, at least 1 = 2.',
      '[13.5] Units it may move or fuel: 2. (result)',
    ]);
    expect(lines(3, false)).toEqual([
      '[3.12] Action points = current SP: 3.',
      '[13.5] Out of supply: half of 3, rounded down, at least 1 = 1.',
      '[13.5] Units it may move or fuel: 1. (result)',
    ]);
    expect([4, 3, 2, 1].map((sp) => usableAp({ sp, supplied: false }).units)).toEqual([2, 1, 1, 1]);
  });
});

describe('13.3: activating an HQ', () => {
  it('13.1, 13.3: an HQ block and an armour HQ block are HQs; an infantry block is not', () => {
    expect([isHq({ cls: 'hq' }), isHq({ cls: 'armourHq' }), isHq({ cls: 'infantry' })]).toEqual([true, true, false]);
    const s = game([{ name: 'AOK 11' }, { name: 'Pz.Gr. 1', cls: 'armourHq' }]);
    expect([refusal(canActivate(s, at(s, 'b1'))), refusal(canActivate(s, at(s, 'b2')))]).toEqual(['ok', 'ok']);
  });
  it('13.3, 13.6: an HQ removed (eliminated) or at 0 SP is refused in words, and the game stays as it was', () => {
    const s = game([{ name: 'AOK 11', sp: 0 }, { name: 'AOK 17' }]);
    expect(refusal(canActivate(s, at(s, 'b1')))).toBe('AOK 11 is already eliminated.');
    expect(run(s, [ev('bite/hq-activate', { id: 'b1' })])).toBe(s);
    const gone = { ...s, blocks: s.blocks.map((b) => (b.id === 'b2' ? { ...b, eliminated: true } : b)) };
    expect(refusal(canActivate(gone, at(gone, 'b2')))).toBe('AOK 17 is already eliminated.');
    expect(run(gone, [ev('bite/hq-activate', { id: 'b2' })])).toBe(gone);
  });
  it('13.3: an HQ is activated once a turn — refused in words the second time that turn, free again the next turn', () => {
    let s = game([{ name: 'AOK 11' }]);
    s = run(s, [ev('bite/hq-activate', { id: 'b1' })]);
    expect(refusal(canActivate(s, at(s, 'b1')))).toBe('AOK 11 is already activated this turn.');
    const next = { ...s, turn: 3 };
    expect(isActive(next, 'b1')).toBe(false);
    expect(refusal(canActivate(next, at(next, 'b1')))).toBe('ok');
    expect(hqOf(next)).toEqual({ turn: 3, active: [], actions: {} });
  });
  it('13.8: a new turn clears the activations and the actions taken, and keeps the supreme HQs marked', () => {
    let s = game([{ name: 'Stavka', nation: 'ussr' }]);
    s = run(s, [
      ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' }),
      ev('bite/hq-activate', { id: 'b1' }),
      ev('bite/hq-action', { id: 'b1', action: 'armour' }),
    ]);
    expect(hqOf(s)).toMatchObject({ turn: 2, active: ['b1'], actions: { b1: ['armour'] }, supreme: { b1: 'stavka' } });
    expect(hqOf({ ...s, turn: 3 })).toEqual({ turn: 3, active: [], actions: {}, supreme: { b1: 'stavka' } });
  });
  it('SBE5, SBE9 (frozen units): the Stavka cannot be activated in June 1941 — in SBE5 too; in June 1942 it can, and so can another Soviet HQ in June 1941', () => {
    const sbe5 = run(
      game(
        [
          { name: 'Stavka', nation: 'ussr' },
          { name: 'Zapadnyj', nation: 'ussr' },
        ],
        {},
        1,
        'SBE5',
      ),
      [ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' })],
    );
    expect(refusal(canActivate(sbe5, at(sbe5, 'b1')))).toBe('Stavka: the Stavka is in shock and cannot be activated in June 1941 (SBE5, frozen units).');
    expect(run(sbe5, [ev('bite/hq-activate', { id: 'b1' })])).toBe(sbe5);
    expect(refusal(canActivate(sbe5, at(sbe5, 'b2')))).toBe('ok');
    const june42 = run(game([{ name: 'Stavka', nation: 'ussr' }], {}, 13), [ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' })]);
    expect(refusal(canActivate(june42, at(june42, 'b1')))).toBe('ok');
  });
});

describe('13.6: deactivation at the end of the Blitz', () => {
  const said = (s: BiteState, side: 'axis' | 'soviet') => deactivation(s, side).map((x) => [words(x.text, en), x.after, x.removed]);
  it('13.6: an activated HQ of 2 AP drops to 1 and stays; one removed since its activation is not deactivated again', () => {
    let s = game([{ name: 'AOK 11', sp: 2 }, { name: 'AOK 17' }]);
    s = run(s, [ev('bite/hq-activate', { id: 'b1' }), ev('bite/hq-activate', { id: 'b2' })]);
    expect(said(s, 'axis')).toEqual([
      ['AOK 11: 2 AP → 1.', 1, false],
      ['AOK 17: 4 AP → 3.', 3, false],
    ]);
    const gone = { ...s, blocks: s.blocks.map((b) => (b.id === 'b2' ? { ...b, sp: 0, eliminated: true } : b)) };
    expect(said(gone, 'axis')).toEqual([['AOK 11: 2 AP → 1.', 1, false]]);
    expect(said(gone, 'soviet')).toEqual([]);
  });
  /** SBE9 with the Luftwaffe's supremacy: Luftflotte 2 (a German air HQ), Pz.Gr. 2 and Antonescu's air HQ, all activated. */
  const surprise = (turn: number, sp: number, supremacy = true) => {
    let s = game(
      [
        { name: 'Luftflotte 2', sp },
        { name: 'Pz.Gr. 2', cls: 'armourHq' },
        { name: 'FARR', nation: 'romania', sp: 3 },
      ],
      { supremacy },
      turn,
    );
    s = run(s, [ev('bite/hq-air', { id: 'b1', air: true }), ev('bite/hq-air', { id: 'b3', air: true })]);
    return run(
      s,
      ['b1', 'b2', 'b3'].map((id) => ev('bite/hq-activate', { id })),
    );
  };
  it("SBE5 (AMB-16): with the supremacy, in June 1941 a Luftwaffe air HQ loses 2 AP (4 → 2); the armour HQ and Antonescu's air HQ lose 1", () => {
    const s = surprise(1, 4);
    expect([isAirHq(s, 'b1'), isAirHq(s, 'b2'), isAirHq(s, 'b3')]).toEqual([true, false, true]);
    expect(said(s, 'axis')).toEqual([
      ['Luftflotte 2: 4 AP → 2 (Luftwaffe supremacy: double reduction).', 2, false],
      ['Pz.Gr. 2: 4 AP → 3.', 3, false],
      ['FARR: 3 AP → 2.', 2, false],
    ]);
    expect(run(s, [ev('bite/hq-deactivate', { side: 'axis' })]).blocks.map((b) => [b.sp, b.eliminated])).toEqual([
      [2, false],
      [3, false],
      [2, false],
    ]);
  });
  it('SBE5 (AMB-16): at 3 AP it drops to 1; at 2 AP, or 1, the double reduction removes it (it may be rebuilt)', () => {
    expect(said(surprise(1, 3), 'axis')[0]).toEqual(['Luftflotte 2: 3 AP → 1 (Luftwaffe supremacy: double reduction).', 1, false]);
    expect(said(surprise(1, 2), 'axis')[0]).toEqual([
      "Luftflotte 2: at 2 AP, removed by the Luftwaffe supremacy's double reduction (it may be rebuilt).",
      0,
      true,
    ]);
    expect(said(surprise(1, 1), 'axis')[0]).toEqual([
      "Luftflotte 2: at 1 AP, removed by the Luftwaffe supremacy's double reduction (it may be rebuilt).",
      0,
      true,
    ]);
  });
  it('13.1, SBE5 (AMB-16): a German HQ the players did not mark as an air HQ loses 1 AP, even with the supremacy in June 1941', () => {
    let s = game([{ name: 'Luftflotte 2' }], { supremacy: true }, 1);
    expect(isAirHq(s, 'b1')).toBe(false);
    s = run(s, [ev('bite/hq-activate', { id: 'b1' })]);
    expect(isAirHq(s, 'b1')).toBe(false);
    expect(doubleReduction(s, at(s, 'b1'))).toBe(false);
    expect(said(s, 'axis')).toEqual([['Luftflotte 2: 4 AP → 3.', 3, false]]);
  });
  it('SBE5 (AMB-16): no double reduction without the supremacy, in July 1941, or in June 1942 (13.6: 1 AP)', () => {
    for (const s of [surprise(1, 4, false), surprise(2, 4), surprise(13, 4)]) {
      expect(doubleReduction(s, at(s, 'b1'))).toBe(false);
      expect(said(s, 'axis')[0]).toEqual(['Luftflotte 2: 4 AP → 3.', 3, false]);
    }
    expect(doubleReduction(surprise(1, 4), at(surprise(1, 4), 'b1'))).toBe(true);
  });
});

describe('13.8: marking the supreme HQs', () => {
  const hqs = (opts: Record<string, boolean> = { advanced: true }) =>
    run({ ...setupState('SBE9', opts), turn: 2 }, [
      ev('bite/block-add', { block: block({ name: 'Stavka', nation: 'ussr' }) }),
      ev('bite/block-add', { block: block({ name: 'FHQ' }) }),
      ev('bite/block-add', { block: block({ name: 'Antonescu', nation: 'romania', sp: 2 }) }),
      ev('bite/block-add', { block: block({ name: 'Szombathelyi', nation: 'hungary', sp: 2 }) }),
      ev('bite/block-add', { block: block({ name: 'Gariboldi', nation: 'italy', sp: 2 }) }),
      ev('bite/block-add', { block: block({ name: 'Pz.Gr. 2', cls: 'armourHq' }) }),
      ev('bite/block-add', { block: block({ name: 'IX AK', cls: 'infantry' }) }),
      ev('bite/block-add', { block: block({ name: 'Romanian HQ', nation: 'romania', sp: 2 }) }),
    ]);
  it('13.8 belongs to the advanced rules: in the basic game no HQ is marked', () => {
    const s = hqs({});
    expect(refusal(canMarkSupreme(s, at(s, 'b1'), 'stavka'))).toBe('HQs and action points belong to the advanced rules.');
    expect(run(s, [ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' })])).toBe(s);
  });
  it('13.8.1, 13.8.2: at the start of a game Moscow stands and the FHQ is at Rastenburg; once fallen, once moved, for good', () => {
    let s = hqs();
    expect([stavkaFell(s), fhqInBerlin(s)]).toEqual([false, false]);
    s = run(s, [ev('bite/moscow-falls', {}), ev('bite/fhq-berlin', {})]);
    expect([stavkaFell(s), fhqInBerlin(s)]).toEqual([true, true]);
    expect([stavkaFell({ ...s, turn: 5 }), fhqInBerlin({ ...s, turn: 5 })]).toEqual([true, true]);
  });
  it('13.8: only an HQ block may be a supreme HQ — not an armour HQ, not an infantry block; unmarking an HQ is always allowed', () => {
    const s = hqs();
    expect(refusal(canMarkSupreme(s, at(s, 'b6'), 'fhq'))).toBe('Pz.Gr. 2 is not an HQ block: only an HQ can be a supreme HQ.');
    expect(refusal(canMarkSupreme(s, at(s, 'b7'), 'none'))).toBe('IX AK is not an HQ block: only an HQ can be a supreme HQ.');
    expect(refusal(canMarkSupreme(s, at(s, 'b1'), 'none'))).toBe('ok');
    expect(run(s, [ev('bite/hq-supreme', { id: 'b6', kind: 'fhq' })])).toBe(s);
  });
  it('13.8.1-13.8.3: the Stavka is Soviet, the FHQ German, a minor supreme HQ Romanian, Finnish, Hungarian or Italian — refused in words otherwise', () => {
    const s = hqs();
    expect(refusal(canMarkSupreme(s, at(s, 'b2'), 'stavka'))).toBe('FHQ is an HQ of Germany: it cannot be the Stavka.');
    expect(refusal(canMarkSupreme(s, at(s, 'b1'), 'fhq'))).toBe('Stavka is an HQ of the USSR: it cannot be the FHQ.');
    expect(refusal(canMarkSupreme(s, at(s, 'b2'), 'minor'))).toBe('FHQ is an HQ of Germany: it cannot be the minor supreme HQ.');
    expect(refusal(canMarkSupreme(s, at(s, 'b1'), 'minor'))).toBe('Stavka is an HQ of the USSR: it cannot be the minor supreme HQ.');
    expect(
      ['b1', 'b2', 'b3', 'b4', 'b5'].map((id, k) => refusal(canMarkSupreme(s, at(s, id), (['stavka', 'fhq', 'minor', 'minor', 'minor'] as const)[k]))),
    ).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });
  it('13.8: one Stavka, one FHQ, one minor supreme HQ for each minor power; the same block marked again is no second one', () => {
    let s = hqs();
    s = run(
      s,
      ['b1', 'b2', 'b3'].map((id, k) => ev('bite/hq-supreme', { id, kind: (['stavka', 'fhq', 'minor'] as const)[k] })),
    );
    s = run(s, [ev('bite/block-add', { block: block({ name: 'Stavka 2', nation: 'ussr' }) }), ev('bite/block-add', { block: block({ name: 'OKH' }) })]);
    expect(refusal(canMarkSupreme(s, at(s, 'b9'), 'stavka'))).toBe('Stavka is already the Stavka.');
    expect(refusal(canMarkSupreme(s, at(s, 'b10'), 'fhq'))).toBe('FHQ is already the FHQ.');
    expect(refusal(canMarkSupreme(s, at(s, 'b8'), 'minor'))).toBe('Antonescu is already the minor supreme HQ.');
    expect(run(s, [ev('bite/hq-supreme', { id: 'b8', kind: 'minor' })])).toBe(s);
    expect(refusal(canMarkSupreme(s, at(s, 'b4'), 'minor'))).toBe('ok');
    expect(refusal(canMarkSupreme(s, at(s, 'b1'), 'stavka'))).toBe('ok');
    expect(refusal(canMarkSupreme(s, at(s, 'b3'), 'minor'))).toBe('ok');
  });
  it('13.8.1: there is one Stavka — a block marked as the Stavka whose nation is then corrected on the roster still holds the mark until it is unmarked', () => {
    let s = hqs();
    s = run(s, [
      ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' }),
      ev('bite/block-edit', { id: 'b1', patch: { nation: 'germany' } }),
      ev('bite/block-add', { block: block({ name: 'Stavka VGK', nation: 'ussr' }) }),
    ]);
    expect(refusal(canMarkSupreme(s, at(s, 'b9'), 'stavka'))).toBe('Stavka is already the Stavka.');
    s = run(s, [ev('bite/hq-supreme', { id: 'b1', kind: 'none' })]);
    expect(refusal(canMarkSupreme(s, at(s, 'b9'), 'stavka'))).toBe('ok');
  });
});

describe("13.8: the supreme HQs' menus and special actions", () => {
  /** SBE9 in July 1941: the Stavka (b1), the FHQ (b2), Antonescu (b3), Szombathelyi (b4), marked and activated; AOK 11 (b5), not supreme. */
  const supreme = (opts: Record<string, boolean> = {}, more: Partial<Block>[] = []) => {
    const s = game(
      [
        { name: 'Stavka', nation: 'ussr', ...more[0] },
        { name: 'FHQ', ...more[1] },
        { name: 'Antonescu', nation: 'romania', sp: 2, ...more[2] },
        { name: 'Szombathelyi', nation: 'hungary', sp: 2, ...more[3] },
        { name: 'AOK 11' },
      ],
      opts,
    );
    return run(s, [
      ...['b1', 'b2', 'b3', 'b4'].map((id, k) => ev('bite/hq-supreme', { id, kind: (['stavka', 'fhq', 'minor', 'minor'] as const)[k] })),
      ...['b1', 'b2', 'b3', 'b4', 'b5'].map((id) => ev('bite/hq-activate', { id })),
    ]);
  };
  const menu = (s: BiteState, id: string) => {
    const m = supremeMenu(s, at(s, id), ctx)!;
    return { kind: m.kind, limit: m.limit, used: m.used, lines: m.steps.map(say), items: m.items.map((x) => `${x.action}: ${refusal(x.allowed)}`) };
  };
  it('13.8: an HQ not marked supreme has no menu, and its special actions are refused in words', () => {
    const s = supreme();
    expect(supremeMenu(s, at(s, 'b5'))).toBeNull();
    expect(refusal(canSupremeAct(s, at(s, 'b5'), 'armour'))).toBe('AOK 11 is not a supreme HQ.');
    expect(run(s, [ev('bite/hq-action', { id: 'b5', action: 'armour' })])).toBe(s);
  });
  it("13.8.2: the FHQ's menu — 2 actions, at Rastenburg, none taken yet; naval, drop and reserve wait for their optional rules", () => {
    expect(menu(supreme(), 'b2')).toEqual({
      kind: 'fhq',
      limit: 2,
      used: [],
      lines: [
        '[13.8.2] The FHQ is activated at full strength and takes only 2 special actions, one of each kind.',
        '[13.8.2] The FHQ is at Rastenburg; it moves to Berlin once Soviet units enter Germany. (info)',
        '[13.8.2] Actions taken this turn: 0 of 2. (result)',
      ],
      items: [
        'armour: ok',
        'unsupplied: ok',
        'air: ok',
        'rail: ok',
        'naval: “1 naval move” needs the optional rule 18.0.',
        'paradrop: “1 paratroop drop” needs the optional rule 23.0.',
        'reserve: “Put 1 armour unit in Reserve” needs the optional rule 31.0.',
      ],
    });
  });
  it('13.8.2: an FHQ below 4 AP is warned it must be repaired to 4 first; it still takes 2 actions', () => {
    const s = supreme({}, [{}, { sp: 3 }]);
    expect(menu(s, 'b2').lines).toEqual([
      '[13.8.2] The FHQ is activated at full strength and takes only 2 special actions, one of each kind.',
      '[13.8.2] The FHQ has 3 AP: it is always activated at full strength, so it must be repaired to 4 first in production (recommended reading). (warning)',
      '[13.8.2] The FHQ is at Rastenburg; it moves to Berlin once Soviet units enter Germany. (info)',
      '[13.8.2] Actions taken this turn: 0 of 2. (result)',
    ]);
    expect(menu(s, 'b2').limit).toBe(2);
  });
  it("13.8.1, 13.5: the Stavka out of supply takes half its AP — 4 → 2 actions; in Moscow; with the optional rules every action is offered (the recon attempt of 19.1 is the minor HQs' only)", () => {
    let s = supreme({ ro18: true, ro19: true, ro23: true, ro31: true }, [{ supplied: false }]);
    s = run(s, [ev('bite/hq-action', { id: 'b1', action: 'paradrop' })]);
    expect(menu(s, 'b1')).toEqual({
      kind: 'stavka',
      limit: 2,
      used: ['paradrop'],
      lines: [
        '[13.8.1] As many special actions as its usable AP, at most one of each kind: 2.',
        '[13.8.1] The Stavka stands in Moscow and never moves. (info)',
        '[13.8.1] Actions taken this turn: 1 of 2. (result)',
      ],
      items: [
        'armour: ok',
        'unsupplied: ok',
        'air: ok',
        'rail: ok',
        'naval: ok',
        'paradrop: Stavka has already taken this action this turn (1 paratroop drop): at most one of each kind.',
        'reserve: ok',
      ],
    });
    s = run(s, [ev('bite/hq-action', { id: 'b1', action: 'reserve' })]);
    expect(refusal(canSupremeAct(s, at(s, 'b1'), 'naval'))).toBe('Stavka has taken all its actions this turn (2): no more (one per usable AP).');
    expect(run(s, [ev('bite/hq-action', { id: 'b1', action: 'naval' })])).toBe(s);
  });
  it("13.8.3, 19.1: a minor supreme HQ's menu, its actions counted under 13.8.1; with the air recon rules (19.0) it also has 1 recon attempt", () => {
    expect(menu(supreme(), 'b3').lines).toEqual([
      '[13.8.3] Like the Stavka, for its own nation only: 2 actions, one of each kind.',
      '[13.8.1] Actions taken this turn: 0 of 2. (result)',
    ]);
    expect(menu(supreme({ ro19: true }), 'b3').lines).toEqual([
      '[13.8.3] Like the Stavka, for its own nation only: 2 actions, one of each kind.',
      '[19.1] It also has 1 recon attempt. (info)',
      '[13.8.1] Actions taken this turn: 0 of 2. (result)',
    ]);
  });
  it("13.8: a turn's ledger with no special actions recorded (an HQ activated, nothing more) counts none taken", () => {
    const s = supreme();
    const bare = { ...s, hq: { turn: s.turn, active: ['b1', 'b2'], supreme: s.hq!.supreme } };
    expect(menu(bare, 'b1').lines.at(-1)).toBe('[13.8.1] Actions taken this turn: 0 of 4. (result)');
    expect(refusal(canSupremeAct(bare, at(bare, 'b1'), 'armour'))).toBe('ok');
  });
  it('13.8: special actions belong to the advanced rules; an eliminated or 0-SP supreme HQ takes none', () => {
    const s = supreme();
    const basic = { ...s, layers: { ...s.layers, advanced: false } };
    expect(refusal(canSupremeAct(basic, at(basic, 'b1'), 'armour'))).toBe('HQs and action points belong to the advanced rules.');
    expect(run(basic, [ev('bite/hq-action', { id: 'b1', action: 'armour' })])).toBe(basic);
    // At 1 SP it still takes its one action (13.5: at least one).
    const one = { ...s, blocks: s.blocks.map((b) => (b.id === 'b3' ? { ...b, sp: 1 } : b)) };
    expect(refusal(canSupremeAct(one, at(one, 'b3'), 'armour'))).toBe('ok');
    expect(supremeMenu(one, at(one, 'b3'))!.limit).toBe(1);
    const gone = { ...s, blocks: s.blocks.map((b) => (b.id === 'b1' ? { ...b, eliminated: true } : b.id === 'b2' ? { ...b, sp: 0 } : b)) };
    expect(refusal(canSupremeAct(gone, at(gone, 'b1'), 'armour'))).toBe('Stavka is already eliminated.');
    expect(refusal(canSupremeAct(gone, at(gone, 'b2'), 'armour'))).toBe('FHQ is already eliminated.');
    expect(run(gone, [ev('bite/hq-action', { id: 'b2', action: 'armour' })])).toBe(gone);
  });
  it('18.0: a naval move needs its optional rule; Szombathelyi (Hungary) cannot order one, the FHQ and Antonescu can', () => {
    const s = supreme({ ro18: true });
    expect(['b1', 'b2', 'b3', 'b4'].map((id) => refusal(canSupremeAct(s, at(s, id), 'naval')))).toEqual([
      'ok',
      'ok',
      'ok',
      'Szombathelyi cannot order naval moves: the Finnish and Hungarian supreme HQs cannot.',
    ]);
    expect(run(s, [ev('bite/hq-action', { id: 'b4', action: 'naval' })])).toBe(s);
  });
  it('23.0, 31.0: a drop, and a unit put in Reserve, need their optional rules; the FHQ may then order a drop, a minor supreme HQ not', () => {
    const off = supreme();
    expect(refusal(canSupremeAct(off, at(off, 'b1'), 'paradrop'))).toBe('“1 paratroop drop” needs the optional rule 23.0.');
    expect(refusal(canSupremeAct(off, at(off, 'b3'), 'paradrop'))).toBe('“1 paratroop drop” needs the optional rule 23.0.');
    expect(refusal(canSupremeAct(off, at(off, 'b1'), 'reserve'))).toBe('“Put 1 armour unit in Reserve” needs the optional rule 31.0.');
    const on = supreme({ ro23: true, ro31: true });
    expect(['b1', 'b2', 'b3'].map((id) => refusal(canSupremeAct(on, at(on, id), 'paradrop')))).toEqual([
      'ok',
      'ok',
      'Antonescu cannot order a drop: only the Stavka or the FHQ can.',
    ]);
    expect(['b1', 'b2', 'b3'].map((id) => refusal(canSupremeAct(on, at(on, id), 'reserve')))).toEqual(['ok', 'ok', 'ok']);
  });
  it("7.4, 13.8.1 (AMB-30): the free rail move is refused in words once the side's rail moves are used up — the Soviets' for the Stavka, the Axis's for the FHQ", () => {
    const s = supreme();
    const full = (side: 'axis' | 'soviet', used: number): BiteState => ({
      ...s,
      rail: { ...railOf(s), [side]: { turn: s.turn, used, finnish: false, outside: 0 } },
    });
    const soviet = full('soviet', 5);
    expect(refusal(canSupremeAct(soviet, at(soviet, 'b1'), 'rail'))).toBe('Soviets has used all its rail moves this turn (5 of 5): no more.');
    expect(refusal(canSupremeAct(soviet, at(soviet, 'b2'), 'rail'))).toBe('ok');
    // The rail moves used up refuse only the rail move: the Stavka's other actions stay open.
    expect(['armour', 'unsupplied', 'air'].map((a) => refusal(canSupremeAct(soviet, at(soviet, 'b1'), a as 'armour')))).toEqual(['ok', 'ok', 'ok']);
    expect(run(soviet, [ev('bite/hq-action', { id: 'b1', action: 'rail' })])).toBe(soviet);
    const axis = full('axis', 9);
    expect(refusal(canSupremeAct(axis, at(axis, 'b1'), 'rail'))).toBe('ok');
    expect(refusal(canSupremeAct(axis, at(axis, 'b2'), 'rail'))).toMatch(/^Axis has used all its rail moves this turn \(9 of \d+\): no more\.$/);
    expect(biteBook.describe(ev('bite/hq-action', { id: 'b1', action: 'rail' }), s).rules).toEqual(['13.8.1', '7.4']);
  });
});
