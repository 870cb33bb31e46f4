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
// The stores' messages (stores.*) are read by src/i18n from ./i18n/<lang>.json.
export { useActions, useAction, act, tryAct, outcomeOf } from './actions';
export type { ActionHandle } from './actions';
