// "2 ore fa" / "2 hours ago": the last time a game was played, in the player's language.
import { onBeforeUnmount, ref, type Ref } from 'vue';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 giorni fa", "2 hours ago"; `justNow` under a minute. */
export function relativeTime(at: number, now: number, lang: string, justNow: string): string {
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return justNow;
}

/** The current time, refreshed every `everyMs` while the component lives. */
export function useNow(everyMs = 30_000): Ref<number> {
  const now = ref(Date.now());
  const timer = setInterval(() => (now.value = Date.now()), everyMs);
  onBeforeUnmount(() => clearInterval(timer));
  return now;
}
