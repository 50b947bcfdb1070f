import { csvHeader, csvRows, inertCellText } from './subscribers-csv';

const item = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  creditProgramParticipation: true,
  phoneNumber: '555-0100',
  subscribedAt: '2026-01-02T03:04:05.000Z',
  status: 'active' as const,
  confirmedAt: '2026-01-02T03:10:00.000Z',
  newsletterConsent: null,
};

describe('subscriber CSV', () => {
  it('defuses text that a spreadsheet would run as a formula, at the start and after ; or a tab', () => {
    expect(inertCellText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(inertCellText('+1 555 0100')).toBe("'+1 555 0100");
    expect(inertCellText('@handle')).toBe("'@handle");
    expect(inertCellText('-2+3')).toBe("'-2+3");
    expect(inertCellText('\t=1')).toBe("\t'=1");
    expect(inertCellText(' =1')).toBe("' =1");
    expect(inertCellText('\uff1d1+1')).toBe("'\uff1d1+1");
    expect(inertCellText('Jo;=1+1;')).toBe("Jo;'=1+1;");
    expect(inertCellText('a; @SUM(1)')).toBe("a; '@SUM(1)");
    expect(inertCellText('Tab\t+cmd')).toBe("Tab\t'+cmd");
    expect(inertCellText('Smith-Jones; Jr.')).toBe('Smith-Jones; Jr.');
  });

  it('quotes cells holding commas, quotes, line breaks, semicolons or tabs', () => {
    const line = csvRows([{ ...item, firstName: 'Smith, Jr.', lastName: 'say "hi"', phoneNumber: 'a;b' }]);
    expect(line).toContain('"Smith, Jr.","say ""hi"""');
    expect(line).toContain('"a;b"');
  });

  it('writes empty cells for null and plain text for numbers and booleans', () => {
    expect(csvRows([{ ...item, phoneNumber: null, confirmedAt: null }])).toBe(
      '3,Ada,Lovelace,ada@example.com,true,,2026-01-02T03:04:05.000Z,active,\r\n',
    );
  });

  it('writes the header and rows in column order', () => {
    expect(csvHeader()).toBe(
      'id,firstName,lastName,email,creditProgramParticipation,phoneNumber,subscribedAt,status,confirmedAt\r\n',
    );
    expect(csvRows([item, { ...item, id: 4 }])).toBe(
      '3,Ada,Lovelace,ada@example.com,true,555-0100,2026-01-02T03:04:05.000Z,active,2026-01-02T03:10:00.000Z\r\n' +
        '4,Ada,Lovelace,ada@example.com,true,555-0100,2026-01-02T03:04:05.000Z,active,2026-01-02T03:10:00.000Z\r\n',
    );
  });
});
