/**
 * The login/register form's behaviour (§5): the number decides which screen applies
 * (existsByMobile), 'Get code' starts the resend countdown, submit stores the session and
 * returns the user where they wanted to go.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isReported, ApiError } from '../../lib/api/errors';
import { toE164 } from '../../lib/country';
import { safeRedirect } from '../../lib/require-token';
import { getItem } from '../../lib/storage';
import { useErrorText } from '../../lib/use-error-text';
import { pathOf } from '../../shared/routes';
import { checkMobileExists } from './api/check-mobile';
import { sendCode } from './api/send-code';
import { submitSignIn } from './api/submit-sign-in';
import { fieldOf, type SignInField } from './form-errors';
import { useSmsCode } from '../../lib/use-sms-code';

export type Mode = 'login' | 'register';
export type FormErrors = Partial<Record<SignInField, string>> & { alreadyRegistered?: boolean };

/** Navigation state carried between login and register so the typed number is kept. */
export interface SignInState {
  mobile?: string;
  movedFromLogin?: boolean;
}

/** The register screen sends the code the borrower asked for on login (not one tap more). */
function useSendOnArrival(carried: SignInState, getCode: () => Promise<void>) {
  const sent = useRef(false);
  const send = useRef(getCode);
  send.current = getCode;
  useEffect(() => {
    if (sent.current || !carried.movedFromLogin || !carried.mobile) return;
    sent.current = true;
    void send.current();
  }, [carried.movedFromLogin, carried.mobile]);
}

export function useSignIn(mode: Mode) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const { t } = useTranslation('auth');
  const carried = (location.state ?? {}) as SignInState;
  const [mobile, setMobile] = useState(carried.mobile ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [sentTo, setSentTo] = useState('');
  const sms = useSmsCode();
  const other: Mode = mode === 'login' ? 'register' : 'login';

  const switchTo = (target: Mode, state: SignInState) =>
    navigate({ pathname: pathOf(target), search: location.search }, { state, replace: true });

  /** The E.164 number, or null after showing why the typed one is unusable. */
  function validMobile(): string | null {
    const e164 = toE164(mobile, getItem('country'));
    if (mobile.trim() === '') fail('mobile', errorText('mobileEmpty'));
    else if (!e164) fail('mobile', errorText('mobileInvalid'));
    return e164;
  }

  function fail(field: SignInField, text: string, alreadyRegistered = false) {
    setErrors({ [field]: text, alreadyRegistered });
  }

  function report(err: unknown) {
    if (isReported(err)) return; // the retry banner or the session notice already says it
    if (err instanceof ApiError && err.key === 'notRegistered' && mode === 'login') {
      return switchTo('register', { mobile, movedFromLogin: true });
    }
    const field = fieldOf(err);
    const validation = err instanceof ApiError && err.key === 'validation';
    const key = validation ? (field === 'code' ? 'codeInvalid' : 'mobileInvalid') : err;
    fail(
      field,
      errorText(field === 'form' ? err : key),
      err instanceof ApiError && err.key === 'alreadyRegistered',
    );
  }

  async function getCode(): Promise<void> {
    const e164 = validMobile();
    if (!e164) return;
    setErrors({});
    const opts = { onRetry: () => void getCode() };
    try {
      const exists = await checkMobileExists(e164, opts);
      if (mode === 'login' && !exists)
        return switchTo('register', { mobile, movedFromLogin: true });
      if (mode === 'register' && exists)
        return fail('mobile', errorText('alreadyRegistered'), true);
      sms.codeSent(await sendCode(e164, mode, opts));
      setSentTo(e164);
    } catch (err) {
      report(err);
    }
  }

  async function submit(): Promise<void> {
    const e164 = validMobile();
    if (!e164) return;
    if (!/^\d{6}$/.test(sms.code)) return fail('code', t('form.codeRequired'));
    setErrors({});
    try {
      await submitSignIn(mode, e164, sms.code, { onRetry: () => void submit() });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      report(err);
    }
  }

  useSendOnArrival(mode === 'register' ? carried : {}, getCode);

  return {
    mobile,
    setMobile,
    sms,
    errors,
    sentTo,
    movedFromLogin: carried.movedFromLogin === true,
    getCode,
    submit,
    goToOther: () => switchTo(other, { mobile }),
  };
}
