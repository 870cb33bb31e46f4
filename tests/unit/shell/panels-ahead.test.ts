// A relaunch into a game fetches the screens that lead its first section ahead
// (src/views/game/screens.ts preloadPanels): those are drawn with the game screen's first
// frame as they are; the others still load when first drawn.
import { describe, expect, it, vi } from 'vitest';
import { defineComponent } from 'vue';
import type { ScreenDef } from '@/engine/types';

const Lead = defineComponent({ name: 'LeadPanel', render: () => null });
const Later = defineComponent({ name: 'LaterPanel', render: () => null });
const loads = { lead: 0, later: 0, calc: 0 };
const screens: ScreenDef[] = [
  { id: 'lead', title: { key: 'x' }, icon: 'mdi-flag', place: 'phase', lead: true, load: async () => (loads.lead++, { default: Lead }) },
  { id: 'later', title: { key: 'x' }, icon: 'mdi-flag', place: 'phase', load: async () => (loads.later++, { default: Later }) },
  { id: 'calc', title: { key: 'x' }, icon: 'mdi-flag', place: 'calculators', lead: true, load: async () => (loads.calc++, { default: Later }) },
];

vi.mock('@/engine/registry', () => ({
  findEntry: (id: string) => (id === 'g' ? { id: 'g', screens: async () => screens } : undefined),
}));

describe('the screens fetched ahead of a reopened game', () => {
  it('fetches only the screens leading the first section, which are then drawn as they are', async () => {
    const { loadPanels, preloadPanels } = await import('@/views/game/screens');
    await preloadPanels('g', 'phase');
    await preloadPanels('unknown', 'phase'); // a game the registry does not know: nothing
    expect(loads).toEqual({ lead: 1, later: 0, calc: 0 });
    const panels = await loadPanels('g');
    expect(panels.map((p) => p.id)).toEqual(['lead', 'later', 'calc']);
    expect(panels[0]!.component).toBe(Lead);
    // The others stay wrapped, fetched when first drawn.
    expect(panels[1]!.component).not.toBe(Later);
    expect(loads).toEqual({ lead: 1, later: 0, calc: 0 });
    // Made once: the game screen's re-renders keep the same panels.
    expect((await loadPanels('g'))[1]!.component).toBe(panels[1]!.component);
  });
});
