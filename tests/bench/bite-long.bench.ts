// Speed of BITE's long game (issue 11, DESIGN.md: open < 100 ms): a 49-turn SBE9 campaign played
// to its end with both sides' full ledgers (tests/bench/bite-campaign.ts), opened the way the
// 5,000-event games are (replay from storage), then its first derivation — where the game stands,
// the cards of the phase and each nation's months in PP and losses. Node over fake-indexeddb.
// The campaign is also written as a file, for the browser's relaunch (scripts/bench-restart.mjs).
import { it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createPinia, setActivePinia } from 'pinia';
import { useGamesStore } from '@/stores/games';
import { useGameStore } from '@/stores/game';
import { bite } from '@/games/bite';
import type { BiteState } from '@/games/bite/state';
import type { RulesContext } from '@/engine/types';
import { historyOf, nationsWithHistory } from '@/games/bite/campaign';
import { sbe9Campaign } from './bite-campaign';
import { measure } from './record';

it('bite: open a 49-turn SBE9 campaign played to its end', async () => {
  setActivePinia(createPinia());
  const games = useGamesStore();
  const game = useGameStore();
  const id = await games.create({
    moduleId: 'bite',
    name: 'bench',
    setup: { scenario: 'SBE9', options: { advanced: true, ro33: true }, sideNames: { axis: 'axis', soviet: 'soviet' } },
  });
  await game.open(id);
  const events = sbe9Campaign(game.ctx as RulesContext);
  game.close();
  const exported = JSON.parse(await games.exportGame(id)) as { events: unknown[]; head: number };
  const big = { ...exported, events, head: events.length };
  delete (big as { batches?: unknown }).batches;
  // The same campaign as a file, for the browser's relaunch figure (scripts/bench-restart.mjs).
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/bite-sbe9.aiutante.json',
    JSON.stringify({ ...big, game: { ...(exported as unknown as { game: object }).game, name: 'Bench BITE SBE9' } }),
  );
  const imported = await games.importGame(JSON.stringify(big));
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported.error)}`);
  await game.open(imported.id); // first open may write snapshots
  const s = game.state as BiteState;
  if (!s.over || s.turn !== 49) throw new Error(`the campaign did not reach its end: turn ${s.turn}`);
  const derive = () => {
    const st = game.state as BiteState;
    const ctx = game.ctx as RulesContext;
    bite.where(st);
    for (const p of bite.procedures(st, ctx)) p.evaluate({}, ctx);
    for (const n of nationsWithHistory(st)) historyOf(st, n);
  };
  await measure(
    `Open a BITE SBE9 campaign of 49 turns played to its end (${events.length} events, both ledgers) and derive it`,
    100,
    async () => {
      game.close();
      await game.open(imported.id);
      derive();
    },
    30,
    3,
  );
});
