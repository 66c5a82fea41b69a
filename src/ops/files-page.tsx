/**
 * The data files the server reads (schemas/ and the forms' words), as operations need them after
 * an edit: the version served and since when, and for a file whose version on disk was refused,
 * where in it and why, with the last good version served meanwhile. A banner on every page says
 * while any file is refused.
 */
import { Alert, Code, Text, Title } from '@mantine/core';
import { DataTable } from './data-table';
import type { FilesView } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';

type FileState = FilesView['files'][number];

/** Whether the file on disk is what is served, or why not. */
const stateText = (t: OpsT, f: FileState) =>
  f.refused.length === 0
    ? t('files.served')
    : t(f.hash === null ? 'files.nothingServed' : 'files.lastGoodServed');

export function RefusedFilesBanner() {
  const { t } = useOpsT();
  const { data } = useOpsData<FilesView>('/files');
  const refused = data?.files.filter((f) => f.refused.length > 0) ?? [];
  if (refused.length === 0) return null;
  return (
    <Alert color="red" role="alert" mb="md" title={t('files.refusedTitle')}>
      {refused.map((f) => (
        <div key={f.file}>
          <a href="#/files">{f.file}</a>
          {` — ${t(f.hash === null ? 'files.nothingServed' : 'files.lastGoodServed')}`}
        </div>
      ))}
    </Alert>
  );
}

export function FilesPage() {
  const { t } = useOpsT();
  const { data } = useOpsData<FilesView>('/files');
  if (!data) return null;
  return (
    <>
      <Title order={2}>{t('files.heading')}</Title>
      <DataTable
        label={t('files.heading')}
        csvName="data-files.csv"
        rows={data.files}
        rowKey={(f) => f.file}
        columns={[
          {
            key: 'file',
            label: t('files.col.file'),
            value: (f) => f.file,
            render: (f) => <Code>{f.file}</Code>,
          },
          { key: 'version', label: t('files.col.version'), value: (f) => f.hash ?? '—' },
          {
            key: 'since',
            label: t('files.col.since'),
            value: (f) => (f.since ? f.since.replace('T', ' ').slice(0, 16) : '—'),
          },
          {
            key: 'state',
            label: t('files.col.state'),
            value: (f) =>
              [stateText(t, f), ...f.refused.map((p) => `${p.at}: ${p.message}`)].join('; '),
            render: (f) =>
              f.refused.length === 0 ? (
                stateText(t, f)
              ) : (
                <>
                  <Text c="red" size="sm">
                    {stateText(t, f)}
                  </Text>
                  {f.refused.map((p) => (
                    <Text key={`${p.at}:${p.message}`} size="sm">
                      {`${p.at}: ${p.message}`}
                    </Text>
                  ))}
                </>
              ),
          },
        ]}
      />
    </>
  );
}
