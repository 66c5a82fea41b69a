/** The widget registry: the names a form file's uiSchema uses (`ui:widget`) → components. */
import type { ComponentType } from 'react';
import { BirthdayWidget } from './birthday-widget';
import { DigitsWidget } from './digits-widget';
import { EmailWidget } from './email-widget';
import { NationalIdWidget } from './national-id-widget';
import { PaydayWidget } from './payday-widget';
import { PhoneWidget } from './phone-widget';
import { PickerWidget } from './picker-widget';
import { SegmentedWidget } from './segmented-widget';
import type { FormWidgetProps } from './support';
import { TextareaWidget } from './textarea-widget';
import { TextWidget } from './text-widget';

export type { FormWidgetProps } from './support';

export const WIDGETS: Readonly<Record<string, ComponentType<FormWidgetProps>>> = {
  TextWidget,
  textarea: TextareaWidget,
  digits: DigitsWidget,
  phone: PhoneWidget,
  email: EmailWidget,
  nationalId: NationalIdWidget,
  birthday: BirthdayWidget,
  picker: PickerWidget,
  payday: PaydayWidget,
  segmented: SegmentedWidget,
  // RJSF's default for a field with options.
  SelectWidget: PickerWidget,
};
