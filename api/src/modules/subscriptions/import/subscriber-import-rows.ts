import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateSubscriptionDto } from '../dto/create-subscription.dto';
import { csvRecords } from './csv-records';

export const MAX_IMPORT_ROWS = 5_000;

export const IMPORT_MESSAGES = {
  empty: 'The file is empty. Upload a CSV with a header line and one subscriber per line.',
  header:
    'The header line must name the columns email, firstName, lastName and creditProgramParticipation (phoneNumber is optional).',
  tooMany: `A file may hold at most ${MAX_IMPORT_ROWS} subscribers; split it into smaller files.`,
  credit: 'creditProgramParticipation must be yes or no (true/false, 1/0 also work).',
  duplicateInFile: 'The same email appears earlier in this file.',
  exists: 'This email is already in the subscriber list.',
} as const;

const COLUMN_ALIASES: Record<string, keyof ImportColumns> = {
  email: 'email',
  firstname: 'firstName',
  first_name: 'firstName',
  lastname: 'lastName',
  last_name: 'lastName',
  creditprogramparticipation: 'creditProgramParticipation',
  credit_program_participation: 'creditProgramParticipation',
  creditprogram: 'creditProgramParticipation',
  phonenumber: 'phoneNumber',
  phone_number: 'phoneNumber',
  phone: 'phoneNumber',
};

interface ImportColumns {
  email: number;
  firstName: number;
  lastName: number;
  creditProgramParticipation: number;
  phoneNumber: number;
}

export type ParsedImportRow =
  | { line: number; email: string; ok: true; subscriber: CreateSubscriptionDto }
  | { line: number; email: string; ok: false; reason: string };

function creditChoice(raw: string): boolean | string {
  const value = raw.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['no', 'n', 'false', '0'].includes(value)) return false;
  return raw;
}

/**
 * Reads an uploaded subscriber CSV and checks every row with the same rules
 * (and messages) as the public form; repeated emails within the file are
 * reported on the later row. Throws a message for a file it cannot read at all.
 */
export function parseSubscriberImport(csv: string): ParsedImportRow[] {
  const records = csvRecords(csv);
  if (records.length === 0) throw new Error(IMPORT_MESSAGES.empty);
  const [header, ...rows] = records;
  const columns: Partial<ImportColumns> = {};
  header.cells.forEach((name, index) => {
    const key = COLUMN_ALIASES[name.trim().toLowerCase()];
    if (key && columns[key] === undefined) columns[key] = index;
  });
  if (
    columns.email === undefined ||
    columns.firstName === undefined ||
    columns.lastName === undefined ||
    columns.creditProgramParticipation === undefined
  ) {
    throw new Error(IMPORT_MESSAGES.header);
  }
  if (rows.length > MAX_IMPORT_ROWS) throw new Error(IMPORT_MESSAGES.tooMany);

  const seen = new Set<string>();
  return rows.map(({ line, cells }) => {
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
    const email = cell(columns.email).trim();
    const credit = creditChoice(cell(columns.creditProgramParticipation));
    if (typeof credit !== 'boolean') return { line, email, ok: false, reason: IMPORT_MESSAGES.credit };
    const phone = cell(columns.phoneNumber).trim();
    const dto = plainToInstance(CreateSubscriptionDto, {
      email,
      firstName: cell(columns.firstName),
      lastName: cell(columns.lastName),
      creditProgramParticipation: credit,
      ...(credit ? { phoneNumber: phone } : {}),
    });
    const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) {
      // class-validator lists constraints innermost-first; the most basic one is the message (as the API answers).
      const reason = Object.values(errors[0].constraints ?? {}).reverse()[0] ?? 'This row is not valid.';
      return { line, email, ok: false, reason };
    }
    const key = dto.email.toLowerCase();
    if (seen.has(key)) return { line, email, ok: false, reason: IMPORT_MESSAGES.duplicateInFile };
    seen.add(key);
    return { line, email: dto.email, ok: true, subscriber: dto };
  });
}
