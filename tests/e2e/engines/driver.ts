// One small driver for three engines, so one test script plays the same evening in each:
// Chromium through playwright-core, Firefox (firefox-esr) through WebDriver BiDi with
// puppeteer-core, WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver's classic
// WebDriver. A driver only navigates, runs page-side JavaScript, and touches or types into
// an element with the engine's own input (a real pointer and keyboard); finding things
// (find.ts) and waiting for them (player.ts) are written once above it.
import type { Query } from './find';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface TabOptions {
  width: number;
  height: number;
  /** The browser's language, e.g. 'it-IT'. */
  locale: string;
}

export interface Tab {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a page-side expression (awaiting a promise) and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Touches the element the query finds (the caller waits until it is actionable). */
  click(q: Query): Promise<void>;
  /** Empties the field the query finds and types `text` into it with the keyboard. */
  type(q: Query, text: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine's own version, for the report. */
  readonly version: string;
  /** A fresh tab with its own storage (a new profile or browsing context). */
  open(opts: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

export async function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return (await import('./chromium')).launchChromium();
    case 'firefox':
      return (await import('./firefox')).launchFirefox();
    case 'webkit':
      return (await import('./webkit')).launchWebKit();
  }
}
