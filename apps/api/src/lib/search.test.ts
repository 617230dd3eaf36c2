import { describe, expect, it } from 'vitest';
import { escapeLike } from './search.ts';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('Şeker A.Ş.')).toBe('Şeker A.Ş.');
  });
});
