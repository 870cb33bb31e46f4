// Issue 11 point 5: scorched earth, captured and evacuated industries (16.0–16.2) as the ledgers
// keep them: a Soviet centre the Axis takes is scorched — nothing for the Axis until its repair
// tracker (3 yellow PP over 3 turns) is done, producing from the next production; taken back by the
// USSR it is repaired at once (16.0); an enemy industry taken is destroyed and gives its captor 1 PP
// of its colour once (16.1); an evacuation charged its 3 strategic rail moves, 1 yellow PP each
// (16.2, 7.4), refused in words when the Soviet turn has not the moves or the PP left.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { boxOf, canMarkCaucasus, economyOf, incomeOf, typeColour, type Centre } from '@/games/bite/economy';
import { railTurn } from '@/games/bite/rail';
import { canAddTracker, optionalOf } from '@/games/bite/optional';
import { bite } from '@/games/bite';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
function nextTurn(s: BiteState, n = 1): BiteState {
  const target = s.turn + n;
  while (s.turn < target) s = run(s, [{ type: 'core/next-phase', at: 0 }]);
  return s;
}
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const n = x.params?.n;
  const chosen = v.includes(' | ') ? v.split(' | ')[n === 1 ? 0 : 1]! : v;
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const en = (x: Text) => words(x, en_ as Record<string, unknown>);
const it_words = (x: Text) => words(x, it_ as Record<string, unknown>);
const refusal = (c: { ok: boolean; error?: Text }) => (c.ok ? 'ok' : en(c.error as Text));
const fund = (s: BiteState, yellow: number) => run(s, [ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: yellow, reason: 'test' })]);
const evacuate = (name: string) => ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name, colour: 'red', rail: true });

describe('16.2 an evacuation costs 3 strategic rail moves', () => {
  it('16.2/7.4: the Soviet turn loses 3 of its 5 rail moves and 3 yellow PP; a second evacuation the same turn finds only 2 moves left', () => {
    let s = fund(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2), 10); // August 1941
    const before = s;
    s = run(s, [evacuate('Kharkov tank works')]);
    expect(optionalOf(s).trackers.map((x) => [x.name, x.progress])).toEqual([['Kharkov tank works', 8]]);
    expect(railTurn(s, 'soviet').used).toBe(3);
    expect(boxOf(s, 'ussr').yellow).toBe(boxOf(before, 'ussr').yellow - 3);
    expect(en(bite.describe(evacuate('Kharkov tank works'), before).text)).toBe(
      'Factory Kharkov tank works (USSR) evacuated to box 8: 3 strategic rail moves used, 3 yellow PP paid.',
    );
    expect(bite.describe(evacuate('Kharkov tank works'), before).rules).toEqual(['16.2', '7.4']);
    expect(refusal(canAddTracker(s, 'evacuation', 'ussr', 'red', 'Leningrad Kirov works', true, ctx))).toBe(
      'An evacuation costs 3 strategic rail moves: the Soviets have 2 left this turn (16.2, 7.4).',
    );
    expect(it_words((canAddTracker(s, 'evacuation', 'ussr', 'red', 'X', true, ctx) as { error: Text }).error)).toBe(
      "Un'evacuazione costa 3 movimenti strategici ferroviari: ai sovietici ne restano 2 in questo turno (16.2, 7.4).",
    );
    // Refused, nothing changes.
    expect(run(s, [evacuate('Leningrad Kirov works')])).toBe(s);
    // The next month the moves are there again.
    expect(canAddTracker(nextTurn(s), 'evacuation', 'ussr', 'red', 'Leningrad Kirov works', true, ctx).ok).toBe(true);
  });

  it('16.2/7.4: each of the 3 moves is paid 1 yellow PP: with 2 in the box the evacuation is refused in words', () => {
    const s = nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2);
    const poor = run(s, [ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 2 - boxOf(s, 'ussr').yellow, reason: 'test' })]);
    expect(refusal(canAddTracker(poor, 'evacuation', 'ussr', 'red', 'X', true, ctx))).toBe('USSR has 2 yellow: 3 yellow needed.');
    expect(run(poor, [evacuate('X')])).toBe(poor);
  });

  it('a game saved before the charge replays its evacuation as it was recorded (no rail move, no PP)', () => {
    const s = fund(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2), 10);
    const old = run(s, [ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name: 'Kharkov', colour: 'red' })]);
    expect(optionalOf(old).trackers).toHaveLength(1);
    expect(railTurn(old, 'soviet').used).toBe(0);
    expect(boxOf(old, 'ussr')).toEqual(boxOf(s, 'ussr'));
  });
});

