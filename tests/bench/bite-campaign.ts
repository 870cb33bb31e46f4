// A 49-turn SBE9 campaign played to its end, as a seeded event log (npm run bench): both sides'
// rosters and typed centres, every phase of every month walked, the weather of May and October,
// each nation's income collected in its production phase, German aid, repairs priced by colour,
// battles, units out of supply and surrenders, rail moves, centres changing hands, the text's
// removals on their months, LSSAH replaced on turn 44, and a note now and then — the ledgers two
// players would keep, generated with the rules' own functions so every event applies.
import { bite } from '@/games/bite';
import type { BiteState, Block } from '@/games/bite/state';
import { currentMonth, currentPhase } from '@/games/bite/state';
import { incomeOf, repairPrice, canPay, canCollect, boxOf, type PpColour } from '@/games/bite/economy';
import { LSSAH_SUCCESSOR, removalCheck, removalsDue } from '@/games/bite/campaign';
import { canRail } from '@/games/bite/rail';
import { surrenderGain } from '@/games/bite/supply';
import { producingNations } from '@/games/bite/procedures';
import type { GameEvent, RulesContext } from '@/engine/types';
import type { Nation } from '@/games/bite/tech';

/** mulberry32: the same campaign on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type BlockIn = Omit<Block, 'id' | 'eliminated'>;
const CLASSES = [
  ['infantry', ['black', 'black', 'black', 'white']],
  ['armour', ['black', 'white', 'red', 'red']],
  ['mechanised', ['black', 'white', 'red']],
  ['fighter', ['white', 'red', 'blue']],
  ['artillery', ['black', 'white']],
  ['hq', ['white', 'red', 'red']],
] as const;

function roster(r: () => number): BlockIn[] {
  const out: BlockIn[] = [];
  const add = (name: string, nation: Nation, k: number) => {
    const [cls, colours] = CLASSES[k % CLASSES.length];
    out.push({
      name,
      nation,
      cls,
      maxSp: colours.length,
      sp: colours.length - (r() < 0.3 ? 1 : 0),
      colours: [...colours],
      shield: false,
      mountain: false,
      ski: false,
      zeroBase: false,
      supplied: true,
    });
  };
  for (let i = 0; i < 80; i++) add(`DE ${i + 1}`, 'germany', i);
  for (let i = 0; i < 12; i++) add(`RO ${i + 1}`, 'romania', i * 5);
  for (let i = 0; i < 8; i++) add(`HU ${i + 1}`, 'hungary', i * 5);
  for (let i = 0; i < 110; i++) add(`SU ${i + 1}`, 'ussr', i);
  // The text's removals name these (SBE9): the players' blocks for them.
  out.push({ ...out[0], name: '7. Flieger-Division', cls: 'paratroop', maxSp: 2, sp: 2, colours: ['black', 'white'] });
  out.push({ ...out[0], name: 'Rapid Corps', nation: 'hungary', cls: 'mechanised', maxSp: 2, sp: 2, colours: ['black', 'white'] });
  out.push({ ...out[0], name: '22. Luftlande', cls: 'paratroop', maxSp: 2, sp: 2, colours: ['black', 'white'] });
  out.push({ ...out[0], name: 'LSSAH', cls: 'armour', maxSp: 3, sp: 3, colours: ['black', 'white', 'red'] });
  return out;
}

const CENTRES: { name: string; pp: number; colour: PpColour; owner: Nation }[] = [
  { name: 'Leningrad', pp: 2, colour: 'yellow', owner: 'ussr' },
  { name: 'Leningrad ind.', pp: 3, colour: 'red', owner: 'ussr' },
  { name: 'Moskva', pp: 3, colour: 'blue', owner: 'ussr' },
  { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr' },
  { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr' },
  { name: 'Police', pp: 2, colour: 'black', owner: 'germany' },
  { name: 'Kharkov', pp: 2, colour: 'yellow', owner: 'ussr' },
  { name: 'Stalino', pp: 1, colour: 'yellow', owner: 'ussr' },
  { name: 'Ploiesti', pp: 2, colour: 'black', owner: 'romania' },
  { name: 'Berlin', pp: 3, colour: 'yellow', owner: 'germany' },
];

/** The events of the whole campaign (the session stamps `at`; here a steady clock). */
export function sbe9Campaign(ctx: RulesContext, seed = 1941): GameEvent[] {
  const r = rng(seed);
  let s = bite.setup({ scenario: 'SBE9', options: { advanced: true, ro33: true }, sideNames: { axis: 'axis', soviet: 'soviet' } }) as BiteState;
  const events: GameEvent[] = [];
  const push = (e: Omit<GameEvent, 'at'>) => {
    const full = { ...e, at: 1_700_000_000_000 + events.length * 1000 } as GameEvent;
    const next = bite.reduce(s, full, ctx);
    events.push(full);
    s = next;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

  for (const b of roster(r)) push({ type: 'bite/block-add', payload: { block: b } });
  for (const c of CENTRES) push({ type: 'bite/centre-add', payload: { centre: { ...c, controller: c.owner, usable: true } } });

  while (!s.over) {
    const p = currentPhase(s);
    const side = p.side;
    const mine = (b: Block) => (side === 'axis' ? b.nation !== 'ussr' : b.nation === 'ussr');
    if (p.id === 'A') {
      const m = currentMonth(s);
      if (m.month === 5 || m.month === 10)
        push({ type: 'bite/weather', payload: { year: m.year, month: m.month, weather: r() < 0.5 ? 'fair' : 'rain', faces: [1 + Math.floor(r() * 6)] } });
      if (r() < 0.3) push({ type: 'core/note', payload: { text: `Mese ${s.turn}: fronte stabile.` } });
    }
    if (side && p.kind === 'supply') {
      for (const b of s.blocks.filter((x) => mine(x) && !x.eliminated && r() < 0.03)) push({ type: 'bite/supply', payload: { id: b.id, supplied: false } });
    }
    if (side && p.kind === 'production') {
      for (const n of producingNations(s, side)) if (canCollect(s, n).ok) push({ type: 'bite/income', payload: { nation: n, pp: incomeOf(s, n, ctx).bag } });
      if (side === 'axis')
        for (const ally of ['romania', 'hungary', 'italy', 'finland'] as const)
          if (boxOf(s, 'germany').yellow > 10) push({ type: 'bite/aid', payload: { ally, colour: 'yellow', pp: 1 + Math.floor(r() * 3) } });
      for (const { removal } of removalsDue(s)) {
        const want =
          removal.id === 'flieger7'
            ? '7. Flieger-Division'
            : removal.id === 'rapidCorps'
              ? 'Rapid Corps'
              : removal.id === 'luftlande22'
                ? '22. Luftlande'
                : 'LSSAH';
        const b = s.blocks.find((x) => x.name === want);
        if (!b || !(side === (removal.nation === 'ussr' ? 'soviet' : 'axis'))) continue;
        if (!b.supplied) push({ type: 'bite/supply', payload: { id: b.id, supplied: true } });
        const now = s.blocks.find((x) => x.id === b.id);
        if (now && !now.eliminated && now.sp < now.maxSp) {
          const price = repairPrice(s, now, now.maxSp - now.sp, ctx);
          if (price.ok && canPay(s, now.nation, price.cost).ok)
            push({ type: 'bite/repair', payload: { id: now.id, steps: now.maxSp - now.sp, cost: price.cost } });
        }
        const after = s.blocks.find((x) => x.id === b.id);
        if (after && removalCheck(s, after, removal.replace === true, ctx).ok) {
          push(
            removal.replace
              ? { type: 'bite/oob-replace', payload: { id: after.id, name: LSSAH_SUCCESSOR } }
              : { type: 'bite/oob-remove', payload: { id: after.id, removal: removal.id } },
          );
        }
      }
      const damaged = s.blocks.filter((b) => mine(b) && b.supplied && (b.eliminated || b.sp < b.maxSp));
      for (let i = 0; i < 8 && damaged.length; i++) {
        const b = damaged.splice(Math.floor(r() * damaged.length), 1)[0];
        const price = repairPrice(s, b, 1, ctx);
        if (price.ok && canPay(s, b.nation, price.cost).ok) push({ type: 'bite/repair', payload: { id: b.id, steps: 1, cost: price.cost } });
      }
    }
    if (side && p.kind === 'rail') {
      for (let i = 0; i < 3; i++)
        if (canRail(s, side, 'normal', 'pp', ctx).ok) push({ type: 'bite/rail-move', payload: { side, kind: 'normal', pay: 'pp', unit: 'corps' } });
    }
    if (side && p.kind === 'combat') {
      for (let k = 0; k < 4; k++) {
        const att = s.blocks.filter((b) => mine(b) && !b.eliminated);
        const def = s.blocks.filter((b) => !mine(b) && !b.eliminated);
        if (!att.length || !def.length) break;
        const a = pick(att);
        const d = pick(def);
        const dSp = Math.max(0, d.sp - 1 - Math.floor(r() * 2));
        const aSp = Math.max(1, a.sp - (r() < 0.4 ? 1 : 0));
        push({
          type: 'bite/battle',
          payload: {
            rounds: 1 + Math.floor(r() * 3),
            units: [
              { id: a.id, name: a.name, side: 'attacker', sp: aSp, fate: 'in' },
              { id: d.id, name: d.name, side: 'defender', sp: dSp, fate: dSp === 0 ? 'eliminated' : 'in' },
            ],
          },
        });
      }
      if (r() < 0.25) {
        const c = s.economy?.centres[Math.floor(r() * CENTRES.length)];
        const to = c ? (c.controller === 'ussr' ? 'germany' : c.owner) : null;
        // A centre changes hands (3.6): a "change" to the side that holds it already is no action.
        if (c && to !== c.controller) push({ type: 'bite/centre-control', payload: { id: c.id, controller: to } });
      }
    }
    if (side && p.kind === 'finalSupply') {
      for (const b of s.blocks.filter((x) => mine(x) && !x.supplied && !x.eliminated)) {
        // The enemy gains what 7.9/4.5 give for this block, as the rules now hold it.
        if (r() < 0.5) {
          const g = surrenderGain(s, b);
          if (g.ok) push({ type: 'bite/surrender', payload: { id: b.id, gainer: g.gainer, pp: g.pp } });
        } else push({ type: 'bite/supply', payload: { id: b.id, supplied: true } });
      }
    }
    push({ type: 'core/next-phase' });
  }
  return events;
}
