import { REDACTED } from '../../shared/contracts/audit';
import { changedFields } from './audit-changes';
import { redactSecrets } from './audit-redaction';
import { actionOfRoute, entityOfRoute } from './audit-trail.service';

describe('the audit log names what a route does', () => {
  it.each([
    ['POST /api/articles', 'articles', 'create'],
    ['PATCH /api/articles/:id', 'articles', 'update'],
    ['DELETE /api/events/:id', 'events', 'delete'],
    ['POST /api/admin/newsletters/:id/send', 'newsletters', 'send'],
    ['POST /api/admin/newsletters/:id/deliveries/retry', 'newsletters', 'retry'],
    ['POST /api/admin/subscribers/import', 'subscribers', 'import'],
    ['DELETE /api/admin/subscribers/:id', 'subscribers', 'delete'],
    ['PATCH /api/admin/team/:id', 'team', 'update'],
    ['GET /api/admin/subscribers.csv', 'subscribers', 'read'],
  ])('%s is %s / %s', (route, entity, action) => {
    expect(entityOfRoute(route)).toBe(entity);
    expect(actionOfRoute(route)).toBe(action);
  });
});

describe('what the audit log keeps of a write', () => {
  it('keeps only the fields that changed, each before and after', () => {
    const changes = changedFields(
      { id: 1, title: 'Old', tags: ['a'], updatedAt: 'then' },
      { id: 1, title: 'New', tags: ['a'], updatedAt: 'now' },
    );
    expect(changes).toEqual({ before: { title: 'Old' }, after: { title: 'New' } });
  });

  it('never keeps a password, token, hash or secret, at any depth', () => {
    expect(
      redactSecrets({
        password: 'hunter2',
        nested: { resetToken: 'abc', apiKey: 'k', passwordHash: 'h', list: [{ clientSecret: 's' }] },
        title: 'kept',
      }),
    ).toEqual({
      password: REDACTED,
      nested: { resetToken: REDACTED, apiKey: REDACTED, passwordHash: REDACTED, list: [{ clientSecret: REDACTED }] },
      title: 'kept',
    });
    expect(changedFields({ password: 'a' }, { password: 'b' })).toEqual({
      before: { password: REDACTED },
      after: { password: REDACTED },
    });
  });
});
