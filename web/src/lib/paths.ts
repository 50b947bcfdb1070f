/** Where each kind of content lives, so a link and the route it leads to cannot drift apart. */
export const articlePath = (id: number): string => `/article/${id}`;
export const artistPath = (id: number): string => `/artists/${id}`;
export const newsletterPath = (id: number): string => `/newsletter/${id}`;
export const categoryPath = (category: string): string => `/category/${category.toLowerCase()}`;
export const tagPath = (tag: string): string => `/tag/${encodeURIComponent(tag.trim())}`;
