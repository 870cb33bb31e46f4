/** Helpers to build the module's messages. */
import type { Text } from '@/engine/types';
import { t } from '@/engine';

/** A list of messages joined with commas ("none" when empty); nested params are translated first. */
export function listText(items: Text[]): Text {
  if (items.length === 0) return t('inferno.m.none');
  return items.reduceRight((tail: Text | null, head: Text): Text => (tail ? t('inferno.m.list', { head, tail }) : head), null as Text | null) as Text;
}

/** A signed number as players write modifiers: "+2", "−1", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
