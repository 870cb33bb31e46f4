/**
 * BITE's supply and surrender (issue 11; notes §4.1): what a white barrel does to a unit marked
 * out of supply in phase 2 (4.4: no replacements, MP halved, no attack; aircraft only transfer
 * at half range), and the final check of phase 9 (7.9, 4.5): a unit still out of supply
 * surrenders and the enemy gains PP — 1 yellow in the basic game, by unit kind with the advanced
 * rules (12.5, AMB-36) — never a 0-SP unit nor a static (4.5, 6.1.1). Pure rules.
 */
import type { Step } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { bagOf, bagText, sovietOil, typeColour, type PpBag, type Refusal } from './economy';
import { blockTech, type Block, type BiteState } from './state';
import { isAir, movementPoints, type Nation } from './tech';

export type BiteSideId = 'axis' | 'soviet';
export const sideOfNation = (n: Nation): BiteSideId => (n === 'ussr' ? 'soviet' : 'axis');
/** Who gains the PP of a surrender: the enemy's main power (7.9). */
export const enemyOf = (n: Nation): Nation => (n === 'ussr' ? 'germany' : 'ussr');

/** The effects of a white barrel on one block (4.4, 3.16/3.18 for the MP: halved, rounded down, at least 1). */
export function outOfSupplyEffects(s: BiteState, b: Block): Step[] {
  const steps: Step[] = [step('bite.eco.supply.noRepair', undefined, '4.4', 'warning')];
  if (isAir(b.cls)) {
    steps.push(step('bite.eco.supply.airTransfer', undefined, '4.4', 'warning'));
    return steps;
  }
  const mp = movementPoints(b.cls, blockTech(s, b)).mp;
  if (mp !== null && mp > 0) steps.push(step('bite.eco.supply.mpHalved', { mp, half: Math.max(1, Math.floor(mp / 2)) }, '4.4', 'warning'));
  else steps.push(step('bite.eco.supply.mpHalvedPlain', undefined, '4.4', 'warning'));
  steps.push(step('bite.eco.supply.noAttack', undefined, s.layers.advanced && blockTech(s, b) >= 2 ? '12.4.1' : '4.4', 'warning'));
  if (s.layers.advanced && blockTech(s, b) >= 2) steps.push(step('bite.eco.supply.desperate', undefined, '12.4.1', 'info'));
  return steps;
}

/** Whether a unit can ever surrender at the final check: never a 0-SP unit nor a static (4.5, 6.1.1, 12.1). */
export function neverSurrenders(b: Block): boolean {
  return b.zeroBase || b.cls === 'static';
}

export interface SurrenderGain {
  ok: true;
  gainer: Nation;
  pp: PpBag;
  steps: Step[];
}

/** What the enemy gains when this unit surrenders at the final check (4.5, 7.9; 12.5 with the advanced rules). */
export function surrenderGain(s: BiteState, b: Block): SurrenderGain | Refusal {
  const name = b.name;
  if (b.eliminated) return { ok: false, error: t('bite.eco.err.gone', { name }) };
  if (b.supplied) return { ok: false, error: t('bite.eco.err.supplied', { name }) };
  if (neverSurrenders(b)) return { ok: false, error: t(b.zeroBase ? 'bite.eco.err.zeroNever' : 'bite.eco.err.staticNever', { name }) };
  return gainOf(s, b, step('bite.eco.supply.surrenders', { name }, '7.9'));
}

/**
 * 12.4.1 (TC-46): the units of a failed Desperate Attack surrender at once — the only case in
 * which artillery and 0-SP units surrender too; the enemy gains as at the final check (12.5).
 */
export function desperateGain(s: BiteState, b: Block): SurrenderGain {
  return gainOf(s, b, step('bite.eco.supply.desperateSurrenders', { name: b.name }, '12.4.1'));
}

function gainOf(s: BiteState, b: Block, first: Step): SurrenderGain {
  const gainer = enemyOf(b.nation);
  const steps: Step[] = [first];
  const pp = bagOf({ yellow: 1 });
  if (!s.layers.advanced) {
    steps.push(step('bite.eco.supply.gainBasic', { nation: t(`bite.nation.${gainer}`) }, '4.5'));
  } else {
    // 12.5: infantry and naval units give 1 yellow; every other unit 1 yellow + 1 of its colour (AMB-36: by build type).
    const c = typeColour(b.cls, gainer, sovietOil(s));
    if (c) pp[c] += 1;
    // Paratroops and mechanised units are not named by 12.5 or 11.0: their colour is the one they are rebuilt with, said in the sentence.
    const read = c !== null && (b.cls === 'paratroop' || b.cls === 'mechanised');
    steps.push(
      step(
        c ? (read ? 'bite.eco.supply.gainKindRead' : 'bite.eco.supply.gainKind') : 'bite.eco.supply.gainInfantry',
        { nation: t(`bite.nation.${gainer}`), cls: t(`bite.class.${b.cls}`) },
        '12.5',
      ),
    );
  }
  steps.push(step('bite.eco.supply.gain', { nation: t(`bite.nation.${gainer}`), pp: bagText(pp) }, s.layers.advanced ? '12.5' : '4.5', 'result'));
  return { ok: true, gainer, pp, steps };
}

/** The phasing side's blocks at the final check: those out of supply, each surrendering or not. */
export function finalCheck(s: BiteState, side: BiteSideId): { block: Block; gain: SurrenderGain | Refusal }[] {
  return s.blocks.filter((b) => !b.eliminated && !b.supplied && sideOfNation(b.nation) === side).map((block) => ({ block, gain: surrenderGain(s, block) }));
}
