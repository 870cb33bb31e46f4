/**
 * What the battle screen holds (one plain draft, saved with the game) and how it becomes the
 * calculator's input (battle.ts): the blocks picked from the roster or typed on the spot, each
 * with what only the map shows (crossing the river, firing as artillery...), the hex, the
 * weather (the month's unless changed), the round, recon and the special situations the rule
 * layers in play allow. Pure: the screen only draws it.
 */
import type { RulesContext, SettingValue, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { hasOptional, type OptionalRule } from './layers';
import { battleRules, type BattleHex, type BattleInput, type BattleRules, type BattleSide, type BattleUnit, type Situations } from './battle';
import { blockOfForm, emptyBlockForm, type BlockForm } from './roster';
import { blockTech, currentMonth, type BiteState } from './state';
import { isFirstWinter, type Weather } from './weather';
import { weatherNow } from './procedures';
import { setting } from './settings';
import { isGround } from './tech';

export interface DraftUnit {
  key: string;
  side: BattleSide;
  /** The roster block it is (damage lands there), or absent for a block typed on the spot. */
  blockId?: string;
  typed?: BlockForm;
  crosses: boolean;
  asArtillery: boolean;
  aaHitOn: number | null;
  stuka: boolean;
  gustav: boolean;
  barbo: boolean;
  noRecon: boolean;
  justPlaced: boolean;
}

export type SituationId = 'airbase' | 'surprise' | 'supremacy' | 'cavalryCharge' | 'panzerAttack' | 'paradrop' | 'amphibious' | 'desperate';

export interface BattleDraft {
  units: DraftUnit[];
  nextKey: number;
  /** The side a block is being typed for, and its form. */
  typing: BattleSide | null;
  form: BlockForm;
  hex: BattleHex;
  /** '' : the month's weather. */
  weather: '' | Weather;
  round: number | null;
  recon: boolean;
  situations: Partial<Record<SituationId, boolean>>;
}

export function emptyBattleDraft(): BattleDraft {
  return {
    units: [],
    nextKey: 1,
    typing: null,
    form: emptyBlockForm(),
    hex: { terrain: 'plain', city: 'none', crossing: 'none', faz: false },
    weather: '',
    round: 1,
    recon: false,
    situations: {},
  };
}

function draftUnit(key: string, side: BattleSide, more: Partial<DraftUnit>): DraftUnit {
  // An attacker crosses the hex's river or strait unless the players untick it (BOX 1: the
  // defender's Bonus needs every attacker across; with no crossing on the hex it means nothing).
  return {
    key,
    side,
    crosses: side === 'attacker',
    asArtillery: false,
    aaHitOn: null,
    stuka: false,
    gustav: false,
    barbo: false,
    noRecon: false,
    justPlaced: false,
    ...more,
  };
}

/** A roster block into the battle (once). */
export function pickBlock(d: BattleDraft, side: BattleSide, blockId: string): BattleDraft {
  if (d.units.some((u) => u.blockId === blockId)) return d;
  return { ...d, units: [...d.units, draftUnit(`u${d.nextKey}`, side, { blockId })], nextKey: d.nextKey + 1 };
}

/** The block typed on the spot into the battle, or what is wrong with it. */
export function addTyped(d: BattleDraft): { ok: true; draft: BattleDraft } | { ok: false; errors: Text[] } {
  if (!d.typing) return { ok: false, errors: [] };
  const r = blockOfForm(d.form);
  if (!r.ok) return r;
  const u = draftUnit(`u${d.nextKey}`, d.typing, { typed: { ...d.form, colours: [...d.form.colours] } });
  return { ok: true, draft: { ...d, units: [...d.units, u], nextKey: d.nextKey + 1, typing: null, form: { ...emptyBlockForm(), nation: d.form.nation } } };
}

/** The special situations the rule layers in play allow (notes §3.7), each with its rule. */
export function situationsAllowed(s: BiteState): { id: SituationId; rule: string }[] {
  const out: { id: SituationId; rule: string }[] = [{ id: 'airbase', rule: '7.6.1' }];
  if (s.scenario === 'SBE5' || s.scenario === 'SBE9') out.push({ id: 'surprise', rule: 'SBE5' });
  if (s.supremacy) out.push({ id: 'supremacy', rule: 'SBE5' });
  const ro: [SituationId, OptionalRule][] = [
    ['cavalryCharge', '20.0'],
    ['panzerAttack', '21.0'],
    ['paradrop', '23.0'],
    ['amphibious', '24.0'],
  ];
  for (const [id, rule] of ro) if (hasOptional(s.layers, rule)) out.push({ id, rule });
  if (s.layers.advanced) out.push({ id: 'desperate', rule: '12.4.1' });
  return out;
}

/** The battle rules of the game: the interpretations and the 7.7.6 cancellation agreed at set-up. */
export function rulesOfGame(s: BiteState, ctx: Pick<RulesContext, 'settings'>): BattleRules {
  const settings: Record<string, SettingValue> = { ...ctx.settings, cancellation: s.cancellation };
  return battleRules(settings);
}

/** The calculator's input from the draft, or what is missing in words. */
export function battleInputOf(
  d: BattleDraft,
  s: BiteState,
  ctx: Pick<RulesContext, 'settings' | 'charts'>,
): { ok: true; input: BattleInput } | { ok: false; errors: Text[] } {
  const errors: Text[] = [];
  const minorFollowGermany = setting(ctx, 'minorTech') !== false;
  const units: BattleUnit[] = [];
  for (const du of d.units) {
    let unit: BattleUnit | undefined;
    if (du.blockId) {
      const b = s.blocks.find((x) => x.id === du.blockId);
      if (!b || b.eliminated) continue;
      unit = {
        id: b.id,
        name: b.name,
        side: du.side,
        nation: b.nation,
        cls: b.cls,
        sp: b.sp,
        maxSp: b.maxSp,
        tech: blockTech(s, b, minorFollowGermany),
        elite: b.elite,
        mountain: b.mountain,
        ski: b.ski,
        shield: b.shield,
        zeroBase: b.zeroBase,
        supplied: b.supplied,
      };
    } else if (du.typed) {
      const r = blockOfForm(du.typed);
      if (!r.ok) {
        errors.push(...r.errors);
        continue;
      }
      const b = r.block;
      unit = {
        id: `typed-${du.key}`,
        name: b.name,
        side: du.side,
        nation: b.nation,
        cls: b.cls,
        sp: b.sp,
        maxSp: b.maxSp,
        tech: blockTech(s, b, minorFollowGermany),
        elite: b.elite,
        mountain: b.mountain,
        ski: b.ski,
        shield: b.shield,
        zeroBase: b.zeroBase,
        supplied: b.supplied,
      };
    }
    if (!unit) continue;
    if (du.crosses && du.side === 'attacker' && isGround(unit.cls)) unit.crosses = true;
    if (du.asArtillery && (unit.cls === 'armourHq' || unit.cls === 'hq')) unit.asArtillery = true;
    if (du.aaHitOn !== null && unit.cls === 'hq') {
      if (!Number.isInteger(du.aaHitOn) || du.aaHitOn < 2 || du.aaHitOn > 6) errors.push(t('bite.ui.err.aaHitOn', { unit: unit.name }));
      else unit.aaHitOn = du.aaHitOn;
    }
    if (du.stuka && hasOptional(s.layers, '22.0') && unit.cls === 'bomber') unit.stuka = true;
    if (du.gustav && hasOptional(s.layers, '26.0') && unit.cls === 'artillery') unit.gustav = true;
    if (du.barbo && hasOptional(s.layers, '20.0') && unit.cls === 'cavalry') unit.barbo = true;
    if (du.noRecon && unit.cls === 'bomber') unit.noRecon = true;
    if (du.justPlaced) unit.justPlaced = true;
    units.push(unit);
  }
  const weather = d.weather || weatherNow(s, ctx);
  if (!weather) errors.push(t('bite.ui.err.weather'));
  if (d.round === null || !Number.isInteger(d.round) || d.round < 1 || d.round > 40) errors.push(t('bite.ui.err.round'));
  if (errors.length || !weather) return { ok: false, errors };
  const allowed = new Set(situationsAllowed(s).map((x) => x.id));
  const situations: Situations = {};
  for (const [k, v] of Object.entries(d.situations) as [SituationId, boolean][]) if (v && allowed.has(k)) situations[k] = true;
  if (isFirstWinter(currentMonth(s), s.layers)) situations.firstWinter = true;
  const hex: BattleHex = { terrain: d.hex.terrain, city: d.hex.city, crossing: d.hex.crossing, ...(d.hex.faz ? { faz: true } : {}) };
  return {
    ok: true,
    input: { units, hex, weather, round: d.round as number, recon: hasOptional(s.layers, '19.0') && d.recon, situations, layers: s.layers },
  };
}
