import { chromium } from 'playwright-core';
const [file, top, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto('file://' + file);
await page.addStyleTag({ content: 'body{margin:0!important;display:block!important} img{position:absolute!important;top:0!important;left:0!important;width:auto!important;height:auto!important;max-width:none!important;max-height:none!important;margin:0!important;transform:none!important}' });
await page.evaluate((y) => window.scrollTo(0, Number(y)), top);
await page.screenshot({ path: out });
await browser.close();
