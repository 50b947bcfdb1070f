import { isKnownBot, isReaderVisit } from './reader-traffic';

describe('reader traffic', () => {
  it('knows crawlers and link previews by their user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    ]) {
      expect(isKnownBot(agent)).toBe(true);
    }
  });

  it('counts browsers as readers', () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ]) {
      expect(isKnownBot(agent)).toBe(false);
    }
    expect(isKnownBot(undefined)).toBe(false);
  });

  it('leaves out the admin screens and anyone signed in', () => {
    const browser = { userAgent: 'Mozilla/5.0 Firefox/133.0', signedIn: false };
    expect(isReaderVisit('/articles', browser)).toBe(true);
    expect(isReaderVisit('/administrators-of-rap', browser)).toBe(true);
    expect(isReaderVisit('/admin', browser)).toBe(false);
    expect(isReaderVisit('/admin/subscribers', browser)).toBe(false);
    expect(isReaderVisit('/admin-dashboard', browser)).toBe(false);
    expect(isReaderVisit('/articles', { ...browser, signedIn: true })).toBe(false);
  });
});
