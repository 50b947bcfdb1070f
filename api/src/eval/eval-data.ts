import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReleaseListing } from '../shared/domain/release-matching/release-listing';
import type { KnownArtist } from '../shared/domain/stories/named-entities';

export interface LabelledArticle {
  id: string;
  outlet: string;
  publishedAt: string;
  title: string;
  body: string;
  story: string;
}

export interface LabelledListing extends ReleaseListing {
  group: string;
  edition: string | null;
}

/** The labelled sets live in eval/data at the repository root; the eval runs from there. */
function readSet<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(process.cwd(), 'eval', 'data', name), 'utf8')) as T;
}

export function readStorySet(): { artists: KnownArtist[]; articles: LabelledArticle[] } {
  return readSet('stories.json');
}

export function readReleaseSet(): { listings: LabelledListing[] } {
  return readSet('releases.json');
}
