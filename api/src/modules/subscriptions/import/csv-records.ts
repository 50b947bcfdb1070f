import { parse } from 'csv-parse/sync';

/** A CSV the parser could not read (an unclosed quote, say), with the line where it gave up. */
export class UnreadableCsvError extends Error {}

export interface CsvRecord {
  /** The line the record starts on, for error reports. */
  line: number;
  cells: string[];
}

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The separator a spreadsheet wrote: the one used most on the header line (outside quotes).
 * Excel in many locales saves "CSV" with semicolons, and some exports use tabs.
 */
export function detectSeparator(text: string): string {
  const headerLine = text.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  let best: string = SEPARATORS[0];
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    const count = headerLine.split(separator).length - 1;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Splits CSV text (RFC 4180: quoted cells may hold separators, quotes and line breaks) into
 * records, each with the line it starts on; blank lines are skipped and a byte order mark dropped.
 */
export function csvRecords(text: string): CsvRecord[] {
  try {
    // With `info`, each row comes as { record, info }; the library's types do not say so.
    const rows = parse(text, {
      bom: true,
      delimiter: detectSeparator(text.replace(/^\uFEFF/, '')),
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // info.lines is the line the record ends on; a quoted line break makes a record span several.
    return rows.map(({ record, info }) => ({
      line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0),
      cells: record,
    }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new UnreadableCsvError(
      `The file could not be read as CSV${line ? ` (near line ${line})` : ''}: check that every quoted cell is closed.`,
    );
  }
}
