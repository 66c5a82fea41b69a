/**
 * Payday (§4): day of month 1–31 as a 7-column grid for Monthly/Biweekly, weekdays as a list for
 * Weekly/Fourteen; which ones are offered is the rules' option filter.
 */
import { PickerWidget } from './picker-widget';
import { offeredOptions, type FormWidgetProps } from './support';

export function PaydayWidget(props: FormWidgetProps) {
  const days = offeredOptions(props.options).every((o) => /^\d+$/.test(o.const));
  return <PickerWidget {...props} columns={days ? 7 : undefined} />;
}
