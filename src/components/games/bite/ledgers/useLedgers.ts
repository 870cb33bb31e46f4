/**
 * What BITE's ledger pieces share (LedgersPanel and its parts in this folder): the game's state,
 * the one draft of what is typed, the words of the last action or refusal, and `run` — one of the
 * ledgers' table actions (games/bite/actions/ledgers.ts) with the values a piece fixes: the rules
 * build its events and refuse what they forbid, said in place. The panel provides it once; each
 * piece injects it.
 */
import { computed, inject, provide, ref, type ComputedRef, type InjectionKey, type Ref } from 'vue';
import { useTx } from '@/i18n';
import { tryAct, useDraft, useGameStore, useModuleState } from '@/stores';
import type { RolledDice, RollSpec, RulesContext, Text } from '@/engine/types';
import type { BiteState } from '@/games/bite/state';
import { currentMonth } from '@/games/bite/state';
import { monthText } from '@/games/bite/calendar';
import { PP_COLOURS } from '@/games/bite/economy';
import { ledgerRoll, ruleOn, type LedgerRollKind } from '@/games/bite/optional';
import { LEDGERS_DRAFT, ledgersDraftSchema, type LedgersDraft } from '../drafts';

type Fixed = Record<string, string | number | boolean | null>;

function ledgers() {
  const tx = useTx();
  const game = useGameStore();
  const s = useModuleState<BiteState>('bite');
  const ctx = computed(() => game.ctx);
  const saved = useDraft<LedgersDraft>(
    LEDGERS_DRAFT,
    {
      partisans: { minor: null, major: null, n: null, stack: 1, cause: 'axisEntry', fire: 2 },
      raid: { bombers: null, fighters: null, bad: false, surviving: null, target: '', pp: null, colour: 'red' },
      bombing: { dice: null, hitOn: 5, kind: 'industry', owner: 'ussr', target: '', pp: null, colour: 'yellow' },
      tracker: { kind: 'industry', nation: 'germany', name: '', colour: 'red', start: null },
    },
    ledgersDraftSchema,
  );
  const d = computed(() => saved.value.value);
  const message: Ref<Text | null> = ref(null);
  const error: Ref<{ where: string; text: Text } | null> = ref(null);

  const fail = (where: string, text: Text) => {
    error.value = { where, text };
    message.value = null;
  };
  /** A table action with these values; its words once done (read after it, from the game), or the refusal said where it was asked. */
  async function run(id: string, fixed: Fixed, done: Text | (() => Text), where: string): Promise<boolean> {
    const r = await tryAct(id, fixed);
    if (!r.applied) {
      fail(where, r.why);
      return false;
    }
    if (error.value?.where === where) error.value = null;
    message.value = typeof done === 'function' ? done() : done;
    return true;
  }
  const on = (r: Parameters<typeof ruleOn>[1]) => !!s.value && ruleOn(s.value, r);
  const month = computed(() => (s.value ? tx(monthText(currentMonth(s.value))) : ''));
  const spec = (n: number, label: Text, rule: string): RollSpec => ({
    dice: Array.from({ length: n }, () => ({ kind: 'numbered' as const, sides: 6 })),
    label,
    rule,
  });
  /** This turn's roll of a kind, as the game holds it (29.0, 35.1, 32.0). */
  const rollOf = (key: LedgerRollKind) => (s.value ? ledgerRoll(s.value, key) : null);
  /** A ledger's roll goes on the record (the journal, with its faces) before DiceRoller shows it; its hits are the rules'. */
  const recordOf =
    (key: LedgerRollKind, hitOn: number) =>
    (r: RolledDice): Promise<boolean> =>
      run(
        'bite.ledger.roll',
        { what: key, faces: r.faces.join(' '), hitOn },
        () => ({ key: 'bite.optional.ui.hits', params: { n: rollOf(key)?.hits ?? 0 } }),
        key,
      );
  const items = <T extends string>(xs: readonly T[], key: (x: T) => string) => xs.map((x) => ({ value: x, title: tx(key(x)) }));
  const colourItems = computed(() => items(PP_COLOURS, (c) => `bite.eco.colour.${c}`));
  const nationItems = computed(() => items(['germany', 'ussr'] as const, (n) => `bite.nation.${n}`));
  const nt = (n: string): Text => ({ key: `bite.nation.${n}` });
  return { tx, s, ctx, d, message, error, fail, run, on, month, spec, rollOf, recordOf, items, colourItems, nationItems, nt };
}

export type Ledgers = ReturnType<typeof ledgers> & { ctx: ComputedRef<RulesContext> };
const KEY: InjectionKey<Ledgers> = Symbol('bite-ledgers');

/** The panel's: made once, shared with its pieces. */
export function provideLedgers(): Ledgers {
  const l = ledgers();
  provide(KEY, l);
  return l;
}

/** A piece's: the panel's shared state. */
export function useLedgers(): Ledgers {
  const l = inject(KEY);
  if (!l) throw new Error('useLedgers() outside LedgersPanel');
  return l;
}
