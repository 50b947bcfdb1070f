/** A slug fit for an address: lower-case letters, digits and single hyphens, as the editor makes them. */
const ADDRESS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A story's canonical address: '/article/42/the-slug' when it has a slug fit
 * for an address, else '/article/42'. Both addresses open the story, whatever
 * the slug says; this one is what the page head and shared links name.
 */
export function articleCanonicalPath(article: { id: number; slug?: string | null }): string {
  const slug = article.slug ?? '';
  return ADDRESS_SLUG.test(slug) && slug.length <= 200 ? `/article/${article.id}/${slug}` : `/article/${article.id}`;
}
