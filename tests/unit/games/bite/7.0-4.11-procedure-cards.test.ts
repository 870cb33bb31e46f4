// BITE's phase cards (src/games/bite/procedures.ts) and the long game's ledger
// (src/games/bite/campaign.ts) read as the players see them: each card's title, rule, body, the
// questions it asks with their options, the lines it shows with their rules, what it refuses in
// words and what it records — phase A's month, weather (9.0, 39.0) and reminders (7.0); the
// production phase's income (7.3), German aid (5.2), the text's removals (4.11, SBE9) and the
// saved-PP box (11.2, 34.0); the TECH tracks (3.13, 17.0); the months' picture and the scenario's
// calendar.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { SEQUENCE, ym } from '@/games/bite/calendar';
import { monthWeather, nextTechChange, procedures, producingNations, tracks, weatherNow } from '@/games/bite/procedures';
import { calendarOf, campaignOf, historyOf, nationsWithHistory, rebuildCost, removalCheck, removalsDue, track } from '@/games/bite/campaign';
import { bite } from '@/games/bite';
import { bagOf, emptyEconomy } from '@/games/bite/economy';
import type { FieldDef, FieldValue, GameEvent, ProcedureDef, RulesContext, Step, Text } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const w = (x?: Text) => (x ? words(x, en) : undefined);
const line = (x: Step) => `[${x.rule}] ${words(x, en)}${x.tone ? ` (${x.tone})` : ''}`;
const field = (f: FieldDef) => ({ ...f, label: w(f.label), options: f.options?.map((o) => ({ ...o, label: w(o.label) })) });
/** A card as it is shown: its words, rule, questions. */
const card = (p: ProcedureDef) => ({
  id: p.id,
  title: w(p.title),
  rule: p.rule,
  body: w(p.body),
  done: w(p.done),
  required: p.required,
  applyLabel: w(p.applyLabel),
  fields: p.fields?.map(field),
});
/** A card played with these values: what it refuses or waits for, its lines, and what "apply" records. */
const play = (p: ProcedureDef, values: Record<string, FieldValue> = {}, c: RulesContext = ctx, choices: Record<string, string> = {}) => {
  const e = p.evaluate(values, c);
  const r = e.resolve({ rolls: {}, cells: {}, choices });
  return {
    errors: e.errors.map(w),
    waiting: e.waiting?.map(w),
    lines: e.derivation.map(line),
    events: r.events,
    next: r.next?.id,
    result: r.derivation.map(line),
  };
};
const at = (s: BiteState, phase: string, turn = s.turn): BiteState => ({ ...s, turn, phaseIndex: SEQUENCE.findIndex((p) => p.id === phase) });
const cardOf = (s: BiteState, id: string, c: RulesContext = ctx) => {
  const p = procedures(s, c).find((x) => x.id === id);
  if (!p) throw new Error(`no card ${id}`);
  return p;
};
const ids = (s: BiteState, c: RulesContext = ctx) => procedures(s, c).map((p) => p.id);
const reduce = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => bite.reduce(st, e, ctx), s);
const blk = (p: Partial<Block> = {}): Omit<Block, 'id' | 'eliminated'> => ({
  name: '7. Flieger',
  nation: 'germany',
  cls: 'paratroop',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'white', 'blue'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
const DONE = 'Done';
const SBE9 = (o: Record<string, boolean> = {}) => setupState('SBE9', { advanced: true, ...o });

describe('7.0: phase A, the month card, the weather card and the reminders', () => {
  it('SBE5, June 1941, basic game: the month with its advice and dated rules, the weather always fair (AMB-01), the reminders', () => {
    const s = at(setupState('SBE5', {}), 'A', 1);
    expect(procedures(s, ctx).map((p) => ({ ...card(p), play: play(p) }))).toEqual([
      {
        id: 'bite.month',
        title: 'The month: June 1941',
        rule: '7.0',
        applyLabel: DONE,
        play: {
          errors: [],
          lines: [
            '[SBE5] For SBE5 the advanced rules are highly recommended. (warning)',
            '[3.21, SBE5] Frozen units: Hungarians, Romanian ground units and Germans in Romania (not Antonescu nor the aircraft), Finns, Soviets of the Leningrad, Odessa and Caucasus districts; they can be attacked but not moved until turn 2. The Stavka is in shock: it cannot be activated in June 1941. (info)',
            '[SBE5] Barbarossa surprise; the Stavka cannot be activated. (info)',
          ],
          events: [],
          result: [],
        },
      },
      {
        id: 'bite.weather',
        title: 'Weather of June 1941',
        rule: '9.0',
        applyLabel: DONE,
        play: {
          errors: [],
          lines: [
            '[7.0] June 1941: in the basic game the weather is always fair.',
            '[9.0] Weather effects: Fair (result)',
            '[4.3] Supply lines: 3 hexes.',
            '[7.5.3] Movement: plain 1, forest 2, hill 2, mountain 3, swamp 3 MP.',
            '[7.8] Blitz allowed.',
          ],
          events: [],
          result: [],
        },
      },
      {
        id: 'bite.reminders.A',
        title: 'Reminders: A. Weather',
        rule: '7.0',
        applyLabel: DONE,
        play: { errors: [], lines: ['[7.0] Basic game: every turn is fair.'], events: [], result: [] },
      },
    ]);
    expect(weatherNow(s, ctx)).toBe('fair');
  });

  it("7.0: the scenario's advice on its rules only on turn 1; a month with no dated rule says so", () => {
    expect(play(cardOf(at(setupState('SBE5', {}), 'A', 2), 'bite.month')).lines).toEqual(["[SBE5] The scenario's production starts. (info)"]);
    const aug = cardOf(at(SBE9(), 'A', 3), 'bite.month');
    expect(card(aug).title).toBe('The month: August 1941');
    expect(play(aug).lines).toEqual(['[7.0] August 1941: no dated rule this month.']);
  });

  it("9.0: a fixed month the chart does not give asks for the map's weather, once, and records it; nothing is recorded without an answer", () => {
    const s = at(SBE9(), 'A', 3);
    const p = cardOf(s, 'bite.weather');
    expect(card(p)).toEqual({
      id: 'bite.weather',
      title: 'Weather of August 1941',
      rule: '9.0',
      required: true,
      body: "The month's fixed weather is printed on the map's turn chart: type it in the weather chart (Charts), or choose it here for this month.",
    });
    expect(play(p)).toEqual({ errors: [], lines: ["[9.0] August 1941: type the turn chart's weather. (warning)"], events: [], next: 'weather', result: [] });
    const q = p.evaluate({}, ctx).resolve({ rolls: {}, cells: {}, choices: {} }).next!;
    expect(q.kind === 'choice' && { prompt: w(q.prompt), rule: q.rule, options: q.options.map((o) => [o.id, w(o.label)]) }).toEqual({
      prompt: 'Weather printed on the turn chart',
      rule: '9.0',
      options: [
        ['fair', 'Fair'],
        ['rain', 'Rain'],
        ['snow', 'Snow'],
      ],
    });
    const r = play(p, {}, ctx, { weather: 'rain' });
    expect(r.events).toEqual([{ type: 'bite/weather', payload: { year: 1941, month: 8, weather: 'rain' }, at: 0 }]);
    expect(r.result[0]).toBe('[9.0] Weather effects: Rain (result)');
    expect(weatherNow(s, ctx)).toBeUndefined();
    // Recorded, the month's weather is known and the card says it is done (9.0).
    const after = reduce(s, r.events);
    expect(weatherNow(after, ctx)).toBe('rain');
    expect(monthWeather(after, ctx).steps.map(line)).toEqual(['[9.0] August 1941: Rain, as recorded for this game.']);
    const done = cardOf(after, 'bite.weather');
    expect(card(done)).toEqual({ id: 'bite.weather', title: 'Weather of August 1941', rule: '9.0', applyLabel: DONE, done: 'Weather of the month: Rain.' });
    expect(play(done).lines).toEqual([
      '[9.0] August 1941: Rain, as recorded for this game.',
      '[9.0] Weather effects: Rain (result)',
      '[9.1] Supply lines: 2 hexes.',
      '[9.2] Rain: every hex costs 3 MP.',
      '[9.2] The Kerch Strait cannot be crossed.',
      '[9.3] Air units do not take off or fly missions; they may rebase.',
      '[9.3] Attacking ground units: 1 Malus (not artillery).',
      '[9.3] Defending ground units: 1 additional Bonus (not artillery).',
      '[9.3] AA: 1 Malus.',
      '[7.8] No Blitz.',
      '[20.0] No cavalry charge, Panzer attack, Stuka sirens, paradrops or landings.',
      '[13.3] HQ command range: 3 hexes.',
    ]);
  });

  it('AMB-01: with the setting "chart", the basic game reads the weather off the chart as the advanced rules do', () => {
    const s = at(setupState('SBE5', {}), 'A', 3);
    const chart: RulesContext = { ...ctx, settings: { basicWeather: 'chart' } };
    expect(card(cardOf(s, 'bite.weather', chart)).required).toBe(true);
    expect(weatherNow(s, chart)).toBeUndefined();
    expect(weatherNow(s, ctx)).toBe('fair');
  });

  it("9.0, 39.0: May and October are rolled; with 39.0 the card is 39.0's and knows last month's weather", () => {
    const may = at(SBE9(), 'A', 12);
    const p = cardOf(may, 'bite.weather');
    expect(card(p)).toEqual({ id: 'bite.weather', title: 'Weather of May 1942', rule: '9.0', required: true, body: expect.any(String) });
    expect(card(p).body).toBe(w({ key: 'bite.proc.weather.rollBody' }));
    const light = at(SBE9({ ro39: true }), 'A', 12);
    expect(cardOf(light, 'bite.weather').rule).toBe('39.0');
    // April's weather unknown: 39.0 cannot forbid a repeat, and says so; known, it names it.
    expect(play(cardOf(light, 'bite.weather')).errors.length).toBe(1);
    const april = reduce(light, [ev('bite/weather', { year: 1942, month: 4, weather: 'snow' })]);
    const known = play(cardOf(april, 'bite.weather'));
    expect(known.errors).toEqual([]);
    expect(known.lines).toContain('[39.0] ' + w({ key: 'bite.weather.noRepeat', params: { weather: { key: 'bite.weather.snow' } } }));
    // A fixed month recorded stands as recorded, with its words (9.0).
    expect(monthWeather(april, ctx, ym(1942, 4))).toEqual({
      kind: 'known',
      weather: 'snow',
      source: 'chart',
      steps: [
        {
          key: 'bite.weather.recorded',
          params: { month: { key: 'bite.calendar.monthYear', params: expect.anything() }, weather: { key: 'bite.weather.snow' } },
          rule: '9.0',
        },
      ],
    });
  });

  it("7.0: a phase's reminders carry the phase's rule; the combat phase sends to the Battle calculator, production to the TECH table", () => {
    expect(procedures(at(setupState('SBE5', {}), 'B7', 2), ctx).map((p) => ({ ...card(p), play: play(p) }))).toEqual([
      {
        id: 'bite.reminders.B7',
        title: 'Reminders: B7. Combat',
        rule: '7.7',
        applyLabel: DONE,
        play: {
          errors: [],
          lines: [
            '[7.7] The attacker chooses the order of battles; every unit able to fight takes part.',
            '[7.7.6] A Bonus and a Malus cancel only if the players agreed so for the whole game.',
            '[7.7] Resolve each battle in the Battle calculator, round by round.',
          ],
          events: [],
          result: [],
        },
      },
    ]);
    expect(play(cardOf(at(setupState('SBE5', {}), 'B3', 2), 'bite.reminders.B3')).lines).toEqual([
      "[SBE5] July 1941: The scenario's production starts. (warning)",
      '[7.3] Spend PP: repairs by SP colour (black 1, white 2, red 3, blue never), reinforcements and removals.',
      "[3.13] The month's TECH levels are in the TECH table.",
    ]);
    expect(card(cardOf(at(setupState('SBE5', {}), 'B4', 2), 'bite.reminders.B4')).rule).toBe('7.4');
  });

  it("5.5, 7.4: Finland's reminders only where the scenario has Finland (not SBE1)", () => {
    const rail = (id: string) => play(cardOf(at(setupState(id, {}), 'B4', 2), 'bite.reminders.B4')).lines;
    expect(rail('SBE1')).toEqual(['[7.4] Soviets 5 moves, Axis 4 (fewer with bombed stations, 32.3, when that rule is in play); each costs 1 yellow PP.']);
    expect(rail('SBE5')).toEqual([
      '[7.4] Soviets 5 moves, Axis 4 plus 1 in Finland (fewer in winter, 33.1, or with bombed stations, 32.3, when those rules are in play); each costs 1 yellow PP.',
    ]);
    const d = (id: string) => play(cardOf(at(setupState(id, {}), 'D', 2), 'bite.reminders.D')).lines;
    expect(d('SBE1')).toEqual(["[7.11] National surrenders with the capital in enemy hands; the scenario's conditions."]);
    // Finland typed into SBE1's roster brings its reminders back (the nation is in play).
    const finnish = reduce(at(setupState('SBE1', {}), 'B4', 2), [ev('bite/block-add', { block: blk({ name: 'IV AK', nation: 'finland', cls: 'infantry' }) })]);
    expect(play(cardOf(finnish, 'bite.reminders.B4')).lines).toEqual(rail('SBE5'));
    expect(d('SBE5')).toEqual([
      "[7.11] National surrenders with the capital in enemy hands; the scenario's conditions.",
      '[5.5] Finland: surrenders with Vyborg Soviet and 4 Finnish ground units eliminated.',
    ]);
  });

  it("7.0, 7.11: the cards of each phase — none once the game is over; phase D's victory cards before its reminders; a combat phase has no production card", () => {
    const s = SBE9();
    expect(ids(at(s, 'D', 2))).toEqual(['bite.victory.surrenders', 'bite.victory.scenario', 'bite.reminders.D']);
    expect(ids(at(s, 'B7', 2))).toEqual(['bite.reminders.B7']);
    expect(ids(at(s, 'C7', 2))).toEqual(['bite.reminders.C7']);
    expect(ids({ ...at(s, 'B3', 2), over: true } as BiteState)).toEqual([]);
    expect(ids({ ...at(s, 'A', 2), over: true } as BiteState)).toEqual([]);
    // 36.0: Italy's roll from July 1943 stands between the weather and the reminders.
    expect(ids(at(SBE9({ ro36: true }), 'A', 26))).toEqual(['bite.month', 'bite.weather', 'bite.victory.italy', 'bite.reminders.A']);
  });
});

describe("7.3, 5.2: the production phase's income cards and German aid", () => {
  it('7.3: the nations that collect are those with a scenario figure or a centre they hold — Finland, with neither, has no card', () => {
    const s = at(SBE9(), 'B3', 2);
    expect(ids(s)).toEqual(['bite.reminders.B3', 'bite.income.germany', 'bite.income.romania', 'bite.income.hungary', 'bite.aid', 'bite.storage.axis']);
    expect(producingNations(s, 'soviet')).toEqual(['ussr']);
    const helsinki = {
      ...s,
      economy: {
        ...emptyEconomy(),
        centres: [{ id: 'c1', name: 'Kuopio', pp: 1, colour: 'yellow' as const, owner: 'finland' as const, controller: 'finland' as const, usable: true }],
        nextCentre: 2,
      },
    };
    expect(producingNations(helsinki, 'axis')).toEqual(['germany', 'romania', 'hungary', 'finland']);
    // Finland in play by its blocks alone, with no figure and no centre of its own, collects nothing.
    const finn = reduce(s, [ev('bite/block-add', { block: blk({ name: 'IV AK', nation: 'finland', cls: 'infantry' }) })]);
    const kiev = { id: 'c2', name: 'Kiev', pp: 2, colour: 'yellow' as const, owner: 'ussr' as const, controller: 'germany' as const, usable: true };
    const heldByGermany = { ...finn, economy: { ...emptyEconomy(), centres: [kiev], nextCentre: 3 } };
    expect(producingNations(heldByGermany, 'axis')).toEqual(['germany', 'romania', 'hungary']);
    const both = { ...finn, economy: { ...emptyEconomy(), centres: [kiev, helsinki.economy.centres[0]], nextCentre: 3 } };
    expect(producingNations(both, 'axis')).toEqual(['germany', 'romania', 'hungary', 'finland']);
  });

  it("7.3: an ally's income card shows its own lines only; Germany's recalls the aid given this turn and the aid card (5.2)", () => {
    let s = at(setupState('SBE5', {}), 'B3', 2);
    const ro = cardOf(s, 'bite.income.romania');
    expect(card(ro)).toEqual({ id: 'bite.income.romania', title: 'Income of Romania, July 1941', rule: '7.3', applyLabel: 'Collect' });
    expect(play(ro).lines).toEqual([
      '[SBE5] Scenario SBE5: 2 yellow a turn.',
      '[7.3] Basic game: only yellow PP exist; the coloured figures are for the advanced rules. (info)',
      '[7.3] Income of the turn: 2 yellow. (result)',
    ]);
    s = reduce(s, [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 5, reason: 'saved' }),
      ev('bite/aid', { ally: 'hungary', colour: 'yellow', pp: 2 }),
    ]);
    expect(play(cardOf(s, 'bite.income.germany')).lines).toEqual([
      '[SBE5] Scenario SBE5: 24 yellow a turn.',
      '[7.3] Basic game: only yellow PP exist; the coloured figures are for the advanced rules. (info)',
      '[7.3] Income of the turn: 24 yellow. (result)',
      '[5.2] Aid to Hungary this turn: 2 of 3 PP. (info)',
      '[5.2] German aid (at most 3 PP per ally a turn) is given on the aid card of this phase, or in the Economy screen. (info)',
    ]);
    // Collected: the card is done, and a second collection is refused with nothing recorded.
    s = reduce(s, play(cardOf(s, 'bite.income.germany')).events);
    const again = play(cardOf(s, 'bite.income.germany'));
    expect(again.errors).toEqual(['Germany has already collected its income for July 1941.']);
    expect(again.events).toEqual([]);
  });

  it('5.2: the aid card — the ally, the colour (yellow only in the basic game, 7.3; every colour with 11.0), at most 3 PP; each gap and refusal in words', () => {
    let s = at(setupState('SBE5', {}), 'B3', 2);
    const p = cardOf(s, 'bite.aid');
    expect(card(p)).toEqual({
      id: 'bite.aid',
      title: 'German aid to the allies',
      rule: '5.2',
      applyLabel: 'Give the aid',
      body: 'Germany may send PP from its box to an ally, at most 3 a turn to each (Italy and Finland have no other PP).',
      fields: [
        {
          id: 'ally',
          label: 'Ally',
          kind: 'select',
          options: [
            { value: 'romania', label: 'Romania (0 of 3 PP this turn)' },
            { value: 'hungary', label: 'Hungary (0 of 3 PP this turn)' },
          ],
          default: 'romania',
          rule: '5.2',
        },
        { id: 'colour', label: 'Colour', kind: 'select', options: [{ value: 'yellow', label: 'yellow' }], default: 'yellow', rule: '7.3' },
        { id: 'pp', label: 'PP', kind: 'int', min: 1, max: 3, default: null, rule: '5.2' },
      ],
    });
    expect(play(p)).toEqual({ errors: [], waiting: ['Choose the ally to aid.'], lines: ['[5.2] Germany’s box: no PP.'], events: [], result: [] });
    const noPp = play(p, { ally: 'hungary', colour: 'yellow' });
    expect(noPp.waiting).toEqual([w({ key: 'bite.eco.err.amount' })]);
    expect(noPp.lines).toEqual(['[5.2] Germany’s box: no PP.', '[5.2] Aid to Hungary this turn: 0 of 3 PP. (info)']);
    expect(play(p, { ally: 'hungary', pp: 2 }).waiting).toEqual([w({ key: 'bite.eco.err.amount' })]);
    const short = play(p, { ally: 'hungary', colour: 'yellow', pp: 2 });
    expect(short.errors.length).toBe(1);
    expect(short.events).toEqual([]);
    s = reduce(s, [ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 5, reason: 'saved' })]);
    const given = play(cardOf(s, 'bite.aid'), { ally: 'hungary', colour: 'yellow', pp: 2 });
    expect(given).toEqual({
      errors: [],
      lines: [
        '[5.2] Germany’s box: 5 yellow.',
        '[5.2] Aid to Hungary this turn: 0 of 3 PP. (info)',
        '[5.2] Aid to Hungary: 2 yellow, out of Germany’s box. (result)',
      ],
      events: [{ type: 'bite/aid', payload: { ally: 'hungary', colour: 'yellow', pp: 2 }, at: 0 }],
      result: [],
    });
    const adv = cardOf(at(SBE9(), 'B3', 2), 'bite.aid');
    expect(adv.fields![1]).toEqual({
      ...adv.fields![1],
      rule: '11.0',
      options: ['yellow', 'red', 'blue', 'black'].map((c) => ({ value: c, label: { key: `bite.eco.colour.${c}` } })),
    });
    // SBE1 has no ally to aid: no card.
    expect(ids(at(setupState('SBE1', {}), 'B3', 2))).toEqual(['bite.reminders.B3', 'bite.income.germany']);
  });
});

