// Layouts and style recalcs forced by script during a first visit (4x CPU), with the JS frame that forced them (sourcemapped).
import { chromium } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import sm from 'source-map-js';
const URL = process.env.URL || 'http://127.0.0.1:4700/';
const DIST = process.env.DIST || 'dist';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, locale: 'it-IT' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const chunks = [];
cdp.on('Tracing.dataCollected', (d) => chunks.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' });
await page.goto(URL);
await page.waitForTimeout(Number(process.env.WAIT || 8000));
await cdp.send('Tracing.end'); await done;
await b.close();
const consumers = new Map();
const cons = (file) => { if (!consumers.has(file)) { const f = `${DIST}/assets/${file}.map`; consumers.set(file, existsSync(f) ? new sm.SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null); } return consumers.get(file); };
const where = (fr) => { const file = (fr.url || '').replace(/^.*\//, ''); const c = file && cons(file); if (c) { const o = c.originalPositionFor({ line: fr.lineNumber + 1, column: fr.columnNumber }); if (o.source) return `${o.name || fr.functionName} ${o.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${o.line}`; } return `${fr.functionName} ${file}:${fr.lineNumber}`; };
const t0 = chunks.find((e) => e.name === 'navigationStart')?.ts ?? 0;
let total = 0;
for (const e of chunks.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X' && e.dur > 1000)) {
  const st = e.args?.beginData?.stackTrace;
  if (!st?.length) continue;
  total += e.dur / 1000;
  console.log(((e.ts - t0) / 1000).toFixed(0).padStart(6), e.name.padEnd(16), (e.dur / 1000).toFixed(1).padStart(6), 'ms |', st.slice(0, 3).map(where).join(' < '));
}
console.log('forced total ms', total.toFixed(0));
