/**
 * The data files the server reads (schemas/ and the forms' words), as operations need them after
 * an edit: the version served and since when, and for a file whose version on disk was refused,
 * where in it and why, with the last good version served meanwhile. A banner on every page says
 * while any file is refused.
 */
import { Alert, Code, Table, Text, Title } from '@mantine/core';
import type { FilesView } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

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
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['file', 'version', 'since', 'state'].map((c) => (
              <Table.Th key={c}>{t(`files.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.files.map((f) => (
            <Table.Tr key={f.file}>
              <Table.Td>
                <Code>{f.file}</Code>
              </Table.Td>
              <Table.Td>{f.hash ?? '—'}</Table.Td>
              <Table.Td>{f.since ?? '—'}</Table.Td>
              <Table.Td>
                {f.refused.length === 0 ? (
                  t('files.served')
                ) : (
                  <>
                    <Text c="red" size="sm">
                      {t(f.hash === null ? 'files.nothingServed' : 'files.lastGoodServed')}
                    </Text>
                    {f.refused.map((p) => (
                      <Text key={`${p.at}:${p.message}`} size="sm">
                        {`${p.at}: ${p.message}`}
                      </Text>
                    ))}
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
