// BITE's actions asked of the rules at the door (7.0 and the rule each action names): the
// allowed case passes, the forbidden one is refused in words with its rule — tapped (the module's
// `legal`), replayed with the rules from the first event, and imported from a file whose
// `checkedFrom` is 0.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { bite } from '@/games/bite';
import { ev } from '@/games/bite/events';
import { SEQUENCE } from '@/games/bite/calendar';
import { bagOf, incomeOf, repairPrice, spendingPhase } from '@/games/bite/economy';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { canSurrender, finalCheckPhase, railPhase } from '@/games/bite/legality';
import { parseGameFile } from '@/db/transfer';
import { makeChartAccess, noAnswers, replayLog } from '@/engine';
import type { GameEvent, GameModule, RulesContext, Text } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });
const blockOf = (p: Partial<Block>): Block => ({
  id: 'b1',
  name: 'IX AK',
  nation: 'germany',
  cls: 'infantry',
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
const withBlocks = (s: BiteState, ...blocks: Block[]): BiteState => ({ ...s, blocks, nextId: blocks.length + 1 });
const withBox = (s: BiteState, nation: string, pp: Partial<Record<'yellow' | 'red' | 'blue' | 'black', number>>): BiteState => ({
  ...s,
  economy: { centres: [], collected: {}, aid: {}, nextCentre: 1, ...s.economy, box: { ...s.economy?.box, [nation]: bagOf(pp) } },
});
const legal = (s: BiteState, e: GameEvent): Text | null => bite.legal!(s, { ...e, at: 1 }, ctx);
/** The refusal in the players' words (Italian), and its rule. */
const refusal = (s: BiteState, e: GameEvent) => {
  const no = legal(s, e);
  if (!no) return null;
  const why = no.params?.why as Text;
  return { rule: no.params?.rule, it: words(why, it_ as Record<string, unknown>), en: words(why, en_ as Record<string, unknown>) };
};

const sbe5 = () => setupState('SBE5', { advanced: true });
const basic = () => setupState('SBE5', {});
const surrenderOf = (id = 'b1') => ev('bite/surrender', { id, gainer: 'ussr', pp: bagOf({ yellow: 1 }) });

describe("7.9 surrender: only at the side's final supply check (B9 for the Axis, C9 for the Soviets)", () => {
  const cut = (phase: string) => at(withBlocks(basic(), blockOf({ supplied: false })), phase);

  it('an Axis block out of supply surrenders at B9, the USSR gaining 1 yellow PP (4.5)', () => {
    expect(legal(cut('B9'), surrenderOf())).toBeNull();
    expect(canSurrender(cut('B9'), blockOf({ supplied: false })).ok).toBe(true);
  });

  it("refused in phase A, at B2 (the barrel may still come off), in C9 (the Soviets' check) and in D, in words with 7.9", () => {
    for (const p of ['A', 'B2', 'B7', 'C9', 'D']) {
      const r = refusal(cut(p), surrenderOf());
      expect(r?.rule).toBe('7.9');
      expect(r?.it).toBe('Un blocco si arrende solo al controllo finale del rifornimento della sua parte (Asse: B9)');
    }
    expect(finalCheckPhase(cut('C9'), 'soviet').ok).toBe(true);
  });

  it('refused for a unit in supply, a 0-SP unit and a static (4.5, 6.1.1), and with a gain the rules do not give (12.5)', () => {
    expect(refusal(at(withBlocks(basic(), blockOf({ supplied: true })), 'B9'), surrenderOf())?.rule).toBe('7.9');
    expect(refusal(at(withBlocks(basic(), blockOf({ supplied: false, zeroBase: true })), 'B9'), surrenderOf())?.rule).toBe('7.9');
    expect(refusal(at(withBlocks(basic(), blockOf({ supplied: false, cls: 'static' })), 'B9'), surrenderOf())?.rule).toBe('7.9');
    const greedy = ev('bite/surrender', { id: 'b1', gainer: 'ussr', pp: bagOf({ yellow: 999 }) });
    expect(refusal(cut('B9'), greedy)?.it).toBe('Per la resa di IX AK le regole danno a URSS 1 giallo, non altro');
    const wrongGainer = ev('bite/surrender', { id: 'b1', gainer: 'germany', pp: bagOf({ yellow: 1 }) });
    expect(legal(cut('B9'), wrongGainer)).not.toBeNull();
  });
});

describe("7.2 / 7.9 the white barrel: put on in the side's supply phase, taken off up to its final check", () => {
  it('on at B2 for an Axis block; refused in A and in C2', () => {
    const s = withBlocks(basic(), blockOf({}));
    expect(legal(at(s, 'B2'), ev('bite/supply', { id: 'b1', supplied: false }))).toBeNull();
    expect(refusal(at(s, 'A'), ev('bite/supply', { id: 'b1', supplied: false }))?.rule).toBe('7.2');
    expect(refusal(at(s, 'C2'), ev('bite/supply', { id: 'b1', supplied: false }))?.rule).toBe('7.2');
  });
  it('off again from B2 to B9; refused at B10 and when it is already off', () => {
    const s = withBlocks(basic(), blockOf({ supplied: false }));
    expect(legal(at(s, 'B9'), ev('bite/supply', { id: 'b1', supplied: true }))).toBeNull();
    expect(refusal(at(s, 'B10'), ev('bite/supply', { id: 'b1', supplied: true }))?.rule).toBe('7.9');
    expect(refusal(at(withBlocks(basic(), blockOf({})), 'B9'), ev('bite/supply', { id: 'b1', supplied: true }))?.it).toBe('IX AK è già rifornita');
  });
});

describe("7.3 / 4.5 spending PP: only in the nation's production phase (B3 Axis, C3 Soviets)", () => {
  const damaged = () => withBox(withBlocks(basic(), blockOf({ sp: 2 })), 'germany', { yellow: 10 });
  const price = (s: BiteState) => {
    const p = repairPrice(at(s, 'B3'), s.blocks[0]!, 1, ctx);
    if (!p.ok) throw new Error('no price');
    return p.cost;
  };

  it("a repair at its price in B3 passes; in A, B4 or C3 refused with the spending phase's words", () => {
    const s = damaged();
    const e = ev('bite/repair', { id: 'b1', steps: 1, cost: price(s) });
    expect(legal(at(s, 'B3'), e)).toBeNull();
    for (const p of ['A', 'B4', 'C3'])
      expect(refusal(at(s, p), e)?.it).toBe('Germania: i PP si spendono nella propria fase di produzione (B3, Asse), non ora.');
    expect(spendingPhase(at(s, 'B3'), 'germany').ok).toBe(true);
  });

  it('7.3: a repair for no PP, or for less than its price, is refused; one the box cannot pay too', () => {
    const s = at(damaged(), 'B3');
    const free = ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({}) });
    expect(refusal(s, free)?.it).toBe('La riparazione di IX AK costa 2 gialli e va pagata tutta (qui: nessun PP)');
    const poor = withBox(s, 'germany', { yellow: 1 });
    expect(refusal(poor, ev('bite/repair', { id: 'b1', steps: 1, cost: price(s) }))?.it).toBe('Germania ha 1 giallo; servono 2 gialli.');
  });

  it('5.2: German aid in B3 passes; in C3 it is refused', () => {
    const s = withBox(setupState('SBE5', {}), 'germany', { yellow: 10 });
    const e = ev('bite/aid', { ally: 'romania', colour: 'yellow', pp: 2 });
    expect(legal(at(s, 'B3'), e)).toBeNull();
    expect(refusal(at(s, 'C3'), e)?.rule).toBe('7.3');
  });
});

