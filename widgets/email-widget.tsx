/**
 * Email (§5): spaces removed and letters lowered as typed (JOHN@GMAIL.COM is john@gmail.com), and
 * one-tap completions with the domains the field accepts (Gmail, Yahoo).
 */
import '@mantine/core/styles/Input.css';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextWidget } from './text-widget';
import { asText, type FormWidgetProps } from './support';

export const noSpaces = (v: string) => v.replace(/\s+/g, '');

/** What the field keeps of what was typed: no spaces, lower case (mailboxes ignore case). */
export const cleanEmail = (v: string) => noSpaces(v).toLowerCase();

/** The offered domains whose addresses the field's pattern accepts (never one it would refuse). */
export function acceptedDomains(domains: readonly string[], pattern: unknown): string[] {
  if (typeof pattern !== 'string') return [...domains];
  const accepts = new RegExp(pattern);
  return domains.filter((d) => accepts.test(`a@${d}`));
}

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
  const domains = acceptedDomains(
    (props.options.domains as string[] | undefined) ?? [],
    props.schema?.pattern,
  );
  const value = asText(props.value);
  const suggestions = value.length >= 2 ? emailSuggestions(value, domains) : [];
  return (
    <div>
      <TextWidget {...props} inputMode="email" clean={cleanEmail} />
      {suggestions.length > 0 && (
        <Group gap={6} mt={6}>
          {suggestions.map((s) => (
            <Button
              key={s}
              size="compact-xs"
              variant="light"
              // Pressing a chip must not blur the field first: the error that blur shows would move
              // the chips from under the finger and the tap would land on nothing.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => props.onChange(s)}
            >
              {t('engine.suggestion', { email: s.slice(s.indexOf('@')) })}
            </Button>
          ))}
        </Group>
      )}
    </div>
  );
}
