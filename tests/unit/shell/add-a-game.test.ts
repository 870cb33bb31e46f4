// @vitest-environment happy-dom
// "How to add a game" (docs/ARCHITECTURE.md) is true: a game is its own folders and one
// `defineGame` line, and the app's stores then create it, apply its table action, resolve its
// roll with the die on the record before the result, and carry it out and back in a file.
import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { Component } from 'vue';
import { db } from '@/db';
import * as repo from '@/db/repo';
import { defineGame, findEntry, findModule, loadModules, registerGames } from '@/engine/registry';
import { noAnswers, rollDice, rollsOnRecord, seededRng, walk, type GameEvent, type RollQuestion } from '@/engine';
import { act, useGameStore, useGamesStore, useModuleState } from '@/stores';
import { freshWorld } from '../stores/helpers';
import { makeGlobal, words } from '../widgets/helpers';
import type { FortState } from '../support/synthetic-game';
import { messages } from '../support/synthetic-game/messages';

// The one line, as src/app/games.ts writes it.
const games = [
  defineGame({
    id: 'fort',
    messages,
    load: () => import('../support/synthetic-game').then((m) => m.fort),
    screens: () => import('../support/synthetic-game/screens').then((m) => m.screens),
  }),
];

const setup = { scenario: 'siege', options: {}, sideNames: { garrison: 'Anna', enemy: 'Bruno' } };
const SORTIE = 'fort.sortie';

beforeEach(async () => {
  await freshWorld();
  registerGames(games);
  await loadModules();
});

/** The keys of a messages tree, as dotted paths. */
function keys(o: Record<string, unknown>, at = ''): string[] {
  return Object.entries(o).flatMap(([k, x]) => (typeof x === 'object' && x !== null ? keys(x as Record<string, unknown>, `${at}${k}.`) : [`${at}${k}`]));
}

async function load(source: (typeof messages)['it']): Promise<Record<string, unknown>> {
  return typeof source === 'function' ? source() : source;
}

describe('a game added by its folder and one registry line', () => {
  it('is found by the shell: its rules, its screens, and its words in Italian and English alike', async () => {
    expect(findModule('fort')?.title).toEqual({ key: 'fort.title' });
    const entry = findEntry('fort')!;
    const screens = await entry.screens();
    expect(screens.map((s) => s.id)).toEqual(['fort.status']);
    expect((await screens[0].load()).default).toBeTruthy();
    const [it, en] = await Promise.all([load(entry.messages.it), load(entry.messages.en)]);
    expect(keys(it).sort()).toEqual(keys(en).sort());
  });

  it('is created, takes its table action (1.1 refused past 6 men), resolves a seeded sortie with the die on the record first, and comes back the same from its file', async () => {
    const list = useGamesStore();
    const id = await list.create({ moduleId: 'fort', name: 'Assedio', setup });
    const game = useGameStore();
    await game.open(id);
    const fort = useModuleState<FortState>('fort');
    expect(fort.value).toEqual({ turn: 1, garrison: 0, enemy: 3 });

    // The table action, through the rules: 7 men are refused by 1.1 and nothing is written.
    expect(await act('fort.garrison', { men: 7 })).toBe(false);
    expect(game.error).toMatchObject({ params: { why: { key: 'fort.refuse.tooMany' }, rule: '1.1' } });
    expect(await act('fort.garrison', { men: 5 })).toBe(true);
    expect(fort.value?.garrison).toBe(5);

    // The sortie (1.2): its odds are asked for first, then the die is rolled (seeded) and
    // written to the game before the result is worked out from what the record holds.
    const evaluation = game.module!.calculators(game.state, game.ctx)[0].evaluate({}, game.ctx);
    const first = walk(evaluation, noAnswers());
    const q = first.pending as RollQuestion;
    expect(q).toMatchObject({ kind: 'roll', id: 'roll' });
    const rolled = rollDice(q.roll, seededRng(3));
    expect(rolled.faces[0]).toBeGreaterThanOrEqual(4); // this seed hits
    await game.dispatch([{ type: 'core/roll', payload: { spec: JSON.parse(JSON.stringify(q.roll)), rolled, of: { key: SORTIE, question: q.id } } }]);
    const onRecord = rollsOnRecord(
      game.events.map((e) => (e ? { event: e.event } : undefined)),
      game.record!.head,
      SORTIE,
    );
    const done = walk(evaluation, { ...noAnswers(), rolls: Object.fromEntries(onRecord.outstanding) });
    expect(done.pending).toBeUndefined();
    await game.dispatch(done.resolution.events, { rollsOf: SORTIE });
    expect(fort.value?.enemy).toBe(2);

    const log = (await repo.loadEvents(db, id)).map((e) => e.event);
    expect(log.map((e) => e.type)).toEqual(['fort/garrison', 'core/roll', 'fort/enemy-loss']);
    expect((log[1].payload as { rolled: { faces: number[] } }).rolled.faces).toEqual(rolled.faces);

    // Out to a file and back in: the imported game's log is the original's, and so is its state.
    const text = await list.exportGame(id);
    game.close();
    const back = await list.importGame(text, true);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    const strip = (e: GameEvent) => ({ type: e.type, payload: e.payload, at: e.at });
    expect((await repo.loadEvents(db, back.id)).map((e) => strip(e.event))).toEqual(log.map(strip));

    // Opened in the app (its words in Italian), the game's own screen reads the state typed.
    const entry = findEntry('fort')!;
    const [itWords, enWords] = await Promise.all([load(entry.messages.it), load(entry.messages.en)]);
    const { global } = makeGlobal('it', { it: itWords, en: enWords });
    const shown = useGameStore();
    await shown.open(back.id);
    expect(useModuleState<FortState>('fort').value).toEqual({ turn: 1, garrison: 5, enemy: 2 });
    const screen = (await (await entry.screens())[0].load()).default as Component;
    const w = mount(screen, { global });
    expect(words(w.text())).toBe('Guarnigione 5, nemico 2');
    w.unmount();
    shown.close();
  });
});
