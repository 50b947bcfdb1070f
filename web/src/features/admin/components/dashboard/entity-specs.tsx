import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, DEFAULT_ARTICLE_CATEGORY } from '@api/shared/domain/categories';
import { RELEASE_TYPES } from '@api/shared/domain/release-types';
import { Badge, CategoryBadge } from '../../../../components/ui/badge';
import type { EntitySpec } from './entity-spec';
import { isoToLocalInput } from './form-values';

const MAX_CARD_TAGS = 3;

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '');
const text = (value: string | null | undefined) => value ?? '';

const cardTitle = 'font-display text-lg font-black uppercase leading-tight text-white';
const cardMeta = 'text-xs text-zinc-300';

export const ARTICLES: EntitySpec<'/api/articles'> = {
  basePath: '/api/articles',
  heading: 'Articles',
  noun: 'article',
  createButton: 'Create Article',
  pendingLabel: 'Creating...',
  messages: {
    created: 'Article created successfully',
    createFailed: 'Failed to create article',
    updated: 'Article updated successfully',
    updateFailed: 'Failed to update article',
    deleted: 'Article deleted successfully',
    deleteFailed: 'Failed to delete article',
  },
  emptyText: 'No articles yet.',
  emptyButton: 'Create your first article',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'excerpt', label: 'Excerpt', kind: 'textarea', required: true },
    { name: 'content', label: 'Content', kind: 'textarea', required: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: ARTICLE_CATEGORIES.map((value) => ({ value, label: ARTICLE_CATEGORY_LABELS[value] })),
    },
    { name: 'imageUrl', label: 'Image URL', kind: 'url', placeholder: 'https://' },
    { name: 'featured', label: 'Featured', kind: 'checkbox' },
  ],
  initialValues: {
    title: '',
    excerpt: '',
    content: '',
    category: DEFAULT_ARTICLE_CATEGORY,
    imageUrl: '',
    featured: false,
  },
  toValues: (a) => ({
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    category: a.category,
    imageUrl: text(a.imageUrl),
    featured: a.featured,
  }),
  titleOf: (a) => a.title,
  renderCard: (a) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={a.category} />
        {a.featured && <Badge color="yellow">Featured</Badge>}
      </div>
      <h3 className={`${cardTitle} mt-2`}>{a.title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{a.excerpt}</p>
      <p className={`${cardMeta} mt-2`}>
        {date(a.publishedAt)}
        {a.author ? ` · ${a.author}` : ''} · {a.wordCount} words
      </p>
    </>
  ),
};

export const ARTISTS: EntitySpec<'/api/artists'> = {
  basePath: '/api/artists',
  heading: 'Artists',
  noun: 'artist',
  createButton: 'Add Artist',
  pendingLabel: 'Adding...',
  messages: {
    created: 'Artist added successfully',
    createFailed: 'Failed to add artist',
    updated: 'Artist updated successfully',
    updateFailed: 'Failed to update artist',
    deleted: 'Artist deleted successfully',
    deleteFailed: 'Failed to delete artist',
  },
  emptyText: 'No artists yet.',
  emptyButton: 'Add your first artist',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'genre', label: 'Genre', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'imageUrl', label: 'Image URL', kind: 'url', placeholder: 'https://' },
  ],
  initialValues: { name: '', genre: '', description: '', imageUrl: '' },
  toValues: (a) => ({ name: a.name, genre: a.genre, description: a.description, imageUrl: text(a.imageUrl) }),
  titleOf: (a) => a.name,
  renderCard: (a) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge outline>{a.genre}</Badge>
        {a.isSpotlighted && <Badge color="yellow">Spotlight{a.spotlightWeek ? ` ${a.spotlightWeek}` : ''}</Badge>}
        <Badge outline>{a.contentStatus}</Badge>
      </div>
      <h3 className={`${cardTitle} mt-2`}>{a.name}</h3>
      {a.location && <p className={cardMeta}>{a.location}</p>}
      <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{a.description}</p>
    </>
  ),
};

