/**
 * ARMIR's points: the Soviet PS and the Italian PA on the PSAeA track (16), and the red-star
 * places whose control moves the PS (1.5, 16.4.1).
 */
import * as v from 'valibot';
import { noPayload } from '@/engine/events';
import { isKantemirovka, withKantemirovkaEntered } from '../state';
import { alreadyDone, def, die, done, id, j, name, onlyOnce, refuse, side, sideText, trackDelta, withPa, withPs } from './common';

/** Village 1, city 2 (16.4.1); null until the players type it from the map. */
const starValue = v.nullable(v.picklist([1, 2]));

export const pointsEvents = [
  def({
    type: 'armir/location-add',
    schema: v.object({ name, value: starValue, controller: side }),
    reduce(s, p) {
      const n = { ...s, locations: [...s.locations, { id: `l${s.nextId}`, name: p.name, value: p.value, controller: p.controller }], nextId: s.nextId + 1 };
      // 16.2.1: Kantemirovka typed as already Soviet during play: the Soviet units are in it.
      return s.stage === 'play' && p.controller === 'soviet' && isKantemirovka(p.name) ? withKantemirovkaEntered(n) : n;
    },
    describe: (p, b) =>
      j(
        b.stage === 'play' && p.controller === 'soviet' && isKantemirovka(p.name) && b.depotPresent && !b.depotDue ? 'locationAddDepot' : 'locationAdd',
        'setup',
        ['16.4.1'],
        {
          name: p.name,
          value: p.value ?? '?',
          side: sideText(p.controller),
        },
      ),
  }),
  def({
    type: 'armir/location-edit',
    schema: v.object({ id, name: v.optional(name), value: v.optional(starValue) }),
    allowed: (s, p) => (!s.locations.some((l) => l.id === p.id) ? refuse('noPlace', '16.4.1') : null),
    reduce: (s, p) => ({
      ...s,
      locations: s.locations.map((l) => (l.id === p.id ? { ...l, name: p.name ?? l.name, value: p.value !== undefined ? p.value : l.value } : l)),
    }),
    describe(p, b) {
      const l = b.locations.find((x) => x.id === p.id);
      return j('locationEdit', 'setup', ['16.4.1'], { name: p.name ?? l?.name ?? '?', value: (p.value !== undefined ? p.value : l?.value) ?? '?' });
    },
  }),
  def({
    type: 'armir/location-remove',
    schema: v.object({ id }),
    allowed: (s, p) => {
      const l = s.locations.find((x) => x.id === p.id);
      return !l ? refuse('noPlace', '16.4.1') : l.named ? refuse('namedPlace', '18.3', { name: l.name }) : null;
    },
    // The three places named in 18.3 stay on the track: only the ones the players added go.
    reduce: (s, p) => (s.locations.some((l) => l.id === p.id && !l.named) ? { ...s, locations: s.locations.filter((l) => l.id !== p.id) } : s),
    describe: (p, b) => j('locationRemove', 'setup', [], { name: b.locations.find((x) => x.id === p.id)?.name ?? '?' }),
  }),
  def({
    type: 'armir/control',
    /** Control of a red-star place changes hands (1.5): PS ± its value (16.4.1). */
    schema: v.object({ id, controller: side }),
    allowed: (s, p) => {
      const l = s.locations.find((x) => x.id === p.id);
      return !l
        ? refuse('noPlace', '16.4.1')
        : l.controller === p.controller
          ? refuse('alreadyHeld', '1.5', { name: l.name, side: sideText(p.controller) })
          : null;
    },
    reduce(s, p) {
      // 16.4.1: the Soviet gains the place's PS the moment he takes control, and loses them when the Axis retakes it.
      const loc = s.locations.find((l) => l.id === p.id);
      if (!loc || loc.controller === p.controller) return s;
      const n = { ...s, locations: s.locations.map((l) => (l.id === p.id ? { ...l, controller: p.controller } : l)) };
      const value = loc.value ?? 0;
      // 16.2.1: the first time Soviet units enter Kantemirovka, the Depot's PA roll is due.
      const entered = p.controller === 'soviet' && isKantemirovka(loc.name) ? withKantemirovkaEntered(n) : n;
      return withPs(entered, p.controller === 'soviet' ? value : -value);
    },
    describe(p, b) {
      const l = b.locations.find((x) => x.id === p.id);
      const value = l?.value ?? 0;
      const to = Math.max(0, b.ps + (p.controller === 'soviet' ? value : -value));
      if (p.controller === 'soviet' && l && isKantemirovka(l.name) && b.depotPresent && !b.depotDue) {
        return j('controlSovietDepot', 'track', ['1.5', '16.4.1', '16.2.1'], { name: l.name, from: b.ps, to });
      }
      return j(p.controller === 'soviet' ? 'controlSoviet' : 'controlAxis', 'track', ['1.5', '16.4.1'], { name: l?.name ?? '?', from: b.ps, to });
    },
  }),
  def({
    type: 'armir/ps',
    /** A PS change with its reason (airports 16.4.2, manual correction 16.4). */
    schema: v.object({ delta: trackDelta, reason: v.picklist(['airports', 'manual']) }),
    allowed: (s, p) => (p.reason === 'airports' ? onlyOnce(s, 'airports-ps', '16.4.2', true) : null),
    reduce(s, p) {
      if (p.reason === 'airports' && alreadyDone(s, 'airports-ps', true)) return s; // 16.4.2: once a turn
      const n = withPs(s, p.delta);
      return p.reason === 'airports' ? done(n, 'airports-ps', true) : n;
    },
    describe: (p, b) =>
      j(p.reason === 'airports' ? 'psAirports' : 'psManual', 'track', p.reason === 'airports' ? ['16.4.2'] : ['16.4'], {
        from: b.ps,
        to: Math.max(0, b.ps + p.delta),
      }),
  }),
  def({
    type: 'armir/pa',
    /** A PA change with its reason (5.4 motorized move, 10.1.4 artillery, 16.2 manual). */
    schema: v.object({ delta: trackDelta, reason: v.picklist(['motorized', 'artillery', 'manual']) }),
    // 5.4, 10.1.4: a PA is spent only while the track holds one.
    allowed: (s, p) =>
      p.reason !== 'manual' && s.pa + p.delta < 0 ? refuse('noPa', p.reason === 'motorized' ? '5.4' : '10.1.4', { pa: s.pa, need: -p.delta }) : null,
    reduce(s, p) {
      const n = withPa(s, p.delta);
      return p.reason === 'motorized' ? done(n, 'motorized-pa') : n;
    },
    describe(p, b) {
      const rules = p.reason === 'motorized' ? ['5.4'] : p.reason === 'artillery' ? ['10.1.4'] : ['16.2'];
      return j(`pa.${p.reason}`, 'track', rules, { from: b.pa, to: Math.max(0, b.pa + p.delta) });
    },
  }),
  def({
    type: 'armir/kantemirovka-entered',
    /** 16.2.1, A65: Soviet units enter Kantemirovka (by any means) for the first time. */
    schema: noPayload,
    allowed: (s) =>
      s.stage !== 'play'
        ? refuse('notInPlay', '16.2.1')
        : !s.depotPresent
          ? refuse('depotGone', '16.2.1')
          : s.depotDue
            ? refuse('depotAlreadyDue', '16.2.1')
            : null,
    reduce: (s) => withKantemirovkaEntered(s),
    describe: () => j('kantemirovkaEntered', 'track', ['16.2.1']),
  }),
  def({
    type: 'armir/kantemirovka',
    schema: v.object({ die }),
    // 16.2.1: rolled once, when Soviet units have entered Kantemirovka and the Depot is still there.
    allowed: (s) => (!s.depotPresent ? refuse('depotGone', '16.2.1') : !s.depotDue ? refuse('depotNotDue', '16.2.1') : null),
    // 16.2.1, 9.2.1, 8.1.1: the Depot is removed, PA −1d6, the CAI is lost for good (once: the Depot is gone).
    reduce: (s, p) => (s.depotPresent ? withPa({ ...s, depotPresent: false, depotDue: false, cai: 'lost' }, -p.die) : s),
    describe: (p, b) => j('kantemirovka', 'track', ['16.2.1', '9.2.1', '8.1.1'], { die: p.die, from: b.pa, to: Math.max(0, b.pa - p.die) }),
  }),
];
