import { SUBSCRIBE_MESSAGES } from '../dto/create-subscription.dto';
import { csvRecords, detectSeparator } from './csv-records';
import { IMPORT_MESSAGES, parseSubscriberImport } from './subscriber-import-rows';

describe('subscriber CSV import rows', () => {
  it('splits quoted cells with commas, quotes and line breaks, keeping each record line', () => {
    expect(csvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('reads the semicolons and tabs spreadsheets write in many locales, a byte order mark and blank lines', () => {
    expect(detectSeparator('email;firstName;lastName')).toBe(';');
    expect(detectSeparator('email\tfirstName\tlastName')).toBe('\t');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
    expect(csvRecords('\uFEFFemail;firstName\r\nx@example.com;Jo\n\n"Doe; Jr";"two\nlines"\nlast;row\n')).toEqual([
      { line: 1, cells: ['email', 'firstName'] },
      { line: 2, cells: ['x@example.com', 'Jo'] },
      { line: 4, cells: ['Doe; Jr', 'two\nlines'] },
      { line: 6, cells: ['last', 'row'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => csvRecords('a,b\n"unclosed,c\nd,e\n')).toThrow(/could not be read as CSV \(near line \d+\)/);
  });

  it('imports a semicolon file saved by a spreadsheet like a comma one', () => {
    const rows = parseSubscriberImport(
      'email;firstName;lastName;creditProgramParticipation\nada@example.com;Ada;Lovelace;no\n',
    );
    expect(rows).toEqual([expect.objectContaining({ line: 2, ok: true })]);
  });

  it('validates every row with the form rules and reports repeats within the file', () => {
    const csv = [
      'Email,First Name,lastName,creditProgramParticipation,phoneNumber'.replace('First Name', 'firstName'),
      'ada@example.com,Ada,Lovelace,yes,+44 20 7946 0958',
      'bob@example.com,Bob,Builder,no,',
      'not-an-email,Carl,Sagan,no,',
      'dee@example.com,Dee,Dee,yes,',
      'eve@example.com,Eve,Adams,maybe,',
      'ADA@example.com,Ada,Again,no,',
      'fay@example.com,Fay,Wray,yes,12',
    ].join('\n');
    const rows = parseSubscriberImport(csv);
    expect(rows.map((row) => [row.line, row.ok ? 'ok' : row.reason])).toEqual([
      [2, 'ok'],
      [3, 'ok'],
      [4, SUBSCRIBE_MESSAGES.undeliverableEmail],
      [5, SUBSCRIBE_MESSAGES.phone],
      [6, IMPORT_MESSAGES.credit],
      [7, IMPORT_MESSAGES.duplicateInFile],
      [8, SUBSCRIBE_MESSAGES.phoneFormat],
    ]);
    const bob = rows[1];
    expect(bob.ok && bob.subscriber).toEqual(
      expect.objectContaining({ email: 'bob@example.com', creditProgramParticipation: false }),
    );
  });

  it('refuses a file without the needed columns or without any line', () => {
    expect(() => parseSubscriberImport('')).toThrow(IMPORT_MESSAGES.empty);
    expect(() => parseSubscriberImport('email,name\na@b.co,A')).toThrow(IMPORT_MESSAGES.header);
  });
});
