/** The reading signals a visitor's browser may send; anything else is refused with a 400. */
export const INTERACTION_TYPES = ['view', 'click', 'read', 'like', 'share', 'bookmark', 'dismiss'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** Metadata is free-form but small: it is stored per interaction. */
export const INTERACTION_METADATA_MAX_BYTES = 2_048;

export const VISIT_PATH_MAX_LENGTH = 500;

/** POST /api/personalization/interaction and POST /api/visits answer 202 with this once the signal is queued. */
export interface SignalAccepted {
  accepted: true;
}
