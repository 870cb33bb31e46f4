/**
 * The printed charts as the players typed them (DESIGN.md "Charts"), persisted in
 * IndexedDB. Structures come from every module's `charts`; every value is checked against
 * the chart's grammar by the engine before it is written.
 */
import { defineStore } from 'pinia';
import { chartTyped, exportChartPack, parseChartPack, validateCell, validateColumns } from '@/engine';
import type { ChartDraft } from '@/engine';
import type { ChartData, ChartSpec, Text } from '@/engine/types';
import { dbMayHoldData, openDb } from '@/db/lazy';
import { storageErrorText } from '@/db/errors';
import { loadModules, modules } from '@/engine/registry';

/** Every chart structure of every module. */
export function allChartSpecs(): ChartSpec[] {
  return modules.flatMap((m) => m.charts);
}

export type SaveResult = { ok: true } | { ok: false; error: Text };

/** Where a chart typed and not saved yet is kept on the device (`unsavedDraft`), by chart id. */
const UNSAVED = 'aiutante:chart-unsaved:';

/** Each store's read under way (`ensureLoaded`), shared by whoever asks meanwhile. */
const loading = new WeakMap<object, Promise<void>>();

export const useChartsStore = defineStore('charts', {
  state: () => ({
    /** What players typed, by chart id (charts never edited are absent). */
    data: {} as Record<string, ChartData>,
    loaded: false,
    error: null as Text | null,
  }),

  getters: {
    specs: (): ChartSpec[] => allChartSpecs(),
  },

  actions: {
    /** Reads the charts once: a read under way is shared, a finished one is not repeated. */
    ensureLoaded(): Promise<void> {
      if (this.loaded) return Promise.resolve();
      let p = loading.get(this);
      if (!p) {
        p = this.load().finally(() => loading.delete(this));
        loading.set(this, p);
      }
      return p;
    },

    async load(): Promise<void> {
      // What players typed, by chart id: no module is needed to read it (a reopened game
      // reads it beside its own rules; the structures come with the modules, `save`/`importPack`).
      try {
        const rows = (await dbMayHoldData()) ? await (await openDb()).charts.toArray() : [];
        const data: Record<string, ChartData> = {};
        for (const r of rows) data[r.chartId] = r.data;
        this.data = data;
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.loaded = true;
      this.error = null;
    },

    /**
     * Saves a chart after checking its columns and every typed cell against the chart's
     * grammar; a bad chart is refused with the engine's words and nothing is written.
     * Empty cells are left out.
     */
    async save(d: ChartData): Promise<SaveResult> {
      await loadModules(); // the chart's structure comes from its module
      const spec = allChartSpecs().find((s) => s.id === d.chartId);
      if (!spec) return { ok: false, error: { key: 'stores.error.unknownChart', params: { chart: d.chartId } } };
      const colErr = validateColumns(spec, d.columns);
      if (colErr) return { ok: false, error: colErr };
      const cells: Record<string, string> = {};
      for (const [key, value] of Object.entries(d.cells)) {
        if (typeof value !== 'string' || value.trim() === '') continue;
        const err = validateCell(spec, value);
        if (err) return { ok: false, error: err };
        cells[key] = value.trim();
      }
      const clean: ChartData = { chartId: d.chartId, columns: [...d.columns], cells };
      try {
        await (await openDb()).charts.put({ chartId: clean.chartId, data: clean, updatedAt: Date.now() });
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.error = null;
      this.data = { ...this.data, [clean.chartId]: clean };
      return { ok: true };
    },

    /**
     * A chart being typed and not saved yet, as the editor holds it: kept on this device at each
     * keystroke, so a reload, another screen or a closed tab loses nothing; gone once saved or
     * reset. A stored value that is not such a draft (another version, a hand edit) reads as none.
     */
    unsavedDraft(chartId: string): ChartDraft | null {
      try {
        const raw = localStorage.getItem(UNSAVED + chartId);
        if (!raw) return null;
        const d = JSON.parse(raw) as Partial<ChartDraft> | null;
        const ok =
          !!d &&
          d.chartId === chartId &&
          Array.isArray(d.columns) &&
          d.columns.every((c) => !!c && Number.isInteger(c.id) && typeof c.label === 'string' && typeof c.fixed === 'boolean') &&
          !!d.cells &&
          typeof d.cells === 'object' &&
          Object.values(d.cells).every((v) => typeof v === 'string') &&
          Number.isInteger(d.nextId);
        return ok ? (d as ChartDraft) : null;
      } catch {
        return null;
      }
    },
    keepUnsaved(d: ChartDraft): void {
      try {
        localStorage.setItem(UNSAVED + d.chartId, JSON.stringify(d));
      } catch {
        // No room on the device: the grid on screen still holds it until saved.
      }
    },
    dropUnsaved(chartId: string): void {
      try {
        localStorage.removeItem(UNSAVED + chartId);
      } catch {
        // Nothing kept.
      }
    },

    /** Forgets what was typed for a chart (back to its default columns and pre-filled cells). */
    async reset(chartId: string): Promise<void> {
      try {
        await (await openDb()).charts.delete(chartId);
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.error = null;
      const next = { ...this.data };
      delete next[chartId];
      this.data = next;
    },

    /**
     * A chart pack (JSON text) of the given charts, or of every chart, leaving out the ones
     * nobody typed into; with nothing typed there is no pack, and the words say so.
     */
    exportPack(chartIds?: string[]): { ok: true; text: string; count: number } | { ok: false; error: Text } {
      const specs = allChartSpecs();
      const specById = new Map(specs.map((s) => [s.id, s]));
      const ids = chartIds ?? Object.keys(this.data);
      const list = ids.flatMap((id) => {
        const d = this.data[id];
        const spec = specById.get(id);
        return d && spec && chartTyped(spec, d) ? [d] : [];
      });
      if (list.length === 0) return { ok: false, error: { key: 'engine.pack.nothingTyped' } };
      return { ok: true, text: exportChartPack(list, specs), count: list.length };
    },

    /** Reads a chart pack; a bad pack is refused with the engine's words and nothing is written. */
    async importPack(text: string): Promise<{ ok: true; count: number } | { ok: false; error: Text }> {
      await loadModules(); // a pack may hold any game's charts: every structure is needed
      const parsed = parseChartPack(text, allChartSpecs());
      if (!parsed.ok) return parsed;
      const now = Date.now();
      try {
        await (await openDb()).charts.bulkPut(parsed.charts.map((d) => ({ chartId: d.chartId, data: d, updatedAt: now })));
      } catch (err) {
        const error = storageErrorText(err);
        this.error = error;
        return { ok: false, error };
      }
      this.error = null;
      const next = { ...this.data };
      for (const d of parsed.charts) next[d.chartId] = d;
      this.data = next;
      return { ok: true, count: parsed.charts.length };
    },
  },
});