describe('4.11, SBE9: the removal cards of the long game', () => {
  const dec41 = (blocks: Omit<Block, 'id' | 'eliminated'>[] = [], turn = 7) =>
    reduce(
      at(SBE9(), 'B3', turn),
      blocks.map((block) => ev('bite/block-add', { block })),
    );

  it("December 1941: the 7th Flieger-Division's card — its words, the German blocks to pick from, the month it is due", () => {
    const s = dec41([
      blk(),
      blk({ name: 'Rapid Corps', nation: 'hungary', cls: 'cavalry', colours: ['black', 'black', 'white'] }),
      blk({ name: 'XXXIX. Pz', cls: 'armour', maxSp: 4, sp: 2, colours: ['black', 'white', 'red', 'red'] }),
    ]);
    const p = cardOf(s, 'bite.removal.flieger7');
    expect(card(p)).toEqual({
      id: 'bite.removal.flieger7',
      title: 'Removal: the 7th Flieger-Division leaves play',
      rule: '4.11',
      body: w({
        key: 'bite.campaign.proc.removalBody',
        params: { month: { key: 'bite.calendar.monthYear', params: { month: { key: 'bite.month.12' }, year: '1941' } } },
      }),
      fields: [
        {
          id: 'block',
          label: w({ key: 'bite.campaign.proc.block' }),
          kind: 'select',
          options: [
            { value: 'b1', label: '7. Flieger (3/3 SP)' },
            { value: 'b3', label: 'XXXIX. Pz (2/4 SP)' },
          ],
          default: null,
          rule: '4.11',
        },
      ],
    });
    expect(card(p).body).toContain('December 1941');
    expect(play(p)).toEqual({
      errors: [],
      waiting: [w({ key: 'bite.campaign.err.pick' })],
      lines: ['[SBE9, 33.0, 4.11] December 1941: the 7th Flieger-Division leaves play (info)'],
      events: [],
      result: [],
    });
    expect(play(p, { block: 'b1' }).events).toEqual([{ type: 'bite/oob-remove', payload: { id: 'b1', removal: 'flieger7' }, at: 0 }]);
    // A reduced block is refused in words (4.11), nothing recorded.
    const reduced = play(p, { block: 'b3' });
    expect(reduced.errors).toEqual(['XXXIX. Pz is at 2 of 4 SP: repair it to full strength first (production screen), then remove it.']);
    expect(reduced.events).toEqual([]);
    // The Rapid Corps' card offers the Hungarian block only, and asks whether more of the formation remain.
    const rc = cardOf(s, 'bite.removal.rapidCorps');
    expect(card(rc).fields).toEqual([
      {
        id: 'block',
        label: w({ key: 'bite.campaign.proc.block' }),
        kind: 'select',
        options: [{ value: 'b2', label: 'Rapid Corps (3/3 SP)' }],
        default: null,
        rule: '4.11',
      },
      { id: 'more', label: w({ key: 'bite.campaign.ui.removeMore' }), kind: 'bool', default: false, rule: '4.11' },
    ]);
    expect(play(rc, { block: 'b2', more: true }).events).toEqual([
      { type: 'bite/oob-remove', payload: { id: 'b2', removal: 'rapidCorps', more: true }, at: 0 },
    ]);
    expect(play(rc, { block: 'b2', more: false }).events).toEqual([{ type: 'bite/oob-remove', payload: { id: 'b2', removal: 'rapidCorps' }, at: 0 }]);
  });

  it('4.11: "as soon as it can" — a removal not done stays due, late, with a warning; with no block of the nation the card says so', () => {
    const s = dec41([], 8);
    expect(removalsDue(s).map((r) => [r.removal.id, r.late])).toEqual([
      ['flieger7', true],
      ['rapidCorps', true],
    ]);
    expect(removalsDue(dec41([], 7)).map((r) => [r.removal.id, r.late])).toEqual([
      ['flieger7', false],
      ['rapidCorps', false],
    ]);
    expect(removalsDue(dec41([], 6))).toEqual([]);
    const p = play(cardOf(s, 'bite.removal.flieger7'), { block: 'b1' });
    expect(p.lines).toEqual([
      '[SBE9, 33.0, 4.11] December 1941: the 7th Flieger-Division leaves play (warning)',
      `[4.11] ${w({ key: 'bite.campaign.proc.late' })} (warning)`,
    ]);
    expect(p.errors).toEqual([w({ key: 'bite.campaign.err.noBlocks', params: { nation: { key: 'bite.nation.germany' } } })]);
    expect(p.errors[0]).toContain('German');
    expect(p.events).toEqual([]);
    // The Soviet production phase has no Axis removal.
    expect(ids(at(s, 'C3', 8)).filter((x) => x.startsWith('bite.removal'))).toEqual([]);
  });

  it("SBE9, January 1945: LSSAH is replaced, not removed — its card's words, and its refusals (destroyed, out of supply)", () => {
    const s = reduce(at(SBE9(), 'B3', 44), [
      ev('bite/block-add', { block: blk({ name: 'LSSAH', cls: 'armour', maxSp: 4, sp: 2, colours: ['black', 'white', 'red', 'red'] }) }),
    ]);
    const p = cardOf(s, 'bite.removal.lssah');
    expect(card(p).title).toBe(w({ key: 'bite.campaign.proc.replaceTitle', params: { what: { key: 'bite.campaign.removal.lssah' } } }));
    expect(card(p).body).toBe(
      w({
        key: 'bite.campaign.proc.replaceBody',
        params: { month: { key: 'bite.calendar.monthYear', params: { month: { key: 'bite.month.1' }, year: '1945' } } },
      }),
    );
    expect(card(p).fields!.map((f) => f.id)).toEqual(['block']);
    const r = play(p, { block: 'b1' });
    expect(r.lines.slice(-1)).toEqual([`[SBE9] ${w({ key: 'bite.campaign.step.replace', params: { name: 'LSSAH', sp: 2, max: 4 } })} (result)`]);
    expect(r.events).toEqual([{ type: 'bite/oob-replace', payload: { id: 'b1', name: '1° SS-Panzerkorps' }, at: 0 }]);
    const cut = { ...s, blocks: s.blocks.map((b) => ({ ...b, supplied: false })) };
    expect(play(cardOf(cut, 'bite.removal.lssah'), { block: 'b1' }).errors).toEqual([
      w({ key: 'bite.campaign.err.replaceUnsupplied', params: { name: 'LSSAH' } }),
    ]);
    const gone = { ...s, blocks: s.blocks.map((b) => ({ ...b, eliminated: true })) };
    const g = removalCheck(gone, gone.blocks[0], true);
    expect(g).toEqual({ ok: false, error: { key: 'bite.campaign.err.replaceGone', params: { name: 'LSSAH' } }, steps: [] });
    expect(w(g.ok ? undefined : g.error)).toMatch(/LSSAH/);
  });

  it("4.11, 7.3: an eliminated unit's rebuild, line by line — its blue step free, and said so only when it has one", () => {
    const s = reduce(SBE9(), [
      ev('bite/block-add', { block: blk() }),
      ev('bite/block-add', { block: blk({ name: 'IX AK', cls: 'infantry', colours: ['black', 'black', 'white'] }) }),
    ]);
    const dead = { ...s, blocks: s.blocks.map((b) => ({ ...b, eliminated: true, sp: 0 })) };
    expect(removalCheck(dead, dead.blocks[0]).steps.map(line)).toEqual([
      `[4.11] ${w({ key: 'bite.campaign.step.eliminated', params: { name: '7. Flieger', pp: '3 yellow, 3 blue' } })}`,
      `[7.3] ${w({ key: 'bite.campaign.step.blueFree' })} (info)`,
    ]);
    expect(removalCheck(dead, dead.blocks[1]).steps.map(line)).toEqual([
      `[4.11] ${w({ key: 'bite.campaign.step.eliminated', params: { name: 'IX AK', pp: '4 yellow' } })}`,
    ]);
    const full = removalCheck(s, s.blocks[0]);
    expect(full.steps.map(line)).toEqual(['[4.11] 7. Flieger is supplied and at full strength (3 of 3 SP): it leaves play for good, at no cost. (result)']);
  });

  it("7.3, 11.0, AMB-34: a rebuild's price — by colour in the basic game, by kind too with the advanced rules, 1 a step when repairs are yellow only", () => {
    const b = { ...blk({ name: 'XXXIX. Pz', cls: 'armour', maxSp: 4, colours: ['black', 'white', 'red', 'blue'] }), id: 'b1', eliminated: true } as Block;
    expect(rebuildCost(setupState('SBE9', {}), b, ctx)).toEqual(bagOf({ yellow: 6 }));
    expect(rebuildCost(SBE9(), b, ctx)).toEqual(bagOf({ yellow: 6, red: 6 }));
    expect(rebuildCost(SBE9(), b, { settings: { repairPricing: 'yellowOnly' } })).toEqual(bagOf({ yellow: 6, red: 3 }));
  });
});

