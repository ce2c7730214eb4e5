import { waitAfter } from './throttle.service';

describe('growing waits after failures', () => {
  it('lets ten mistakes pass, then doubles from 30 s up to 15 min', () => {
    expect([0, 9].map(waitAfter)).toEqual([0, 0]);
    expect([10, 11, 12, 14, 15, 99].map(waitAfter)).toEqual([30, 60, 120, 480, 900, 900]);
  });
});
