/** One legal text: headed sections a borrower can read on a phone; APP_NAME comes from storage. */
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/layout/page-header';
import { useCountryContent } from '../../lib/use-country-content';
import { useStored } from '../../lib/use-stored';
import { DOCUMENTS, type DocumentName } from './documents';

export function LegalDocument({ name }: { name: DocumentName }) {
  const { t } = useTranslation(['legal', 'common']);
  const appName = useStored('appName');
  // The texts name the borrower's own country; they wait for it rather than show a placeholder.
  const country = useCountryContent().name;
  return (
    <>
      <PageHeader title={t(`common:routes.${name}`)} />
      <Stack px="md" gap="md" pb="xl" component="article">
        <Text size="sm" c="dimmed">
          {t('updated')}
        </Text>
        {country === undefined ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : (
          DOCUMENTS[name].map((section) => (
            <section key={section}>
              <Title order={2} size="h5" mb={4}>
                {t(`${name}.${section}.title` as 'terms.intro.title', { appName, country })}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>
                {t(`${name}.${section}.body` as 'terms.intro.body', { appName, country })}
              </Text>
            </section>
          ))
        )}
      </Stack>
    </>
  );
}

export const PrivacyPolicyPage = () => <LegalDocument name="privacyPolicy" />;
export const PrivacyAgreementPage = () => <LegalDocument name="privacyAgreement" />;
export const TermsPage = () => <LegalDocument name="terms" />;
export const ConveniosPage = () => <LegalDocument name="convenios" />;
