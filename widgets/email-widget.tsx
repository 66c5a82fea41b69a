/** Email (§5): spaces removed as typed, and one-tap domain suggestions (gmail, yahoo, outlook). */
import '@mantine/core/styles/Input.css';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextWidget } from './text-widget';
import { asText, type FormWidgetProps } from './support';

export const noSpaces = (v: string) => v.replace(/\s+/g, '');

/** Completions of what was typed with each domain, once the local part exists. */
export function emailSuggestions(typed: string, domains: readonly string[]): string[] {
  const at = typed.indexOf('@');
  const local = at < 0 ? typed : typed.slice(0, at);
  const partial = at < 0 ? '' : typed.slice(at + 1).toLowerCase();
  if (!local || !/^[^@]+$/.test(local)) return [];
  return domains.filter((d) => d.startsWith(partial) && d !== partial).map((d) => `${local}@${d}`);
}

export function EmailWidget(props: FormWidgetProps) {
  const { t } = useTranslation('forms');
  const domains = (props.options.domains as string[] | undefined) ?? [];
  const value = asText(props.value);
  const suggestions = value.length >= 2 ? emailSuggestions(value, domains) : [];
  return (
    <div>
      <TextWidget {...props} inputMode="email" clean={noSpaces} />
      {suggestions.length > 0 && (
        <Group gap={6} mt={6}>
          {suggestions.map((s) => (
            <Button key={s} size="compact-xs" variant="light" onClick={() => props.onChange(s)}>
              {t('engine.suggestion', { email: s.slice(s.indexOf('@')) })}
            </Button>
          ))}
        </Group>
      )}
    </div>
  );
}
