// Inferno sugli Altipiani: the module's own panels (combat calculator, roster, VP and objectives).
import { defineAsyncComponent } from 'vue';
import type { ModuleUi } from '../types';

export const ui: ModuleUi = {
  panels: [
    {
      id: 'inferno-combat',
      title: { key: 'inferno.ui.combatTitle' },
      icon: 'mdi-sword-cross',
      place: 'calculators',
      component: defineAsyncComponent(() => import('./CombatPanel.vue')),
    },
    {
      id: 'inferno-roster',
      title: { key: 'inferno.ui.rosterTitle' },
      icon: 'mdi-format-list-bulleted-square',
      place: 'markers',
      component: defineAsyncComponent(() => import('./RosterPanel.vue')),
    },
    {
      id: 'inferno-vp',
      title: { key: 'inferno.ui.vpTitle' },
      icon: 'mdi-flag-checkered',
      place: 'status',
      component: defineAsyncComponent(() => import('./VictoryPanel.vue')),
    },
  ],
};
