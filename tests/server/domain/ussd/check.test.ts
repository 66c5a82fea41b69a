/** The USSD side of the form check refuses what a USSD screen cannot show, for both channels. */
import { describe, expect, it } from 'vitest';
import { ussdProblems } from '../../../../src/server/forms/check-ussd';
import type { FormFile } from '../../../../src/shared/forms/index';
import { locales, walkForm } from './support';

describe('USSD form check', () => {
  it('passes the shipped forms', () => {
    for (const cc of ['tz', 'ke'])
      for (const name of ['personal', 'work', 'contacts'])
        expect(ussdProblems(name, walkForm(cc, name).file, locales), `${cc}/${name}`).toEqual([]);
  });

  it('refuses a long message without a short form, and a short form that is too long', () => {
    const file = walkForm('tz', 'contacts').file;
    const en = structuredClone(locales.en) as {
      contacts: { emergencyContactMobile1: Record<string, string> };
    };
    delete en.contacts.emergencyContactMobile1.patternShort;
    const missing = ussdProblems('contacts', file, { ...locales, en });
    expect(missing.map((p) => p.path)).toContain(
      'locales/en/forms.json contacts.emergencyContactMobile1.patternShort',
    );
    en.contacts.emergencyContactMobile1.patternShort = 'x'.repeat(61);
    const long = ussdProblems('contacts', file, { ...locales, en });
    expect(
      long.find((p) => p.path.endsWith('emergencyContactMobile1.patternShort'))?.message,
    ).toMatch(/61 characters/);
  });

  it('refuses a required field whose widget has no USSD form unless it sends the borrower to the web', () => {
    const base = walkForm('tz', 'contacts').file;
    const withCamera = (ui: object): FormFile => ({
      ...base,
      uiSchema: { ...base.uiSchema, emergencyContactName1: ui },
    });
    expect(ussdProblems('contacts', withCamera({ 'ui:widget': 'camera' }), locales)).toEqual([
      expect.objectContaining({ path: 'uiSchema.emergencyContactName1' }),
    ]);
    expect(
      ussdProblems(
        'contacts',
        withCamera({ 'ui:widget': 'camera', 'ui:ussd': 'smsLink' }),
        locales,
      ),
    ).toEqual([]);
    // A form the USSD menu does not serve is not held to it.
    expect(ussdProblems('questionnaire', withCamera({ 'ui:widget': 'camera' }), locales)).toEqual(
      [],
    );
  });
});
