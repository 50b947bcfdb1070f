/**
 * Whether this browser is recognised as a subscriber (GET and POST
 * /api/subscriptions/recognition), and as whom: the address is shown
 * masked, enough for the reader to know it is theirs.
 */
export type RecognitionView = { recognised: false } | { recognised: true; email: string };

/** The query parameter that carries a recognition token on any link from our emails. */
export const RECOGNITION_LINK_PARAM = 'st';

export const RECOGNITION_MESSAGES = {
  invalid: 'This link cannot recognise you: it is not a link from our emails. Open the link from your latest email.',
  expired:
    'This link is too old to recognise you (links work for 30 days). Open a link from a more recent email to be recognised.',
  notSubscribed:
    'This address is no longer subscribed, so this browser is not recognised. You can subscribe again from the home page.',
} as const;
