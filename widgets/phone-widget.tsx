/**
 * A national mobile number (WhatsApp): digits as typed, and a number written in international form
 * (+255 754 321 987, 00255…) becomes the national one (0754321987) once complete, instead of being
 * cut to the field's length. No browser length limit: a longer number stays whole and the field's
 * pattern refuses it with its message.
 */
import { COUNTRY_CODES, dialDigits } from '../src/shared/countries';
import { TextWidget } from './text-widget';
import type { FormWidgetProps } from './support';

/** The digits of a national number after the calling code (9 in Tanzania and Kenya). */
const NATIONAL_DIGITS = 9;
const DIAL_CODES = COUNTRY_CODES.map(dialDigits);

export function nationalPhone(typed: string, dialCodes: readonly string[] = DIAL_CODES): string {
  const compact = typed.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)/.exec(compact);
  const digits = compact.replace(/\D/g, '');
  if (!international) return digits;
  const rest = compact.startsWith('00') ? digits.slice(2) : digits;
  const code = dialCodes.find((c) => rest.startsWith(c));
  if (code && rest.length >= code.length + NATIONAL_DIGITS) return `0${rest.slice(code.length)}`;
  // Still being typed: keep the + so the next digits stay international.
  return `+${rest}`;
}

export function PhoneWidget(props: FormWidgetProps) {
  const options = { ...props.options, maxDigits: undefined };
  return (
    <TextWidget {...props} options={options} inputMode="tel" clean={(v) => nationalPhone(v)} />
  );
}
