import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Evaluation, GameEvent, ProcedureDef, Text } from '@/engine/types';
import { armir } from '@/games/armir';
import { evaluateBombard } from '@/games/armir/bombard';
import { emptyCombat, evaluateCombat } from '@/games/armir/combat';
import en from '@/games/armir/i18n/en.json';
import itMsgs from '@/games/armir/i18n/it.json';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp } from './helpers';
import { lookup } from '../../engine/helpers';
import { answer, cellAsked, explore } from '../../support/answers';

function flatKeys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every Text (with a key) found anywhere inside a value, params included. */
function texts(v: unknown, out: Text[] = [], seen = new Set<unknown>()): Text[] {
  if (typeof v !== 'object' || v === null || seen.has(v)) return out;
  seen.add(v);
  if (Array.isArray(v)) {
    v.forEach((x) => texts(x, out, seen));
    return out;
  }
  const o = v as Record<string, unknown>;
  if (typeof o.key === 'string' && o.key.startsWith('armir.')) out.push(o as unknown as Text);
  for (const [k, x] of Object.entries(o)) if (k !== 'events' && typeof x !== 'function') texts(x, out, seen);
  return out;
}

const cells = { '1:2|1': '1/-', '3:1|1': '-/2', '3:1|2': '1/1', '3:1|3': '-/1', '6:1|4': '1/3', '7:1|1': '-/2', '4:1|3': '1/3' };
const bomb = { '3|1': 'DSG', '3|2': 'DSG1', '3|3': '-', '4|1': 'DSG' };
const ctx = ctxWith(cells, {}, bomb);

function exercise(e: Evaluation, acc: Text[]) {
  texts({ errors: e.errors, derivation: e.derivation }, acc);
  if (e.errors.length) return;
  explore(e, (r) => texts({ d: r.derivation, q: r.next }, acc), ['2/1', 'DSG1']);
}

function collect(s: ArmirState, acc: Text[]) {
  texts([armir.where(s), armir.tracks(s, ctx), armir.victory(s, ctx), armir.summary?.(s)], acc);
  // Every table action's words: its title, body, fields, the reason it is closed.
  for (const a of armir.actions?.(s, ctx) ?? []) texts({ t: a.title, b: a.body, f: a.fields, c: a.closed, l: a.applyLabel }, acc);
  const cards: ProcedureDef[] = [...armir.procedures(s, ctx), ...armir.calculators(s, ctx)];
  for (const p of cards) {
    texts({ t: p.title, b: p.body, d: p.done, f: p.fields }, acc);
    const variants: Record<string, string | number | boolean | null>[] = [{}];
    for (const f of p.fields ?? [])
      for (const o of f.options ?? []) variants.push({ [f.id]: o.value, attack: 12, defence: 4, points: 2, bf: 3, target: 'X', unit: 'U' });
    for (const v of variants) exercise(p.evaluate(v, ctx), acc);
  }
}

