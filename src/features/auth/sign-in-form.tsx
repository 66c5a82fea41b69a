/** The login/register form (§5): mobile with country prefix, 'Get code' with countdown, 6-digit code. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CodeField } from '../../lib/code-field';
import { PageHeader } from '../../lib/layout/page-header';
import { pathOf } from '../../shared/routes';
import { LanguageSwitch } from './language-switch';
import { MobileField } from './mobile-field';
import { useSignIn, type Mode } from './use-sign-in';

export function SignInForm({ mode }: { mode: Mode }) {
  // Both namespaces load together, so the form never suspends twice.
  const { t } = useTranslation(['auth', 'errors']);
  const form = useSignIn(mode);
  return (
    <>
      <PageHeader title={t(`${mode}.title`)} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack px="md" gap="md">
          <LanguageSwitch />
          <Text c="dimmed">{t(`${mode}.subtitle`)}</Text>
          {form.movedFromLogin && <Alert color="blue">{t('form.movedToRegister')}</Alert>}
          <MobileField
            value={form.mobile}
            onChange={form.setMobile}
            error={
              form.errors.mobile && (
                <>
                  {form.errors.mobile}
                  {form.errors.alreadyRegistered && (
                    <>
                      {' '}
                      <Anchor component="button" type="button" size="sm" onClick={form.goToOther}>
                        {t('form.loginInstead')}
                      </Anchor>
                    </>
                  )}
                </>
              )
            }
          />
          <CodeField
            sms={form.sms}
            error={form.errors.code}
            onGetCode={() => void form.getCode()}
            layout="beside"
            texts={{
              label: t('form.code'),
              placeholder: t('form.codePlaceholder'),
              getCode: t('form.getCode'),
              resendIn: (seconds) => t('form.resendIn', { seconds }),
            }}
          />
          {form.sentTo && <Text size="sm">{t('form.codeSent', { mobile: form.sentTo })}</Text>}
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          <Button type="submit" fullWidth>
            {t(`${mode}.submit`)}
          </Button>
          <Text size="sm" ta="center">
            {t(mode === 'login' ? 'login.noAccount' : 'register.haveAccount')}{' '}
            <Anchor component="button" type="button" onClick={form.goToOther} fw={600}>
              {t(mode === 'login' ? 'login.toRegister' : 'register.toLogin')}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {t('form.consent')}{' '}
            <Anchor component={Link} to={pathOf('terms')} size="xs" underline="always">
              {t('form.terms')}
            </Anchor>{' '}
            {t('form.and')}{' '}
            <Anchor component={Link} to={pathOf('privacyPolicy')} size="xs" underline="always">
              {t('form.privacy')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
