// The order in which the app's own message files of one language are merged (base-it.ts,
// base-en.ts): the engine's, then the widgets' and the stores', then the shell's.
type Messages = Record<string, unknown>;

const rank = (path: string) => (path.includes('/engine/') ? 0 : path.startsWith('./') ? 2 : 1);

export function baseFiles(files: Record<string, Messages>): Messages[] {
  return (
    Object.entries(files)
      // Plain code-unit order: the paths are ASCII, and `localeCompare` would build a collator
      // (a costly first call) while the app starts.
      .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
      .map(([, m]) => m)
  );
}
