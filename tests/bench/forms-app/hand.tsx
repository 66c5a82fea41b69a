/**
 * Bench variant 3: a hand-written React form of the same fields, with the same Mantine inputs,
 * controlled state and the same visible-after-birthday rule, validating on blur.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, MantineProvider, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import served from 'virtual:served-form';
import { theme } from '../../../src/lib/theme';
import type { OptionDef } from '../../../src/shared/forms/types';
import { initBenchI18n } from './i18n';
import { markPainted } from './measure';

const ORDER = served.uiSchema['ui:order'] as string[];
const GATED = new Set([
  'education',
  'maritalStatus',
  'nationalId',
  'whatsappNo',
  'sparePhone',
  'email',
]);

function Field({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('forms');
  const field = served.schema.properties[name]!;
  const [error, setError] = useState<string>();
  const label = t(field.title as never) as string;
  const blur = () =>
    setError(
      field.pattern && !new RegExp(String(field.pattern), 'u').test(value) ? 'Invalid' : undefined,
    );
  if (field.oneOf) {
    const data = [
      { value: '', label: '' },
      ...field.oneOf.map((o: OptionDef) => ({ value: o.const, label: o.title })),
    ];
    return (
      <NativeSelect
        label={label}
        value={value}
        data={data}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={blur}
      />
    );
  }
  return (
    <TextInput
      id={`root_${name}`}
      label={label}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={blur}
    />
  );
}

function App() {
  const [data, setData] = useState<Record<string, string>>({});
  useEffect(markPainted, []);
  return (
    <MantineProvider theme={theme}>
      <form onSubmit={(e) => e.preventDefault()}>
        <Stack gap="md">
          {ORDER.filter((f) => !GATED.has(f) || data.inputBirthday).map((f) => (
            <Field
              key={f}
              name={f}
              value={data[f] ?? ''}
              onChange={(v) => setData((d) => ({ ...d, [f]: v }))}
            />
          ))}
          <Button type="submit">Next</Button>
        </Stack>
      </form>
    </MantineProvider>
  );
}

void initBenchI18n().then(() => createRoot(document.getElementById('root')!).render(<App />));
