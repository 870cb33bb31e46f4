/** The engine: framework-free core shared by every game module and screen. */
export * from './types';
export * from './fraction';
export * from './rng';
export * from './distribution';
export * from './ratio';
export * from './charts';
export * from './input';
export * from './derivation';
export * from './sequence';
export * from './eventlog';
export * from './events';
export * from './session';
export * from './resolution';
export * from './text';
export * from './start';

import it from './i18n/it.json';
import en from './i18n/en.json';

/** The engine's messages (engine.*), for the shell to merge into vue-i18n. */
export const coreMessages: { it: Record<string, unknown>; en: Record<string, unknown> } = { it, en };
export * from './actions';
