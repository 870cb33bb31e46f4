import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import { useChartsStore, useGameStore, useGamesStore } from '@/stores';
import { anotherTab, freshWorld, setup } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

beforeEach(async () => {
  await freshWorld();
});

// Synthetic values typed for the test's own made-up chart.
const typed = { chartId: 'counter.crt', columns: ['1:1', '2:1'], cells: { '1:1|≤1': '0', '2:1|3+': '2', '1:1|2': '' } };

describe('charts', () => {
  it('a launch and the game it reopens ask for the charts together: one read, shared', async () => {
    const c = useChartsStore();
    const read = vi.spyOn(db.charts, 'toArray');
    await Promise.all([c.ensureLoaded(), c.ensureLoaded()]);
    await c.ensureLoaded();
    expect(read).toHaveBeenCalledTimes(1);
    expect(c.loaded).toBe(true);
    read.mockRestore();
  });

  it('save → persisted; empty cells left out; a new store reads it back', async () => {
    const c = useChartsStore();
    await c.load();
    expect(c.specs.map((s) => s.id)).toEqual(['counter.crt']);
    expect(await c.save(typed)).toEqual({ ok: true });
    expect(c.data['counter.crt'].cells).toEqual({ '1:1|≤1': '0', '2:1|3+': '2' });
    anotherTab();
    const again = useChartsStore();
    await again.load();
    expect(again.data['counter.crt'].cells).toEqual({ '1:1|≤1': '0', '2:1|3+': '2' });
  });

  it("refuses a cell outside the chart's grammar with the engine's words, writing nothing", async () => {
    const c = useChartsStore();
    await c.load();
    const r = await c.save({ ...typed, cells: { '1:1|≤1': 'banana' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.key).toBe('engine.chart.cellGrammar');
    expect(await db.charts.count()).toBe(0);
    expect(c.data).toEqual({});
  });

  it('reset forgets what was typed', async () => {
    const c = useChartsStore();
    await c.load();
    await c.save(typed);
    await c.reset('counter.crt');
    expect(c.data).toEqual({});
    expect(await db.charts.count()).toBe(0);
  });

  it('export → import a chart pack; a bad pack is refused and nothing is written', async () => {
    const c = useChartsStore();
    await c.load();
    await c.save(typed);
    const exported = c.exportPack();
    if (!exported.ok) throw new Error('nothing exported');
    expect(exported.count).toBe(1);
    const pack = exported.text;
    expect(JSON.parse(pack)).toMatchObject({ kind: 'aiutante-chart-pack', version: 1 });
    await c.reset('counter.crt');

    const bad = await c.importPack(pack.replace('"2"', '"two"'));
    expect(bad.ok).toBe(false);
    expect(await db.charts.count()).toBe(0);
    expect((await c.importPack('{"kind":')).ok).toBe(false);

    expect(await c.importPack(pack)).toEqual({ ok: true, count: 1 });
    expect(c.data['counter.crt'].cells).toEqual({ '1:1|≤1': '0', '2:1|3+': '2' });
    expect(await db.charts.count()).toBe(1);
  });

  it('with no chart typed in, there is no pack, and the words say so', async () => {
    const c = useChartsStore();
    await c.load();
    expect(c.exportPack()).toEqual({ ok: false, error: { key: 'engine.pack.nothingTyped' } });
    // Saved but untyped (every cell blank, the default columns): still nothing to export.
    await c.save({ chartId: 'counter.crt', columns: ['1:1', '2:1'], cells: { '1:1|2': '' } });
    expect(c.exportPack(['counter.crt']).ok).toBe(false);
    await c.save(typed);
    expect(c.exportPack(['counter.crt']).ok).toBe(true);
  });

  it('the open game sees the typed chart in its rules context', async () => {
    const id = await useGamesStore().create({ moduleId: 'counter', name: 'G', setup });
    const game = useGameStore();
    await game.open(id);
    expect(game.ctx.charts.lookup('counter.crt', '2:1', 5).value).toBeUndefined();
    await useChartsStore().save(typed);
    expect(game.ctx.charts.lookup('counter.crt', '2:1', 5)).toMatchObject({ row: '3+', value: '2' });
    game.close();
  });
});