describe('7.3 / 11.0 income: once a turn in its production phase, never more than the rules compute', () => {
  const july = (): BiteState => ({ ...at(sbe5(), 'B3'), turn: 2 });
  it('the computed income passes; 999 of each colour is refused, naming the most', () => {
    const s = july();
    const most = incomeOf(s, 'germany', ctx).bag;
    expect(legal(s, ev('bite/income', { nation: 'germany', pp: most }))).toBeNull();
    const r = refusal(s, ev('bite/income', { nation: 'germany', pp: { yellow: 999, red: 999, blue: 999, black: 999 } }));
    expect(r?.rule).toBe('11.0');
    expect(r?.it).toBe('Germania può riscuotere al massimo 24 gialli, 3 rossi, 9 blu, 10 neri in questo turno, non 999 gialli, 999 rossi, 999 blu, 999 neri');
  });
  it('refused outside B3 for Germany (7.3)', () => {
    const s = { ...july(), phaseIndex: 0 };
    expect(refusal(s, ev('bite/income', { nation: 'germany', pp: bagOf({}) }))?.rule).toBe('7.3');
  });
});

describe('7.4 strategic rail moves: in B4/C4, by the moving side only, paid with PP the box holds', () => {
  const s = withBox(withBox(sbe5(), 'germany', { yellow: 5 }), 'ussr', { yellow: 5 });
  const axis = ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'pp' });
  it('the Axis moves in B4; refused in A, B3 and C4', () => {
    expect(legal(at(s, 'B4'), axis)).toBeNull();
    for (const p of ['A', 'B3', 'C4']) expect(refusal(at(s, p), axis)?.it).toBe('I MSF si fanno solo nella fase ferroviaria della parte che muove (Asse: B4)');
    expect(railPhase(at(s, 'C4'), 'soviet').ok).toBe(true);
  });
  it('the Soviets move in C4, not in B4', () => {
    const soviet = ev('bite/rail-move', { side: 'soviet', kind: 'normal', pay: 'pp' });
    expect(legal(at(s, 'C4'), soviet)).toBeNull();
    expect(refusal(at(s, 'B4'), soviet)?.rule).toBe('7.4');
  });
  it('a move paid with a PP the box does not hold is refused', () => {
    const empty = at(withBox(sbe5(), 'germany', {}), 'B4');
    expect(refusal(empty, axis)?.rule).toBe('7.4');
  });
});

