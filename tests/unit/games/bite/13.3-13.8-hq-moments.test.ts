// BITE's HQs in their moments of the turn (advanced rules 13.3, 13.6, 13.7, 13.8): each HQ event
// is allowed where the rules put it and refused elsewhere, in words with its rule — tapped (the
// module's `legal`), as a table action (closed outside its phases, the button's words) and
// imported from a file whose `checkedFrom` is 0; a file from before the rules checked every
// action imports as it was, the refusal counted.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { bite } from '@/games/bite';
import { ev } from '@/games/bite/events';
import { SEQUENCE } from '@/games/bite/calendar';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { parseGameFile } from '@/db/transfer';
import { makeChartAccess, noAnswers, replayLog, runAction } from '@/engine';
import type { GameEvent, GameModule, RulesContext, Text } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

const module = bite as unknown as GameModule<BiteState>;
const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
const hqBlock = (p: Partial<Block>): Block => ({
  id: 'h1',
  name: 'AOK 6',
  nation: 'germany',
  cls: 'hq',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  eliminated: false,
  ...p,
});
/** SBE9 with the advanced rules, these HQ blocks and the HQ ledger given (activated, supreme, air). */
const game = (blocks: Block[], hq: Partial<NonNullable<BiteState['hq']>> = {}): BiteState => {
  const s = setupState('SBE9', { advanced: true });
  return { ...s, blocks, nextId: blocks.length + 1, hq: { turn: s.turn, active: [], ...hq } };
};
/** The refusal in the players' words (Italian and English), and its rule; null when allowed. */
const refusal = (s: BiteState, e: GameEvent) => {
  const no = bite.legal!(s, { ...e, at: 1 }, ctx);
  if (!no) return null;
  const why = no.params?.why as Text;
  return { rule: no.params?.rule, it: words(why, it_ as Record<string, unknown>), en: words(why, en_ as Record<string, unknown>) };
};
const activate = (id = 'h1') => ev('bite/hq-activate', { id });
const run = (s: BiteState, id: string, fixed: Record<string, string | boolean>) => {
  const a = module.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return runAction(module, s, ctx, a, undefined, fixed);
};

describe("13.3 an HQ is activated in its side's Movement phase", () => {
  const s = (phase: string) => at(game([hqBlock({})]), phase);

  it('the Axis HQ is activated in B5', () => {
    expect(refusal(s('B5'), activate())).toBeNull();
    expect(run(s('B5'), 'bite.hq.activate', { id: 'h1' }).kind).toBe('events');
  });

  it("refused in B4, in B6, in the Soviets' C5 and in D, in words with 13.3", () => {
    for (const p of ['B4', 'B6', 'C5', 'D']) {
      const r = refusal(s(p), activate());
      expect(r?.rule).toBe('13.3');
      expect(r?.it).toBe('AOK 6 si attiva solo nella fase di Movimento della sua parte (B5): il QG prima muove, poi si attiva');
      expect(r?.en).toBe("AOK 6 is activated only in its side's Movement phase (B5): the HQ moves first, then is activated");
    }
  });

  it("outside any phase of activation the action is closed, with the rule's words (phase A, B3, B7)", () => {
    for (const p of ['A', 'B3', 'B7']) {
      const o = run(s(p), 'bite.hq.activate', { id: 'h1' });
      expect(o.kind).toBe('closed');
      if (o.kind === 'closed') {
        expect(o.rule).toBe('13.3');
        expect(words(o.text, it_ as Record<string, unknown>)).toMatch(
          /^I QG si attivano nella fase di Movimento, nella Reazione del difensore \(solo i QG aerei\) o nell'Extra movimento corazzato \(solo i QG corazzati\), non in /,
        );
      }
    }
  });
});

describe('13.3 an air HQ of the inactive player is activated in the Defender Reaction, without moving', () => {
  const soviet = hqBlock({ id: 'v1', name: 'VVS', nation: 'ussr' });

  it("the Soviets' air HQ in B6 (the Axis turn's reaction) and in their own C5", () => {
    expect(refusal(at(game([soviet], { air: ['v1'] }), 'B6'), activate('v1'))).toBeNull();
    expect(refusal(at(game([soviet], { air: ['v1'] }), 'C5'), activate('v1'))).toBeNull();
  });

  it('refused in C6, where the Soviets are the active player, in words with 13.3', () => {
    const r = refusal(at(game([soviet], { air: ['v1'] }), 'C6'), activate('v1'));
    expect(r?.rule).toBe('13.3');
    expect(r?.it).toBe('Il QG aereo VVS si attiva nella fase di Movimento della sua parte (C5) oppure, senza muoverlo, nella Reazione del difensore (B6)');
  });

  it('an HQ not marked as an air HQ is not activated in the reaction (13.3)', () => {
    expect(refusal(at(game([soviet]), 'B6'), activate('v1'))?.rule).toBe('13.3');
  });
});

