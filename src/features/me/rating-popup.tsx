/** The rating popup (§2, §8): shown when popEvaluateTime says so; stars are required to submit. */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Input.css';
import { Button, Center, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { setItem } from '../../lib/storage';
import { useErrorText } from '../../lib/use-error-text';
import { useStored } from '../../lib/use-stored';
import { declined, later, RATED, ratingDue } from './rating-due';

export function RatingPopup() {
  const { t } = useTranslation(['me', 'errors', 'common']);
  const errorText = useErrorText();
  const pop = useStored('popEvaluateTime');
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [thanks, setThanks] = useState(false);
  if (!ratingDue(pop) && !thanks) return null;

  async function submit(): Promise<void> {
    if (score === 0) return setError(errorText('ratingRequired'));
    try {
      const orderNo = pop.loanOrderId;
      await call('feedbackSubmitRating', {
        score,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(orderNo ? { orderNo } : {}),
      });
      setThanks(true);
      setItem('popEvaluateTime', RATED);
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  return (
    <Modal
      opened
      onClose={() => (thanks ? setThanks(false) : setItem('popEvaluateTime', later(pop)))}
      title={t('rating.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {thanks ? (
        <Stack>
          <Text>{t('rating.thanks')}</Text>
          <Button onClick={() => setThanks(false)}>{t('rating.close')}</Button>
        </Stack>
      ) : (
        <Stack>
          <Text>{t('rating.question')}</Text>
          <Center>
            <Rating
              size="xl"
              value={score}
              onChange={(v) => {
                setScore(v);
                setError('');
              }}
              aria-label={t('rating.stars')}
            />
          </Center>
          {error && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Textarea
            label={t('rating.comment')}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Button onClick={() => void submit()}>{t('rating.submit')}</Button>
          {/* Stacked: "Don't ask again" does not fit half the dialog in every language. */}
          <Stack gap={0}>
            <Button
              variant="subtle"
              fullWidth
              onClick={() => setItem('popEvaluateTime', later(pop))}
            >
              {t('rating.later')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              c="dimmed"
              fullWidth
              onClick={() => setItem('popEvaluateTime', declined(pop))}
            >
              {t('rating.never')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
