// Caches kept by rule code between calls (a screen asks again for the same evaluation after any
// render) are registered here, so that a tool which changes the rules while the program runs
// (mutation testing switches mutants at run time, `npm run mutate`) can empty them all before
// each test, and no test reads a result worked out under other rules.
const clears: (() => void)[] = [];

/** A cache of rule results: its `clear` is called by `forgetCaches`. */
export function registerCache(clear: () => void): void {
  clears.push(clear);
}

/** Empties every registered cache. */
export function forgetCaches(): void {
  for (const clear of clears) clear();
}