describe('13.7 an armour HQ, not a supreme one, is activated again in the Extra armour movement', () => {
  const pz = hqBlock({ id: 'p1', name: 'Pz.Gr. 2', cls: 'armourHq' });

  it('the armour HQ in B10', () => {
    expect(refusal(at(game([pz]), 'B10'), activate('p1'))).toBeNull();
  });

  it("refused in the Soviets' C10, in words with 13.7", () => {
    const r = refusal(at(game([pz]), 'C10'), activate('p1'));
    expect(r?.rule).toBe('13.7');
    expect(r?.it).toBe("Il QG corazzato Pz.Gr. 2 si attiva nella fase di Movimento della sua parte (B5) o di nuovo nell'Extra movimento corazzato (B10)");
  });

  it('a supreme HQ (the FHQ) is not activated again in B10: refused with 13.8; a plain HQ with 13.3', () => {
    expect(refusal(at(game([hqBlock({ name: 'FHQ' })], { supreme: { h1: 'fhq' } }), 'B10'), activate())?.rule).toBe('13.8');
    expect(refusal(at(game([hqBlock({})]), 'B10'), activate())?.rule).toBe('13.3');
  });
});

describe("13.8 a supreme HQ is activated at the start of its side's Movement phase", () => {
  const fhq = (phase: string) => at(game([hqBlock({ name: 'FHQ' })], { supreme: { h1: 'fhq' } }), phase);

  it('the FHQ in B5', () => {
    expect(refusal(fhq('B5'), activate())).toBeNull();
  });

  it('refused in B3, in words with 13.8', () => {
    const r = refusal(fhq('B3'), activate());
    expect(r?.rule).toBe('13.8');
    expect(r?.it).toBe("FHQ è un QG supremo: si attiva all'inizio della fase di Movimento della sua parte (B5)");
    expect(r?.en).toBe("FHQ is a supreme HQ: it is activated at the start of its side's Movement phase (B5)");
  });
});

describe('13.8.2 the FHQ is activated at the start of every turn', () => {
  const fhq = (phase: string, hq: Partial<NonNullable<BiteState['hq']>> = {}) => at(game([hqBlock({ name: 'FHQ' })], { supreme: { h1: 'fhq' }, ...hq }), phase);
  const cardOf = (s: BiteState) => bite.procedures(s, ctx).find((p) => p.id === 'bite.hq.fhq');

  it('in B5 its card is a required step, and its event passes the rules', () => {
    const card = cardOf(fhq('B5'));
    expect(card?.required).toBe(true);
    expect(card?.rule).toBe('13.8.2');
    const events = card!.evaluate({}, ctx).resolve(noAnswers()).events;
    expect(events).toEqual([{ type: 'bite/hq-activate', payload: { id: 'h1' }, at: 0 }]);
    expect(replayLog(module, { seq: 0, state: fhq('B5') }, events, ctx, undefined, { from: 0 }).ok).toBe(true);
  });

  it("no card once it is activated, in the Soviets' C5, or with no FHQ marked", () => {
    expect(cardOf(fhq('B5', { active: ['h1'] }))).toBeUndefined();
    expect(cardOf(fhq('C5'))).toBeUndefined();
    expect(cardOf(at(game([hqBlock({ name: 'FHQ' })]), 'B5'))).toBeUndefined();
  });
});

describe("13.8 a supreme HQ's special actions are taken while it is activated, from Movement to Blitz", () => {
  const stavka = (phase: string) => at(game([hqBlock({ name: 'Stavka', nation: 'ussr' })], { supreme: { h1: 'stavka' }, active: ['h1'] }), phase);
  const act = ev('bite/hq-action', { id: 'h1', action: 'armour' });

  it("the Stavka's action in C5 and in C8", () => {
    expect(refusal(stavka('C5'), act)).toBeNull();
    expect(refusal(stavka('C8'), act)).toBeNull();
  });

  it("refused in C9 (after the Blitz) and in the Axis's B5, in words with 13.8.1", () => {
    for (const p of ['C9', 'B5']) {
      const r = refusal(stavka(p), act);
      expect(r?.rule).toBe('13.8.1');
      expect(r?.it).toBe('Le azioni speciali di Stavka si fanno mentre è attivato, nel turno della sua parte, dal Movimento al Blitz (C5–C8)');
    }
  });

  it("outside Movement to Blitz the menu is closed, with the rule's words (phase A, C3)", () => {
    for (const p of ['A', 'C3']) {
      const o = run(stavka(p), 'bite.hq.supreme.act', { id: 'h1', action: 'armour', unit: '' });
      expect(o.kind).toBe('closed');
      if (o.kind === 'closed') expect(o.rule).toBe('13.8');
    }
  });
});

