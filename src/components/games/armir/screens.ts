// ARMIR: the game's own screens, as its registry entry (src/app/games.ts) lists them:
// where each goes and its title; each component is a chunk fetched when first drawn.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [
  { id: 'armir-forces', title: { key: 'armir.ui.forcesTitle' }, icon: 'mdi-account-group', place: 'phase', load: () => import('./ForcesPanel.vue') },
  { id: 'armir-combat', title: { key: 'armir.ui.combatTitle' }, icon: 'mdi-sword-cross', place: 'calculators', load: () => import('./CombatPanel.vue') },
  { id: 'armir-bombard', title: { key: 'armir.ui.bombardTitle' }, icon: 'mdi-bomb', place: 'calculators', load: () => import('./BombardPanel.vue') },
  { id: 'armir-map', title: { key: 'armir.ui.mapTitle' }, icon: 'mdi-map-marker-star', place: 'markers', load: () => import('./MapPanel.vue') },
  {
    id: 'armir-objectives',
    title: { key: 'armir.ui.obj.title' },
    icon: 'mdi-flag-checkered',
    place: 'status',
    showsVictory: true,
    load: () => import('./ObjectivesPanel.vue'),
  },
];
