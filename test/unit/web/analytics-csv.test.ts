import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../src/platform/text/csv.js';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1-555', "'+1-555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead', "'\tlead"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(42)).toBe('42');
  });
});
