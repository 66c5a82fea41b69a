/**
 * The SMS-code step every code-protected action shares (§5: sign-in, wallet, account deletion):
 * the typed code, kept to six digits, and the resend countdown the server's `resendAfter` starts.
 * Each feature keeps its own request and its own error messages.
 */
import { useState } from 'react';
import { useCountdown } from './use-countdown';

/** The wait before another code when the server names none (§5). */
const DEFAULT_RESEND_SECONDS = 60;

export interface SmsCode {
  code: string;
  setCode: (value: string) => void;
  /** Seconds before another code may be requested; 0 once the countdown ends. */
  resendIn: number;
  /** Whether a code was sent since the screen opened. */
  sent: boolean;
  /** Records a sent code and starts the countdown the server asked for. */
  codeSent: (resendAfter: number) => void;
}

/** `onTyped` runs on every change of the code, so a form can take the code's message away. */
export function useSmsCode(onTyped?: () => void): SmsCode {
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  return {
    code,
    setCode: (value) => {
      setCode(value);
      onTyped?.();
    },
    resendIn: countdown.left,
    sent,
    codeSent: (resendAfter) => {
      countdown.start(resendAfter > 0 ? resendAfter : DEFAULT_RESEND_SECONDS);
      setSent(true);
    },
  };
}
