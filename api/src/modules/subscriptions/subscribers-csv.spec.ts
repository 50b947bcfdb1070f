import { csvCell, csvHeader, csvRow } from './subscribers-csv';

describe('subscriber CSV', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('@handle')).toBe("'@handle");
  });

  it('writes empty cells for null and plain text for numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
  });

  it('writes the header and a row in column order', () => {
    expect(csvHeader()).toBe(
      'id,firstName,lastName,email,creditProgramParticipation,phoneNumber,subscribedAt,status,confirmedAt\r\n',
    );
    expect(
      csvRow({
        id: 3,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        creditProgramParticipation: true,
        phoneNumber: '555-0100',
        subscribedAt: '2026-01-02T03:04:05.000Z',
        status: 'active',
        confirmedAt: '2026-01-02T03:10:00.000Z',
        newsletterConsent: null,
      }),
    ).toBe('3,Ada,Lovelace,ada@example.com,true,555-0100,2026-01-02T03:04:05.000Z,active,2026-01-02T03:10:00.000Z\r\n');
  });
});
