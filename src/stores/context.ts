/** The rules context a module sees: its interpretation settings (with defaults) and its charts. */
import { makeChartAccess } from '@/engine';
import type { ChartData, GameModule, RulesContext, SettingValue } from '@/engine/types';

/** The module's interpretation settings: the players' choices over the module's defaults. */
export function resolveInterpretations(module: GameModule, chosen: Record<string, SettingValue> | undefined): Record<string, SettingValue> {
  const out: Record<string, SettingValue> = {};
  for (const def of module.interpretations) {
    const v = chosen?.[def.id];
    out[def.id] = v !== undefined && typeof v === typeof def.default ? v : def.default;
  }
  return out;
}

/** The typed data of the module's charts. */
export function chartDataFor(module: GameModule, data: Record<string, ChartData>): ChartData[] {
  const out: ChartData[] = [];
  for (const spec of module.charts) {
    const d = data[spec.id];
    if (d) out.push(d);
  }
  return out;
}

export function buildRulesContext(module: GameModule, chosen: Record<string, SettingValue> | undefined, charts: Record<string, ChartData>): RulesContext {
  return {
    settings: resolveInterpretations(module, chosen),
    charts: makeChartAccess(module.charts, chartDataFor(module, charts)),
  };
}

/** 32-bit FNV-1a of a string, as hex. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = stable((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

/**
 * A fingerprint of what the reducer may read from the context (settings and chart data):
 * a stored snapshot is reused only under the same fingerprint.
 */
export function contextKey(module: GameModule, chosen: Record<string, SettingValue> | undefined, charts: Record<string, ChartData>): string {
  return fnv1a(JSON.stringify(stable({ s: resolveInterpretations(module, chosen), c: chartDataFor(module, charts) })));
}
