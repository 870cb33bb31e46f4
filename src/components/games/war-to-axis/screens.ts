// War to Axis: the game's own screens, as its registry entry (src/app/games.ts) lists them:
// where each goes and its title; each component is a chunk fetched when first drawn.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [
  { id: 'wta-roster', title: { key: 'wta.ui.roster.title' }, icon: 'mdi-format-list-bulleted-square', place: 'phase', load: () => import('./RosterPanel.vue') },
  { id: 'wta-fire', title: { key: 'wta.firePanel.title' }, icon: 'mdi-crosshairs', place: 'calculators', lead: true, load: () => import('./FirePanel.vue') },
  { id: 'wta-private', title: { key: 'wta.ui.private.screen' }, icon: 'mdi-incognito', place: 'markers', load: () => import('./PrivatePanel.vue') },
  { id: 'wta-record', title: { key: 'wta.ui.record.title' }, icon: 'mdi-table-eye', place: 'status', load: () => import('./RecordSheet.vue') },
  { id: 'wta-cards', title: { key: 'wta.ui.cards.title' }, icon: 'mdi-cards-outline', place: 'status', load: () => import('./CardsPanel.vue') },
  {
    id: 'wta-scenario',
    title: { key: 'wta.ui.scenario.screen' },
    icon: 'mdi-file-document-edit-outline',
    place: 'status',
    load: () => import('./ScenarioPanel.vue'),
  },
];