export const RELEASES: EntitySpec<'/api/releases'> = {
  basePath: '/api/releases',
  heading: 'Releases',
  noun: 'release',
  createButton: 'Add Release',
  pendingLabel: 'Adding...',
  messages: {
    created: 'Release added successfully',
    createFailed: 'Failed to add release',
    updated: 'Release updated successfully',
    updateFailed: 'Failed to update release',
    deleted: 'Release deleted successfully',
    deleteFailed: 'Failed to delete release',
  },
  emptyText: 'No releases yet.',
  emptyButton: 'Add your first release',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'artist', label: 'Artist', kind: 'text', required: true },
    { name: 'linkUrl', label: 'Link URL', kind: 'url', required: true, placeholder: 'https://' },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: RELEASE_TYPES.map((value) => ({ value, label: value })),
    },
    { name: 'imageUrl', label: 'Image URL', kind: 'url', placeholder: 'https://' },
  ],
  initialValues: { title: '', artist: '', linkUrl: '', type: 'single', imageUrl: '' },
  toValues: (r) => ({ title: r.title, artist: r.artist, linkUrl: r.linkUrl, type: r.type, imageUrl: text(r.imageUrl) }),
  titleOf: (r) => r.title,
  renderCard: (r) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge outline>{r.type}</Badge>
        <Badge outline>{r.source}</Badge>
      </div>
      <h3 className={`${cardTitle} mt-2`}>{r.title}</h3>
      <p className="text-sm text-zinc-200">{r.artist}</p>
      <p className={`${cardMeta} mt-1`}>{date(r.releaseDate)}</p>
    </>
  ),
};

export const EVENTS: EntitySpec<'/api/events'> = {
  basePath: '/api/events',
  heading: 'Events',
  noun: 'event',
  createButton: 'Create Event',
  pendingLabel: 'Creating...',
  messages: {
    created: 'Event created successfully',
    createFailed: 'Failed to create event',
    updated: 'Event updated successfully',
    updateFailed: 'Failed to update event',
    deleted: 'Event deleted successfully',
    deleteFailed: 'Failed to delete event',
  },
  emptyText: 'No events yet.',
  emptyButton: 'Create your first event',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text', required: true },
    { name: 'artists', label: 'Artists', kind: 'text', required: true, placeholder: 'Comma-separated' },
    {
      name: 'eventDate',
      label: 'Event Date',
      kind: 'datetime',
      required: true,
      requiredMessage: 'Event date is required',
    },
    { name: 'ticketsAvailable', label: 'Tickets Available', kind: 'checkbox' },
  ],
  initialValues: { title: '', location: '', artists: '', eventDate: '', ticketsAvailable: true },
  toValues: (e) => ({
    title: e.title,
    location: e.location,
    artists: e.artists,
    eventDate: isoToLocalInput(e.eventDate),
    ticketsAvailable: e.ticketsAvailable,
  }),
  titleOf: (e) => e.title,
  renderCard: (e) => (
    <>
      <Badge color={e.ticketsAvailable ? 'green' : 'orange'}>
        {e.ticketsAvailable ? 'Tickets Available' : 'Sold Out'}
      </Badge>
      <h3 className={`${cardTitle} mt-2`}>{e.title}</h3>
      <p className="text-sm text-zinc-200">{e.location}</p>
      <p className={`${cardMeta} mt-1`}>{dateTime(e.eventDate)}</p>
      <p className={`${cardMeta} mt-1`}>{e.artists}</p>
    </>
  ),
};

export const NEWSLETTERS: EntitySpec<'/api/newsletters'> = {
  basePath: '/api/newsletters',
  heading: 'Newsletters',
  noun: 'newsletter',
  createButton: 'Create Newsletter',
  pendingLabel: 'Creating...',
  messages: {
    created: 'Newsletter created successfully',
    createFailed: 'Failed to create newsletter',
    updated: 'Newsletter updated successfully',
    updateFailed: 'Failed to update newsletter',
    deleted: 'Newsletter deleted successfully',
    deleteFailed: 'Failed to delete newsletter',
  },
  emptyText: 'No newsletters yet.',
  emptyButton: 'Create your first newsletter',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'content', label: 'Content', kind: 'textarea', required: true },
    { name: 'imageUrl', label: 'Image URL', kind: 'url', placeholder: 'https://' },
    { name: 'tags', label: 'Tags', kind: 'tags', placeholder: 'Comma-separated, e.g. trap, drill' },
  ],
  initialValues: { title: '', description: '', content: '', imageUrl: '', tags: '' },
  toValues: (n) => ({
    title: n.title,
    description: n.description,
    content: n.content,
    imageUrl: text(n.imageUrl),
    tags: n.tags.join(', '),
  }),
  titleOf: (n) => n.title,
  renderCard: (n) => (
    <>
      <h3 className={cardTitle}>{n.title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{n.description}</p>
      {n.tags.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1" data-testid="newsletter-tags">
          {n.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <Badge key={tag} outline>
              {tag}
            </Badge>
          ))}
          {n.tags.length > MAX_CARD_TAGS && <Badge color="yellow">+{n.tags.length - MAX_CARD_TAGS}</Badge>}
        </div>
      )}
      <p className={`${cardMeta} mt-2`}>{date(n.publishedAt)}</p>
    </>
  ),
};
