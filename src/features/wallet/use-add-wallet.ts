/**
 * The add-wallet form (docs/product.md §2 add_bankcard): the number pre-selects its wallet by prefix until the
 * borrower picks one; a bindCard SMS code proves the number and, for a wallet on another number
 * than the account's, a second one sent to the account's own number proves the owner asked; the
 * answer's status says where next.
 */
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { dialDigits, type Country } from '../../shared/countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { ApiError, isReported } from '../../lib/api/errors';
import { toE164 } from '../../lib/country';
import { getItem } from '../../lib/storage';
import { useErrorText } from '../../lib/use-error-text';
import { suggestWallet, type Wallet } from './wallet-prefix';
import { useSmsCode } from '../../lib/use-sms-code';
import { useGoToStatus } from '../../lib/api/use-go-to-status';

type Field = 'wallet' | 'account' | 'code' | 'ownCode' | 'form';

/** The borrower's own number as typed at home (0712345678), to pre-fill the wallet account. */
function nationalOf(e164: string | undefined, country: Country): string {
  const prefix = `+${dialDigits(country)}`;
  return e164?.startsWith(prefix) ? `0${e164.slice(prefix.length)}` : '';
}

export function useAddWallet() {
  const { t } = useTranslation('wallet');
  const goToStatus = useGoToStatus();
  const errorText = useErrorText();
  const country = useBorrowerCountry();
  const ownMobile = getItem('userInfo')?.mobile;
  const [account, setAccount] = useState(() => nationalOf(ownMobile, country));
  const [picked, setPicked] = useState<Wallet | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const sms = useSmsCode();
  const ownSms = useSmsCode();
  const wallet = picked ?? suggestWallet(account, country);
  // Shown once the number is whole and not the account's own (unknown when no userInfo is kept:
  // then asked rather than risk a refusal).
  const typed = toE164(account, country);
  const needsOwnCode = typed !== null && typed !== ownMobile;

  function validAccount(): string | null {
    const e164 = toE164(account, country);
    if (!e164) setErrors({ account: errorText(account.trim() ? 'mobileInvalid' : 'mobileEmpty') });
    return e164;
  }

  function report(err: unknown) {
    if (isReported(err)) return;
    const key = err instanceof ApiError ? err.key : '';
    // The server names the own-number code's field when that code is the one refused.
    const own = err instanceof ApiError && err.errors.some((e) => e.field === 'ownCode');
    const field: Field = own
      ? 'ownCode'
      : key.startsWith('code')
        ? 'code'
        : key === 'walletInvalid' || key.startsWith('mobile')
          ? 'account'
          : 'form';
    setErrors({ [field]: errorText(err) });
  }

  async function getCode() {
    const mobile = validAccount();
    if (!mobile) return;
    setErrors({});
    try {
      const { resendAfter } = await call(
        'getVerifyCode',
        { mobile, type: 'bindCard' },
        { onRetry: () => void getCode() },
      );
      sms.codeSent(resendAfter);
    } catch (err) {
      report(err);
    }
  }

  async function getOwnCode() {
    setErrors({});
    try {
      const { resendAfter } = await call(
        'getVerifyCodeBindCard',
        {},
        { onRetry: () => void getOwnCode() },
      );
      ownSms.codeSent(resendAfter);
    } catch (err) {
      report(err);
    }
  }

  async function submit() {
    if (!wallet) return setErrors({ wallet: t('form.walletRequired') });
    const mobile = validAccount();
    if (!mobile) return;
    if (!/^\d{6}$/.test(sms.code)) return setErrors({ code: errorText('codeInvalid') });
    const second = ownMobile === undefined || mobile !== ownMobile;
    if (second && !/^\d{6}$/.test(ownSms.code))
      return setErrors({ ownCode: errorText(ownSms.code ? 'codeInvalid' : 'codeRequired') });
    setErrors({});
    try {
      const { status } = await call(
        'addBankCard',
        {
          bankCode: wallet,
          account: mobile,
          code: sms.code,
          ...(second ? { ownCode: ownSms.code } : {}),
        },
        { onRetry: () => void submit() },
      );
      await goToStatus(status);
    } catch (err) {
      report(err);
    }
  }

  return {
    account,
    setAccount,
    wallet,
    setWallet: setPicked,
    suggested: picked === null && wallet !== null,
    sms,
    ownSms,
    needsOwnCode,
    errors,
    getCode,
    getOwnCode,
    submit,
  };
}
