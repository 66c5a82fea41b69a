/** "Download my data": everything held about the borrower, saved as a JSON file on the phone. */
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';

function save(json: string, name: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function DownloadDataButton() {
  const { t } = useTranslation('me');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const data = await call('userDataExport', {});
      save(JSON.stringify(data, null, 2), `my-data-${data.exportedAt}.json`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="light" onClick={() => void download().catch(() => undefined)} loading={busy}>
      {t('requests.download')}
    </Button>
  );
}
