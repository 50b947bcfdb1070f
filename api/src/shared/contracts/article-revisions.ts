/** A kept revision of a story, as the editor's list shows it. */
export interface ArticleRevisionSummary {
  revision: number;
  title: string;
  /** The desk member who saved it (their address); null for saves no member made. */
  editor: string | null;
  savedAt: string;
}

/** One kept revision with its body, to compare and restore. */
export interface ArticleRevisionView extends ArticleRevisionSummary {
  content: string;
}
