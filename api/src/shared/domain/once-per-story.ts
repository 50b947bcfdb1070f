/**
 * The items of a list with each story once: the first of each story as the
 * list orders them (the most read, the newest), so several outlets' reports of
 * one event take one place.
 */
export function oncePerStory<T extends { storyId: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.storyId)) return false;
    seen.add(item.storyId);
    return true;
  });
}
