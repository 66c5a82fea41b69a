/** add_bankcard (docs/product.md §2, status 5): the mobile-money wallet the loan is paid into and collected from. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Box, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftToRight } from '../../lib/bidi';
import { CodeField } from '../../lib/code-field';
import { COUNTRY_INFO, nationalExample } from '../../lib/country';
import { PageHeader } from '../../lib/layout/page-header';
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { useAddWallet } from './use-add-wallet';
import { WalletChoice } from './wallet-choice';
import { COUNTRY_FACTS } from '../../shared/countries';

export function AddBankCardPage() {
  const { t } = useTranslation(['wallet', 'common']);
  const ltr = useLeftToRight();
  const country = useBorrowerCountry();
  const form = useAddWallet();
  return (
    <>
      <PageHeader title={t('common:routes.addBankCard')} />
      <Box px="md" pb="xl">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <TextInput
              label={t('form.account')}
              description={t('form.accountHint', {
                example: ltr(nationalExample(COUNTRY_INFO[country].nationalLength)),
              })}
              inputMode="tel"
              autoComplete="tel-national"
              value={form.account}
              onChange={(e) => form.setAccount(e.currentTarget.value.replace(/[^\d+ ]/g, ''))}
              error={form.errors.account}
            />
            <WalletChoice
              wallets={COUNTRY_FACTS[country].wallets}
              value={form.wallet}
              onChange={form.setWallet}
            />
            {form.suggested && (
              <Text size="xs" c="dimmed">
                {t('form.suggested')}
              </Text>
            )}
            {form.errors.wallet && (
              <Text size="sm" c="var(--mantine-color-error)">
                {form.errors.wallet}
              </Text>
            )}
            <CodeField
              layout="beside"
              sms={form.sms}
              error={form.errors.code}
              onGetCode={() => void form.getCode()}
              texts={{
                label: t('form.code'),
                getCode: t('form.getCode'),
                resendIn: (seconds) => t('form.resendIn', { seconds }),
              }}
            />
            {form.needsOwnCode && (
              <CodeField
                layout="beside"
                sms={form.ownSms}
                error={form.errors.ownCode}
                onGetCode={() => void form.getOwnCode()}
                texts={{
                  label: t('form.ownCode'),
                  description: t('form.ownCodeHint'),
                  getCode: t('form.getCode'),
                  resendIn: (seconds) => t('form.resendIn', { seconds }),
                }}
              />
            )}
            {form.errors.form && (
              <Alert color="red" role="alert">
                {form.errors.form}
              </Alert>
            )}
            <Button type="submit" size="md">
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      </Box>
    </>
  );
}