describe('13.6 deactivation at the end of Blitz', () => {
  const active = (phase: string) => at(game([hqBlock({}), hqBlock({ id: 'v1', name: 'VVS', nation: 'ussr' })], { active: ['h1', 'v1'], air: ['v1'] }), phase);
  const off = (side: 'axis' | 'soviet') => ev('bite/hq-deactivate', { side });

  it('in B8 the Axis\'s HQs are deactivated, and the Soviets\' air HQ activated in their reaction too ("tutti i QG")', () => {
    expect(refusal(active('B8'), off('axis'))).toBeNull();
    expect(refusal(active('B8'), off('soviet'))).toBeNull();
  });

  it('refused in B7, in B9 and in phase A, in words with 13.6; the action closed there', () => {
    for (const p of ['B7', 'B9', 'A']) {
      const r = refusal(active(p), off('axis'));
      expect(r?.rule).toBe('13.6');
      expect(r?.it).toMatch(/^I QG si disattivano alla fine della fase di Blitz, non in /);
      expect(r?.en).toMatch(/^HQs are deactivated at the end of the Blitz phase, not in /);
      const o = run(active(p), 'bite.hq.deactivate', { side: 'axis' });
      expect(o).toMatchObject({ kind: 'closed', rule: '13.6' });
    }
  });

  it('the B8 card is a required step while an HQ is activated; its events pass the rules and leave none activated', () => {
    const s = active('B8');
    const card = bite.procedures(s, ctx).find((p) => p.id === 'bite.hq.deactivation');
    expect(card?.required).toBe(true);
    const events = card!.evaluate({}, ctx).resolve(noAnswers()).events;
    expect(events.map((e) => e.payload)).toEqual([{ side: 'axis' }, { side: 'soviet' }]);
    const r = replayLog(module, { seq: 0, state: s }, events, ctx, undefined, { from: 0 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(bite.procedures(r.state, ctx).some((p) => p.id === 'bite.hq.deactivation')).toBe(false);
  });

  it('no card in the Blitz when no HQ is activated, nor with the basic rules', () => {
    expect(bite.procedures(at(game([hqBlock({})]), 'B8'), ctx).some((p) => p.id === 'bite.hq.deactivation')).toBe(false);
  });
});

describe('13.3 an imported game holding an activation out of its phase', () => {
  const setup = { scenario: 'SBE9', options: { advanced: true }, sideNames: {} };
  const rctx = (m: GameModule): RulesContext => ({ settings: {}, charts: makeChartAccess(m.charts, []) });
  const hqAdd: GameEvent = {
    type: 'bite/block-add',
    payload: {
      block: {
        name: 'AOK 6',
        nation: 'germany',
        cls: 'hq',
        maxSp: 4,
        sp: 4,
        colours: ['black', 'black', 'white', 'red'],
        shield: false,
        mountain: false,
        ski: false,
        zeroBase: false,
        supplied: true,
      },
    },
    at: 1,
  };
  const file = (events: GameEvent[], checkedFrom?: number) =>
    JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'bite', name: 'Barbarossa', setup, createdAt: 1, updatedAt: 2 },
      events,
      head: events.length,
      ...(checkedFrom === undefined ? {} : { checkedFrom }),
    });
  const parse = (text: string) => parseGameFile(text, (id) => (id === 'bite' ? (bite as GameModule) : undefined), rctx);
  const early: GameEvent[] = [hqAdd, { type: 'bite/hq-activate', payload: { id: 'b1' }, at: 2 }];

  it('with checkedFrom 0 the file is refused, naming the event, its place and 13.3; nothing is imported', () => {
    const r = parse(file(early, 0));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.key).toBe('stores.import.refusedEvent');
      expect(r.error.params?.type).toBe('bite/hq-activate');
      expect(r.error.params?.index).toBe(2);
      expect((r.error.params?.why as Text).params?.rule).toBe('13.3');
    }
  });

  it('the same activation after moving on to B5 imports', () => {
    const moved = [
      hqAdd,
      ...Array.from({ length: 5 }, (_, i) => ({ type: 'core/next-phase', at: 2 + i })),
      { type: 'bite/hq-activate', payload: { id: 'b1' }, at: 9 },
    ];
    expect(parse(file(moved, 0)).ok).toBe(true);
  });

  it('a file written before the rules checked every action (no checkedFrom) opens as it was, the refusal counted', () => {
    const r = parse(file(early));
    expect(r.ok && r.game.waived).toBe(1);
  });
});
