/**
 * A profile form screen (§2): loads the borrower's country's form files, restores the draft, renders
 * the form engine and saves. Used by personal info, work + contacts, and the questionnaire.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFiles } from '../../lib/api/form-file';
import { PageHeader } from '../../lib/layout/page-header';
import { useStored } from '../../lib/use-stored';
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { retryableLazy } from '../../lib/offline/retryable-lazy';
import { preloadNamespaces } from '../../lib/i18n';
import { handOffPrerendered } from '../../lib/prerender-handoff';
import { inOwnTask } from '../../lib/idle';
import type { FormData } from '../../shared/forms/types';
import { useQuery } from '../../lib/api/use-query';
import { flushDrafts, readDraft, writeDraftWhenIdle } from './drafts';
import { savedData } from './saved-data';
import { useSaveForm, type SaveEndpoint } from './use-save-form';

export interface ProfileFormPageProps {
  readonly screen: string;
  readonly title: string;
  readonly forms: readonly string[];
  readonly endpoint: SaveEndpoint;
  /** Banner when a submit is tried with errors. */
  readonly invalidKey: string;
  /** The banner instead, once some fields are answered (the questionnaire: "still unanswered"). */
  readonly partlyAnsweredKey?: string;
  readonly note?: string;
}

// The form engine (RJSF and the widgets) is most of this screen's code: the title paints without
// waiting for it, and its download starts right after this module runs (in a task of its own),
// beside the form files.
const loadEngine = () => import('../../forms/schema-form');
const NAMESPACES = ['profile', 'forms', 'errors'] as const;
preloadNamespaces(NAMESPACES);
const SchemaForm = retryableLazy(async () => ({ default: (await loadEngine()).SchemaForm }));
// Loaded with the screen, so the form mounts at once when its schema arrives; a failure is the
// lazy component's to report.
inOwnTask(() => void SchemaForm.preload().catch(() => undefined));

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

export function ProfileFormPage(props: ProfileFormPageProps) {
  const { t } = useTranslation(NAMESPACES);
  // index.html may be showing this screen's first frame, prerendered: this render is the same.
  useLayoutEffect(handOffPrerendered, []);
  const text = t as unknown as (key: string) => string;
  const user = useStored('userInfo');
  const country = useBorrowerCountry();
  const userId = user ? String(user.userId) : 'guest';
  const files = useFormFiles(country, props.forms);
  const saver = useSaveForm(props.endpoint, userId, props.screen);
  // A new phone starts from what the server saved, then from this phone's draft (§5).
  const saved = useQuery('getSavedForms', user ? {} : null, { revalidateOnFocus: false });
  const savedSettled = !user || saved.data !== undefined || saved.error !== undefined;
  const hash = files.data?.map((f) => f.hash).join('+') ?? '';
  const initial = useMemo(() => {
    if (!hash || !savedSettled) return undefined;
    const fromServer = savedData(saved.data, props.forms);
    return { ...fromServer, ...readDraft(userId, props.screen)?.data };
  }, [hash, savedSettled, saved.data, props.forms, userId, props.screen]);
  const [answered, setAnswered] = useState(false);
  const keep = useCallback(
    (data: FormData) => {
      setAnswered(Object.keys(data).length > 0);
      writeDraftWhenIdle(userId, props.screen, { hash, data });
    },
    [userId, props.screen, hash],
  );
  // Leaving the screen (back, a tab) keeps what was typed in the last moments too.
  useEffect(() => flushDrafts, []);
  // The form's first render is long on a cheap phone: deferred, React renders it in slices that
  // yield to the browser, with the loader on screen until it is done.
  const ready = useDeferredValue(Boolean(files.data && savedSettled));
  const invalidKey =
    answered && props.partlyAnsweredKey ? props.partlyAnsweredKey : props.invalidKey;

  return (
    <>
      <PageHeader title={props.title} />
      <Stack px="md" pb="xl" gap="md">
        {props.note && (
          <Text size="sm" c="dimmed">
            {props.note}
          </Text>
        )}
        {files.error && (
          <Alert color="red" role="alert">
            {t('loadFailed')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void files.mutate()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {!ready && !files.error && loading}
        {ready && files.data && (
          <Suspense fallback={loading}>
            <SchemaForm
              key={hash}
              forms={files.data}
              initial={initial}
              loginPhone={user?.mobile}
              serverErrors={saver.serverErrors}
              submitLabel={t('forms:engine.submit')}
              busy={saver.busy}
              onChange={keep}
              invalidMessage={text(invalidKey)}
              onSubmit={(data) => void saver.save(data)}
            />
          </Suspense>
        )}
        {saver.failure && (
          <Alert color="red" role="alert">
            {text(saver.failure)}
          </Alert>
        )}
      </Stack>
    </>
  );
}
