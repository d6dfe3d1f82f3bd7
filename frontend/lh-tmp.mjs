import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const CONFIG = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const r = await lighthouse('http://127.0.0.1:3411' + (process.argv[2] ?? '/advertise'), { port: chrome.port, logLevel: 'error', output: 'json' }, CONFIG);
  const a = r.lhr.audits;
  console.log('perf', Math.round(r.lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  for (const it of a['long-tasks'].details.items) console.log('   ', Math.round(it.startTime), Math.round(it.duration), it.url.replace(/.*\//, ''));
}
await chrome.kill();
