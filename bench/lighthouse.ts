// Lighthouse on the pages a traveller meets first (issue 12 item 7): builds the web app, starts the
// server on a fresh seeded database (as the browser journeys do), and runs Lighthouse with Debian's
// Chromium, mobile defaults (simulated throttling), LH_RUNS times per page; prints the median run.
//   npx tsx bench/lighthouse.ts                 # build, then 3 runs of landing, search and a listing
//   SKIP_BUILD=1 LH_RUNS=1 npx tsx bench/lighthouse.ts
//   LH_THROTTLING=devtools npx tsx bench/lighthouse.ts   # the same slow phone applied for real, not simulated
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { log, numberFromEnv } from './bench-harness';

const root = path.resolve(import.meta.dirname, '..');
const port = numberFromEnv('BENCH_PORT', 18_601);
const runs = numberFromEnv('LH_RUNS', 3);
const origin = `http://127.0.0.1:${port}`;
const chromeFlags = ['--headless=new', ...chromiumArgs];
// 'simulate' (Lighthouse's default, Lantern) estimates a slow phone from an unthrottled load;
// 'devtools' slows the network and CPU in the browser and measures what happens.
const throttlingMethod = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const reportSuffix = throttlingMethod === 'devtools' ? '-devtools' : '';

type Figures = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
};

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server did not answer on ${origin} in time`);
}

async function audit(url: string): Promise<Figures & { lhr: unknown }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    // A run Lighthouse could not finish scores 0: say why rather than only showing the 0.
    if (runtimeError || categories.performance?.score == null)
      log(
        `  ${url}: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? runWarnings.join('; ')}`,
      );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      lhr: result.lhr,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score (as Lighthouse's own median-run helper picks it). */
const medianRun = <F extends Figures>(results: F[]): F =>
  [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;

async function main() {
  if (!process.env.SKIP_BUILD) {
    log('Building the web app…');
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  log(`Starting the app on ${origin} (fresh seeded database)…`);
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  try {
    await waitForHealth(Date.now() + 300_000);
    const cards = (await (await fetch(`${origin}/api/listings?perPage=1`)).json()) as {
      data: { id: string; title: string }[];
    };
    const listing = cards.data[0];
    if (!listing) throw new Error('The seeded app has no listing');
    const { listingPath } = await import('../src/domain/listing-urls');
    const pages: [string, string][] = [
      ['landing', '/'],
      ['search', '/s'],
      ['listing', listingPath(listing.id, listing.title)],
    ];
    // One visit each first, so the server's first-request costs are not measured.
    for (const [, url] of pages) await fetch(`${origin}${url}`);

    const rows: [string, Figures & { lhr: unknown }][] = [];
    for (const [name, url] of pages) {
      const results: (Figures & { lhr: unknown })[] = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await audit(`${origin}${url}`));
        log(`  ${name} run ${i + 1}: performance ${results.at(-1)!.performance}`);
      }
      rows.push([name, medianRun(results)]);
    }

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `\nLighthouse ${runs > 1 ? `median of ${runs}` : '1 run'}, mobile, ${throttlingMethod === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling:\n`,
    );
    log('| page    | perf | FCP   | LCP   | TBT    | CLS   | SI    | a11y | SEO | best pr. |');
    log('| ------- | ---- | ----- | ----- | ------ | ----- | ----- | ---- | --- | -------- |');
    for (const [name, f] of rows) {
      log(
        `| ${name.padEnd(7)} | ${String(f.performance).padStart(4)} | ${s(f.fcp)} | ${s(f.lcp)} | ${`${Math.round(f.tbt)} ms`.padStart(6)} | ${f.cls.toFixed(3)} | ${s(f.speedIndex)} | ${String(f.accessibility).padStart(4)} | ${String(f.seo).padStart(3)} | ${String(f.bestPractices).padStart(8)} |`,
      );
    }
    const outDir = path.join(root, 'bench/.out');
    fs.mkdirSync(outDir, { recursive: true });
    // The figures, and each page's median report (open it in the Lighthouse viewer) for the details.
    fs.writeFileSync(
      path.join(outDir, `lighthouse${reportSuffix}.json`),
      JSON.stringify(
        Object.fromEntries(rows.map(([name, { lhr: _lhr, ...figures }]) => [name, figures])),
        null,
        2,
      ),
    );
    for (const [name, { lhr }] of rows)
      fs.writeFileSync(
        path.join(outDir, `lighthouse-${name}${reportSuffix}.json`),
        JSON.stringify(lhr),
      );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
