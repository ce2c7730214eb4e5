import { containing, escapeLike, startingWith } from './search';

describe('search patterns', () => {
  it('makes LIKE wildcards and the escape character match themselves', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });

  it('wraps the escaped text for contains and prefix searches', () => {
    expect(containing('a_b')).toBe('%a\\_b%');
    expect(startingWith('12%')).toBe('12\\%%');
    expect(containing('ipê')).toBe('%ipê%');
  });
});
