import { Link } from 'wouter';
import { secondaryButton } from '../../../components/ui/styles';

/** The way home from a page an email link opened. */
export function BackToSiteLink() {
  return (
    <Link href="/" className={secondaryButton}>
      Back to the site
    </Link>
  );
}
