import type { ModuleUi } from '../types';

export const ui: ModuleUi = { panels: [] };
