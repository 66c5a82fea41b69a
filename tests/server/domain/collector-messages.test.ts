/**
 * Collector messages as templates: a message is one of the templates with exactly its
 * values, each of its shape; every language's texts of them pass the forbidden-words check, and a
 * threat or a word about a third party in one is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  COLLECTOR_TEMPLATES,
  collectorMessage,
} from '../../../src/server/domain/collector-messages';
import { checkSmsTexts, flattenTexts, SMS_TEMPLATES } from '../../../src/server/domain/sms-words';
import en from '../../../locales/en/sms.json';

describe('collector messages', () => {
  it('takes a template with exactly its values', () => {
    expect(collectorMessage({ template: 'collector.reminder' })).toEqual({
      template: 'collector.reminder',
      values: {},
    });
    const promise = { template: 'collector.promise', values: { amount: 500, date: '2026-03-01' } };
    expect(collectorMessage(promise)).toEqual(promise);
    for (const bad of [
      undefined,
      'free text',
      { template: 'collector.other' },
      { template: 'toString' },
      { template: 'collector.reminder', values: [] },
      { template: 'collector.reminder', values: { amount: 1 } },
      { template: 'collector.promise', values: { amount: 0, date: '2026-03-01' } },
      { template: 'collector.promise', values: { amount: 500, date: '2026-13-01' } },
      { template: 'collector.promise', values: { amount: 500, date: ' 2026-03-01' } },
    ])
      expect(collectorMessage(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('is checked in every language, as every SMS text: no threat, no third party', () => {
    for (const id of Object.keys(COLLECTOR_TEMPLATES))
      expect(SMS_TEMPLATES as readonly string[]).toContain(id);
    const texts = flattenTexts(en);
    const threat = {
      ...texts,
      'collector.reminder': 'Pay {{closeToday}} today or the police will visit your employer.',
    };
    expect(checkSmsTexts(threat, 'en', 2)).toEqual([
      {
        key: 'collector.reminder',
        message: 'says what collection messages may never say: police, employer',
      },
    ]);
    const family = { ...texts, 'collector.missedCall': '{{app}}: we will call your family.' };
    expect(checkSmsTexts(family, 'en', 2).map((p) => p.key)).toEqual(['collector.missedCall']);
  });
});
