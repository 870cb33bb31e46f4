// A game's own screens, as the game screen draws them: the screens its registry entry lists
// (src/app/games.ts), with its own icons, each component wrapped to load on first draw. The
// wrapper is made once per screen, so a panel keeps its state while the game screen re-renders.
//
// A relaunch into a game fetches the screens that lead its first section ahead
// (`preloadPanels`, beside the game's rules and storage reads): those are then drawn with the
// game screen's first frame instead of in a render of their own once their chunk has arrived.
import { defineAsyncComponent, type Component } from 'vue';
import type { ScreenDef } from '@/engine/types';
import { findEntry } from '@/engine/registry';
import { addIcons } from '@/plugins/icons';

export interface PanelDef extends Omit<ScreenDef, 'load'> {
  component: Component;
}

const made = new WeakMap<ScreenDef, PanelDef>();
/** The screens whose component has already arrived (`preloadPanels`). */
const arrived = new WeakMap<ScreenDef, Component>();

function panelOf(screen: ScreenDef): PanelDef {
  let panel = made.get(screen);
  if (!panel) {
    const { load, ...rest } = screen;
    const ready = arrived.get(screen);
    panel = { ...rest, component: ready ?? defineAsyncComponent(() => load().then((m) => m.default as Component)) };
    made.set(screen, panel);
  }
  return panel;
}

/** A game's own icons, fetched with its screens (a failed fetch is tried again next time). */
const iconsAsked = new Set<string>();
function loadGameIcons(moduleId: string): void {
  const entry = findEntry(moduleId);
  if (!entry?.icons || iconsAsked.has(moduleId)) return;
  iconsAsked.add(moduleId);
  entry.icons().then(addIcons, () => iconsAsked.delete(moduleId));
}

/** The screens of a game (none for an id the registry does not know). */
export async function loadPanels(moduleId: string): Promise<PanelDef[]> {
  const entry = findEntry(moduleId);
  loadGameIcons(moduleId);
  return entry ? (await entry.screens()).map(panelOf) : [];
}

/**
 * Fetches ahead the screens a game draws in a section's first frame (`place`, those that lead
 * it: the others come with the cards drawn after it), before the game screen is built. Only a
 * speed-up: a screen that cannot be fetched is fetched again when drawn.
 */
export async function preloadPanels(moduleId: string, place: ScreenDef['place']): Promise<void> {
  const entry = findEntry(moduleId);
  if (!entry) return;
  loadGameIcons(moduleId);
  const screens = await entry.screens();
  await Promise.all(
    screens
      .filter((s) => s.place === place && s.lead && !made.has(s))
      .map((s) =>
        s.load().then(
          (m) => void arrived.set(s, m.default as Component),
          () => undefined,
        ),
      ),
  );
}
