/**
 * The 6-digit SMS code input (numeric keyboard, one-time-code autofill) with its 'Get code' button
 * and resend countdown. Callers pass the wording, so each feature keeps its own namespace.
 */
import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { SmsCode } from './use-sms-code';

export interface CodeFieldTexts {
  label: string;
  /** A line under the label, e.g. which number the code goes to. */
  description?: string;
  placeholder?: string;
  getCode: string;
  /** The disabled button's label while the countdown runs. */
  resendIn: (seconds: number) => string;
}

/** 'beside': button right of the input. 'below': full-width button under it, for long labels. */
export type CodeFieldLayout = 'beside' | 'below';

interface Props {
  /** The code and its countdown (useSmsCode); the button waits while the countdown runs. */
  sms: SmsCode;
  error?: string;
  onGetCode: () => void;
  texts: CodeFieldTexts;
  layout: CodeFieldLayout;
  withAsterisk?: boolean;
}

export function CodeField({ sms, error, onGetCode, texts, layout, withAsterisk }: Props) {
  const waiting = sms.resendIn > 0;
  const buttonText = waiting ? texts.resendIn(sms.resendIn) : texts.getCode;
  return (
    <TextInput
      label={texts.label}
      description={texts.description}
      placeholder={texts.placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={sms.code}
      withAsterisk={withAsterisk}
      onChange={(event) => sms.setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputContainer={(input) =>
        layout === 'beside' ? (
          // The label spans the row; the button sits beside the input, whatever the label's length.
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              variant="light"
              px="sm"
              onClick={onGetCode}
              disabled={waiting}
              style={{ flexShrink: 0 }}
            >
              {buttonText}
            </Button>
          </Group>
        ) : (
          // Side by side, a long countdown label (Swahili) squeezed the input to nothing on a 360 px phone.
          <Stack gap="xs">
            {input}
            <Button variant="light" size="md" fullWidth onClick={onGetCode} disabled={waiting}>
              {buttonText}
            </Button>
          </Stack>
        )
      }
    />
  );
}
