/** Drop-off per screen: a last screen that waited for an answer was dropped, `end:` was closed. */
import { describe, expect, it } from 'vitest';
import { dropOff } from '../../../../src/server/domain/ussd/drop-off';

describe('USSD drop-off', () => {
  it('counts dropped and closed sessions per screen, the most dropped first', () => {
    expect(
      dropOff([
        { screen: 'menu', sessions: 2 },
        { screen: 'end:menu', sessions: 5 },
        { screen: 'form:personal:nationalId', sessions: 7 },
        { screen: 'end:forms', sessions: 1 },
      ]),
    ).toEqual([
      { screen: 'form:personal:nationalId', dropped: 7, ended: 0 },
      { screen: 'menu', dropped: 2, ended: 5 },
      { screen: 'forms', dropped: 0, ended: 1 },
    ]);
  });
});
