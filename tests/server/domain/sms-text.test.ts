/**
 * The rules SMS texts pass before a server uses them (domain/sms-words.ts, sms-segments.ts), the
 * quiet hours, and what providers' answers mean (sms-outcome.ts).
 */
import fc from 'fast-check';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQuiet, nextAllowed } from '../../../src/server/domain/quiet-hours';
import {
  atRecipientOutcome,
  atReportMeaning,
  backoffMs,
  beemReportMeaning,
  providerFor,
} from '../../../src/server/domain/sms-outcome';
import { countSegments } from '../../../src/server/domain/sms-segments';
import {
  checkSmsTexts,
  flattenTexts,
  forbiddenIn,
  renderText,
} from '../../../src/server/domain/sms-words';
import { smsTexts } from '../../../src/server/features/sms/words';
import { checkSchemas } from '../../../scripts/check-pack';

const gsm = fc.stringMatching(/^[A-Za-z0-9 .,:;!?@£$()\-+/'"%&*=<>]*$/);
const en = () => flattenTexts(JSON.parse(readFileSync('locales/en/sms.json', 'utf8')) as unknown);

describe('segments', () => {
  it('counts GSM-7 in septets: 160 in one message, 153 per part beyond', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, {, [) as two septets', () => {
    expect(countSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(countSegments(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('falls to UCS-2 for one character outside GSM-7: 70 in one, 67 per part', () => {
    expect(countSegments(`código ${'a'.repeat(63)}`)).toEqual({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
    });
    expect(countSegments(`ó${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(countSegments('ó'.repeat(135)).segments).toBe(3);
  });

  it('GSM-7 text: parts never fewer than its length needs, nor one more', () => {
    fc.assert(
      fc.property(gsm, (text) => {
        const { segments, units } = countSegments(text);
        expect(units).toBe(text.length);
        const capacity = segments === 1 ? 160 : segments * 153;
        expect(units).toBeLessThanOrEqual(capacity);
        if (segments > 1)
          expect(units).toBeGreaterThan(segments === 2 ? 160 : (segments - 1) * 153);
      }),
    );
  });
});

describe('the texts check', () => {
  it('passes the shipped texts of every language, as npm run schemas:check says', () => {
    // The SMS rules' verdicts; a language still being translated has a note of its gaps besides.
    const sms = checkSchemas('schemas', 'locales').filter(
      (f) => f.file.endsWith('sms.json') && f.level !== 'NOTE',
    );
    const shipped = readdirSync('locales').filter((lang) =>
      existsSync(join('locales', lang, 'sms.json')),
    );
    expect(shipped.length).toBeGreaterThan(1);
    expect(sms.map((f) => [f.file, f.level])).toEqual(
      shipped.map((lang) => [`locales/${lang}/sms.json`, 'ok']),
    );
  });

  it('refuses a message over the limit with its longest values, naming both', () => {
    const texts = {
      ...en(),
      'reminder.late': `${en()['reminder.late']} ${'Pay now please. '.repeat(12)}`,
    };
    expect(checkSmsTexts(texts, 'en', 2)).toEqual([
      {
        key: 'reminder.late',
        message: expect.stringMatching(
          /^takes 3 SMS \(GSM-7, \d+ characters with its longest values\); the country allows 2$/,
        ),
      },
    ]);
    // Spanish needs UCS-2 (ó, í): its codes take two parts, so a one-part country refuses them.
    const es = flattenTexts(JSON.parse(readFileSync('locales/es/sms.json', 'utf8')) as unknown);
    expect(checkSmsTexts(es, 'es', 1).map((p) => p.key)).toContain('code.login');
  });

  it('refuses threats, family, employer and shaming in collection messages, in each language', () => {
    const cases = [
      ['en', 'We will tell your Employer and family.', ['family', 'employer']],
      ['en', 'Police will arrest you', ['police', 'arrest']],
      ['sw_KE', 'Tutawaambia familia yako na mwajiri wako', ['familia', 'mwajiri']],
      ['sw_KE', 'Utashtakiwa mahakamani, aibu kwako', ['mahakamani', 'utashtakiwa', 'aibu']],
      [
        'es',
        'Avisaremos a tu jefe y a tus vecinos: qué vergüenza',
        ['jefe', 'vecinos', 'vergüenza'],
      ],
    ] as const;
    for (const [lang, text, words] of cases) {
      expect(forbiddenIn(text, lang).sort(), text).toEqual([...words].sort());
      const problems = checkSmsTexts({ ...en(), 'reminder.due': text }, lang, 2);
      expect(problems.map((p) => p.key)).toContain('reminder.due');
    }
    // Whole words only, and codes are not collection messages.
    expect(forbiddenIn('Your policeman friend', 'en')).toEqual([]);
    expect(checkSmsTexts({ ...en(), 'code.login': 'family {{code}}' }, 'en', 2)).toEqual([]);
  });

  it('refuses a missing message and an unknown value', () => {
    const { 'receipt.payment': _gone, ...rest } = en();
    expect(checkSmsTexts({ ...rest, 'reminder.due': '{{app}} {{balance}}' }, 'en', 2)).toEqual([
      { key: 'reminder.due', message: 'names unknown values: balance' },
      { key: 'receipt.payment', message: 'is missing' },
    ]);
  });

  it('renders values, leaving an unknown one visible', () => {
    expect(renderText('{{app}}: {{code}} {{x}}', { app: 'Mkopo', code: '123456' })).toBe(
      'Mkopo: 123456 {{x}}',
    );
  });

  it('reads a language file again when it changes, and keeps the last good one when an edit breaks a rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mkopo-sms-words-'));
    try {
      mkdirSync(join(dir, 'en'));
      const file = join(dir, 'en', 'sms.json');
      const good = JSON.parse(readFileSync('locales/en/sms.json', 'utf8')) as {
        code: Record<string, string>;
      };
      writeFileSync(file, JSON.stringify(good));
      expect(smsTexts('en', undefined, dir)?.['code.login']).toBe(good.code.login);
      good.code.login = 'Your code: {{code}}';
      writeFileSync(file, JSON.stringify(good));
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(smsTexts('en', undefined, dir)?.['code.login']).toBe('Your code: {{code}}');
      writeFileSync(
        file,
        JSON.stringify({ ...good, reminder: { ...good, due: 'Pay or the police come' } }),
      );
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      const errors: string[] = [];
      const log = { error: (_: object, msg: string) => errors.push(msg) };
      expect(smsTexts('en', log, dir)?.['code.login']).toBe('Your code: {{code}}');
      expect(errors.join('\n')).toMatch(/SMS text refused, the last good is used/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('quiet hours', () => {
  const quiet = { from: '20:00', to: '08:00' };
  const dar = (h: number, m = 0) => Date.UTC(2026, 0, 15, h - 3, m); // UTC+3

  it('holds 20:00 to 07:59 local, across midnight, and says when the window opens', () => {
    expect(
      [19, 20, 23, 0, 7, 8].map((h) =>
        isQuiet(dar(h < 12 && h < 8 ? h + 24 : h), quiet, 'Africa/Dar_es_Salaam'),
      ),
    ).toEqual([false, true, true, true, true, false]);
    expect(nextAllowed(dar(22, 30), quiet, 'Africa/Dar_es_Salaam')).toBe(dar(32));
    expect(nextAllowed(dar(9), quiet, 'Africa/Dar_es_Salaam')).toBe(dar(9));
  });

  it('never answers a quiet minute, and never waits longer than the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * 10 ** 12 }), (ms) => {
        const at = nextAllowed(ms, quiet, 'Africa/Nairobi');
        expect(isQuiet(at, quiet, 'Africa/Nairobi')).toBe(false);
        expect(at - ms).toBeLessThanOrEqual(12 * 3_600_000);
      }),
    );
  });
});

describe('what providers answer', () => {
  it("reads Africa's Talking's recipient codes: 101 sent, 403 and 406 final, the rest for another provider", () => {
    expect(atRecipientOutcome(101, 'ATXid_1')).toEqual({
      kind: 'accepted',
      messageId: 'ATXid_1',
      status: '101',
    });
    expect(atRecipientOutcome(403, '').kind).toBe('final');
    expect(atRecipientOutcome(406, '').kind).toBe('final');
    for (const code of [401, 402, 405, 407, 409, 500])
      expect(atRecipientOutcome(code, '').kind).toBe('transient');
  });

  it('reads delivery reports: absent and expired are retried, rejected and blacklisted stop', () => {
    expect(atReportMeaning('Success')).toBe('delivered');
    expect(atReportMeaning('AbsentSubscriber')).toBe('retry');
    expect(atReportMeaning('Expired')).toBe('retry');
    expect(atReportMeaning('Failed', 'DeliveryFailure')).toBe('retry');
    expect(atReportMeaning('Failed', 'UserInBlackList')).toBe('final');
    expect(atReportMeaning('Rejected')).toBe('final');
    expect(atReportMeaning('Buffered')).toBe('pending');
    expect(beemReportMeaning('DELIVERED')).toBe('delivered');
    expect(beemReportMeaning('UNDELIVERED')).toBe('retry');
    expect(beemReportMeaning('PENDING')).toBe('pending');
  });

  it('backs off to an hour at most, and goes round the providers first first', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
    expect([1, 2, 3].map((n) => providerFor(['at', 'beem'], n))).toEqual(['at', 'beem', 'at']);
    expect(providerFor([], 1)).toBeUndefined();
  });
});
