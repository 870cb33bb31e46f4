import type { Component } from 'vue';
import type { Text } from '@/engine/types';

/**
 * A module's own screen panel, for what a generic card cannot show well (a combat with
 * stacks of units, a roster of markers, a secret choice). The game screen places each
 * panel in the tab its `place` names; the panel reads and writes the game through the
 * game store, like everything else.
 */
export interface PanelDef {
  id: string;
  title: Text;
  /** Material Design Icons name, e.g. 'mdi-sword-cross'. */
  icon: string;
  place: 'phase' | 'calculators' | 'markers' | 'status';
  component: Component;
}

export interface ModuleUi {
  panels: PanelDef[];
}
