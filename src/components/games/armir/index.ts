// ARMIR: the module's own panels (set-up and off-map forces, map and roster, objectives and
// victory, combat and bombardment calculators), loaded only when an ARMIR game is open.
import { defineAsyncComponent } from 'vue';
import type { ModuleUi } from '../types';

export const ui: ModuleUi = {
  panels: [
    { id: 'armir-forces', title: { key: 'armir.ui.forcesTitle' }, icon: 'mdi-account-group', place: 'phase', component: defineAsyncComponent(() => import('./ForcesPanel.vue')) },
    { id: 'armir-combat', title: { key: 'armir.ui.combatTitle' }, icon: 'mdi-sword-cross', place: 'calculators', component: defineAsyncComponent(() => import('./CombatPanel.vue')) },
    { id: 'armir-bombard', title: { key: 'armir.ui.bombardTitle' }, icon: 'mdi-bomb', place: 'calculators', component: defineAsyncComponent(() => import('./BombardPanel.vue')) },
    { id: 'armir-map', title: { key: 'armir.ui.mapTitle' }, icon: 'mdi-map-marker-star', place: 'markers', component: defineAsyncComponent(() => import('./MapPanel.vue')) },
    { id: 'armir-objectives', title: { key: 'armir.ui.obj.title' }, icon: 'mdi-flag-checkered', place: 'status', component: defineAsyncComponent(() => import('./ObjectivesPanel.vue')) },
  ],
};
