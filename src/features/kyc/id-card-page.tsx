/**
 * id_card_authentication (docs/product.md §2, status 12): camera consent first, then the ID card front
 * (read by OCR), the back, and the face — in-page with the front camera, or through the native
 * liveness SDK the featureMode.live flag names. Continue closes the step (finishUploadAllImg)
 * and goes where the order's next status says.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { useQuery } from '../../lib/api/use-query';
import { isReported } from '../../lib/api/errors';
import { PageHeader } from '../../lib/layout/page-header';
import { useErrorText } from '../../lib/use-error-text';
import { useStored } from '../../lib/use-stored';
import { CameraConsent } from './camera-consent';
import { PhotoSlot } from './photo-slot';
import { nativeFace, uploadBack, uploadFace, uploadFront } from './uploaders';
import { useUploadSlot, type Uploader } from './use-upload-slot';
import { useGoToStatus } from '../../lib/api/use-go-to-status';

const CONSENT_KEY = 'mkopo.cameraConsent';

export function IdCardPage() {
  const { t } = useTranslation(['kyc', 'common', 'errors']);
  const goToStatus = useGoToStatus();
  const errorText = useErrorText();
  const live = useStored('featureMode').live;
  const [consent, setConsent] = useState(() => sessionStorage.getItem(CONSENT_KEY) === '1');
  const [error, setError] = useState('');
  const front = useUploadSlot(uploadFront, 'idFrontFailed');
  const back = useUploadSlot(uploadBack, 'idBackFailed');
  const native = live === 0 || live === 2;
  const faceUploader = useCallback<Uploader>(
    (file, p, retry) => (native ? nativeFace(live) : uploadFace(file, p, retry)),
    [native, live],
  );
  const face = useUploadSlot(faceUploader, 'faceRequired');
  // The camera often reloads the tab on cheap phones: what the server accepted shows again.
  const accepted = useQuery('kycStatus', {});
  const { restore: restoreFront } = front;
  const { restore: restoreBack } = back;
  const { restore: restoreFace } = face;
  useEffect(() => {
    if (accepted.data?.front) restoreFront();
    if (accepted.data?.back) restoreBack();
    if (accepted.data?.face) restoreFace();
  }, [accepted.data, restoreFront, restoreBack, restoreFace]);

  async function finish() {
    if (front.state.phase !== 'done') return setError(t('front.missing'));
    const missing =
      back.state.phase !== 'done'
        ? 'idBackFirst'
        : face.state.phase !== 'done'
          ? 'faceRequired'
          : null;
    if (missing) return setError(errorText(missing));
    setError('');
    try {
      const { status } = await call('finishUploadAllImg', {}, { onRetry: () => void finish() });
      await goToStatus(status);
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  const allow = () => {
    sessionStorage.setItem(CONSENT_KEY, '1');
    setConsent(true);
  };

  return (
    <>
      <PageHeader title={t('common:routes.idCardAuthentication')} />
      <Box px="md" pb="xl">
        {!consent ? (
          <CameraConsent onAllow={allow} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <PhotoSlot
              title={t('front.title')}
              hint={t('front.hint')}
              state={front.state}
              onFile={(f) => void front.take(f)}
            />
            <PhotoSlot
              title={t('back.title')}
              hint={t('back.hint')}
              state={back.state}
              onFile={(f) => void back.take(f)}
            />
            <PhotoSlot
              title={t('face.title')}
              hint={t('face.hint')}
              state={face.state}
              capture="user"
              {...(native
                ? { onNative: () => void face.take(new Blob()) }
                : { onFile: (f: File) => void face.take(f) })}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button size="md" onClick={() => void finish()}>
              {t('continue')}
            </Button>
          </Stack>
        )}
      </Box>
    </>
  );
}
