/** Small builders for the words a derivation is made of. */
import type { Step, Text } from './types';

/** A message: an i18n key and its parameters. */
export function t(key: string, params?: Text['params']): Text {
  return params === undefined ? { key } : { key, params };
}

/** One derivation step, with the rule that justifies it. */
export function step(key: string, params?: Text['params'], rule?: string, tone?: Step['tone']): Step {
  const s: Step = { key };
  if (params !== undefined) s.params = params;
  if (rule !== undefined) s.rule = rule;
  if (tone !== undefined) s.tone = tone;
  return s;
}
