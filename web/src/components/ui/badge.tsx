import { Link } from 'wouter';
import { categoryPath, tagPath } from '../../lib/paths';
import type { ReactNode } from 'react';
import type { BadgeColor } from '@api/shared/domain/badge-colors';
import { categoryBadgeColor } from '@api/shared/domain/badge-colors';

const COLOR_CLASSES: Record<BadgeColor, string> = {
  orange: 'bg-orange-500 text-black',
  purple: 'bg-purple-400 text-black',
  green: 'bg-green-400 text-black',
  yellow: 'bg-yellow-400 text-black',
  grey: 'bg-zinc-300 text-black',
};

export function Badge({
  color = 'grey',
  children,
  outline = false,
}: {
  color?: BadgeColor;
  children: ReactNode;
  outline?: boolean;
}) {
  const look = outline ? 'border border-zinc-500 text-zinc-100' : COLOR_CLASSES[color];
  return (
    <span
      className={`inline-flex items-center rounded-sm px-2 py-0.5 text-[11px] font-black uppercase tracking-wider ${look}`}
    >
      {children}
    </span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge color={categoryBadgeColor(category)}>
      <span data-color={categoryBadgeColor(category)}>{category}</span>
    </Badge>
  );
}

const badgeLink =
  'inline-flex rounded-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400';

/** A category badge that leads to its category's page. */
export function CategoryBadgeLink({ category }: { category: string }) {
  return (
    <Link href={categoryPath(category)} className={badgeLink} aria-label={`More ${category.toLowerCase()} stories`}>
      <CategoryBadge category={category} />
    </Link>
  );
}

/** A tag badge that leads to the stories carrying the same tag. */
export function TagBadgeLink({ tag }: { tag: string }) {
  return (
    <Link href={tagPath(tag)} className={`${badgeLink} hover:text-yellow-300`}>
      <Badge outline>{tag}</Badge>
    </Link>
  );
}
