import { Webhook } from 'standardwebhooks';
import type { ClaimedDelivery } from '@api/modules/webhooks/webhook-deliveries.store';
import { webhookBody } from './webhook-body';
import { nextAttemptAt } from './webhook-deliverer';
import { signedHeaders } from './webhook-signature';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function delivery(type: string, allowPersonalData: boolean, data: Record<string, unknown> = {}): ClaimedDelivery {
  return {
    id: 1,
    messageId: 'msg_1',
    attempts: 0,
    giveUpAt: new Date('2026-01-02T00:00:00Z'),
    endpoint: { id: 1, url: 'https://hooks.example.com', secret: SECRET, allowPersonalData, enabled: true },
    event: {
      type,
      data,
      personal: { subscriberId: 7, email: 'nia@example.com' },
      occurredAt: new Date('2026-01-01T00:00:00Z'),
    },
  };
}

describe('webhook deliveries', () => {
  it('signs so that the standardwebhooks library verifies, and a changed body does not', () => {
    const body = JSON.stringify({ type: 'release.added', timestamp: '2026-01-01T00:00:00.000Z', data: {} });
    const headers = signedHeaders(SECRET, 'msg_1', body, new Date());
    expect(() => new Webhook(SECRET).verify(body, { ...headers })).not.toThrow();
    expect(() => new Webhook(SECRET).verify(body.replace('release', 'story'), { ...headers })).toThrow();
    expect(() => new Webhook('whsec_b3RoZXIgc2VjcmV0IG9mIGVub3VnaCBieXRlcw==').verify(body, { ...headers })).toThrow();
  });

  it('retries after 30 s, then twice as long each time, at most 6 h apart, and gives up after the day', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const giveUpAt = new Date(start.getTime() + 86_400_000);
    const gaps: number[] = [];
    let now = start;
    for (let attempts = 1; ; attempts += 1) {
      const at = nextAttemptAt(attempts, 30_000, giveUpAt, now);
      if (!at) break;
      gaps.push((at.getTime() - now.getTime()) / 1000);
      now = at;
    }
    expect(gaps.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...gaps)).toBe(6 * 3600);
    expect(now.getTime()).toBeLessThanOrEqual(giveUpAt.getTime());
    // Twelve retries after the first attempt: thirteen attempts, the last 20.5 h after the event.
    expect(gaps).toHaveLength(12);
  });

  it('names a subscriber only to an endpoint allowed personal data', () => {
    expect(webhookBody(delivery('subscriber.confirmed', true), 'https://site.example').data).toEqual({
      subscriberId: 7,
      email: 'nia@example.com',
    });
    expect(webhookBody(delivery('subscriber.confirmed', false), 'https://site.example').data).toEqual({});
  });

  it('gives a story the address readers open and its tags as a list', () => {
    const story = delivery('story.published', false, {
      storyId: 3,
      articleId: 9,
      slug: 'apollo',
      tags: 'live, harlem',
    });
    expect(webhookBody(story, 'https://site.example')).toEqual({
      type: 'story.published',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { storyId: 3, articleId: 9, url: 'https://site.example/article/9/apollo', tags: ['live', 'harlem'] },
    });
  });
});
