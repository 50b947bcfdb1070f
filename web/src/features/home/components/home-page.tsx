import { useEffect } from 'react';
import { useDocumentHead } from '../../../lib/document-head';
import { scrollToSection } from '../../../lib/scroll';
import { CategoryRails } from './category-rails';
import { FeaturedHeadline } from './featured-headline';
import { FreshDrops } from './fresh-drops';
import { LatestNews } from './latest-news';
import { NewsletterCta } from './newsletter-cta';
import { SpotlightGrid } from './spotlight-grid';
import { TopStories } from './top-stories';
import { LatestIssues } from './latest-issues';
import { UpcomingEvents } from './upcoming-events';

export function HomePage() {
  useDocumentHead(
    'Hip Hop Culture Newsletter',
    'The latest hip hop news, this week’s spotlight on five emerging artists, fresh drops and a free newsletter.',
  );

  // Arriving from another page through a section link ('/#releases'): the sections exist from the first render.
  useEffect(() => {
    const section = window.location.hash.slice(1);
    if (section) scrollToSection(section);
  }, []);

  return (
    <>
      <FeaturedHeadline />
      <LatestNews />
      <TopStories />
      <SpotlightGrid />
      <CategoryRails />
      <NewsletterCta />
      <FreshDrops />
      <UpcomingEvents />
      <LatestIssues />
    </>
  );
}
