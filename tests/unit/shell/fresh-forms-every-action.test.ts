// @vitest-environment happy-dom
// Every form starts fresh (issue "The rules own every action", point 4): for every table action
// of every game, in every scenario's opening and in a game under way, a player fills each field
// with something other than its default and applies it; the next form of the same action holds
// nothing of what was typed — every field is back to the moment's default. A form the rules
// refuse keeps what was typed (nothing a player typed is lost).
import { describe, expect, it } from 'vitest';
import { defineComponent, nextTick } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { actionValues, fieldInitial, makeChartAccess } from '@/engine';
import type { ActionDef, FieldDef, FieldValue, GameModule, RulesContext } from '@/engine/types';
import { useAction, useGameStore, type ActionHandle } from '@/stores';
import { armir } from '@/games/armir';
import { inferno } from '@/games/inferno';
import { wta } from '@/games/war-to-axis';
import { bite } from '@/games/bite';
import { makeGlobal } from '../widgets/helpers';
import { storeWith } from '../games/forms';

const games = [armir, inferno, wta, bite] as unknown as GameModule[];
const ctxOf = (m: GameModule): RulesContext => {
  const settings: Record<string, FieldValue> = {};
  for (const d of m.interpretations) settings[d.id] = d.default;
  return { settings: settings as RulesContext['settings'], charts: makeChartAccess(m.charts, []) };
};

/** A value the field accepts that is not its default, or undefined when it has no other. */
function other(f: FieldDef): FieldValue | undefined {
  const d = fieldInitial(f);
  switch (f.kind) {
    case 'bool':
      return !d;
    case 'select':
      return f.options?.find((o) => o.value !== d)?.value;
    case 'text':
      return d === 'Nome di prova' ? 'Altro nome' : 'Nome di prova';
    default: {
      const lo = f.min ?? 0;
      const hi = f.max ?? lo + 9;
      for (let v = Math.max(lo, 1); v <= hi; v++) if (v !== d && !(f.nonZero && v === 0)) return v;
      return undefined;
    }
  }
}

function harness(id: string) {
  let handle: ActionHandle | undefined;
  const C = defineComponent({
    setup() {
      handle = useAction(id);
      return () => null;
    },
  });
  return { C, get: () => handle! };
}

describe('every action form of every game starts fresh after it is applied', () => {
  for (const m of games) {
    it(`${m.id}: fill every field, apply, and the next form holds only the moment's defaults`, async () => {
      const ctx = ctxOf(m);
      let applied = 0;
      let kept = 0;
      for (const sc of m.scenarios) {
        const options: Record<string, FieldValue> = {};
        for (const o of m.options) options[o.id] = o.default;
        const s0 = m.setup({ scenario: sc.id, options: options as never, sideNames: {} });
        const listed = (st: unknown): ActionDef[] => m.actions?.(st, ctx) ?? [];
        for (const def of listed(s0).filter((a) => !a.closed && (a.fields ?? []).length > 0)) {
          const g = makeGlobal('it');
          storeWith(m, s0, ctx);
          const h = harness(def.id);
          const w = mount(h.C, { global: g.global });
          const a = h.get();
          for (const f of def.fields ?? []) {
            const v = other(f);
            if (v !== undefined) a.set(f.id, v);
          }
          await nextTick();
          const typed = { ...a.typed.value };
          if (a.outcome.value?.kind === 'events') {
            expect(await a.apply(), `${def.id} applied`).toBe(true);
            await flushPromises();
            applied++;
            expect(a.typed.value, `${def.id}: nothing typed is carried to the next form`).toEqual({});
            const next = a.def.value;
            if (next) expect(a.values.value, `${def.id}: the next form holds the moment's defaults`).toEqual(actionValues(next));
          } else {
            expect(a.typed.value, `${def.id}: a form the rules refuse keeps what was typed`).toEqual(typed);
            kept++;
          }
          w.unmount();
        }
      }
      // Each game has forms that can be filled and applied from a scenario's opening.
      expect(applied, `${m.id}: forms applied`).toBeGreaterThan(0);
      void kept;
    });
  }
});

describe('what is typed while an Apply is being written is kept for the next one', () => {
  it("ARMIR 18.3: the army's name is written as its points are typed; the points stay in the form, the name is the game's", async () => {
    const m = armir as unknown as GameModule;
    const ctx = ctxOf(m);
    const options: Record<string, FieldValue> = {};
    for (const o of m.options) options[o.id] = o.default;
    const s0 = m.setup({ scenario: m.scenarios[0]!.id, options: options as never, sideNames: {} });
    const g = makeGlobal('it');
    storeWith(m, s0, ctx);
    const h = harness('armir.army.set:army1');
    const w = mount(h.C, { global: g.global });
    const a = h.get();
    a.set('name', '6');
    await nextTick();
    const applying = a.apply();
    a.set('artilleryStart', 5); // the next field, tapped and typed while the name is written
    expect(await applying).toBe(true);
    await flushPromises();
    expect(a.typed.value).toEqual({ artilleryStart: 5 });
    expect((useGameStore().state as { armies: Record<string, { name: string }> }).armies.army1!.name).toBe('6');
    w.unmount();
  });
});
