// Inferno sugli Altipiani: the game's own screens, as its registry entry (src/app/games.ts) lists them:
// where each goes and its title; each component is a chunk fetched when first drawn.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [
  { id: 'inferno-combat', title: { key: 'inferno.ui.combatTitle' }, icon: 'mdi-sword-cross', place: 'calculators', load: () => import('./CombatPanel.vue') },
  {
    id: 'inferno-roster',
    title: { key: 'inferno.ui.rosterTitle' },
    icon: 'mdi-format-list-bulleted-square',
    place: 'markers',
    load: () => import('./RosterPanel.vue'),
  },
  { id: 'inferno-vp', title: { key: 'inferno.ui.vpTitle' }, icon: 'mdi-flag-checkered', place: 'status', load: () => import('./VictoryPanel.vue') },
];
