/**
 * Spec section 9 badge colours, as colour names: each screen maps a name to its
 * own classes, so this rule stays free of any styling library.
 */
export type BadgeColor = 'orange' | 'purple' | 'green' | 'yellow' | 'grey';

/** breaking orange, culture purple, feature green, others grey (any letter case). */
export function categoryBadgeColor(category: string | null | undefined): BadgeColor {
  switch ((category ?? '').trim().toLowerCase()) {
    case 'breaking':
      return 'orange';
    case 'culture':
      return 'purple';
    case 'feature':
      return 'green';
    default:
      return 'grey';
  }
}

/** Match badge of a recommendation (score in percent): 80 or more green, 60 to 79 yellow, lower grey. */
export function matchBadgeColor(score: number): BadgeColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'grey';
}
