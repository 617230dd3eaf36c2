import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheet-cell.ts';

describe('spreadsheetCell', () => {
  it('defuses what a spreadsheet would run as a formula', () => {
    expect(spreadsheetCell('=HYPERLINK("x")', ',')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(spreadsheetCell('+90 555', ',')).toBe("'+90 555");
    expect(spreadsheetCell('-1+2', ',')).toBe("'-1+2");
    expect(spreadsheetCell('@SUM(A1)', ',')).toBe("'@SUM(A1)");
  });

  it('leaves negative numbers as numbers in both decimal styles', () => {
    expect(spreadsheetCell('-12.50', ',')).toBe('-12.50');
    expect(spreadsheetCell('-12,50', ';')).toBe('-12,50');
    expect(spreadsheetCell('-12,50', ',')).toBe('"-12,50"');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(spreadsheetCell('a;b', ';')).toBe('"a;b"');
    expect(spreadsheetCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(spreadsheetCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(spreadsheetCell('plain', ',')).toBe('plain');
  });
});
