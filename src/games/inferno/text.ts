/** The module's words come from the engine's shared helpers (signed modifiers, lists). */
export { signed } from '@/engine';
