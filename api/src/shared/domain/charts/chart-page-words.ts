import { weekBadgeLabel } from '../iso-week';

/** The title and description of /charts (no week) and /charts/:week, the same on the server and in the browser. */
export function chartPageWords(week: string | null): { title: string; description: string } {
  if (!week) {
    return {
      title: 'Streaming Chart',
      description: 'The hip hop streaming chart: where every song stands this week and how it moved.',
    };
  }
  return {
    title: `Streaming Chart, ${weekBadgeLabel(week)}`,
    description: `The hip hop streaming chart for ${weekBadgeLabel(week)}: where every song stood and how it moved.`,
  };
}