describe('7.7 / 7.8 / 3.15 a battle applied: in a combat or Blitz phase, the sides as the turn has them, no SP gained', () => {
  const s = withBlocks(basic(), blockOf({ id: 'b1', sp: 2 }), blockOf({ id: 'b2', name: '13a Armata', nation: 'ussr' }));
  const fought = (sp1: number) =>
    ev('bite/battle', {
      rounds: 1,
      units: [
        { id: 'b1', name: 'IX AK', side: 'attacker', sp: sp1, fate: 'in' },
        { id: 'b2', name: '13a Armata', side: 'defender', sp: 3, fate: 'in' },
      ],
    });
  it('at B7 and B8 a battle that takes SP passes', () => {
    expect(legal(at(s, 'B7'), fought(1))).toBeNull();
    expect(legal(at(s, 'B8'), fought(2))).toBeNull();
  });
  it('refused in A, D and B9', () => {
    for (const p of ['A', 'B9', 'D']) expect(refusal(at(s, p), fought(1))?.rule).toBe('7.7');
  });
  it("a battle that raises a block's SP is refused (3.15)", () => {
    expect(refusal(at(s, 'B7'), fought(4))?.it).toBe('Una battaglia non dà PF: IX AK ha 2 PF e non può finirla con 4');
  });
  it('a Soviet block attacking in the Axis turn is refused', () => {
    const swapped = ev('bite/battle', { rounds: 1, units: [{ id: 'b2', name: '13a Armata', side: 'attacker', sp: 3, fate: 'in' }] });
    expect(legal(at(s, 'B7'), swapped)).not.toBeNull();
    expect(legal(at(s, 'C7'), swapped)).toBeNull();
  });
});

describe('3.15 a block corrected: it changes something, and never above its maximum', () => {
  const s = withBlocks(basic(), blockOf({}));
  it('a real change passes', () => {
    expect(legal(s, ev('bite/block-edit', { id: 'b1', patch: { sp: 3 } }))).toBeNull();
  });
  it('9 SP on a 4-SP block is refused in words', () => {
    expect(refusal(s, ev('bite/block-edit', { id: 'b1', patch: { sp: 9 } }))?.it).toBe('IX AK ha al massimo 4 PF: non può averne 9');
  });
  it('an edit that changes nothing is refused', () => {
    expect(refusal(s, ev('bite/block-edit', { id: 'b1', patch: { sp: 4 } }))?.it).toBe('Questa correzione non cambia nulla di IX AK');
  });
});

