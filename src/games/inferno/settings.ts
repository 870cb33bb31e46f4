/**
 * Set-up options (the optional rules, 15.0) and rule-interpretation settings: every doubtful
 * reading that changes a computation, with the rules notes' recommended reading as default.
 */
import type { SettingDef } from '@/engine/types';

export const options: SettingDef[] = [
  {
    id: 'replacements',
    label: { key: 'inferno.options.replacements' },
    help: { key: 'inferno.options.replacementsHelp' },
    rule: '15.1',
    kind: 'bool',
    default: false,
  },
  {
    id: 'defensiveAbility',
    label: { key: 'inferno.options.defensiveAbility' },
    help: { key: 'inferno.options.defensiveAbilityHelp' },
    rule: '15.2',
    kind: 'bool',
    default: false,
  },
];

export const interpretations: SettingDef[] = [
  {
    // A2: 8.2 applies the limits to the final ratio, after the shift.
    id: 'flankOrder',
    label: { key: 'inferno.settings.flankOrder' },
    help: { key: 'inferno.settings.flankOrderHelp' },
    rule: '8.2',
    kind: 'select',
    default: 'shiftThenCap',
    options: [
      { value: 'shiftThenCap', label: { key: 'inferno.settings.shiftThenCap' } },
      { value: 'capThenShift', label: { key: 'inferno.settings.capThenShift' } },
    ],
  },
  {
    // A3: 8.2 forbids only a final ratio below 1:3.
    id: 'flankRescuesLowOdds',
    label: { key: 'inferno.settings.flankRescuesLowOdds' },
    help: { key: 'inferno.settings.flankRescuesLowOddsHelp' },
    rule: '8.2',
    kind: 'bool',
    default: true,
  },
  {
    // A6: a VA of 0 with an altitude bonus counts 1.
    id: 'vaZeroAltitude',
    label: { key: 'inferno.settings.vaZeroAltitude' },
    help: { key: 'inferno.settings.vaZeroAltitudeHelp' },
    rule: '7.8',
    kind: 'select',
    default: 'one',
    options: [
      { value: 'one', label: { key: 'inferno.settings.vaZeroOne' } },
      { value: 'two', label: { key: 'inferno.settings.vaZeroTwo' } },
    ],
  },
  {
    // A11: forts behave as normal units, so they count as independent units when defending.
    id: 'fortsInCommand',
    label: { key: 'inferno.settings.fortsInCommand' },
    rule: '7.4',
    kind: 'bool',
    default: true,
  },
  {
    // A23: every step lost counts, when it is lost.
    id: 'vpSteps',
    label: { key: 'inferno.settings.vpSteps' },
    help: { key: 'inferno.settings.vpStepsHelp' },
    rule: '14.0',
    kind: 'select',
    default: 'each',
    options: [
      { value: 'each', label: { key: 'inferno.settings.vpEach' } },
      { value: 'eliminated', label: { key: 'inferno.settings.vpEliminated' } },
    ],
  },
  {
    // A25: after Brusilov no RP income at all (or only the per-turn point stops).
    id: 'brusilovStops',
    label: { key: 'inferno.settings.brusilovStops' },
    rule: '15.1',
    kind: 'select',
    default: 'all',
    options: [
      { value: 'all', label: { key: 'inferno.settings.brusilovAll' } },
      { value: 'perTurn', label: { key: 'inferno.settings.brusilovPerTurn' } },
    ],
  },
  {
    // A29: the turn-1 barrage overrides the map-edge (7.9.2) and fort (12.2) exemptions.
    id: 'barrageOverrides',
    label: { key: 'inferno.settings.barrageOverrides' },
    rule: '12.4',
    kind: 'bool',
    default: true,
  },
];
