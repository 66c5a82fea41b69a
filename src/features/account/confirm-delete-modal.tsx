/** The last question before deletion (§4): what is lost, what is kept, and two clear buttons. */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteModal({ opened, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('account');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('delete.confirmTitle')} centered>
      <Text mb="md">{t('delete.confirmBody')}</Text>
      <Group grow>
        <Button variant="default" onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