describe('7.0 the doors: a replay and an import ask the same rules', () => {
  const cutFile = (phaseSteps: number) => {
    const events: GameEvent[] = [
      {
        type: 'bite/block-add',
        payload: {
          block: {
            name: 'IX AK',
            nation: 'germany',
            cls: 'infantry',
            maxSp: 2,
            sp: 2,
            colours: ['black', 'black'],
            shield: false,
            mountain: false,
            ski: false,
            zeroBase: false,
            supplied: true,
          },
        },
        at: 1,
      },
      ...Array.from({ length: 2 }, (_, i) => ({ type: 'core/next-phase', at: 2 + i })),
      { type: 'bite/supply', payload: { id: 'b1', supplied: false }, at: 10 },
      ...Array.from({ length: phaseSteps }, (_, i) => ({ type: 'core/next-phase', at: 11 + i })),
      { type: 'bite/surrender', payload: { id: 'b1', gainer: 'ussr', pp: bagOf({ yellow: 1 }) }, at: 50 },
    ];
    return events;
  };
  const setup = { scenario: 'SBE5', options: {}, sideNames: {} };
  const rctx = (m: GameModule): RulesContext => ({ settings: {}, charts: makeChartAccess(m.charts, []) });

  it('replayed with the rules from 0: the surrender at B9 applies; the same surrender at B3 stops the replay (7.9)', () => {
    const ok = replayLog(bite as GameModule, { seq: 0, state: bite.setup(setup) }, cutFile(7), ctx, undefined, { from: 0 });
    expect(ok.ok).toBe(true);
    const early = replayLog(bite as GameModule, { seq: 0, state: bite.setup(setup) }, cutFile(1), ctx, undefined, { from: 0 });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.failure.type).toBe('bite/surrender');
  });

  it('a file with checkedFrom 0 holding a surrender in phase A is refused, naming the event', () => {
    const events: GameEvent[] = [
      {
        type: 'bite/block-add',
        payload: {
          block: {
            name: 'IX AK',
            nation: 'germany',
            cls: 'infantry',
            maxSp: 2,
            sp: 2,
            colours: ['black', 'black'],
            shield: false,
            mountain: false,
            ski: false,
            zeroBase: true,
            supplied: false,
          },
        },
        at: 1,
      },
      { type: 'bite/surrender', payload: { id: 'b1', gainer: 'ussr', pp: bagOf({ yellow: 1 }) }, at: 2 },
    ];
    const text = JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'bite', name: 'Barbarossa', setup, createdAt: 1, updatedAt: 2 },
      events,
      head: events.length,
      checkedFrom: 0,
    });
    const r = parseGameFile(text, (id) => (id === 'bite' ? (bite as GameModule) : undefined), rctx);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.params?.type).toBe('bite/surrender');
      expect(r.error.params?.index).toBe(2);
    }
  });

  it('a file with checkedFrom 0 holding an income of 999 of each colour is refused', () => {
    const events: GameEvent[] = [
      ...Array.from({ length: 3 }, (_, i) => ({ type: 'core/next-phase', at: 1 + i })),
      { type: 'bite/income', payload: { nation: 'germany', pp: { yellow: 999, red: 999, blue: 999, black: 999 } }, at: 9 },
    ];
    const text = JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'bite', name: 'Barbarossa', setup, createdAt: 1, updatedAt: 2 },
      events,
      head: events.length,
      checkedFrom: 0,
    });
    const r = parseGameFile(text, (id) => (id === 'bite' ? (bite as GameModule) : undefined), rctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.params?.type).toBe('bite/income');
  });
});

describe('7.9 / 7.3 the phase cards hold their tools', () => {
  it('7.9: the B9 card holds the surrender, a required step; its event passes the rules', () => {
    const s = at(withBlocks(basic(), blockOf({ supplied: false })), 'B9');
    const card = bite.procedures(s, ctx).find((p) => p.id === 'bite.final.axis');
    expect(card?.required).toBe(true);
    const r = card!.evaluate({}, ctx);
    const events = r.resolve(noAnswers()).events ?? [];
    expect(events.map((e) => e.type)).toEqual(['bite/surrender']);
    expect(legal(s, events[0]!)).toBeNull();
  });
  it('7.9: with every unit supplied the B9 card is not required', () => {
    const s = at(withBlocks(basic(), blockOf({})), 'B9');
    expect(bite.procedures(s, ctx).find((p) => p.id === 'bite.final.axis')?.required).toBeFalsy();
  });
  it("7.3: the B3 card holds the repair of a damaged block, at the rules' price", () => {
    const s = at(withBox(withBlocks(basic(), blockOf({ sp: 2 })), 'germany', { yellow: 10 }), 'B3');
    const card = bite.procedures(s, ctx).find((p) => p.id === 'bite.repair.axis');
    expect(card).toBeDefined();
    const events = card!.evaluate({ block: 'b1', steps: 1 }, ctx).resolve(noAnswers()).events ?? [];
    expect(events.map((e) => e.type)).toEqual(['bite/repair']);
    expect(legal(s, events[0]!)).toBeNull();
  });
});
