/**
 * Manual repayment proof (docs/product.md §2): a screenshot or photo of the payment, an image up to 20 MB,
 * checked by staff within 48 hours (§9).
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';

export const MAX_PROOF_BYTES = 20 * 1024 * 1024;

export function ProofUpload({ orderNo, payOrderId }: { orderNo: string; payOrderId: string }) {
  const { t } = useTranslation('repay');
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ done: boolean; error: string }>({ done: false, error: '' });

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return setState({ done: false, error: errorText('imageInvalid') });
    if (file.size > MAX_PROOF_BYTES) return setState({ done: false, error: errorText('tooLarge') });
    try {
      await call('feedbackUploadCredential', { orderNo, payOrderId }, { files: { file } });
      setState({ done: true, error: '' });
    } catch (err) {
      if (!isReported(err)) setState({ done: false, error: errorText(err) });
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('proof.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('proof.body')}
      </Text>
      {state.done ? (
        <Alert color="green">{t('proof.done')}</Alert>
      ) : (
        <Button
          variant="light"
          // Long labels wrap inside the button (Kiswahili was clipped at 360 px).
          h="auto"
          py="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={() => input.current?.click()}
        >
          {t('proof.choose')}
        </Button>
      )}
      {state.error && (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('proof.choose')}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
    </Stack>
  );
}
