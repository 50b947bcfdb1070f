import { actorKeyId, isFederationPath, storyIdOf, storyObjectUri } from './actor-uris';

describe('fediverse addresses', () => {
  const origin = 'https://cypher.example';

  it('finds our stories in the objects likes and replies point at, and nobody else’s', () => {
    expect(storyIdOf(origin, storyObjectUri(origin, 42))).toBe(42);
    expect(storyIdOf(origin, new URL('https://elsewhere.example/ap/stories/42'))).toBeNull();
    expect(storyIdOf(origin, new URL('https://cypher.example/ap/stories/42/extra'))).toBeNull();
    expect(storyIdOf(origin, null)).toBeNull();
  });

  it('names the key the way Fedify publishes it', () => {
    expect(actorKeyId(origin, 'news').href).toBe('https://cypher.example/ap/actors/news#main-key');
  });

  it('answers WebFinger and /ap only', () => {
    expect(isFederationPath('/.well-known/webfinger')).toBe(true);
    expect(isFederationPath('/ap/inbox')).toBe(true);
    expect(isFederationPath('/api/articles')).toBe(false);
    expect(isFederationPath('/apple')).toBe(false);
  });
});
