import { parseWalLsn } from '../../database/wal-lsn';

/** One row of the versions read: a table's version and its log rows, or (table null) the primary's WAL position. */
export type VersionRow = [table: string | null, version: string, logRows: number];

export interface VersionsRead {
  versions: Map<string, string>;
  /** How many rows content_change_log holds, to know when to compact it. */
  logRows: number;
  /** The primary's WAL insert position taken after the versions' snapshot; null when not asked for. */
  lsn: bigint | null;
}

export function parseVersionRows(rows: readonly VersionRow[]): VersionsRead {
  const read: VersionsRead = { versions: new Map(), logRows: 0, lsn: null };
  for (const [table, version, logRows] of rows) {
    if (table === null) {
      read.lsn = parseWalLsn(version);
      continue;
    }
    read.versions.set(table, version);
    read.logRows += logRows;
  }
  return read;
}

/** The tables whose version differs between two reads, including tables that appear in only one of them. */
export function changedTables(previous: ReadonlyMap<string, string>, next: ReadonlyMap<string, string>): string[] {
  return [...new Set([...previous.keys(), ...next.keys()])].filter((table) => previous.get(table) !== next.get(table));
}
