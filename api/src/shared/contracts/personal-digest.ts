/** A personal digest as the admin sees it: the sample readers' issues, a recipient's kept copy, the send's clicks. */

export interface DigestPickView {
  articleId: number;
  title: string;
  why: string;
}

/** The issue as one sample reader would get it. */
export interface DigestSampleView {
  /** Who this reader is, in the words: 'Follows 3 artists', 'No signals yet'. */
  label: string;
  firstName: string;
  /** The real subscriber sampled, or null for a reader made up to show the fallback. */
  email: string | null;
  heading: string;
  picks: DigestPickView[];
  html: string;
}

export interface DigestPreviewView {
  /** False for a newsletter that is the same for everyone (only the weekly digest is written per reader). */
  personal: boolean;
  samples: DigestSampleView[];
}

/** A recipient's copy as it was sent: the kept picks re-rendered with the issue through the same template. */
export interface DigestCopyView {
  email: string;
  firstName: string;
  status: string;
  sentAt: string | null;
  heading: string;
  picks: DigestPickView[];
  html: string;
}

export interface DigestKindClickThrough {
  links: number;
  clicks: number;
  readers: number;
  /** Readers who clicked a link of this kind over the recipients the email reached, 0..1. */
  rate: number;
}

export interface DigestClickThroughView {
  personal: boolean;
  recipients: number;
  core: DigestKindClickThrough;
  picks: DigestKindClickThrough;
}
