/**
 * The Africa's Talking adapter against the published shapes (tests/fixtures/africastalking-ussd):
 * each documented request body parses, the answer is 200 text/plain "CON "/"END ", and the new
 * input is what follows the text already answered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { africasTalkingUssd, newInput } from '../../../../src/server/providers/ussd';
import { con, end, plain } from '../../../../src/server/domain/ussd/screen';
import { USSD_LIMITS } from '../../../../src/server/domain/ussd/limits';

const dir = join(import.meta.dirname, '../../../fixtures/africastalking-ussd');
const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const requests = read<{ fields: Record<string, string>; examples: { body: string }[] }>(
  'requests.json',
);
const answers = read<{
  status: number;
  contentType: string;
  examples: { request: string; answer: string }[];
}>('answers.json');
const limits = read<{ screenCharacters: { published: { value: number }[] } }>('limits.json');

/** A body as the form parser hands it to the route. */
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe("Africa's Talking USSD adapter", () => {
  it('reads every documented request, the unencoded "+" of the SDK tests included', () => {
    for (const { body } of requests.examples) {
      const parsed = africasTalkingUssd.parse(form(body));
      if (body === '') {
        expect(parsed).toBeNull();
        continue;
      }
      expect(parsed).toMatchObject({
        sessionId: '123',
        serviceCode: '*123#',
        phoneNumber: '+1234567890',
      });
      expect(parsed?.text).toBe(form(body).text);
    }
    expect(Object.keys(requests.fields).sort()).toEqual(
      ['networkCode', 'phoneNumber', 'serviceCode', 'sessionId', 'text'].sort(),
    );
  });

  it('answers as the SDK does: status 200, text/plain, "CON " or "END " before the text', () => {
    for (const example of answers.examples) {
      const isEnd = example.answer.startsWith('END ');
      const lines = example.answer.slice(4).split('\n');
      const reply = africasTalkingUssd.reply(isEnd ? end(lines) : con(lines));
      expect(reply.status).toBe(answers.status);
      expect(reply.contentType).toContain(answers.contentType);
      expect(reply.body.slice(0, 4)).toBe(example.answer.slice(0, 4));
    }
  });

  it('takes the new input as what follows the answered text, "*" typed inside an answer kept', () => {
    expect(newInput('', '')).toBe('');
    expect(newInput('1', '')).toBe('1');
    expect(newInput('1*Amina', '1')).toBe('Amina');
    expect(newInput('1*a*b', '1')).toBe('a*b');
    expect(newInput('1*2', '1*2')).toBe('');
  });

  it('keeps the strictest published screen length and folds text to plain ASCII', () => {
    const published = limits.screenCharacters.published.map((p) => p.value);
    expect(USSD_LIMITS.screenChars).toBe(Math.min(...published));
    expect(plain('Número “NIDA” – ok…')).toBe('Numero "NIDA" - ok...');
  });
});
