/** Cashier channels are data (schemas/<cc>/cashier.json); a bad file is refused by name and field. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChannels } from '../../../src/server/domain/cashier-channels';
import { COUNTRY_CODES } from '../../../src/shared/countries';

const bill = { channelId: 'x-lipa', name: 'Lipa', kind: 'bill', businessNumber: '555000' };

describe('cashier channels', () => {
  it('reads every country file: a wallet push first, bill channels with a number and guides', () => {
    for (const cc of COUNTRY_CODES) {
      const file = `schemas/${cc.toLowerCase()}/cashier.json`;
      const channels = parseChannels(file, JSON.parse(readFileSync(file, 'utf8')));
      expect(channels[0]?.kind).toBe('online');
      expect(channels[0]?.phoneSteps).toBe('pinPrompt');
      for (const c of channels.filter((ch) => ch.kind === 'bill')) {
        expect(c.businessNumber).toMatch(/^\d+$/);
        expect(c.guides?.length).toBeGreaterThan(0);
      }
    }
  });

  it('says what an online channel asks on the phone: the PIN prompt unless the file says otherwise', () => {
    const push = { channelId: 'w', name: 'M-Pesa', kind: 'online' };
    expect(parseChannels('f', { channels: [push] })[0]?.phoneSteps).toBe('pinPrompt');
    const page = { ...push, phoneSteps: 'paymentPage' };
    expect(parseChannels('f', { channels: [page] })[0]?.phoneSteps).toBe('paymentPage');
    expect(() => parseChannels('f', { channels: [{ ...push, phoneSteps: 'ussd' }] })).toThrow(
      'f: channels[0].phoneSteps must be one of pinPrompt, paymentPage',
    );
  });

  it('gives a bill channel every guide when the file lists none', () => {
    expect(parseChannels('f', { channels: [bill] })[0]?.guides).toEqual(['bill', 'qr', 'instapay']);
  });

  it('refuses what would send money to a wrong place, naming file and field', () => {
    const bad = (channels: unknown[]) => () => parseChannels('tz/cashier.json', { channels });
    expect(bad([{ ...bill, businessNumber: '55-5' }])).toThrow(
      'tz/cashier.json: channels[0].businessNumber must be 3-12 digits',
    );
    expect(bad([bill, bill])).toThrow('channelId must be unique');
    expect(bad([{ ...bill, guides: ['ussd'] }])).toThrow('channels[0].guides');
    expect(bad([{ ...bill, kind: 'cash' }])).toThrow('channels[0].kind must be online or bill');
    expect(bad([])).toThrow('"channels" must be a non-empty list');
  });
});
