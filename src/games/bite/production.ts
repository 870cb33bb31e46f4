/**
 * BITE: the end of a side's production phase (7.3), kept by the app when the players move on,
 * so that no box carries into the next phase what the rules take away:
 * - 34.0 (Lend-Lease): "non possono essere accantonati" — this turn's Lend-Lease PP still in the
 *   Soviet box at the end of the Soviet production are lost;
 * - 11.2 (advanced, AMB-35): for every red, blue or black PP kept one yellow must be kept too;
 *   the coloured PP over are lost. The owner chooses which on the production card; what is still
 *   over when the phase ends is lost from the colour the box holds most of (ties: red, blue,
 *   black), and the journal says what went.
 */
import { addBags, bagTotal, boxOf, economyOf, emptyBag, nationsInPlay, storageExcess, type PpBag, type PpColour } from './economy';
import { lendLeaseLeft, optionalOf } from './optional';
import { currentPhase, type BiteState } from './state';
import { sideOfNation, type Nation } from './tech';

export interface ProductionEnd {
  /** 34.0: the Lend-Lease PP lost from the Soviet box. */
  lendLease: PpBag;
  /** 11.2: the coloured PP lost over the storage limit, by nation. */
  storage: { nation: Nation; lost: PpBag }[];
}

/** The order the app takes PP over the 11.2 limit in when the owner has not chosen: the colour held most first. */
const STORAGE_ORDER: readonly PpColour[] = ['red', 'blue', 'black'];

function overLimit(box: PpBag, excess: number): PpBag {
  const lost = emptyBag();
  const left = { ...box };
  for (let i = 0; i < excess; i++) {
    const c = [...STORAGE_ORDER].sort((a, b) => left[b] - left[a] || STORAGE_ORDER.indexOf(a) - STORAGE_ORDER.indexOf(b))[0];
    if (left[c] <= 0) break;
    left[c] -= 1;
    lost[c] += 1;
  }
  return lost;
}

const setBox = (s: BiteState, n: Nation, b: PpBag): BiteState => ({ ...s, economy: { ...economyOf(s), box: { ...economyOf(s).box, [n]: b } } });

/**
 * What ending the current phase takes away, and the state after it: nothing unless the phase is a
 * side's production phase (B3, C3) and the game is not over.
 */
export function endOfProduction(s: BiteState): { state: BiteState; end: ProductionEnd } | null {
  const p = currentPhase(s);
  if (s.over || p.kind !== 'production' || !p.side) return null;
  const side = p.side;
  let n = s;
  let lendLease = emptyBag();
  const ll = optionalOf(s).lendLease;
  if (side === 'soviet' && ll && !ll.expired && ll.turn === s.turn) {
    lendLease = lendLeaseLeft(s);
    n = setBox(n, 'ussr', addBags(boxOf(n, 'ussr'), lendLease, -1));
    n = { ...n, optional: { ...optionalOf(n), lendLease: { ...ll, expired: true } } };
  }
  const storage: ProductionEnd['storage'] = [];
  for (const nation of nationsInPlay(n).filter((x) => sideOfNation(x) === side)) {
    const excess = storageExcess(n, nation);
    if (excess <= 0) continue;
    const lost = overLimit(boxOf(n, nation), excess);
    if (!bagTotal(lost)) continue;
    storage.push({ nation, lost });
    n = setBox(n, nation, addBags(boxOf(n, nation), lost, -1));
  }
  return { state: n, end: { lendLease, storage } };
}
