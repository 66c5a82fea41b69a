/** The last question before deletion (§4): what is lost, what is kept, and two clear buttons. */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteModal({ opened, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('delete.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text mb="md">{t('delete.confirmBody')}</Text>
      {/* Stacked: both labels do not fit side by side in Kiswahili at 360 px. */}
      <Stack gap="sm">
        <Button color="red" fullWidth onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
        <Button variant="default" fullWidth onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