describe('11.2 (AMB-35), 34.0: the saved-PP box at the end of production', () => {
  const over = () =>
    reduce(at(SBE9(), 'B3', 2), [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 5, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'blue', delta: 1, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 2, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'romania', colour: 'yellow', delta: 1, reason: 'saved' }),
    ]);
  const ORDER = '[11.2] Choose which coloured PP to lose. If you move on first, the app takes them from the colour the box holds most of. (info)';
  const LINES = [
    '[11.2] Germany keeps 2 yellow, 5 red, 1 blue: 4 coloured PP over the yellow ones must go; the owner chooses which below (recommended reading). (warning)',
    '[11.2] Romania keeps 1 yellow: within the limit.',
    '[11.2] Hungary keeps no PP: within the limit.',
  ];

  it('within the limit: the card lists each nation of the side and asks nothing', () => {
    const p = cardOf(at(SBE9(), 'C3', 2), 'bite.storage.soviet');
    expect(card(p)).toEqual({ id: 'bite.storage.soviet', title: 'End of production: the saved-PP box', rule: '11.2', applyLabel: DONE });
    expect(play(p)).toEqual({ errors: [], lines: ['[11.2] USSR keeps no PP: within the limit.'], events: [], result: [] });
  });

  it('over the limit: required, the nations over and the colours to lose (never yellow), and each gap in words', () => {
    const s = over();
    const p = cardOf(s, 'bite.storage.axis');
    expect(card(p)).toEqual({
      id: 'bite.storage.axis',
      title: 'End of production: the saved-PP box',
      rule: '11.2',
      required: true,
      applyLabel: 'Lose these PP',
      fields: [
        {
          id: 'nation',
          label: w({ key: 'bite.ui.nation' }),
          kind: 'select',
          options: [{ value: 'germany', label: 'Germany' }],
          default: 'germany',
          rule: '11.2',
        },
        {
          id: 'colour',
          label: 'Colour',
          kind: 'select',
          options: [
            { value: 'red', label: 'red' },
            { value: 'blue', label: 'blue' },
            { value: 'black', label: 'black' },
          ],
          default: null,
          rule: '11.2',
        },
        { id: 'pp', label: 'PP', kind: 'int', min: 1, max: 999, default: null, rule: '11.2' },
      ],
    });
    expect(play(p)).toEqual({ errors: [], waiting: ['Choose the nation.'], lines: [...LINES, ORDER], events: [], result: [] });
    expect(play(p, { nation: 'romania', colour: 'red', pp: 1 }).waiting).toEqual(['Choose the nation.']);
    expect(play(p, { nation: 'germany' }).waiting).toEqual(['Choose the colour to lose (red, blue or black).']);
    expect(play(p, { nation: 'germany', colour: 'yellow', pp: 1 }).waiting).toEqual(['Choose the colour to lose (red, blue or black).']);
    expect(play(p, { nation: 'germany', colour: 'red' }).waiting).toEqual(['Type a whole number of PP (or of steps) greater than 0.']);
    // More of a colour than the box holds, or more than is over: refused, nothing lost.
    const black = play(p, { nation: 'germany', colour: 'black', pp: 1 });
    expect(black.errors.length).toBe(1);
    expect(black.events).toEqual([]);
    const five = play(p, { nation: 'germany', colour: 'red', pp: 5 });
    expect(five.errors).toEqual(['Germany has only 4 coloured PP over the limit.']);
    expect(five.events).toEqual([]);
    // Exactly what is over, or less: the line says what is still over.
    expect(play(p, { nation: 'germany', colour: 'red', pp: 4 })).toEqual({
      errors: [],
      lines: [...LINES, ORDER, '[11.2] Germany loses 4 red; still over: 0. (result)'],
      events: [{ type: 'bite/pp-discard', payload: { nation: 'germany', colour: 'red', pp: 4 }, at: 0 }],
      result: [],
    });
    expect(play(p, { nation: 'germany', colour: 'blue', pp: 1 }).lines.slice(-1)).toEqual(['[11.2] Germany loses 1 blue; still over: 3. (result)']);
  });

  it('34.0: the basic game has no storage check, but Lend-Lease PP still in the box cannot be saved — said in the Soviet phase only', () => {
    const basic = setupState('SBE9', { ro34: true });
    expect(ids(at(basic, 'C3', 6)).some((x) => x.startsWith('bite.storage'))).toBe(false);
    const ll = (red: number, blue: number): BiteState => {
      const s = reduce(at(basic, 'C3', 6), [
        ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: 3, reason: 'saved' }),
        ev('bite/pp-adjust', { nation: 'ussr', colour: 'blue', delta: 3, reason: 'saved' }),
      ]);
      return {
        ...s,
        optional: {
          research: {},
          partisans: { onMap: 0, turn: 0, placed: 0 },
          trackers: [],
          nextTracker: 1,
          ...s.optional,
          lendLease: { turn: 6, arrived: bagOf({ red, blue }), expired: false },
        },
      };
    };
    const p = cardOf(ll(2, 2), 'bite.storage.soviet');
    expect(card(p)).toEqual({ id: 'bite.storage.soviet', title: 'End of production: the saved-PP box', rule: '34.0', applyLabel: DONE });
    expect(play(p).lines).toEqual([
      "[34.0] This month's Lend-Lease PP still in the box (2 red, 2 blue) cannot be saved: spend them now, or they are lost when the phase ends. (warning)",
    ]);
    expect(play(cardOf(ll(0, 1), 'bite.storage.soviet')).lines).toEqual([
      "[34.0] This month's Lend-Lease PP still in the box (1 blue) cannot be saved: spend them now, or they are lost when the phase ends. (warning)",
    ]);
    expect(ids(ll(0, 0)).some((x) => x.startsWith('bite.storage'))).toBe(false);
    expect(ids(at(ll(2, 2), 'B3', 6)).some((x) => x.startsWith('bite.storage'))).toBe(false);
  });
});

