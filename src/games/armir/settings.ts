/**
 * Rule interpretations: every doubtful reading of the rules notes (§7) that changes a
 * computation is a setting, with the recommended reading as its default and its rule.
 */
import type { RulesContext, SettingDef, SettingValue } from '@/engine/types';

const L = (id: string) => ({ key: `armir.settings.${id}.label` });
const H = (id: string) => ({ key: `armir.settings.${id}.help` });
const O = (id: string, value: string) => ({ value, label: { key: `armir.settings.${id}.${value}` } });

export const interpretations: SettingDef[] = [
  {
    id: 'roundingScope',
    rule: '1.4',
    kind: 'select',
    default: 'hex',
    options: [O('roundingScope', 'hex'), O('roundingScope', 'side')],
    label: L('roundingScope'),
    help: H('roundingScope'),
  },
  {
    id: 'oosDsgDefence',
    rule: '11.2.2',
    kind: 'select',
    default: 'halved',
    options: [O('oosDsgDefence', 'halved'), O('oosDsgDefence', 'full')],
    label: L('oosDsgDefence'),
    help: H('oosDsgDefence'),
  },
  { id: 'strongholdIgnoreSecond', rule: '14.3', kind: 'bool', default: true, label: L('strongholdIgnoreSecond'), help: H('strongholdIgnoreSecond') },
  { id: 'strongholdExtraAlways', rule: '14.3', kind: 'bool', default: true, label: L('strongholdExtraAlways'), help: H('strongholdExtraAlways') },
  { id: 'crtRow7', rule: '12.1.1', kind: 'bool', default: false, label: L('crtRow7'), help: H('crtRow7') },
  { id: 'bombRow0', rule: '14.3.2', kind: 'bool', default: false, label: L('bombRow0'), help: H('bombRow0') },
  {
    id: 'bombOverMax',
    rule: '11.1',
    kind: 'select',
    default: 'largest',
    options: [O('bombOverMax', 'largest'), O('bombOverMax', 'forbid')],
    label: L('bombOverMax'),
    help: H('bombOverMax'),
  },
  { id: 'overrunStrongholdAxisOnly', rule: '13', kind: 'bool', default: true, label: L('overrunStrongholdAxisOnly'), help: H('overrunStrongholdAxisOnly') },
  {
    id: 'motorPaPer',
    rule: '5.4',
    kind: 'select',
    default: 'phase',
    options: [O('motorPaPer', 'phase'), O('motorPaPer', 'unit')],
    label: L('motorPaPer'),
    help: H('motorPaPer'),
  },
  { id: 'cirAdvanceModified', rule: '16.1.1', kind: 'bool', default: true, label: L('cirAdvanceModified'), help: H('cirAdvanceModified') },
  {
    id: 'cirTwenty',
    rule: '16.1.3',
    kind: 'select',
    default: 'floor',
    options: [O('cirTwenty', 'floor'), O('cirTwenty', 'ceil')],
    label: L('cirTwenty'),
    help: H('cirTwenty'),
  },
  { id: 'cirBoxes', rule: '16.1', kind: 'int', default: 3, min: 2, max: 8, label: L('cirBoxes'), help: H('cirBoxes') },
  { id: 'airportsPsTurn1', rule: '16.4.2', kind: 'bool', default: false, label: L('airportsPsTurn1'), help: H('airportsPsTurn1') },
  { id: 'temRollAfterCapture', rule: '16.3', kind: 'bool', default: false, label: L('temRollAfterCapture'), help: H('temRollAfterCapture') },
  { id: 'gebirgsStepOnArrival', rule: '15.2', kind: 'bool', default: false, label: L('gebirgsStepOnArrival'), help: H('gebirgsStepOnArrival') },
  { id: 'objective3Zero', rule: '17.1.1', kind: 'int', default: -1, min: -1, max: 0, label: L('objective3Zero'), help: H('objective3Zero') },
  {
    id: 'airportsDefeatOnlyIfChosen',
    rule: '17.1.2',
    kind: 'bool',
    default: true,
    label: L('airportsDefeatOnlyIfChosen'),
    help: H('airportsDefeatOnlyIfChosen'),
  },
  { id: 'axisVpSubtract', rule: '17.1.3', kind: 'bool', default: true, label: L('axisVpSubtract'), help: H('axisVpSubtract') },
];

/** Set-up options: ARMIR has no optional rules to choose at creation. */
export const options: SettingDef[] = [];

const DEFAULTS: Record<string, SettingValue> = Object.fromEntries(interpretations.map((d) => [d.id, d.default]));

export function setting(ctx: Pick<RulesContext, 'settings'> | undefined, id: string): SettingValue {
  const v = ctx?.settings?.[id];
  return v === undefined ? (DEFAULTS[id] as SettingValue) : v;
}

export function settingBool(ctx: Pick<RulesContext, 'settings'> | undefined, id: string): boolean {
  const v = setting(ctx, id);
  return v === true || v === 'true' || v === 1;
}

export function settingNum(ctx: Pick<RulesContext, 'settings'> | undefined, id: string): number {
  const v = Number(setting(ctx, id));
  return Number.isFinite(v) ? v : Number(DEFAULTS[id]);
}
