// The synthetic game's screens: one, trivial, drawn with the status.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [
  { id: 'fort.status', title: { key: 'fort.screen.status' }, icon: 'mdi-castle', place: 'status', load: () => import('./FortStatus.vue') },
];
