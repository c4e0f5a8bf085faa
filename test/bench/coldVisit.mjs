// A first visit of the cold page (cold.html), shared by the runners that time it: `npm run bench`
// (its cold table), coldCompare.mjs and coldPhone.mjs.

/**
 * Opens `url` as a first visit: a context of its own (a renderer process of its own, so no
 * earlier page's teardown runs inside this one), the cache off, and with `cpuThrottling` the
 * page's CPU slowed that many times from before the navigation (a phone's first visit). Resolves
 * with what the page recorded (`window.cold`: when every field could first be used, the scripts
 * fetched).
 *
 * @example
 * const { usableAt } = await coldVisit(browser, `${url}?lib=floor&n=30`, { cpuThrottling: 4 });
 */
export async function coldVisit(browser, url, { cpuThrottling = 1 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (cpuThrottling !== 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto(url);
    await page.waitForFunction(() => window.cold !== undefined, null, {
      timeout: 30_000 * cpuThrottling,
    });
    return await page.evaluate(() => window.cold);
  } finally {
    await context.close();
  }
}

/**
 * The list as round `round` takes it, each round starting one further on: none is always measured
 * first, and a machine that gets busier or quieter during a run weighs on all alike.
 *
 * @example
 * inTurns(['floor', 'fieldsform', 'rjsf'], 1); // ['fieldsform', 'rjsf', 'floor']
 */
export const inTurns = (list, round) => [
  ...list.slice(round % list.length),
  ...list.slice(0, round % list.length),
];
