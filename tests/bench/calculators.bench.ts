// Worst-case recompute time of each calculator, its exact odds included (DESIGN.md: ≤ 16 ms).
// Chart values are synthetic, made up here so that every cell is filled and the odds are
// computed over the whole chart (the slowest path); they are never shipped.
import { it } from 'vitest';
import { evaluateCombat } from '@/games/inferno/combat';
import { combat, cu, ctxWith, trcData, tdpData } from '../unit/games/inferno/helpers';
import { measure } from './record';

it('Inferno: five-phase combat, worst case', async () => {
  // The most the rules allow on one combat: the attacker's command limit (7.2: six units) from
  // three hexes, three defenders with support artillery on both sides, a flank, both charts filled.
  const big = combat({
    attackers: [1, 2, 3, 4, 5, 6].map(() => cu({ side: 'ah', corps: 'III', attack: 5 })),
    defenders: [1, 2, 3].map(() => cu({ side: 'it', defence: 3 })),
    attackSupport: [cu({ side: 'ah', kind: 'artillery', artillery: 4, defence: 0 })],
    defenceSupport: [cu({ side: 'it', kind: 'artillery', artillery: 3, defence: 0 })],
    flank: { fiveHexes: true, noFriendly: true },
  });
  const c = ctxWith([trcData('+1/R1 -1'), tdpData((i) => String(i % 4))]);
  await measure('Inferno combat calculator (3d6 odds over TRC + TdP)', 16, () => evaluateCombat(big, c));
});
