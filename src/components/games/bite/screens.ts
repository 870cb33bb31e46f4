// Blocks in the East: the game's own screens, as its registry entry (src/app/games.ts) lists them:
// where each goes and its title; each component is a chunk fetched when first drawn.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [
  { id: 'bite-battle', title: { key: 'bite.ui.battleTitle' }, icon: 'mdi-sword-cross', place: 'calculators', load: () => import('./BattlePanel.vue') },
  {
    id: 'bite-roster',
    title: { key: 'bite.ui.rosterTitle' },
    icon: 'mdi-format-list-bulleted-square',
    place: 'markers',
    load: () => import('./RosterPanel.vue'),
  },
  { id: 'bite-economy', title: { key: 'bite.eco.ui.title' }, icon: 'mdi-chart-box', place: 'markers', load: () => import('./EconomyPanel.vue') },
  { id: 'bite-campaign', title: { key: 'bite.campaign.ui.title' }, icon: 'mdi-chart-line', place: 'status', load: () => import('./CampaignPanel.vue') },
  { id: 'bite-supply', title: { key: 'bite.eco.ui.supplyTitle' }, icon: 'mdi-map-marker-path', place: 'markers', load: () => import('./SupplyPanel.vue') },
  { id: 'bite-rail', title: { key: 'bite.eco.ui.railTitle' }, icon: 'mdi-arrow-right-bold', place: 'markers', load: () => import('./RailPanel.vue') },
  { id: 'bite-hq', title: { key: 'bite.eco.ui.hqTitle' }, icon: 'mdi-flag-variant', place: 'markers', load: () => import('./HqPanel.vue') },
  { id: 'bite-ledgers', title: { key: 'bite.optional.title' }, icon: 'mdi-notebook', place: 'markers', load: () => import('./LedgersPanel.vue') },
  { id: 'bite-victory', title: { key: 'bite.victory.ui.title' }, icon: 'mdi-trophy', place: 'status', load: () => import('./VictoryPanel.vue') },
  { id: 'bite-tech', title: { key: 'bite.ui.techTitle' }, icon: 'mdi-table-large', place: 'status', load: () => import('./TechPanel.vue') },
];
