import { normaliseListing, type NormalisedListing, type ReleaseListing } from './release-listing';

/** Two listings of one release may disagree on the day by a time zone or a store's lag. */
const RELEASE_DAY_TOLERANCE = 3;

interface GroupState {
  id: string;
  type: string;
  mbids: Set<string>;
  gtins: Set<string>;
  isrcs: Set<string>;
  days: number[];
}

export type MatchedBy = 'release-group-mbid' | 'gtin' | 'isrc' | 'artist-title-type-date' | 'new';

export interface ReleasePlacement {
  groupId: string;
  edition: string | null;
  matchedBy: MatchedBy;
}

/**
 * Groups listings into releases, one listing at a time, in the order the issue
 * of trust suggests: a release-group MBID, a barcode, an ISRC, and only then the
 * normalised artist, title and type released within a few days. A single and
 * the album sharing its name differ in type (and in MBID), so identifiers never
 * merge across types; two different MBIDs are never one release.
 */
export class ReleaseGroups {
  private readonly groups = new Map<string, GroupState>();
  private readonly byMbid = new Map<string, string>();
  private readonly byGtin = new Map<string, string>();
  private readonly byIsrc = new Map<string, string>();
  private readonly byKey = new Map<string, string[]>();

  place(listing: ReleaseListing, newGroupId: () => string): ReleasePlacement {
    const normalised = normaliseListing(listing);
    const found = this.match(normalised);
    const groupId = found?.groupId ?? newGroupId();
    this.record(groupId, normalised);
    return { groupId, edition: normalised.edition, matchedBy: found?.matchedBy ?? 'new' };
  }

  private compatible(groupId: string | undefined, listing: NormalisedListing): groupId is string {
    if (!groupId) return false;
    const group = this.groups.get(groupId);
    if (!group || group.type !== listing.type) return false;
    const mbid = listing.identifiers.releaseGroupMbid;
    return !mbid || group.mbids.size === 0 || group.mbids.has(mbid);
  }

  private match(listing: NormalisedListing): { groupId: string; matchedBy: MatchedBy } | null {
    const { releaseGroupMbid, gtin, isrcs } = listing.identifiers;
    if (releaseGroupMbid) {
      const groupId = this.byMbid.get(releaseGroupMbid);
      if (groupId) return { groupId, matchedBy: 'release-group-mbid' };
    }
    const byGtin = gtin ? this.byGtin.get(gtin) : undefined;
    if (this.compatible(byGtin, listing)) return { groupId: byGtin, matchedBy: 'gtin' };
    for (const isrc of isrcs) {
      const byIsrc = this.byIsrc.get(isrc);
      if (this.compatible(byIsrc, listing)) return { groupId: byIsrc, matchedBy: 'isrc' };
    }
    for (const groupId of this.byKey.get(this.keyOf(listing)) ?? []) {
      const group = this.groups.get(groupId);
      const near = group?.days.some((day) => Math.abs(day - listing.releaseDay) <= RELEASE_DAY_TOLERANCE);
      if (near && this.compatible(groupId, listing)) return { groupId, matchedBy: 'artist-title-type-date' };
    }
    return null;
  }

  private keyOf(listing: NormalisedListing): string {
    return `${listing.artistKey}\u0000${listing.titleKey}\u0000${listing.type}`;
  }

  private record(groupId: string, listing: NormalisedListing): void {
    const group = this.groups.get(groupId) ?? {
      id: groupId,
      type: listing.type,
      mbids: new Set<string>(),
      gtins: new Set<string>(),
      isrcs: new Set<string>(),
      days: [],
    };
    this.groups.set(groupId, group);
    const { releaseGroupMbid, gtin, isrcs } = listing.identifiers;
    if (releaseGroupMbid) {
      group.mbids.add(releaseGroupMbid);
      if (!this.byMbid.has(releaseGroupMbid)) this.byMbid.set(releaseGroupMbid, groupId);
    }
    if (gtin) {
      group.gtins.add(gtin);
      if (!this.byGtin.has(gtin)) this.byGtin.set(gtin, groupId);
    }
    for (const isrc of isrcs) {
      group.isrcs.add(isrc);
      if (!this.byIsrc.has(isrc)) this.byIsrc.set(isrc, groupId);
    }
    group.days.push(listing.releaseDay);
    const key = this.keyOf(listing);
    const ids = this.byKey.get(key) ?? [];
    if (!ids.includes(groupId)) ids.push(groupId);
    this.byKey.set(key, ids);
  }
}
