/**
 * Account deletion (§4, §5): exactly one reason, the SMS code sent to the borrower's own number,
 * a confirm step, then verifyCodeDeleteUser → userDelete. Errors come back as translated text.
 */
import { useSmsCode } from '../../lib/use-sms-code';
import { useState } from 'react';
import { call } from '../../lib/api/call';
import { ApiError, isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import type { UserDeleteResponse } from '../../shared/contract/types.gen';

export interface DeleteErrors {
  reason?: string;
  code?: string;
  form?: string;
}

/** Local checks before anything is sent: a reason, and a 6-digit code ("Enter the code" if none). */
export function checkDeleteForm(
  reason: number | null,
  code: string,
): { reason?: 'deleteReasonRequired'; code?: 'codeRequired' | 'codeInvalid' } {
  // Nothing typed yet is not a wrong code: say what to do, not "Invalid".
  const codeProblem =
    code.trim() === '' ? 'codeRequired' : /^\d{6}$/.test(code) ? undefined : 'codeInvalid';
  return {
    ...(reason === null ? { reason: 'deleteReasonRequired' as const } : {}),
    ...(codeProblem ? { code: codeProblem } : {}),
  };
}

export function useDeleteAccount() {
  const errorText = useErrorText();
  const [reason, setReason] = useState<number | null>(null);
  const [errors, setErrors] = useState<DeleteErrors>({});
  // A field's message goes as soon as the borrower changes that field.
  const sms = useSmsCode(() => setErrors((e) => ({ ...e, code: undefined })));
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<UserDeleteResponse | null>(null);

  const fail = (err: unknown): void => {
    if (isReported(err)) return;
    const key = err instanceof ApiError ? err.key : '';
    if (
      key === 'codeInvalid' ||
      key === 'codeExpired' ||
      key === 'codeTooManyTries' ||
      key === 'deleteTicketInvalid'
    ) {
      setErrors({ code: errorText(err) });
    } else if (key === 'deleteReasonRequired') setErrors({ reason: errorText(err) });
    else setErrors({ form: errorText(err) });
  };

  async function getCode(): Promise<void> {
    try {
      const { resendAfter } = await call('getVerifyCodeDeleteUser', {});
      sms.codeSent(resendAfter);
      setErrors((e) => ({ ...e, code: undefined, form: undefined }));
    } catch (err) {
      fail(err);
    }
  }

  /** Checks the form; opens the confirm step when it is complete. */
  function requestDelete(): void {
    const local = checkDeleteForm(reason, sms.code);
    const next: DeleteErrors = {};
    if (local.reason) next.reason = errorText(local.reason);
    if (local.code) next.code = errorText(local.code);
    setErrors(next);
    if (!local.reason && !local.code) setConfirming(true);
  }

  async function confirmDelete(): Promise<void> {
    setConfirming(false);
    if (reason === null) return;
    try {
      const { ticket } = await call('verifyCodeDeleteUser', { code: sms.code });
      setResult(await call('userDelete', { ticket, reason }));
    } catch (err) {
      fail(err);
    }
  }

  const chooseReason = (value: number) => {
    setReason(value);
    setErrors((e) => ({ ...e, reason: undefined }));
  };

  return {
    reason,
    setReason: chooseReason,
    sms,
    errors,
    confirming,
    setConfirming,
    result,
    getCode,
    requestDelete,
    confirmDelete,
  };
}
