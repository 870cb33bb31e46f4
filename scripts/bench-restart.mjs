// The restart figure of `npm run bench`: from launching the installed app offline to the last
// game's screen interactive, in Chromium with the CPU slowed four times (a mid-range phone),
// for a game given as a file (a 5,000-event game of each module, BITE's SBE9 campaign: written
// by the bench suite, tests/bench); the app is the production build, served at `url`.
//
// Once online: open the app (its service worker installs and takes control), import the game
// through the home screen's Import button, open it. Then offline, `runs` times: a fresh tab at
// the app's start address, timed from the navigation's start until the game's bar shows its
// name, its screen has loaded (the section bar is drawn) and the page has painted that frame
// and is free to take a tap. Before each relaunch the machine's processor is measured the way
// Lighthouse does (its BenchmarkIndex, unthrottled, in a tab of its own), so each figure comes
// with the speed of the machine it was taken on: a low one means the machine was busy.
// Where the time goes: the app's performance marks of each step (src/pwa/launch.ts
// `markLaunch`), their medians in `breakdown`; `profile` takes a JavaScript profile of each
// relaunch (`hotspots`: the scripts and functions that took the most time), `trace` (a path
// prefix) records a Chromium performance trace of each relaunch.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS } from './lib.mjs';

const READY = `(() => {
  const shell = document.getElementById('app-shell');
  const title = document.querySelector('.v-app-bar-title');
  return !shell && !!title && title.textContent.includes(NAME) && !!document.querySelector('.v-bottom-navigation') && !document.querySelector('.v-main .v-progress-circular');
})()`;

/**
 * Lighthouse's measure of a machine's processor (BenchmarkIndex: its page-functions.js, Apache
 * License 2.0): string building (with garbage collection) and array copying, half a second
 * each. Lighthouse's mobile figures, and the relaunch's 4× slowdown, model a mid-range phone on
 * a machine that scores about 1,000 or more.
 */
const BENCHMARK_INDEX = `(() => {
  function gc() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function noGc() {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? a : b;
      const tgt = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return Math.round((gc() + noGc()) / 2);
})()`;

/** The machine's processor now (Lighthouse's BenchmarkIndex), in a blank tab of `context`. */
export async function cpuBenchmark(context) {
  const tab = await context.newPage();
  try {
    return await tab.evaluate(BENCHMARK_INDEX);
  } finally {
    await tab.close();
  }
}

/**
 * Where a JavaScript profile's time went: the scripts and the functions that took the most of
 * it by their own time (ms), the browser's own work (parsing, style, layout) as "(program)".
 */
export function hotspots(profiles, top = 8) {
  const byScript = new Map();
  const byFunction = new Map();
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    for (let i = 0; i < p.samples.length; i++) {
      const n = nodes.get(p.samples[i]);
      const ms = (p.timeDeltas[i + 1] ?? 0) / 1000 / profiles.length;
      const f = n.callFrame;
      if (f.functionName === '(idle)') continue;
      const script = f.url ? f.url.replace(/^.*\//, '') : f.functionName || '(native)';
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      const fn = f.url ? `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}` : f.functionName || '(native)';
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    }
  }
  const best = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k, Math.round(v)]);
  return { scripts: best(byScript), functions: best(byFunction) };
}

export async function measureRestart({ chrome, url, file, runs = 3, profile = false, trace = null }) {
  const profiles = [];
  const benchmarks = [];
  const name = JSON.parse(readFileSync(file, 'utf8')).game.name;
  const browser = await chromium.launch({
    executablePath: chrome,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT', hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(url);
    // The service worker installs on the first visit and serves from the second (it waits for
    // the player's "Reload" before taking over an open page).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (let i = 0; !(await page.evaluate(() => !!navigator.serviceWorker.controller)); i++) {
      if (i === 10) throw new Error('the service worker did not take control');
      await page.reload();
      await page.waitForLoadState('load');
    }
    await page.waitForSelector('.v-card.empty, .v-row', { timeout: 60_000 });
    const chooser = page.waitForEvent('filechooser');
    await page.locator('header button[aria-label="Importa partita"]').click();
    await (await chooser).setFiles(file);
    await page.getByText(name).first().waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Apri', exact: true }).first().click();
    await page.waitForFunction(READY.replace('NAME', JSON.stringify(name)), null, { timeout: 30_000 }).catch(async (e) => {
      if (process.env.BENCH_DEBUG) {
        await page.screenshot({ path: '.bench/restart-fail.png' });
        console.log(
          await page.evaluate(() => [
            location.href,
            document.querySelector('.v-app-bar-title')?.textContent,
            !!document.querySelector('.v-bottom-navigation'),
            !!document.querySelector('.v-main .v-progress-circular'),
            !!document.getElementById('app-shell'),
          ]),
        );
      }
      throw e;
    });
    await page.close();

    await context.setOffline(true);
    const times = [];
    const longest = [];
    const steps = [];
    for (let i = 0; i < runs; i++) {
      benchmarks.push(await cpuBenchmark(context));
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.addInitScript(`(() => {
        window.__longTasks = [];
        try {
          new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
            .observe({ type: 'longtask', buffered: true });
        } catch (e) {}
        const ready = () => ${READY.replace('NAME', JSON.stringify(name))};
        let done;
        window.__restart = new Promise((resolve) => (done = resolve));
        const check = () => {
          if (!ready()) return requestAnimationFrame(check);
          // The frame with the game is painted, and the next task runs: a tap would be taken now.
          requestAnimationFrame(() => setTimeout(() => { window.__restartMs = performance.now(); performance.mark('restart-ready'); done(window.__restartMs); }));
        };
        requestAnimationFrame(check);
      })()`);
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (trace)
        await browser.startTracing(tab, {
          path: `${trace}-${i}.json`,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'],
        });
      // Waiting on the page's own promise, not polling it: a poll (and the script a poll
      // injects) would take the slowed processor from the launch being timed.
      await tab.goto(url, { waitUntil: 'commit' });
      await tab.evaluate(() => window.__restart);
      if (profile) profiles.push((await cdp.send('Profiler.stop')).profile);
      if (trace) await browser.stopTracing();
      times.push(await tab.evaluate(() => window.__restartMs));
      const seen = await tab.evaluate(() => ({
        marks: performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('aiutante:'))
          .map((m) => [m.name.slice(9), Math.round(m.startTime)]),
        longTasks: window.__longTasks,
        resources: performance.getEntriesByType('resource').map((r) => [r.name.replace(/^.*\//, ''), Math.round(r.startTime), Math.round(r.responseEnd)]),
      }));
      longest.push(Math.max(0, ...seen.longTasks.map(([, d]) => d)));
      steps.push(Object.fromEntries(seen.marks));
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ ms: times.at(-1), ...seen }));
      const served = await tab.evaluate(() => !!navigator.serviceWorker.controller);
      if (!served) throw new Error('the relaunch was not served by the service worker');
      await tab.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Where a relaunch spends its time: each step's median time since the navigation began
    // (the app's performance marks, src/pwa/launch.ts markLaunch).
    const names = [...new Set(steps.flatMap((s) => Object.keys(s)))];
    const breakdown = names.map((n) => [n, median(steps.map((s) => s[n]).filter((t) => t !== undefined))]).sort((a, b) => a[1] - b[1]);
    return { runs: times, median: median(times), longestTasks: longest, breakdown, steps, benchmarks, profiles, hotspots: profile ? hotspots(profiles) : null };
  } finally {
    await browser.close();
  }
}
