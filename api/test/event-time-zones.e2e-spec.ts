import { insertArtist } from './support/test-data';
import { useSignedInAdmin } from './support/signed-in-admin';

const CHICAGO_SHOW = {
  title: 'Blue Line Sermons',
  location: 'The Green Signal Jazz Club, Chicago, IL',
  artists: 'Odell Quarters',
  eventDate: '2026-12-08T02:00:00.000Z',
};

/** Every show keeps its venue's IANA time zone: given, taken from the location, or UTC. */
describe("events in their venue's time zone", () => {
  const { post, patch, get, app } = useSignedInAdmin();

  it('takes the zone given, any case, spelled as the time zone database spells it, and returns it on every read', async () => {
    const created = await post('/api/events', {
      ...CHICAGO_SHOW,
      location: 'Green Signal',
      timeZone: 'america/chicago',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ timeZone: 'America/Chicago', eventDate: CHICAGO_SHOW.eventDate });
    const [listed] = (await app().http().get('/api/events').expect(200)).body;
    expect(listed.timeZone).toBe('America/Chicago');
    const [admin] = (await get('/api/admin/events').expect(200)).body;
    expect(admin.timeZone).toBe('America/Chicago');

    const moved = await patch(`/api/events/${created.body.id}`, { timeZone: 'Europe/London' });
    expect(moved.status).toBe(200);
    expect(moved.body.timeZone).toBe('Europe/London');
    // Left out or empty, the zone stays as it is.
    expect((await patch(`/api/events/${created.body.id}`, { timeZone: '' })).body.timeZone).toBe('Europe/London');
  });

  it('defaults to the zone the location names, else UTC', async () => {
    expect((await post('/api/events', CHICAGO_SHOW)).body.timeZone).toBe('America/Chicago');
    expect((await post('/api/events', { ...CHICAGO_SHOW, location: 'A warehouse' })).body.timeZone).toBe('UTC');
  });

  it('refuses a zone that does not exist with a message naming the field', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'Chicago', 42]) {
      const refused = await post('/api/events', { ...CHICAGO_SHOW, timeZone });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Time zone must be an IANA time zone name such as America/Chicago, Europe/London or UTC',
      );
    }
  });

  it("carries the zone into an artist's upcoming shows", async () => {
    const artist = await insertArtist(app().dataSource, { name: 'Odell Quarters' });
    await post('/api/events', { ...CHICAGO_SHOW, eventDate: new Date(Date.now() + 86_400_000).toISOString() });
    const story = await app().http().get(`/api/artists/${artist}/story`).expect(200);
    expect(story.body.upcomingEvents.map((event: { timeZone: string }) => event.timeZone)).toEqual(['America/Chicago']);
  });
});
