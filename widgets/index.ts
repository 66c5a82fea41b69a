/**
 * The widget registry: the names a form file's uiSchema uses (`ui:widget`) → components. The names
 * and the options each takes are in catalog.ts, which the server's checks read.
 */
import type { RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import type { FormData } from '../src/shared/forms/types';
import type { WidgetName } from '../src/shared/forms/widget-catalog';
import { BirthdayWidget } from './birthday-widget';
import { DigitsWidget } from './digits-widget';
import { EmailWidget } from './email-widget';
import { NationalIdWidget } from './national-id-widget';
import { PaydayWidget } from './payday-widget';
import { PhoneWidget } from './phone-widget';
import { PickerWidget } from './picker-widget';
import { SegmentedWidget } from './segmented-widget';
import { TextareaWidget } from './textarea-widget';
import { TextWidget } from './text-widget';

export type { FormWidgetProps } from './support';
export { WIDGET_CATALOG, WIDGET_NAMES, type WidgetName } from '../src/shared/forms/widget-catalog';

/** Typed by the catalog: a widget named there and not here (or here and not there) fails to build. */
const BY_NAME: Readonly<Record<WidgetName, Widget<FormData, RJSFSchema>>> = {
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

/** The registry as RJSF takes it. */
export const WIDGETS: RegistryWidgetsType<FormData, RJSFSchema> = BY_NAME;
