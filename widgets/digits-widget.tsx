/** Digits only (phones, Kenyan ID): the numeric keypad, anything else typed is dropped. */
import { TextWidget } from './text-widget';
import type { FormWidgetProps } from './support';

export const onlyDigits = (v: string) => v.replace(/\D/g, '');

export function DigitsWidget(props: FormWidgetProps) {
  return <TextWidget {...props} inputMode="numeric" clean={onlyDigits} />;
}
