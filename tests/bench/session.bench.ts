// Speed of a game in progress: opening a 5,000-event game and appending an event (DESIGN.md:
// open < 100 ms). Measured in Node over fake-indexeddb, which is slower than a browser's IndexedDB.
import { it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createPinia, setActivePinia } from 'pinia';
import { useGamesStore } from '@/stores/games';
import { useGameStore } from '@/stores/game';
import { modules } from '@/engine/registry';
import { measure } from './record';

for (const module of modules) {
  it(`${module.id}: open a game of 5,000 events, append an event`, async () => {
    setActivePinia(createPinia());
    const games = useGamesStore();
    const game = useGameStore();
    const sideNames = Object.fromEntries(module.sides.map((s) => [s.id, s.id]));
    const id = await games.create({ moduleId: module.id, name: 'bench', setup: { scenario: module.scenarios[0].id, options: {}, sideNames } });
    const exported = JSON.parse(await games.exportGame(id)) as { events: unknown[]; head: number };
    const pattern = [
      { type: 'core/next-phase' },
      {
        type: 'core/roll',
        payload: { spec: { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'widgets.tray.title' } }, rolled: { faces: [4], source: 'app' } },
      },
      { type: 'core/prev-phase' },
      { type: 'core/note', payload: { text: 'nota' } },
    ];
    const events = Array.from({ length: 5000 }, (_, i) => ({ ...pattern[i % pattern.length], at: 1_700_000_000_000 + i }));
    const big = { ...exported, events, head: events.length };
    delete (big as { batches?: unknown }).batches;
    // The same game as a file, for the browser's restart figure (scripts/bench-restart.mjs).
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      `.bench/${module.id}-5000.aiutante.json`,
      JSON.stringify({ ...big, game: { ...(exported as unknown as { game: object }).game, name: `Bench ${module.id} 5000` } }),
    );
    const imported = await games.importGame(JSON.stringify(big));
    if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported.error)}`);
    await game.open(imported.id); // first open may write snapshots
    await measure(
      `Open a ${module.id} game of 5,000 events`,
      100,
      async () => {
        game.close();
        await game.open(imported.id);
      },
      50,
      5,
    );
    await measure(`Append one event (${module.id}, 5,000-event game)`, undefined, () => game.dispatch([{ type: 'core/note', payload: { text: 'x' } }]), 100, 5);
  });
}