describe('ARMIR messages', () => {
  it('every literal message key in the module sources exists in both languages', () => {
    const keys = new Set<string>();
    for (const rel of ['../../../../src/games/armir/', '../../../../src/components/games/armir/']) {
      const dir = fileURLToPath(new URL(rel, import.meta.url));
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') || n.endsWith('.vue'))) {
        for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(armir\.[A-Za-z0-9_.-]+[A-Za-z0-9])'/g)) keys.add(m[1]);
      }
    }
    keys.delete('armir.crt');
    keys.delete('armir.bombardment');
    // The table actions' ids ('armir.corps.loss') name actions, not messages.
    for (const a of armir.actions?.(armir.setup({ scenario: 'campaign', options: {}, sideNames: {} }), ctx) ?? []) keys.delete(a.id);
    const missing = [...keys].filter((k) => typeof lookup(itMsgs, k) !== 'string' || typeof lookup(en, k) !== 'string');
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(250);
  });

  it('Italian and English have exactly the same keys', () => {
    expect(flatKeys(itMsgs).sort()).toEqual(flatKeys(en).sort());
  });

  it('every text the module produces over a whole game exists in both languages', () => {
    const acc: Text[] = [];
    texts([armir.title, armir.sides, armir.scenarios, armir.interpretations, armir.options, armir.charts], acc);
    let s = setUp(ctx);
    const extra: GameEvent[] = [
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Inf', cp: 30, motorized: true, armored: false, steps: 4 } }, at: 0 },
      { type: 'armir/offmap-add', payload: { track: 'tem', unit: { name: 'XXV', cp: 8, motorized: true, armored: true, steps: 3 } }, at: 0 },
      { type: 'armir/roster-add', payload: { entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: true, dsg: true, used: false } }, at: 0 },
      {
        type: 'armir/roster-add',
        payload: { entry: { name: 'XVIII', side: 'soviet', kind: 'hex', oos: false, dsg: false, used: false, armored: true } },
        at: 0,
      },
      { type: 'armir/location-add', payload: { name: 'Rossosh', value: 2, controller: 'axis' }, at: 0 },
    ];
    const events: GameEvent[] = [...extra];
    s = apply(s, extra, ctx);
    collect(s, acc);
    const more: GameEvent[] = [
      { type: 'armir/control', payload: { id: s.locations[3].id, controller: 'soviet' }, at: 0 },
      { type: 'armir/stronghold-lost', payload: { corps: 'II' }, at: 0 },
      { type: 'armir/hq-eliminated', payload: { army: 'army3' }, at: 0 },
      { type: 'armir/corps', payload: { corps: 'CA', total: 14 }, at: 0 },
      { type: 'armir/corps', payload: { corps: 'CA', lostDelta: 9 }, at: 0 },
      { type: 'armir/armir-hq', payload: { eliminated: true }, at: 0 },
      { type: 'armir/pa', payload: { delta: -1, reason: 'artillery' }, at: 0 },
      { type: 'armir/ps', payload: { delta: 1, reason: 'manual' }, at: 0 },
      { type: 'armir/roster-edit', payload: { id: s.roster[0].id, patch: { oos: false, face: 'move' } }, at: 0 },
      { type: 'armir/hq-face', payload: { army: 'army1', face: 'move' }, at: 0 },
      { type: 'armir/location-edit', payload: { id: s.locations[0].id, value: 2 }, at: 0 },
      { type: 'core/note', payload: { text: 'hello' }, at: 0 },
      { type: 'core/roll', payload: { rolled: { faces: [4], source: 'app' } }, at: 0 },
      { type: 'armir/offmap-step', payload: { track: 'cir', id: s.cir.units[0].id, delta: -1 }, at: 0 },
      { type: 'armir/ps', payload: { delta: 20, reason: 'manual' }, at: 0 },
    ];
    s = apply(s, more, ctx);
    events.push(...more);
    // walk the whole game, using every card on the way
    for (let i = 0; i < 90 && s.stage !== 'over'; i++) {
      collect(s, acc);
      for (const p of armir.procedures(s, ctx)) {
        const e = p.evaluate(
          { side: s.turn % 2 ? 'soviet' : 'axis', status: s.turn === 4 ? 'skip' : 'gain', unit: 'Fegelein', army: 'army1', face: 'move' },
          ctx,
        );
        if (e.errors.length) continue;
        const r = answer(e, physical(2), { choices: { retreat: 'retreat' } });
        const r2 = cellAsked(r) ? answer(e, physical(2), { cells: ['1/1'], choices: { retreat: 'retreat' } }) : r;
        events.push(...r2.events);
        s = apply(s, r2.events, ctx);
        if (s.stage === 'over') break;
      }
      events.push(next);
      s = apply(s, [next], ctx);
    }
    collect(s, acc);
    s = apply(s, [{ type: 'armir/objectives-reveal', payload: {}, at: 0 }], ctx);
    collect(s, acc);
    // calculators with panel-like inputs
    const ci = { ...emptyCombat('soviet'), strongholdHex: true, strongholdAll: true, city: true, riverAll: true, acrossDon: true };
    ci.attackers[0].units[0] = { ...ci.attackers[0].units[0], cp: 40, tracked: true, kind: 'combat' };
    ci.defender.units[0] = { ...ci.defender.units[0], cp: 2, heavy: true };
    exercise(evaluateCombat(ci, s, ctx), acc);
    exercise(evaluateCombat({ ...ci, mode: 'overrun', attacker: 'axis', attackSupports: [{ value: 2, dsg: true }] }, s, ctx), acc);
    for (const source of ['soviet-artillery', 'italian-artillery', 'air'] as const)
      exercise(
        evaluateBombard(
          { source, army: 'army1', points: 3, bf: 3, strongholdTarget: true, target: 'X' },
          { ...s, airUnit: { owner: 'soviet', value: 3, used: false } },
          ctx,
        ),
        acc,
      );
    // the journal
    let b = setUp(ctx);
    for (const e of events) {
      texts(armir.describe(e, b), acc);
      b = armir.reduce(b, e, ctx);
    }
    const missing = new Set<string>();
    for (const t of acc) {
      if (typeof lookup(itMsgs, t.key) !== 'string') missing.add(`it:${t.key}`);
      if (typeof lookup(en, t.key) !== 'string') missing.add(`en:${t.key}`);
    }
    expect([...missing]).toEqual([]);
    expect(acc.length).toBeGreaterThan(300);
    expect(s.turn).toBe(6);
    if (process.env.ARMIR_KEYS) console.log([...new Set(acc.map((t) => t.key))].length, JSON.stringify([...new Set(acc.map((t) => t.key))].sort()));
  });
});
