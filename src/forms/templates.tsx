/**
 * The Mantine look of RJSF's frame: fields stacked with even spacing, no RJSF error list or submit
 * button (the widgets show their own label and error; the screen owns its button).
 */
import { Stack } from '@mantine/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema, TemplatesType } from '@rjsf/utils';

function FieldTemplate(props: FieldTemplateProps) {
  return props.hidden ? <div hidden>{props.children}</div> : <>{props.children}</>;
}

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  return <Stack gap="md">{props.properties.map((p) => p.content)}</Stack>;
}

type Templates = Partial<Omit<TemplatesType<Record<string, string>, RJSFSchema>, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType<Record<string, string>, RJSFSchema>['ButtonTemplates']>;
};

export const TEMPLATES: Templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null },
};
