/** What came back from the fediverse for one story, shown to the desk only. */
export interface StoryFediverseView {
  storyId: number;
  likes: number;
  replies: number;
  /** Followers of the publication's @news actor now. */
  publicationFollowers: number;
}
