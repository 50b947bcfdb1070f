import { Link } from 'wouter';
import { secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
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
      <Link href="/articles" className={secondaryButton}>
        ← All Articles
      </Link>
      <header className="mt-8 border-b border-zinc-800 pb-6">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Tag</p>
        <h1 className="break-words font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">
          #{name}
        </h1>
      </header>
      <ArticleFeedList feed={feed} />
    </div>
  );
}
