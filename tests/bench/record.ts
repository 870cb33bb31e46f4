// Records one speed figure for scripts/bench.mjs: the 95th percentile of many runs after a warm-up.
import { appendFileSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const file = '.bench/results.json';

export interface Figure {
  name: string;
  ms: number;
  max: number;
  runs: number;
  budget?: number;
  /** What `ms` is: the 95th percentile (the default) or the median of a few long runs. */
  stat?: 'p95' | 'median';
}

export async function measure(name: string, budget: number | undefined, fn: () => unknown | Promise<unknown>, runs = 200, warmup = 20): Promise<Figure> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const fig: Figure = { name, ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))], max: times[times.length - 1], runs, budget };
  record(fig);
  return fig;
}

export function record(fig: Figure): void {
  mkdirSync('.bench', { recursive: true });
  const all: Figure[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figure[]) : [];
  all.push(fig);
  writeFileSync(file, JSON.stringify(all, null, 2));
  appendFileSync('.bench/log.txt', `${fig.name}: ${fig.stat ?? 'p95'} ${fig.ms.toFixed(2)} ms, max ${fig.max.toFixed(2)} ms\n`);
}
