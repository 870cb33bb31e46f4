/**
 * Small pieces BITE's table actions (ActionDef) are written with: a field of each kind, an
 * event, the rules' checks as refusals. Framework-free.
 */
import type { ActionCheck, FieldDef, FieldValue, GameEvent, Text } from '@/engine/types';
import { t } from '@/engine/derivation';

export type Values = Record<string, FieldValue>;

/** A module check ({ ok } or why not) as an action's refusal with its rule; null when allowed. */
export function refused(c: { ok: true } | { ok: false; error: Text }, rule?: string): ActionCheck | null {
  return c.ok ? null : { refusal: { text: c.error, ...(rule ? { rule } : {}) } };
}

/** The action's events. */
export const events = (...list: Array<{ type: string; payload?: unknown }>): ActionCheck => ({ events: list.map((e) => ({ ...e, at: 0 }) as GameEvent) });

/** What is still missing, said calmly. */
export const waiting = (key: string, params?: Text['params']): ActionCheck => ({ waiting: [t(key, params)] });

export const intField = (id: string, label: Text, min: number, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  label,
  kind: 'int',
  min,
  max,
  ...extra,
});
export const selectField = (id: string, label: Text, options: { value: string; label: Text }[], extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  label,
  kind: 'select',
  options,
  ...extra,
});
export const boolField = (id: string, label: Text, extra: Partial<FieldDef> = {}): FieldDef => ({ id, label, kind: 'bool', default: false, ...extra });
export const textField = (id: string, label: Text, extra: Partial<FieldDef> = {}): FieldDef => ({ id, label, kind: 'text', ...extra });

/** A value as a string ('' when not one). */
export const str = (v: FieldValue | undefined): string => (typeof v === 'string' ? v : '');
/** A value as a number, or null. */
export const num = (v: FieldValue | undefined): number | null => (typeof v === 'number' ? v : null);
