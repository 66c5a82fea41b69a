/** Staff passwords: scrypt with a random salt per hash. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/features/ops-console/password';

describe('staff password hashing', () => {
  it('verifies the right password only, and salts each hash', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterx', hash)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
