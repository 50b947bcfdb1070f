import { useDocumentHead } from '../../../lib/document-head';
import { PageHeader } from '../../../components/ui/page-header';
import { useArticleFeed } from '../api/article-feed';
import { ArticleFeedList } from './article-feed-list';

/** The router may hand the segment over still percent-encoded; the server reads it decoded. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** /tag/:tag: the stories carrying one tag, newest first, more as the reader scrolls. */
export default function TagPage({ tag }: { tag: string }) {
  const name = decodedSegment(tag).trim().slice(0, 100);
  useDocumentHead(`Tagged ${name}`, `Hip hop stories tagged ${name} on The Cypher, newest first.`);
  const feed = useArticleFeed({ tag: name });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader back={{ href: '/articles', label: '← All Articles' }} kicker="Tag" title={`#${name}`} breakTitle />
      <ArticleFeedList feed={feed} />
    </div>
  );
}
