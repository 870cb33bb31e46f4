// Inferno sugli Altipiani: the module's own panels (combat calculator, roster, VP).
import type { ModuleUi } from '../types';

export const ui: ModuleUi = { panels: [] };
