/**
 * The compliance desk's view of credit reporting: each file with the format validator's verdict
 * and its submission history, a file's negative rows each with the pre-listing notice that allowed
 * it (sent when, delivered when), the notices sent, delivered or not, and marking a file submitted.
 */
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { businessDateText } from '../../domain/business-date';
import type { ServerDeps } from '../../types';
import { bureauFacts } from './country';
import { bureauFormat } from './formats';
import * as compliance from './compliance-repo';
import * as repo from './repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function noticeView(n: Awaited<ReturnType<typeof compliance.listNotices>>[number]) {
  return {
    orderNo: n.orderNo,
    country: n.country,
    kind: n.kind,
    amount: n.amount,
    sentAt: n.createdAt.toISOString(),
    sms: n.smsStatus ?? 'none',
    deliveredAt: n.smsStatus === 'delivered' ? iso(n.smsFinalAt) : null,
  };
}

/** Validator issues of a stored file (none for a format this server no longer knows). */
function issuesOf(format: string, content: string) {
  try {
    return bureauFormat(format).validate(content);
  } catch {
    return [{ line: 0, field: 'format', rule: `unknown format ${format}` }];
  }
}

/**
 * The latest files of `country`; without one, of the country whose latest files report accounts
 * (a country whose files are all empty is not where the desk's work is), else of any.
 */
export async function complianceFiles(deps: Deps, limit: number, country?: Country) {
  const shown = country ?? (await repo.countryWithRecords(deps.db)) ?? COUNTRY_CODES[0];
  const files = await repo.listFiles(deps.db, limit, shown);
  return { country: shown, files: await withSubmissions(deps, files) };
}

async function withSubmissions(deps: Deps, files: Awaited<ReturnType<typeof repo.listFiles>>) {
  const submissions = await compliance.submissionsOf(
    deps.db,
    files.map((f) => f.id),
  );
  return files.map((f) => ({
    ...f,
    date: businessDateText(f.day),
    createdAt: f.createdAt.toISOString(),
    bureaus: bureauFacts(f.country)?.bureaus ?? [],
    submissions: submissions
      .filter((s) => s.fileId === f.id)
      .map((s) => ({ ...s, submittedAt: s.submittedAt.toISOString() })),
  }));
}

/** A file with its verdict and each negative row beside the notice that allowed it. */
export async function complianceFile(deps: Deps, id: number) {
  const file = await repo.fileById(deps.db, id);
  if (!file) return undefined;
  const issues = issuesOf(file.format, file.content);
  const accounts = issues.length === 0 ? bureauFormat(file.format).read(file.content) : [];
  const negative = accounts.filter((a) => a.listing === 'negative');
  const notices = await compliance.noticesOfOrders(
    deps.db,
    negative.map((a) => a.accountNumber),
  );
  const submissions = await compliance.submissionsOf(deps.db, [id]);
  return {
    id: file.id,
    country: file.country,
    period: file.period,
    date: businessDateText(file.day),
    name: file.name,
    records: file.records,
    heldOut: file.heldOut,
    valid: issues.length === 0,
    issues: issues.slice(0, 50),
    bureaus: bureauFacts(file.country)?.bureaus ?? [],
    submissions: submissions.map((s) => ({ ...s, submittedAt: s.submittedAt.toISOString() })),
    negative: negative.map((a) => {
      const notice = notices.find((n) => n.orderNo === a.accountNumber && n.kind === 'pre-listing');
      return {
        orderNo: a.accountNumber,
        overdue: a.overdue,
        balance: a.balance,
        notice: notice ? noticeView(notice) : null,
      };
    }),
  };
}

export async function fileContent(deps: Deps, id: number) {
  const file = await repo.fileById(deps.db, id);
  return file ? { name: file.name, content: file.content } : undefined;
}

export async function complianceNotices(deps: Deps, limit: number, delivered?: boolean) {
  return (await compliance.listNotices(deps.db, limit, delivered)).map(noticeView);
}

/**
 * Marks a file submitted to one of its country's bureaus with the bureau's reference; 'unknown'
 * for a file or bureau that is not there, 'again' when it was recorded before.
 */
export async function markSubmitted(
  deps: Deps,
  staffId: number,
  input: { id: number; bureau: string; reference: string },
): Promise<'done' | 'unknown' | 'again'> {
  const file = await repo.fileById(deps.db, input.id);
  const bureaus: readonly string[] = file ? (bureauFacts(file.country)?.bureaus ?? []) : [];
  if (!file || !bureaus.includes(input.bureau)) return 'unknown';
  const fresh = await compliance.insertSubmission(deps.db, {
    fileId: file.id,
    bureau: input.bureau,
    reference: input.reference,
    staffId,
    submittedAt: new Date(deps.clock()),
  });
  return fresh ? 'done' : 'again';
}
