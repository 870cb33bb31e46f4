// A game's own screens, as the game screen draws them: the screens its registry entry lists
// (src/games), each component wrapped to load on first draw. The wrapper is made once per
// screen, so a panel keeps its state while the game screen re-renders.
import { defineAsyncComponent, type Component } from 'vue';
import type { ScreenDef } from '@/engine/types';
import { findEntry } from '@/games';

export interface PanelDef extends Omit<ScreenDef, 'load'> {
  component: Component;
}

const made = new WeakMap<ScreenDef, PanelDef>();

function panelOf(screen: ScreenDef): PanelDef {
  let panel = made.get(screen);
  if (!panel) {
    const { load, ...rest } = screen;
    panel = { ...rest, component: defineAsyncComponent(() => load().then((m) => m.default as Component)) };
    made.set(screen, panel);
  }
  return panel;
}

/** The screens of a game (none for an id the registry does not know). */
export async function loadPanels(moduleId: string): Promise<PanelDef[]> {
  const entry = findEntry(moduleId);
  return entry ? (await entry.screens()).map(panelOf) : [];
}
