// Module screen panels, loaded only when a game of that module is opened.
import type { ModuleUi } from './types';

const loaders: Record<string, () => Promise<ModuleUi>> = {
  armir: () => import('./armir').then((m) => m.ui),
  inferno: () => import('./inferno').then((m) => m.ui),
};

export async function loadModuleUi(moduleId: string): Promise<ModuleUi> {
  const load = loaders[moduleId];
  return load ? load() : { panels: [] };
}
