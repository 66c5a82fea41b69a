/** The name that signs a loan: the borrower's own, from the personal form (issue: any name signed). */
import type { ProfileName } from '../../../shared/signature';
import type { Db } from '../../db/client';
import { findProfileForm } from '../profile';

export async function signerName(db: Db, userId: number): Promise<ProfileName> {
  const personal = (await findProfileForm(db, userId, 'personal'))?.data ?? {};
  const field = (k: string) => {
    const v = personal[k];
    return typeof v === 'string' ? v.trim() : '';
  };
  const middleName = field('middleName');
  return {
    firstName: field('firstName'),
    ...(middleName ? { middleName } : {}),
    lastName: field('lastName'),
  };
}
