/** The console shell: sign-in until a staff session exists, then the pages behind a header. */
import { Button, Container, Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOpsT } from './use-ops-t';
import { opsApi, SESSION_LOST } from './api';
import { AuditPage } from './audit-page';
import { BookPage } from './book-page';
import { BorrowerPage } from './borrower-page';
import { ChecksPage } from './checks-page';
import { CollectionsPage } from './collections-page';
import { CompliancePage } from './compliance-page';
import { ConsoleNav } from './console-nav';
import { DisputesPage } from './disputes-page';
import { FeedbackPage } from './feedback-page';
import { FilesPage, RefusedFilesBanner } from './files-page';
import { setLanguage } from './i18n';
import { LoginPage } from './login-page';
import { OrderPage } from './order-page';
import { PortfolioPage } from './portfolio-page';
import { CreditPage } from './credit-page';
import { ProofsPage } from './proofs-page';
import { PayoutsPausedBanner } from './rails-section';
import { ReferralsPage } from './referrals-page';
import { RequestsPage } from './requests-page';
import { StaffPage } from './staff-page';
import type { Me } from './types';
import { useHashRoute } from './use-hash-route';
import { UssdPage } from './ussd-page';

function Page({ parts }: { parts: string[] }) {
  const [name, arg] = parts;
  if (name === 'borrower' && arg) return <BorrowerPage id={arg} />;
  if (name === 'order' && arg) return <OrderPage orderNo={decodeURIComponent(arg)} />;
  if (name === 'proofs') return <ProofsPage />;
  if (name === 'checks') return <ChecksPage />;
  if (name === 'referrals') return <ReferralsPage />;
  if (name === 'audit') return <AuditPage />;
  if (name === 'portfolio') return <PortfolioPage />;
  if (name === 'credit') return <CreditPage />;
  if (name === 'collections') return <CollectionsPage />;
  if (name === 'staff') return <StaffPage />;
  if (name === 'disputes') return <DisputesPage />;
  if (name === 'requests') return <RequestsPage />;
  if (name === 'feedback') return <FeedbackPage id={arg} />;
  if (name === 'files') return <FilesPage />;
  if (name === 'compliance') return <CompliancePage />;
  if (name === 'ussd') return <UssdPage />;
  return <BookPage />;
}

export function App() {
  const { t, language } = useOpsT();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const parts = useHashRoute();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    opsApi<Me>('/me').then(setMe, () => setMe(null));
    const lost = () => {
      setEnded(true);
      setMe(null);
    };
    window.addEventListener(SESSION_LOST, lost);
    return () => window.removeEventListener(SESSION_LOST, lost);
  }, []);
  if (me === undefined) return null;
  if (me === null)
    return (
      <LoginPage
        notice={ended ? t('login.sessionEnded') : undefined}
        onSignedIn={(signedIn) => {
          setEnded(false);
          setMe(signedIn);
        }}
      />
    );
  return (
    <Container size="xl" py="md">
      <Group component="header" justify="space-between" mb="md">
        <Group>
          <Text fw={700}>{t('title')}</Text>
          <ConsoleNav me={me} current={parts[0]} />
        </Group>
        <Group>
          <SegmentedControl
            size="xs"
            value={language}
            onChange={(v) => setLanguage(v === 'sw_KE' ? 'sw_KE' : 'en')}
            data={[
              { value: 'en', label: 'English' },
              { value: 'sw_KE', label: 'Kiswahili' },
            ]}
          />
          <Text size="sm">{`${me.staff.email} (${t(`role.${me.staff.role}`)})`}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void opsApi('/logout', {}).then(() => setMe(null))}
          >
            {t('nav.signOut')}
          </Button>
        </Group>
      </Group>
      {me.actions.includes('book.read') && <PayoutsPausedBanner />}
      {me.actions.includes('book.read') && <RefusedFilesBanner />}
      <Page parts={parts} />
    </Container>
  );
}
