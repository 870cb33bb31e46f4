/** ARMIR's supply: the TeM box (16.3.3, 8.4), the armored corps' roll (8.4) and the air supply (9.2). */
import * as v from 'valibot';
import { alreadyDone, def, die, done, first, id, j, name, onlyIn, onlyOnce, refuse } from './common';

export const supplyEvents = [
  def({
    type: 'armir/tem-supply',
    /** No die when the box has no armored-corps unit to roll for. */
    schema: v.object({ die: v.nullable(die), armoredInSupply: v.boolean() }),
    allowed: (s) =>
      first(
        () => onlyIn(s, '16.3.3', 'supply'),
        () => onlyOnce(s, 'tem-supply', '8.4.1'),
      ),
    reduce(s, p) {
      if (alreadyDone(s, 'tem-supply')) return s;
      // 16.3.3 + 8.4/8.4.1: the box is OOS; its armored-corps units stay in supply while the box's roll succeeds.
      const failed = s.tem.supplyFailed || (p.die !== null && !p.armoredInSupply);
      const units = s.tem.units.map((u) => ({ ...u, oos: u.armored ? failed || u.oos : true }));
      return done({ ...s, tem: { ...s.tem, units, supplyFailed: failed } }, 'tem-supply');
    },
    describe: (p) =>
      j(p.die === null ? 'temSupplyOos' : p.armoredInSupply ? 'temSupplyArmoredIn' : 'temSupplyArmoredOut', 'roll', ['16.3.3', '8.4'], { die: p.die ?? 0 }),
  }),
  def({
    type: 'armir/armored-supply',
    /** A roster entry's roll (or a unit only named, `entry` null). */
    schema: v.object({ entry: v.nullable(id), label: name, die, inSupply: v.boolean() }),
    // 8.4: at the supply check, once for each hex (8.4.1).
    allowed: (s, p) =>
      first(
        () => onlyIn(s, '8.4', 'supply'),
        () => (p.entry !== null && !s.roster.some((r) => r.id === p.entry) ? refuse('noEntry', '8.4') : null),
        () => onlyOnce(s, `armored-${p.entry ?? p.label}`, '8.4.1'),
      ),
    reduce(s, p) {
      // 8.4: die + turn < 7: no OOS marker; once a phase for each roster entry (8.4.1).
      const procedure = `armored-${p.entry ?? p.label}`;
      if (p.entry !== null && (alreadyDone(s, procedure) || !s.roster.some((r) => r.id === p.entry))) return s;
      const n = { ...s, roster: s.roster.map((r) => (r.id === p.entry ? { ...r, oos: !p.inSupply } : r)) };
      return done(n, procedure);
    },
    describe: (p, b) => j(p.inSupply ? 'armoredIn' : 'armoredOut', 'roll', ['8.4'], { label: p.label, die: p.die, total: p.die + b.turn }),
  }),
  def({
    type: 'armir/air-supply',
    schema: v.object({ entry: id, kind: v.picklist(['german', 'italian']) }),
    // 9.2: in the supply phase, two German hexes; 9.2.1: one Italian hex while the CAI is available.
    allowed: (s, p) =>
      first(
        () => onlyIn(s, '9.2', 'supply'),
        () => (!s.roster.some((r) => r.id === p.entry) ? refuse('noEntry', '9.2') : null),
        () => (p.kind === 'german' && s.airSupply.german >= 2 ? refuse('airSupplyTwo', '9.2') : null),
        () => (p.kind === 'italian' && s.cai !== 'available' ? refuse(s.cai === 'lost' ? 'caiLost' : 'caiUsed', '9.2.1') : null),
      ),
    reduce(s, p) {
      // 9.2: two German hexes, plus one Italian hex with the CAI, which turns to its U side (9.2.1).
      if (!s.roster.some((r) => r.id === p.entry)) return s;
      if (p.kind === 'german' ? s.airSupply.german >= 2 : s.cai !== 'available') return s;
      const roster = s.roster.map((r) => (r.id === p.entry ? { ...r, oos: false, airSupplied: true } : r));
      const airSupply = p.kind === 'german' ? { ...s.airSupply, german: s.airSupply.german + 1 } : { ...s.airSupply, italian: s.airSupply.italian + 1 };
      return { ...s, roster, airSupply, cai: p.kind === 'italian' ? 'used' : s.cai };
    },
    describe: (p, b) =>
      j(p.kind === 'german' ? 'airSupplyGerman' : 'airSupplyItalian', 'marker', p.kind === 'german' ? ['9.2'] : ['9.2', '9.2.1'], {
        name: b.roster.find((r) => r.id === p.entry)?.name ?? '?',
      }),
  }),
];
