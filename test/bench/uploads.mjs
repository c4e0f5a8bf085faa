// npm run bench:uploads: the time to upload-complete of a 12 MP phone photo as picked
// and as the library sends it, on a throttled connection emulated by Chromium itself (DevTools
// Network.emulateNetworkConditions: 1 Mbit/s up, 4 Mbit/s down, 150 ms latency). The server
// answers only after it has read the whole body. Prints the figures and writes bench/uploads.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NETWORK = { latency: 150, upMbit: 1, downMbit: 4 };

// The server answers an upload only after it has read the whole body.
const { url, server } = await servePage('uploads.html', 'out-uploads', (req, res) => {
  if (req.method !== 'POST' || !req.url?.startsWith('/upload')) return false;
  let bytes = 0;
  req.on('data', (chunk) => (bytes += chunk.length));
  req.on('end', () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(String(bytes)));
  return true;
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'uploads' in window);
  const prepared = await page.evaluate(() => window.uploads.prepare());
  // Re-encoding, before the network is throttled: in the image Worker, and on the page's thread
  // (the fallback where a browser has no OffscreenCanvas), measured by the page's long tasks.
  const shrinks = { worker: [], page: [] };
  for (let run = 0; run < RUNS; run += 1)
    for (const where of ['worker', 'page'])
      shrinks[where].push(await page.evaluate((w) => window.uploads.shrink(w), where === 'worker'));
  const cost = (list) => ({
    ranIn: [...new Set(list.map((entry) => entry.ranIn))].join(','),
    shrinkMs: Math.round(median(list.map((entry) => entry.shrinkMs))),
    longTasksMs: Math.round(median(list.map((entry) => entry.longTasksMs))),
    longestTaskMs: Math.round(Math.max(...list.map((entry) => entry.longestTaskMs))),
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    uploadThroughput: (NETWORK.upMbit * 1_000_000) / 8,
    downloadThroughput: (NETWORK.downMbit * 1_000_000) / 8,
  });
  const times = { photo: [], small: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const which of ['photo', 'small'])
      times[which].push(await page.evaluate((name) => window.uploads.send(name), which));
  }
  const result = {
    date: new Date().toISOString(),
    network: NETWORK,
    runs: RUNS,
    photoBytes: prepared.photoBytes,
    smallBytes: prepared.smallBytes,
    shrinkInWorker: cost(shrinks.worker),
    shrinkOnPage: cost(shrinks.page),
    photoUploadMs: Math.round(median(times.photo)),
    smallUploadMs: Math.round(median(times.small)),
  };
  writeFileSync(join(here, '../../bench/uploads.json'), `${JSON.stringify(result, null, 2)}\n`);
  // The Worker keeps the page's thread free: no run may leave over 50 ms of long tasks on it.
  const blocked = Math.max(...shrinks.worker.map((entry) => entry.longTasksMs));
  if (blocked > 50) {
    console.error(
      `re-encoding in the Worker left ${Math.round(blocked)} ms of long tasks (> 50 ms)`,
    );
    process.exitCode = 1;
  }
  console.log(
    `12 MP photo as picked: ${result.photoBytes} B, upload ${result.photoUploadMs} ms\n` +
      `as sent:               ${result.smallBytes} B, re-encoding ${result.shrinkInWorker.shrinkMs} ms + upload ${result.smallUploadMs} ms\n` +
      `re-encoding in the Worker (${result.shrinkInWorker.ranIn}): ${result.shrinkInWorker.shrinkMs} ms, long tasks of the page's thread ${result.shrinkInWorker.longTasksMs} ms in total (longest ${result.shrinkInWorker.longestTaskMs} ms)\n` +
      `on the page's thread (fallback, ${result.shrinkOnPage.ranIn}): ${result.shrinkOnPage.shrinkMs} ms, long tasks ${result.shrinkOnPage.longTasksMs} ms in total (longest ${result.shrinkOnPage.longestTaskMs} ms)\n` +
      `(${NETWORK.upMbit} Mbit/s up, ${NETWORK.latency} ms latency, median of ${RUNS})`,
  );
} finally {
  await browser.close();
  server.close();
}
