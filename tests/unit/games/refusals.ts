// What the games' rules tests share: the rules' word on an event, or on a table action, read as
// "rule key" — the rule the players are shown and the key of the words, without the game's prefix.
import type { ActionOutcome } from '@/engine/actions';
import type { GameEvent, GameModule, RulesContext, Text } from '@/engine/types';

/** The words of a refusal (engine.event.refused[Rule]) as "rule key". */
function ruleAndKey(t: Text, prefix: string): string {
  const p = t.params as { why: Text; rule: string };
  return `${p.rule} ${p.why.key.replace(prefix, '')}`;
}

/** The rules' word on an event in a state: null when allowed, else "rule key" (e.g. "11.0 onlyIn"). */
export function eventWord<S>(module: GameModule<S>, ctx: RulesContext, prefix: string): (s: S, ev: GameEvent) => string | null {
  return (s, ev) => {
    const no = module.legal!(s, ev, ctx);
    return no ? ruleAndKey(no, prefix) : null;
  };
}

/** A table action's refusal (closed, or refused by its check or the rules) as "rule key"; anything else said as such. */
export function actionWord(o: ActionOutcome, prefix: string): string {
  if (o.kind === 'closed') return `${o.rule} ${o.text.key.replace(prefix, '')}`;
  if (o.kind !== 'refused') return `not refused: ${o.kind}`;
  return ruleAndKey(o.text, prefix);
}
