/**
 * The Mantine look of RJSF's frame: fields stacked with even spacing, no RJSF error list or submit
 * button (the widgets show their own label and error; the screen owns its button).
 */
import { Stack, Title } from '@mantine/core';
import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';

/** A field as its widget draws it, after the heading of its section when it opens one. */
function FieldTemplate(props: FieldTemplateProps) {
  if (props.hidden) return <div hidden>{props.children}</div>;
  const section = (props.uiSchema?.['ui:options'] as { section?: string } | undefined)?.section;
  return (
    <>
      {section && (
        <Title order={2} size="h3" mt="md">
          {section}
        </Title>
      )}
      {props.children}
    </>
  );
}

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  return <Stack gap="md">{props.properties.map((p) => p.content)}</Stack>;
}

type Templates = Partial<
  Omit<TemplatesType<Record<string, string>, RJSFSchema>, 'ButtonTemplates'>
> & {
  ButtonTemplates?: Partial<TemplatesType<Record<string, string>, RJSFSchema>['ButtonTemplates']>;
};

export const TEMPLATES: Templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null },
};