type CentreIn = Omit<Centre, 'id'>;
const centre = (p: Partial<CentreIn> = {}): CentreIn => ({
  name: 'Dnepropetrovsk',
  pp: 3,
  colour: 'yellow',
  owner: 'ussr',
  controller: 'ussr',
  usable: true,
  ...p,
});
const ctxCentres: RulesContext = { ...ctx, settings: { incomeBasis: 'centres' } };
const lines = (s: BiteState, n: 'germany' | 'ussr', c = ctx) => incomeOf(s, n, c).steps.map((x) => en(x));
const take = (id: string, controller: 'germany' | 'ussr') => ev('bite/centre-control', { id, controller });

describe('16.1 captured industries', () => {
  it('16.1: an enemy industry taken is destroyed at once; the captor gains 1 PP of its colour once; taken back it stays destroyed', () => {
    let s = run(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 1), [
      ev('bite/centre-add', { centre: centre({ name: 'Kharkov tractor works', pp: 2, colour: 'red', industry: true }) }),
    ]);
    const before = s;
    s = run(s, [take('c1', 'germany')]);
    expect(economyOf(s).centres[0]).toMatchObject({ controller: 'germany', destroyed: true });
    expect(boxOf(s, 'germany').red).toBe(boxOf(before, 'germany').red + 1);
    const line = bite.describe(take('c1', 'germany'), before);
    expect(en(line.text)).toBe('Kharkov tractor works taken by Germany, which gains 1 red PP once: the industry is destroyed at once.');
    expect(line.rules).toEqual(['3.6', '16.1']);
    // No income for the Axis from it; the USSR has lost it for good, even when it takes the ground back.
    expect(lines(s, 'germany').join(' ')).not.toMatch(/Kharkov/);
    s = run(s, [take('c1', 'ussr')]);
    expect(boxOf(s, 'germany').red).toBe(boxOf(before, 'germany').red + 1); // once
    expect(lines(s, 'ussr')).toContain('Kharkov tractor works destroyed when taken (16.1): −2 red for good.');
    expect(lines(s, 'ussr', ctxCentres)).toContain('Kharkov tractor works destroyed when taken: produces nothing (16.1).');
  });

  it('16.0/16.1 not in play: a centre changes hands and nothing else happens', () => {
    let s = run(setupState('SBE9', { advanced: true }), [
      ev('bite/centre-add', { centre: centre({ industry: true }) }),
      ev('bite/centre-add', { centre: centre({ name: 'Krivoi Rog' }) }),
    ]);
    s = run(s, [take('c1', 'germany'), take('c2', 'germany')]);
    expect(economyOf(s).centres.map((c) => [c.destroyed, c.scorched])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});

describe('16.0 scorched earth', () => {
  it('16.0 (TC-57): a Soviet city the Axis takes produces nothing for it; repaired with 3 yellow PP over 3 turns, it produces from the next production', () => {
    let s = run(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 1), [ev('bite/centre-add', { centre: centre() })]);
    s = run(s, [take('c1', 'germany'), ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 10, reason: 'test' })]);
    expect(economyOf(s).centres[0]!.scorched).toBe(true);
    expect(lines(s, 'germany')).toContain('Dnepropetrovsk scorched by the retreating Soviets: nothing for its holder until repaired (16.0).');
    expect(lines(s, 'ussr')).toContain('Dnepropetrovsk held by Germany: −3 yellow.');
    expect(lines(s, 'germany', ctxCentres)).toContain('Dnepropetrovsk scorched by the retreating Soviets: nothing for its holder until repaired (16.0).');
    // The repair names the centre; a second tracker for it is refused.
    s = run(s, [ev('bite/tracker-add', { kind: 'scorched', nation: 'germany', name: 'Dnepropetrovsk', colour: 'yellow', centre: 'c1' })]);
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'Dnepropetrovsk', true, ctx, 'c1'))).toBe(
      'Dnepropetrovsk is already being repaired (16.0).',
    );
    for (let i = 0; i < 3; i++) s = run(i ? nextTurn(s) : s, [ev('bite/tracker-advance', { id: 't1' })]);
    expect(economyOf(s).centres[0]).toMatchObject({ scorched: undefined, resumes: s.turn + 1 });
    expect(lines(s, 'germany')).toContain('Dnepropetrovsk repaired: it produces from the next production phase (16.0).');
    s = nextTurn(s);
    expect(lines(s, 'germany')).toContain('Dnepropetrovsk captured from USSR: +3 yellow.');
  });

  it('16.0: the USSR takes a scorched centre back: repaired at once, at full production', () => {
    let s = run(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 1), [ev('bite/centre-add', { centre: centre() }), take('c1', 'germany')]);
    const held = s;
    s = run(s, [take('c1', 'ussr')]);
    expect(economyOf(s).centres[0]!.scorched).toBeUndefined();
    expect(en(bite.describe(take('c1', 'ussr'), held).text)).toBe('Dnepropetrovsk taken back by the USSR: the USSR repairs it at once, at full production.');
    expect(lines(s, 'ussr').join(' ')).not.toMatch(/Dnepropetrovsk/);
  });

  it('16.0: only a scorched centre is repaired; the tracker of another centre is refused in words', () => {
    const s = run(setupState('SBE9', { advanced: true, ro16: true }), [ev('bite/centre-add', { centre: centre() })]);
    expect(refusal(canAddTracker(s, 'scorched', 'germany', 'yellow', 'Dnepropetrovsk', true, ctx, 'c1'))).toBe(
      'Dnepropetrovsk is not a scorched centre: mark a Soviet centre taken by the Axis in Production first (16.0).',
    );
  });
});

