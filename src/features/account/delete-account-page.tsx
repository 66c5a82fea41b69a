/**
 * Delete account (/user_center/delete_account, §4): the server check first (an unpaid loan or a
 * pending application blocks it, with what to do), then reason, SMS code, confirm, deletion.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { CodeField } from '../../lib/code-field';
import { LoadState } from '../../lib/layout/load-state';
import { PageHeader } from '../../lib/layout/page-header';
import { loginPathFor } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { DeletedNotice } from './deleted-notice';
import { ReasonPicker } from './reason-picker';
import { RetentionText } from './retention-text';
import { useDeleteAccount } from './use-delete-account';

export function DeleteAccountPage() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const token = useStored('token');
  const form = useDeleteAccount();
  const {
    data: check,
    error,
    mutate: recheck,
  } = useQuery('userDeleteCheck', token && !form.result ? {} : null);
  const header = <PageHeader title={t('common:routes.deleteAccount')} />;

  if (form.result)
    return (
      <>
        {header}
        <DeletedNotice result={form.result} />
      </>
    );
  if (!token) {
    return (
      <>
        {header}
        <Stack px="md">
          <Text>{t('delete.loginFirst')}</Text>
          <Button component={Link} to={loginPathFor(pathOf('deleteAccount'))}>
            {t('delete.login')}
          </Button>
        </Stack>
      </>
    );
  }
  if (!check)
    return (
      <>
        {header}
        <Box px="md">
          <LoadState
            error={error}
            message={t('delete.checkFailed')}
            onRetry={() => void recheck()}
          />
        </Box>
      </>
    );
  if (!check.canDelete) {
    const blocked = check.blockedBy === 'pendingApplication' ? 'pending' : 'unpaid';
    return (
      <>
        {header}
        <Stack px="md">
          <Alert color="orange" title={t(`delete.blocked.${blocked}.title`)}>
            {t(`delete.blocked.${blocked}.body`)}
          </Alert>
          <Button component={Link} to={pathOf(blocked === 'unpaid' ? 'records' : 'home')}>
            {t(`delete.blocked.${blocked}.action`)}
          </Button>
        </Stack>
      </>
    );
  }
  return (
    <>
      {header}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.requestDelete();
        }}
      >
        <Stack px="md" gap="md" pb="xl">
          <Alert color="red">{t('delete.warning')}</Alert>
          <RetentionText retention={check.retention} />
          <ReasonPicker value={form.reason} onChange={form.setReason} error={form.errors.reason} />
          <CodeField
            sms={form.sms}
            error={form.errors.code}
            onGetCode={() => void form.getCode()}
            layout="below"
            withAsterisk
            texts={{
              label: t('delete.code'),
              placeholder: t('delete.codePlaceholder'),
              getCode: t('delete.getCode'),
              resendIn: (seconds) => t('delete.resendIn', { seconds }),
            }}
          />
          {form.sms.sent && <Text size="sm">{t('delete.codeSent')}</Text>}
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          <Button type="submit" color="red" fullWidth>
            {t('delete.submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDeleteModal
        opened={form.confirming}
        onCancel={() => form.setConfirming(false)}
        onConfirm={() => void form.confirmDelete()}
      />
    </>
  );
}
