/** The Pinia stores: thin glue between the database, the engine and the views. */
export { useGameStore, useModuleState, useDraft } from './game';
export type { DraftHandle } from './game';
export { useGamesStore } from './games';
export type { CreateGameInput } from './games';
export { useSettingsStore, navigatorLang } from './settings';
export type { LangSetting, ThemeSetting, DiceMode, SettingsPartial } from './settings';
export { useChartsStore, allChartSpecs } from './charts';
export type { SaveResult } from './charts';
export { buildRulesContext, resolveInterpretations, contextKey } from './context';
export type { GameRecord, GameSummary, JournalEntry, TrackHistoryPoint } from './types';

import it from './i18n/it.json';
import en from './i18n/en.json';

/** The stores' messages (stores.*). */
export const storesMessages: { it: Record<string, unknown>; en: Record<string, unknown> } = { it, en };
