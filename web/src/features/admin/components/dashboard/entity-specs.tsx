import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, DEFAULT_ARTICLE_CATEGORY } from '@api/shared/domain/categories';
import { RELEASE_TYPES } from '@api/shared/domain/release-types';
import { Badge, CategoryBadge } from '../../../../components/ui/badge';
import {
  DEFAULT_PUBLICATION_STATUS,
  PUBLICATION_STATUSES,
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '@api/shared/domain/publication-status';
import { formatZonedTime, timeZoneFromLocation, timeZoneNames, zonedClockOf } from '@api/shared/domain/time-zones';
import type { EntitySpec, FieldSpec, FormValues } from './entity-spec';
import { entityCopy } from './entity-copy';
import { isoToLocalInput } from './form-values';
import { countOf } from '@api/shared/domain/plural';
import { artistEditorPath, eventEditorPath, releaseEditorPath } from '../entity-editor/editor-paths';

const MAX_CARD_TAGS = 3;

const IMAGE_URL_FIELD: FieldSpec = { name: 'imageUrl', label: 'Image URL', kind: 'url', placeholder: 'https://' };

/** The status and schedule fields of the article and artist editors (publishAt counts only when scheduled). */
const PUBLICATION_FIELDS: FieldSpec[] = [
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    required: true,
    options: PUBLICATION_STATUSES.map((value) => ({ value, label: PUBLICATION_STATUS_LABELS[value] })),
  },
  { name: 'publishAt', label: 'Publish at (when scheduled)', kind: 'datetime' },
];

const publicationValues = (item: { status: PublicationStatus; publishAt: string | null }) => ({
  status: item.status,
  publishAt: isoToLocalInput(item.publishAt),
});

/** The status badge of a row, with the time a scheduled one goes out. */
function StatusBadge({ item }: { item: { status: PublicationStatus; publishAt: string | null } }) {
  const label = PUBLICATION_STATUS_LABELS[item.status];
  return (
    <Badge outline>
      {item.status === 'scheduled' && item.publishAt ? `${label} ${dateTime(item.publishAt)}` : label}
    </Badge>
  );
}

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '');
const text = (value: string | null | undefined) => value ?? '';

export const ARTICLES: EntitySpec<'/api/articles'> = {
  basePath: '/api/articles',
  ...entityCopy('article', 'create'),
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
    IMAGE_URL_FIELD,
    { name: 'featured', label: 'Featured', kind: 'checkbox' },
    ...PUBLICATION_FIELDS,
  ],
  initialValues: {
    title: '',
    excerpt: '',
    content: '',
    category: DEFAULT_ARTICLE_CATEGORY,
    imageUrl: '',
    featured: false,
    status: DEFAULT_PUBLICATION_STATUS,
    publishAt: '',
  },
  toValues: (a) => ({
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    category: a.category,
    imageUrl: text(a.imageUrl),
    featured: a.featured,
    ...publicationValues(a),
  }),
  statusFilter: true,
  editorPath: (id) => (id === null ? '/admin/articles/new' : `/admin/articles/${id}/edit`),
  editorButton: 'Write in the editor',
  titleOf: (a) => a.title,
  subtitleOf: (a) => [a.author, countOf(a.wordCount, 'word')].filter(Boolean).join(' · '),
  thumbnail: (a) => ({ kind: 'image', url: a.imageUrl, label: a.title }),
  searchHint: 'Title, author or source',
  titleSort: 'title',
  defaultSort: 'published',
  columns: [
    {
      key: 'category',
      header: 'Status',
      render: (a) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge item={a} />
          <CategoryBadge category={a.category} />
          {a.featured && <Badge color="yellow">Featured</Badge>}
        </div>
      ),
      sortField: 'status',
    },
    {
      key: 'published',
      header: 'Published',
      render: (a) => date(a.publishedAt),
      sortField: 'published',
      wide: true,
    },
  ],
};

export const ARTISTS: EntitySpec<'/api/artists'> = {
  basePath: '/api/artists',
  ...entityCopy('artist', 'add'),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'genre', label: 'Genre', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    IMAGE_URL_FIELD,
    // Stories naming any of these count as news about the artist (matched again after saving).
    { name: 'aliases', label: 'Also known as', kind: 'tags', placeholder: 'Comma-separated, e.g. Hov, Jay Z' },
    ...PUBLICATION_FIELDS,
  ],
  initialValues: {
    name: '',
    genre: '',
    description: '',
    imageUrl: '',
    aliases: '',
    status: DEFAULT_PUBLICATION_STATUS,
    publishAt: '',
  },
  toValues: (a) => ({
    name: a.name,
    genre: a.genre,
    description: a.description,
    imageUrl: text(a.imageUrl),
    aliases: a.aliases.join(', '),
    ...publicationValues(a),
  }),
  statusFilter: true,
  editorPath: artistEditorPath,
  editorButton: 'New artist in the editor',
  titleOf: (a) => a.name,
  subtitleOf: (a) => [a.genre, a.location].filter(Boolean).join(' · '),
  thumbnail: (a) => ({ kind: 'image', url: a.imageUrl, label: a.name }),
  searchHint: 'Name, genre or location',
  titleSort: 'name',
  defaultSort: 'updated',
  columns: [
    {
      key: 'status',
      header: 'Status',
      render: (a) => (
        <div className="flex flex-wrap gap-1">
          {a.isSpotlighted && <Badge color="yellow">Spotlight{a.spotlightWeek ? ` ${a.spotlightWeek}` : ''}</Badge>}
          <StatusBadge item={a} />
        </div>
      ),
      sortField: 'status',
    },
    { key: 'updated', header: 'Updated', render: (a) => date(a.updatedAt), sortField: 'updated', wide: true },
  ],
};

