// What a procedure card shows a player, for the tests: its id, rule, title, body, whether it
// must be done and what it says once done; its fields with their options; and, evaluated with
// some values, its refusals, its lines ("rule tone key(params)"), the odds of its roll and,
// once answered, its lines and the events it records. Message keys lose their "armir." prefix.
import { fText } from '@/engine';
import type { Evaluation, FieldValue, ProcedureDef, RulesContext, Step, Text } from '@/engine/types';
import { answer, firstRoll } from '../../support/answers';
import { physical } from './helpers';

const isText = (x: unknown): x is Text => typeof x === 'object' && x !== null && 'key' in x;

/** A message with its parameters written out. */
export function show(x: unknown): string {
  if (isText(x)) {
    const k = x.key.replace(/^armir\./, '');
    if (!x.params) return k;
    return `${k}(${Object.entries(x.params)
      .map(([p, v]) => `${p}=${show(v)}`)
      .join(' ')})`;
  }
  return String(x);
}

export const lines = (d: Step[]): string[] => d.map((s) => `${s.rule ?? ''} ${s.tone ?? ''} ${show(s)}`.replace(/ +/g, ' ').trim());

/** The card as it stands: "id | rule | title | body | required | done". */
export const head = (c: ProcedureDef): string =>
  [c.id, c.rule, show(c.title), show(c.body), c.required ? 'required' : '', c.done ? show(c.done) : ''].filter((x) => x).join(' | ');

/** Its fields: "id kind default [value=label, ...]". */
export const fields = (c: ProcedureDef): string[] =>
  (c.fields ?? []).map((f) =>
    [
      f.id,
      f.kind,
      show(f.label),
      f.default === undefined ? '' : `default=${String(f.default)}`,
      f.options ? `[${f.options.map((o) => `${o.value}=${show(o.label)}`).join(', ')}]` : '',
    ]
      .filter((x) => x)
      .join(' '),
  );

/** What the card says when evaluated with `values`, and after the roll `die` (or no roll). */
export function said(c: ProcedureDef, ctx: RulesContext, values: Record<string, FieldValue> = {}, die: number | null = null) {
  const e: Evaluation = c.evaluate(values, ctx);
  const q = firstRoll(e);
  const r = answer(e, die === null ? null : physical(die));
  return {
    errors: e.errors.map(show),
    lines: lines(e.derivation),
    odds: q ? q.odds.map((o) => `${o.id} ${fText(o.p)} ${o.tone ?? ''} ${show(o.label)}`.replace(/ +/g, ' ')) : [],
    after: lines(r.derivation),
    events: r.events.map((x) => `${x.type} ${JSON.stringify(x.payload ?? null)}`),
  };
}

/** The roll a card asks for, as the dice box shows it: "rule label". */
export function rollAsked(c: ProcedureDef, ctx: RulesContext, values: Record<string, FieldValue> = {}): string {
  const q = firstRoll(c.evaluate(values, ctx));
  return q ? `${q.roll.rule ?? ''} ${show(q.roll.label)}` : '';
}
