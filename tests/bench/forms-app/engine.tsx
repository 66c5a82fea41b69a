/** Bench variant 1: our engine (<SchemaForm>) on the served personal form. */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import served from 'virtual:served-form';
import { SchemaForm } from '../../../src/forms/schema-form';
import { theme } from '../../../src/lib/theme';
import { initBenchI18n } from './i18n';
import { markPainted } from './measure';

const FORMS = [served];

function App() {
  useEffect(markPainted, []);
  return (
    <MantineProvider theme={theme}>
      <SchemaForm forms={FORMS} submitLabel="Next" invalidMessage="Fix" onSubmit={() => {}} />
    </MantineProvider>
  );
}

void initBenchI18n().then(() => createRoot(document.getElementById('root')!).render(<App />));
