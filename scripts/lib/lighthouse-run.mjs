// Lighthouse (default mobile profile) performance and accessibility scores for one URL.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './chromium.mjs';

/**
 * One Lighthouse run in a fresh Chromium profile with the given browser language; scores are 0–100.
 * `reportPath` keeps the whole report (JSON) for a look at the request chain and the LCP element.
 */
export async function lighthouseScores(url, chromiumPath, locale, reportPath) {
  const chrome = await launchDebuggableChromium(chromiumPath, [`--lang=${locale}`, `--accept-lang=${locale}`]);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (reportPath) writeFileSync(reportPath, JSON.stringify(result.lhr));
    const score = (category) => Math.round((categories[category]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      fcpMs: audits['first-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
    };
  } finally {
    await chrome.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
