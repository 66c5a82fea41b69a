/**
 * A small living book for the console's day at a desk: overdue loans in every bucket, two
 * borrowers of one name (one 128 days late, one repaying on time), their profiles as they filled
 * them, a complaint from the late one, and the day before closed, at 10:00 in Dar es Salaam;
 * or one overdue loan alone, at the same hour.
 */
import { profileForms } from '../../src/server/db/schema';
import { businessDay, startOfBusinessDay } from '../../src/server/domain/business-date';
import { penaltyEntry } from '../../src/server/domain/journal';
import { fileRequest } from '../../src/server/features/bureau/rights';
import { closeBusinessDays } from '../../src/server/features/portfolio';
import { saveProfileForm } from '../../src/server/features/profile/repo';
import { ORDER_STATUS } from '../../src/shared/orders';
import { aBookedLoan } from '../support/factories';
import type { RunningServer } from './server';
import { bookAlone } from '../support/book-alone';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COUNTRY = 'TZ';

/** Days past due of the overdue loans: one in each of the product's overdue buckets. */
const LATE_DAYS = [4, 20, 45, 75, 128] as const;
const NAMES = ['Baraka Juma', 'Rehema Said', 'Halima Ally', 'Juma Mrisho', 'Neema Mushi'] as const;

async function profile(server: RunningServer, userId: number, first: string, last: string) {
  const forms = {
    personal: {
      firstName: first,
      lastName: last,
      gender: '2',
      maritalStatus: 'Married',
      education: 'Secondary',
      inputBirthday: '12-03-1990',
    },
    work: { employmentType: 'self_employed', payFrequency: 'Monthly', companyName: 'Duka la Mama' },
  } as const;
  for (const [form, data] of Object.entries(forms))
    await saveProfileForm(server.db, {
      userId,
      form: form as keyof typeof forms,
      country: COUNTRY,
      data,
      schemaHash: 'seed',
      updatedAt: new Date(server.clock()),
    });
}

/** The morning of `today` at 10:00 in Dar es Salaam: yesterday is closed, and it is calling time. */
async function toCallingTime(server: RunningServer, today: number): Promise<void> {
  server.advance(startOfBusinessDay(today, COUNTRY) + 10 * HOUR - server.clock());
  await closeBusinessDays(server);
}

/**
 * One overdue loan of `amount` (and `penalty`) booked today, due `dueDaysAgo` business days
 * before today, of a borrower whose personal form gives `name`; then the next morning at calling
 * time. Returns the loan and the day it was booked.
 */
export async function anOverdueLoanToCall(
  server: RunningServer,
  {
    amount,
    penalty,
    dueDaysAgo,
    name: [firstName, lastName],
  }: { amount: number; penalty?: number; dueDaysAgo: number; name: [string, string] },
) {
  const booked = server.clock();
  const day = businessDay(booked, COUNTRY);
  const loan = await aBookedLoan(server.db, {
    amount,
    penalty,
    now: booked,
    order: { country: COUNTRY, dueDay: day - dueDaysAgo },
  });
  await server.db.insert(profileForms).values({
    userId: loan.userId,
    form: 'personal',
    country: COUNTRY,
    data: { firstName, lastName },
    schemaHash: 'seed',
    updatedAt: new Date(booked),
  });
  await toCallingTime(server, day + 1);
  return { loan, day };
}

export interface SeededDay {
  /** The borrower 128 days late, whose complaint is open. */
  readonly late: { userId: number; orderNo: string };
  /** Their namesake, repaying on time. */
  readonly namesake: { userId: number; orderNo: string };
}

export async function seedConsoleDay(server: RunningServer): Promise<SeededDay> {
  const today = businessDay(server.clock(), COUNTRY) + 1;
  const booked = server.clock() - 200 * DAY;
  const loans = [];
  for (const [i, late] of LATE_DAYS.entries()) {
    const loan = await aBookedLoan(server.db, {
      amount: 50_000 + i * 10_000,
      penalty: 500,
      now: booked,
      order: { country: COUNTRY, dueDay: today - late },
    });
    const [first = '', last = ''] = (NAMES[i] ?? '').split(' ');
    await profile(server, loan.userId, first, last);
    loans.push(loan);
  }
  const late = loans.at(-1);
  if (!late) throw new Error('no late loan');
  // Thirty days of penalty accrued one entry a day, as the daily accrual books it: TZS 57,000.
  for (let day = 0; day < 30; day++)
    await bookAlone(
      server.db,
      late.id,
      `penalty:${late.orderNo}:${day}`,
      penaltyEntry(1_900),
      server.clock() - (30 - day) * DAY,
    );
  const onTime = await aBookedLoan(server.db, {
    amount: 40_000,
    now: server.clock() - 5 * DAY,
    order: { country: COUNTRY, dueDay: today + 25, status: ORDER_STATUS.repaying },
  });
  await profile(server, onTime.userId, 'Neema', 'Mushi');
  await fileRequest(server, late.userId, {
    kind: 'complaint',
    body: 'A collector called me after eight in the evening.',
  });
  await toCallingTime(server, today);
  return {
    late: { userId: late.userId, orderNo: late.orderNo },
    namesake: { userId: onTime.userId, orderNo: onTime.orderNo },
  };
}