describe('3.13, 17.0: the TECH tracks', () => {
  it('3.13: June 1941, each field of Germany and the USSR with its next change on the schedule', () => {
    const t = tracks(at(setupState('SBE9', {}), 'A', 1), ctx);
    expect(t.map((x) => ({ ...x, label: w(x.label), detail: w(x.detail) }))[0]).toEqual({
      id: 'tech.germany.infantry',
      label: 'TECH Germany, infantry',
      abbr: 'TECH',
      value: 2,
      min: 1,
      max: 3,
      rule: '3.13',
      detail: expect.stringMatching(/^Next: TECH \d from /),
    });
    expect(t.map((x) => [x.id, x.value, w(x.detail)])).toEqual([
      ['tech.germany.infantry', 2, 'Next: TECH 3 from October 1944'],
      ['tech.germany.armour', 2, 'Next: TECH 3 from July 1943'],
      ['tech.germany.fighters', 2, 'Next: TECH 3 from May 1944'],
      ['tech.germany.bombers', 2, 'Next: TECH 3 from March 1945'],
      ['tech.ussr.infantry', 1, 'Next: TECH 2 from March 1942'],
      ['tech.ussr.armour', 1, 'Next: TECH 2 from November 1942'],
      ['tech.ussr.fighters', 1, 'Next: TECH 2 from January 1943'],
      ['tech.ussr.bombers', 1, 'Next: TECH 2 from September 1943'],
    ]);
    expect(t.every((x) => x.actions === undefined)).toBe(true);
  });

  it('3.13: on the month of a change the level is the new one and the next is the one after, or none', () => {
    expect(nextTechChange('germany', 'armour', ym(1943, 6))).toEqual({ nation: 'germany', field: 'armour', level: 3, from: ym(1943, 7) });
    expect(nextTechChange('germany', 'armour', ym(1943, 7))).toBeUndefined();
    expect(nextTechChange('ussr', 'armour', ym(1942, 11))?.from).toEqual(ym(1944, 7));
    expect(nextTechChange('ussr', 'infantry', ym(1942, 2))?.from).toEqual(ym(1942, 3));
    const jul43 = tracks(at(setupState('SBE9', {}), 'A', 26), ctx);
    const armour = jul43.find((x) => x.id === 'tech.germany.armour')!;
    expect([armour.value, w(armour.detail)]).toEqual([3, 'No further change on the schedule']);
  });

  it('17.0: with research the tracks are the levels reached, each raised one level by a tap, and no further than TECH 3', () => {
    let s = at(SBE9({ ro17: true }), 'A', 2);
    const t = tracks(s, ctx);
    const inf = t[0];
    expect({ ...inf, label: w(inf.label), detail: w(inf.detail), actions: inf.actions?.map((a) => ({ ...a, label: w(a.label) })) }).toEqual({
      id: 'tech.germany.infantry',
      label: 'TECH Germany, infantry',
      abbr: 'TECH',
      value: 2,
      min: 1,
      max: 3,
      rule: '17.0',
      detail: 'Level reached by research',
      actions: [
        {
          id: 'raise',
          label: 'Raise one level (research)',
          rule: '17.0',
          events: [{ type: 'bite/research', payload: { nation: 'germany', field: 'infantry', level: 3 }, at: 0 }],
        },
      ],
    });
    expect(inf.actions![0].disabledReason).toBeUndefined();
    s = reduce(s, inf.actions![0].events);
    const top = tracks(s, ctx)[0];
    expect([top.value, w(top.actions![0].disabledReason), top.actions![0].events]).toEqual([3, 'Already at TECH 3', []]);
  });
});

