import { routeHandlers } from '../src/openapi/route-handlers';
import { useTestApp } from './support/use-test-app';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
}

describe('GET /api/docs/openapi.json', () => {
  // The document describes the app itself: no table is read.
  const app = useTestApp({}, { emptyTablesBeforeEach: false });

  const document = async () => {
    const response = await app.http().get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    return response;
  };
  const operations = (paths: Record<string, Record<string, Operation>>) =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('is public JSON that no cache keeps', async () => {
    const response = await document();
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.openapi).toMatch(/^3\./);
  });

  it('lists every route the application registered, read from the app itself', async () => {
    const { body } = await document();
    const listed = operations(body.paths);
    expect(listed).toHaveLength(routeHandlers(app.app).length);
    expect(listed.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'POST /api/subscriptions',
        'GET /api/articles/{id}',
        'PATCH /api/articles/{id}',
        'GET /api/personalization/jobs/{id}',
        'POST /api/visits',
        'GET /api/art/articles/{id}/cover.svg',
        'GET /api/art/artists/{id}/portrait.svg',
        'GET /api/art/releases/{id}/cover.svg',
        'POST /api/admin/releases/{id}/merge',
        'POST /api/admin/releases/{id}/listings/{listingId}/split',
        'GET /api/stories/{id}',
        'POST /api/admin/stories/{id}/articles',
        'DELETE /api/admin/stories/{id}/articles/{articleId}',
        'GET /api/newsletters/r/{token}',
        'GET /api/admin/newsletters/{id}/personal-preview',
        'GET /api/admin/newsletters/{id}/copies',
        'GET /api/admin/newsletters/{id}/click-through',
        'POST /api/admin/webhooks',
        'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend',
        'GET /api/admin/stories/{id}/fediverse',
        'GET /api/charts',
        'GET /api/charts/weeks',
        'GET /api/charts/songs/{songId}',
        'GET /api/charts/artists/{artistId}',
        'POST /api/admin/charts/build',
        'GET /api/admin/charts/sources',
      ]),
    );
  });

  it('marks exactly the operations behind AdminGuard as needing the admin session', async () => {
    const { body } = await document();
    const admin = operations(body.paths).filter((o) => o.operation.security?.some((s) => 'adminSession' in s));
    const keys = admin.map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/articles',
        'GET /api/admin/subscribers',
        'POST /api/admin/releases/{id}/merge',
        'POST /api/admin/releases/{id}/listings/{listingId}/split',
        'GET /api/admin/newsletters/{id}/personal-preview',
        'GET /api/admin/newsletters/{id}/copies',
        'GET /api/admin/newsletters/{id}/click-through',
        'GET /api/admin/stories/{id}/fediverse',
      ]),
    );
    expect(keys).not.toContain('POST /api/subscriptions');
    // A digest's counted link is followed by readers from their inbox, signed in or not.
    expect(keys).not.toContain('GET /api/newsletters/r/{token}');
    expect(keys).not.toContain('GET /api/articles/{id}');
    expect(keys.filter((key) => key.includes('/api/admin/')).length).toBe(
      operations(body.paths).filter((o) => o.key.includes('/api/admin/')).length,
    );
    expect(body.components.securitySchemes.adminSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'cypher.sid' });
  });

  it("describes bodies and queries from the DTOs' validation rules", async () => {
    const { body } = await document();
    const subscribe = body.paths['/api/subscriptions'].post as Operation;
    expect(subscribe.requestBody?.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CreateSubscriptionDto',
    );
    const dto = body.components.schemas.CreateSubscriptionDto;
    expect(dto.required).toEqual(['firstName', 'lastName', 'email', 'creditProgramParticipation']);
    expect(dto.properties.lastName).toEqual({ type: 'string', minLength: 1, maxLength: 100 });
    expect(dto.properties.email).toEqual(expect.objectContaining({ type: 'string', format: 'email' }));
    expect(body.components.schemas.CreateArticleDto.properties.category).toEqual(
      expect.objectContaining({ enum: ['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'], default: 'CULTURE' }),
    );
    expect(body.components.schemas.SavePreferencesDto.properties.preferences).toEqual({
      $ref: '#/components/schemas/PreferencesDto',
    });
    const list = body.paths['/api/articles'].get as Operation;
    expect(list.parameters?.map((p) => `${p.name}:${p.in}`)).toEqual([
      'category:query',
      'tag:query',
      'q:query',
      'group:query',
      'view:query',
      'limit:query',
      'offset:query',
      'cursor:query',
    ]);
  });

  it("lists the admin lists' paging, search and sort parameters, the sort fields as an enum", async () => {
    const { body } = await document();
    const parameters = (path: string) =>
      ((body.paths[path].get as Operation).parameters ?? []).map((p) => `${p.name}:${p.in}`).sort();
    const common = ['limit:query', 'offset:query', 'order:query', 'q:query', 'sort:query'];
    expect(parameters('/api/admin/articles')).toEqual([...common, 'status:query'].sort());
    expect(parameters('/api/admin/artists')).toEqual([...common, 'status:query'].sort());
    expect(parameters('/api/admin/releases')).toEqual(common);
    const merge = body.paths['/api/admin/releases/{id}/merge'].post as Operation;
    expect(merge.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/MergeReleasesDto');
    expect(body.components.schemas.MergeReleasesDto).toEqual(
      expect.objectContaining({
        required: ['releaseId'],
        properties: { releaseId: expect.objectContaining({ type: 'integer', minimum: 1 }) },
      }),
    );
    expect(parameters('/api/admin/events')).toEqual(common);
    expect(parameters('/api/admin/newsletters')).toEqual(common);
    const sort = (body.paths['/api/admin/articles'].get.parameters as { name: string; schema: object }[]).find(
      (p) => p.name === 'sort',
    );
    expect(sort?.schema).toEqual(
      expect.objectContaining({ enum: ['published', 'created', 'updated', 'title', 'status'], default: 'published' }),
    );
  });

  it("lists site search's parameters, the as-you-type prefix flag as an enum", async () => {
    const { body } = await document();
    const parameters = body.paths['/api/search'].get.parameters as { name: string; in: string; schema: object }[];
    expect(parameters.map((p) => `${p.name}:${p.in}`).sort()).toEqual([
      'limit:query',
      'prefix:query',
      'q:query',
      'type:query',
    ]);
    expect(parameters.find((p) => p.name === 'prefix')?.schema).toEqual(
      expect.objectContaining({ enum: ['true', 'false'] }),
    );
  });
});
