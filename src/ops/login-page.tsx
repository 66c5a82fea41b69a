/** Staff sign-in: email, password and the authenticator's 6-digit code. */
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useOpsT } from './use-ops-t';
import { opsApi, OpsHttpError } from './api';
import type { Me } from './types';

export function LoginPage({
  onSignedIn,
  notice,
}: {
  onSignedIn: (me: Me) => void;
  /** Why the console came back here: the session ended while a page was open. */
  notice?: string;
}) {
  const { t } = useOpsT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      onSignedIn(
        await opsApi<Me>('/login', {
          email: String(form.get('email')),
          password: String(form.get('password')),
          code: String(form.get('code')),
        }),
      );
    } catch (err) {
      setError(err instanceof OpsHttpError && err.code === 'locked' ? 'locked' : 'badCredentials');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper maw={380} mx="auto" mt={80} p="lg" withBorder>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={2}>{t('login.heading')}</Title>
          {notice && !error && (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          )}
          <TextInput
            name="email"
            type="email"
            label={t('login.email')}
            required
            autoComplete="username"
          />
          <PasswordInput
            name="password"
            label={t('login.password')}
            required
            autoComplete="current-password"
          />
          <TextInput
            name="code"
            label={t('login.code')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          {error && (
            <Alert color="red" role="alert">
              {t(`login.${error}`)}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
