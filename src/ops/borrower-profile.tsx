/** The borrower's profile as labelled fields, in the console's language, from the forms they filled. */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface ProfileSections {
  sections: {
    form: string;
    title: string;
    fields: { field: string; label: string; value: string }[];
  }[];
}

export function BorrowerProfile({ userId }: { userId: string }) {
  const { t, language } = useOpsT();
  const { data } = useOpsData<ProfileSections>(`/borrowers/${userId}/profile?lang=${language}`);
  if (!data) return null;
  if (data.sections.length === 0) return <Text>{t('borrower.noProfile')}</Text>;
  return (
    <Stack gap="md">
      {data.sections.map((s) => (
        <Stack key={s.form} gap={4}>
          <Title order={4}>{s.title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
            {s.fields.map((f) => (
              <Text key={f.field} size="sm">
                <Text span c="dimmed" size="sm">
                  {`${f.label}: `}
                </Text>
                {f.value}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