export const RELEASES: EntitySpec<'/api/releases'> = {
  basePath: '/api/releases',
  ...entityCopy('release', 'add'),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'artist', label: 'Artist', kind: 'text', required: true },
    {
      name: 'linkUrl',
      label: 'Link URL',
      kind: 'link',
      required: true,
      placeholder: 'https:// or /a-page-of-the-site',
    },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: RELEASE_TYPES.map((value) => ({ value, label: value })),
    },
    IMAGE_URL_FIELD,
  ],
  initialValues: { title: '', artist: '', linkUrl: '', type: 'single', imageUrl: '' },
  toValues: (r) => ({ title: r.title, artist: r.artist, linkUrl: r.linkUrl, type: r.type, imageUrl: text(r.imageUrl) }),
  editorPath: releaseEditorPath,
  editorButton: 'New release in the editor',
  titleOf: (r) => r.title,
  subtitleOf: (r) => r.artist,
  thumbnail: (r) => ({ kind: 'image', url: r.imageUrl, label: r.title }),
  searchHint: 'Title or artist',
  titleSort: 'title',
  defaultSort: 'released',
  columns: [
    {
      key: 'type',
      header: 'Type',
      render: (r) => (
        <div className="flex flex-wrap gap-1">
          <Badge outline>{r.type}</Badge>
          <span className="hidden text-xs text-zinc-300 lg:inline">{r.source}</span>
        </div>
      ),
      sortField: 'type',
    },
    {
      key: 'released',
      header: 'Released',
      render: (r) => date(r.releaseDate),
      sortField: 'released',
      wide: true,
    },
  ],
};

export const EVENTS: EntitySpec<'/api/events'> = {
  basePath: '/api/events',
  ...entityCopy('event', 'create'),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text', required: true },
    { name: 'artists', label: 'Artists', kind: 'text', required: true, placeholder: 'Comma-separated' },
    {
      name: 'timeZone',
      label: 'Time Zone',
      kind: 'select',
      options: [
        { value: '', label: 'From the location (else UTC)' },
        ...timeZoneNames().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
      ],
    },
    {
      name: 'eventDate',
      label: "Event Date (the venue's local time)",
      kind: 'datetime',
      required: true,
      requiredMessage: 'Event date is required',
      clockZone: venueZone,
    },
    { name: 'ticketsAvailable', label: 'Tickets Available', kind: 'checkbox' },
  ],
  initialValues: { title: '', location: '', artists: '', timeZone: '', eventDate: '', ticketsAvailable: true },
  toValues: (e) => ({
    title: e.title,
    location: e.location,
    artists: e.artists,
    timeZone: e.timeZone,
    eventDate: zonedClockOf(e.eventDate, e.timeZone),
    ticketsAvailable: e.ticketsAvailable,
  }),
  editorPath: eventEditorPath,
  editorButton: 'New event in the editor',
  titleOf: (e) => e.title,
  subtitleOf: (e) => [e.location, e.artists].filter(Boolean).join(' · '),
  thumbnail: (e) => ({ kind: 'date', iso: e.eventDate }),
  searchHint: 'Title, location or line-up',
  titleSort: 'title',
  defaultSort: 'date',
  columns: [
    {
      key: 'tickets',
      header: 'Status',
      render: (e) => (
        <Badge color={e.ticketsAvailable ? 'green' : 'orange'}>
          {e.ticketsAvailable ? 'Tickets Available' : 'Sold Out'}
        </Badge>
      ),
      sortField: 'tickets',
    },
    {
      key: 'date',
      header: 'Date',
      render: (e) => formatZonedTime(e.eventDate, e.timeZone),
      sortField: 'date',
      wide: true,
    },
  ],
};

/** The zone an event's date is typed in: the one chosen, else the one its location names (as the server decides). */
function venueZone(values: FormValues): string {
  return String(values.timeZone || '') || timeZoneFromLocation(String(values.location ?? ''));
}

export const NEWSLETTERS: EntitySpec<'/api/newsletters'> = {
  basePath: '/api/newsletters',
  ...entityCopy('newsletter', 'create'),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'content', label: 'Content', kind: 'textarea', required: true },
    IMAGE_URL_FIELD,
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
  subtitleOf: (n) => n.description,
  thumbnail: (n) => ({ kind: 'image', url: n.imageUrl, label: n.title }),
  searchHint: 'Title or description',
  titleSort: 'title',
  defaultSort: 'created',
  columns: [
    {
      key: 'tags',
      header: 'Tags',
      render: (n) =>
        n.tags.length > 0 ? (
          <div className="flex flex-wrap gap-1" data-testid="newsletter-tags">
            {n.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <Badge key={tag} outline>
                {tag}
              </Badge>
            ))}
            {n.tags.length > MAX_CARD_TAGS && <Badge color="yellow">+{n.tags.length - MAX_CARD_TAGS}</Badge>}
          </div>
        ) : (
          <span className="text-xs text-zinc-400">No tags</span>
        ),
    },
    {
      key: 'published',
      header: 'Published',
      render: (n) => date(n.publishedAt) || 'Not yet',
      sortField: 'published',
      wide: true,
    },
  ],
};
