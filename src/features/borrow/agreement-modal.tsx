/**
 * The loan agreement of the quote on screen, opened from confirm without leaving it (so the
 * borrower's amount and term stay as they are). The server writes the document; its hash goes
 * with the signature.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { LoadState } from '../../lib/layout/load-state';
import type { LoanAgreementResponse } from '../../shared/contract/types.gen';

interface Props {
  orderNo: string;
  quoteId: string;
  opened: boolean;
  onClose: () => void;
  /** The document shown, once it is the one of `quoteId`. */
  onShown: (doc: LoanAgreementResponse) => void;
}

export function AgreementModal({ orderNo, quoteId, opened, onClose, onShown }: Props) {
  const { t } = useTranslation(['borrow', 'common']);
  const doc = useQuery('loanAgreement', opened ? { orderNo } : null);
  const current = doc.data?.quoteId === quoteId ? doc.data : undefined;
  const { mutate } = doc;
  useEffect(() => {
    // A document of an earlier quote (the amount changed since) is fetched again, never shown.
    if (opened && doc.data && doc.data.quoteId !== quoteId) void mutate();
  }, [opened, doc.data, quoteId, mutate]);
  useEffect(() => {
    if (current) onShown(current);
  }, [current, onShown]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('confirm.agreementTitle')}
      fullScreen
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {current ? (
        <Text style={{ whiteSpace: 'pre-wrap' }} size="sm">
          {current.text}
        </Text>
      ) : (
        <LoadState error={doc.error} onRetry={() => void mutate()} />
      )}
    </Modal>
  );
}
