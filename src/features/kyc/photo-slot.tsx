/**
 * A photo to take: its title and hint, a button that opens the camera (`<input capture>`), the
 * upload progress, and the outcome (accepted, or the §8 message saying what to do).
 */
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotState } from './use-upload-slot';

interface Props {
  title: string;
  hint: string;
  state: SlotState;
  /** 'environment': the back camera for the ID card; 'user': the front camera for the face. */
  capture?: 'environment' | 'user';
  onFile?: (file: File) => void;
  /** Native capture instead of a file input (featureMode.live 0 or 2). */
  onNative?: () => void;
}

export function PhotoSlot({
  title,
  hint,
  state,
  capture = 'environment',
  onFile,
  onNative,
}: Props) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const done = state.phase === 'done';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {done && (
            <Text c="teal.9" fw={600}>
              {t('slot.done')}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {state.phase === 'working' && (
          <Progress
            value={Math.round(state.progress * 100)}
            animated
            aria-label={t('slot.uploading', { title })}
          />
        )}
        {state.phase === 'failed' && (
          <Alert color="red" role="alert" p="xs">
            {state.message}
          </Alert>
        )}
        <Button
          variant={done ? 'default' : 'light'}
          loading={state.phase === 'working'}
          onClick={() => (onNative ? onNative() : input.current?.click())}
        >
          {t(done ? 'slot.retake' : 'slot.take')}
        </Button>
        {onFile && (
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture={capture}
            hidden
            aria-label={title}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = ''; // the same photo may be chosen again after a failure
              if (file) onFile(file);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
