import { useNewsletterArchive } from '../../newsletters/api/newsletters';
import { IssueTeaser } from '../../newsletters/components/issue-teaser';
import { HomeSection } from './home-section';

const LATEST_ISSUES = 3;

/** The home page's 'archive' target: the latest newsletter issues, and the way to all of them. */
export function LatestIssues() {
  const archive = useNewsletterArchive();
  return (
    <HomeSection section="archive" query={archive}>
      {(issues) => (
        <ol className="grid gap-6 sm:grid-cols-3" aria-label="Latest newsletter issues">
          {issues.slice(0, LATEST_ISSUES).map((issue) => (
            <li key={issue.id} className="border-t-2 border-yellow-400 pt-3">
              <IssueTeaser issue={issue} compact />
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
