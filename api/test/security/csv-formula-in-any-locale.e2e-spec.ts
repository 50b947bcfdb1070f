import { parse } from 'csv-parse/sync';
import { loginAsAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

/**
 * The subscriber CSV opened in a spreadsheet: with commas as the separator, or
 * in a locale where the spreadsheet splits lines on ';' (most of Europe) or on
 * tabs. Names are typed by anyone on the public form; none may become a cell
 * that starts like a formula (= + - @), whichever way the line is split.
 */
const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;

const HOSTILE = [
  { email: 'semicolon@example.com', firstName: 'Jo;=1+1;', lastName: 'Banks' },
  { email: 'hyperlink@example.com', firstName: '=HYPERLINK("https://evil.example","click")', lastName: 'Nia' },
  { email: 'tab@example.com', firstName: 'Tab\t+cmd|calc', lastName: ';@SUM(1,2)' },
  { email: 'minus@example.com', firstName: '-2+3', lastName: 'x;-1' },
];

describe('the subscriber CSV is inert text in every spreadsheet locale', () => {
  const t = useTestApp();

  it('has no cell that starts a formula when split on commas, semicolons or tabs', async () => {
    for (const { email, firstName, lastName } of HOSTILE) {
      await t.dataSource.query(
        `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
         VALUES ($1, $2, $3, false, '{}', 'active', true)`,
        [email, firstName, lastName],
      );
    }
    const cookies = await loginAsAdmin(t);
    const response = await t.http().get('/api/admin/subscribers.csv').set('Cookie', cookies).expect(200);
    const csv = response.text;

    const commaRows: string[][] = parse(csv, { relax_column_count: false });
    expect(commaRows).toHaveLength(HOSTILE.length + 1);
    const semicolonCells = csv.split(/\r?\n/).flatMap((line) => line.split(';'));
    const tabCells = csv.split(/\r?\n/).flatMap((line) => line.split('\t'));
    const formulas = [...commaRows.flat(), ...semicolonCells, ...tabCells].filter((cell) =>
      FORMULA_START.test(cell.replace(/^"/, '').trimStart()),
    );
    expect(formulas).toEqual([]);

    // Every name is still there to read, behind the guard.
    const header = commaRows[0];
    const names = commaRows.slice(1).map((row) => row[header.indexOf('firstName')]);
    expect(names).toEqual(
      expect.arrayContaining(["Jo;'=1+1;", `'=HYPERLINK("https://evil.example","click")`, "Tab\t'+cmd|calc", "'-2+3"]),
    );
  });
});
