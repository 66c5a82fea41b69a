/** /yx3: the visitor types a number and taps APPLY; the range they may borrow shows, then login. */
import { useState, type FormEvent } from 'react';
import { COUNTRY_INFO, nationalExample, toE164 } from '../../lib/country';
import { getItem } from '../../lib/storage';
import { AmountCard } from './amount-card';
import { checkAmount, type AmountRange } from './check-amount';
import { nextStep } from './next-step';
import { usePromo } from './promo-context';

type Checked = { range: AmountRange | null } | null;

/** What the field keeps of a typed number: digits and a leading plus. */
const digitsOf = (typed: string): string => typed.replace(/[^\d+]/g, '');

export function PhoneCheck() {
  const { t, go, signedIn, typed = '' } = usePromo();
  const [mobile, setMobile] = useState(() => digitsOf(typed));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mobile.trim() === '') return setError(t('phone.empty'));
    if (!toE164(mobile, getItem('country'))) return setError(t('phone.invalid'));
    setError('');
    setBusy(true);
    setChecked({ range: await checkAmount() });
    setBusy(false);
  }

  if (checked)
    return <AmountCard range={checked.range} onContinue={() => go(nextStep(signedIn, mobile))} />;
  return (
    <form className="yx-card" noValidate onSubmit={(e) => void submit(e)}>
      <label className="yx-label" htmlFor="yx-mobile">
        {t('phone.label')}
      </label>
      <div className={error ? 'yx-field yx-field-error' : 'yx-field'}>
        <span aria-hidden="true">+{COUNTRY_INFO[getItem('country')].dialCode}</span>
        <input
          id="yx-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={nationalExample(COUNTRY_INFO[getItem('country')].nationalLength)}
          maxLength={13}
          value={mobile}
          aria-invalid={error !== ''}
          aria-describedby={error ? 'yx-mobile-error' : undefined}
          onChange={(e) => setMobile(digitsOf(e.currentTarget.value))}
        />
      </div>
      {error && (
        <p id="yx-mobile-error" className="yx-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="yx-button" disabled={busy}>
        {busy ? t('actions.checking') : t('actions.apply')}
      </button>
    </form>
  );
}