describe("the campaign's picture: each nation's income, saved PP and SP lost, month by month", () => {
  const box = (yellow: number) => bagOf({ yellow });
  const withBoxes = (s: BiteState, turn: number, boxes: Record<string, ReturnType<typeof bagOf>>): BiteState => ({
    ...s,
    turn,
    economy: { ...emptyEconomy(), box: boxes },
  });

  it('the saved PP of a box that changed join its month; a box that did not change, or no box at all, adds nothing', () => {
    const s = setupState('SBE5', {});
    const g = box(5);
    const before = withBoxes(s, 2, { germany: g });
    const after = withBoxes(s, 2, { germany: g, romania: box(2) });
    expect(campaignOf(track(before, after, 'bite/pp-adjust', {})).history).toEqual({ 2: { romania: { income: bagOf({}), saved: box(2), lost: 0 } } });
    // From a game with no box yet (before any economy), and to one with none.
    expect(campaignOf(track(s, withBoxes(s, 1, { ussr: box(3) }), 'bite/pp-adjust', {})).history).toEqual({
      1: { ussr: { income: bagOf({}), saved: box(3), lost: 0 } },
    });
    const moved = { ...s, blocks: [] };
    expect(track(s, moved, 'bite/block-edit', {})).toBe(moved);
    expect(track(before, { ...before }, 'bite/block-edit', {})).toEqual(before);
    expect(track(before, { ...before }, 'bite/block-edit', {}).campaign).toBeUndefined();
  });

  it('a game saved before the economy was kept: its first box, a new month or a change elsewhere, each read without a box before or after', () => {
    const old = { ...setupState('SBE5', {}), economy: undefined } as BiteState;
    expect(campaignOf(track(old, withBoxes(old, 1, { ussr: box(3) }), 'bite/pp-adjust', {})).history).toEqual({
      1: { ussr: { income: bagOf({}), saved: box(3), lost: 0 } },
    });
    // 7.3: its first income is the month's income and its saved PP.
    const paid = reduce(old, [ev('bite/income', { nation: 'germany', pp: box(24) })]);
    expect(campaignOf(paid).history).toEqual({ 1: { germany: { income: box(24), saved: box(24), lost: 0 } } });
    const later = { ...old, turn: 2 };
    expect(track(old, later, 'core/next-phase', {})).toBe(later);
    const edited = { ...old, blocks: [] };
    expect(track(old, edited, 'bite/block-edit', {})).toBe(edited);
  });

  it("a new month records every box as that month's saved PP, and only the nations that have a box", () => {
    const s = setupState('SBE5', {});
    const boxes = { germany: box(5), hungary: box(1) };
    const before = withBoxes(s, 2, boxes);
    const after = { ...before, turn: 3 };
    expect(campaignOf(track(before, after, 'core/next-phase', {})).history).toEqual({
      3: { germany: { income: bagOf({}), saved: box(5), lost: 0 }, hungary: { income: bagOf({}), saved: box(1), lost: 0 } },
    });
  });

  it("SP lost in a battle are the month's losses; a unit that lost none, a roster correction or a removal count nothing", () => {
    let s = reduce(setupState('SBE5', {}), [
      ev('bite/block-add', { block: blk({ name: 'IX AK', cls: 'infantry', colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: blk({ name: '3 Sh', nation: 'ussr', cls: 'infantry', colours: ['black', 'black', 'black'] }) }),
    ]);
    s = reduce(s, [
      ev('bite/battle', {
        rounds: 1,
        units: [
          { id: 'b1', name: 'IX AK', side: 'attacker', sp: 1, fate: 'in' },
          { id: 'b2', name: '3 Sh', side: 'defender', sp: 3, fate: 'in' },
        ],
      }),
    ]);
    expect(campaignOf(s).history).toEqual({ 1: { germany: { income: bagOf({}), saved: bagOf({}), lost: 2 } } });
    expect(nationsWithHistory(s)).toEqual(['germany']);
    const edited = reduce(s, [ev('bite/block-edit', { id: 'b2', patch: { sp: 1 } })]);
    expect(edited.blocks[1].sp).toBe(1);
    expect(campaignOf(edited).history).toEqual(campaignOf(s).history);
    expect(historyOf(edited, 'germany')).toEqual([{ turn: 1, month: ym(1941, 6), income: bagOf({}), saved: bagOf({}), lost: 2, quiet: false }]);
    expect(historyOf(edited, 'ussr')).toEqual([{ turn: 1, month: ym(1941, 6), income: bagOf({}), saved: bagOf({}), lost: 0, quiet: true }]);
    expect(nationsWithHistory(setupState('SBE5', {}))).toEqual([]);
  });

  it('7.11: the blocks of a nation that surrendered leave the map with their SP; a later battle does not count them lost again', () => {
    let s = reduce(setupState('SBE5', {}), [
      ev('bite/block-add', { block: blk({ name: 'IX AK', cls: 'infantry', colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: blk({ name: 'I Hu', nation: 'hungary', cls: 'infantry', colours: ['black', 'black', 'black'] }) }),
      ev('bite/nation-surrender', { power: 'hungary', rule: '7.11' }),
    ]);
    expect(s.blocks[1]).toMatchObject({ eliminated: true, sp: 3 });
    s = reduce(s, [ev('bite/battle', { rounds: 1, units: [{ id: 'b1', name: 'IX AK', side: 'attacker', sp: 2, fate: 'in' }] })]);
    expect(campaignOf(s).history).toEqual({ 1: { germany: { income: bagOf({}), saved: bagOf({}), lost: 1 } } });
  });
});

describe("the scenario's calendar (notes §1.5): each dated rule on its month with the phases that recall it", () => {
  it('SBE9: phase A for the TECH changes, D for the victory dates, B or C for one side, both for production; only months with a dated rule', () => {
    const cal = calendarOf(setupState('SBE9', {}));
    const at_ = (turn: number) => cal.find((m) => m.turn === turn)?.items.map((i) => [i.rules, i.phases]);
    expect(cal[0].turn).toBe(1);
    expect(cal[0].month).toEqual(ym(1941, 6));
    expect(at_(1)).toEqual([
      ['3.21, SBE9', ['B5', 'C5']],
      ['SBE9', ['B7']],
    ]);
    expect(at_(2)).toEqual([['SBE9', ['B3', 'C3']]]);
    expect(at_(14)).toEqual([
      ['SBE9', ['B3']],
      ['SBE9', ['C3']],
    ]);
    expect(at_(10)).toEqual([['3.13', ['A']]]);
    expect(at_(28)).toEqual([
      ['7.11', ['D']],
      ['3.13', ['A']],
    ]);
    expect(at_(3)).toBeUndefined();
    expect(cal.map((m) => m.turn)).toEqual([1, 2, 7, 10, 14, 18, 20, 26, 28, 36, 38, 40, 41, 43, 44, 46]);
  });

  it("the last turn's dated rules are on the calendar (SBE5 with 33.0: November 1941, the Axis rail winter)", () => {
    const cal = calendarOf(setupState('SBE5', { advanced: true, ro33: true }));
    expect(cal[cal.length - 1]).toEqual({ turn: 6, month: ym(1941, 11), items: [{ text: { key: 'bite.event.railWinter1' }, rules: '33.1', phases: ['B4'] }] });
  });
});