describe('SBE9 the Caucasus oil', () => {
  it('SBE9: the Soviets track no oil until the Caucasus is lost; then their oil centres still held produce black PP and their HQs need black', () => {
    let s = nextTurn(setupState('SBE9', { advanced: true }), 1); // July 1941: production starts
    s = run(s, [
      ev('bite/centre-add', { centre: centre({ name: 'Baku', pp: 5, colour: 'black' }) }),
      ev('bite/centre-add', { centre: centre({ name: 'Maykop', pp: 2, colour: 'black' }) }),
      take('c2', 'germany'),
    ]);
    expect(incomeOf(s, 'ussr', ctx).bag.black).toBe(0);
    expect(lines(s, 'ussr').join(' ')).not.toMatch(/Baku|Maykop/);
    expect(typeColour('hq', 'ussr')).toBeNull();
    const before = s;
    s = run(s, [ev('bite/caucasus', { lost: true })]);
    expect(economyOf(s).caucasusLost).toBe(s.turn);
    expect(en(bite.describe(ev('bite/caucasus', { lost: true }), before).text)).toBe(
      'The Caucasus is lost: the Axis holds Stalingrad and has reached the Volga. From now on the Soviets track their oil.',
    );
    expect(incomeOf(s, 'ussr', ctx).bag.black).toBe(5);
    expect(typeColour('hq', 'ussr', true)).toBe('black');
    expect(lines(s, 'ussr')).toContain('Baku: +5 black, Soviet oil tracked since the Caucasus was lost.');
    expect(lines(s, 'ussr', ctxCentres)).toContain('Baku: +5 black.');
    // The Axis still has what it took.
    expect(lines(s, 'germany')).toContain('Maykop captured from USSR: +2 black.');
    // Unmarked (a mistake): back as before.
    s = run(s, [ev('bite/caucasus', { lost: false })]);
    expect(incomeOf(s, 'ussr', ctx).bag.black).toBe(0);
  });

  it('SBE9 only, and with the advanced rules: elsewhere the Caucasus is refused in words and changes nothing', () => {
    const sbe5 = setupState('SBE5', { advanced: true });
    expect(refusal(canMarkCaucasus(sbe5))).toBe('Only the campaign (SBE9) tracks the Caucasus: there the Soviets track their oil once it is lost.');
    expect(run(sbe5, [ev('bite/caucasus', { lost: true })])).toBe(sbe5);
    expect(refusal(canMarkCaucasus(setupState('SBE9', {})))).toBe('The basic rules have no oil: losing the Caucasus changes no book (11.0).');
  });
});
