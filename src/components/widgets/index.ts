// The shared widgets every screen and module panel uses.
export { default as DerivationList } from './DerivationList.vue';
export { default as OddsBars } from './OddsBars.vue';
export { default as DiceRoller } from './DiceRoller.vue';
export { default as DieFace } from './DieFace.vue';
export { default as NumberField } from './NumberField.vue';
export { default as EvaluationFlow } from './EvaluationFlow.vue';
export { default as ProcedureCard } from './ProcedureCard.vue';
export { default as ActionCard } from './ActionCard.vue';
export { default as FieldInputs } from './FieldInputs.vue';
export { default as TrackTile } from './TrackTile.vue';
export { default as TrackHistoryChart } from './TrackHistoryChart.vue';
export { default as ChartEditor } from './ChartEditor.vue';
export { default as DiceTray } from './DiceTray.vue';
export { default as RuleChip } from './RuleChip.vue';
export { localPercent, fractionText, rollSum, parseDiceText, prefersReducedMotion } from './format';
