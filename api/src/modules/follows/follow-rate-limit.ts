/** What a reader sees past the follow limit, in the words of the feature. */
export const FOLLOWS_TOO_MANY = 'Too many follows and unfollows from your network. Please try again in a few minutes.';
