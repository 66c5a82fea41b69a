/** Entry of the staff console (ops.html, served at /ops/): never part of the borrower's bundle. */
import '@mantine/core/styles.css';
import './focus.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startI18n } from './i18n';

const root = document.getElementById('root');
void startI18n().then(
  () =>
    root &&
    createRoot(root).render(
      <StrictMode>
        <MantineProvider>
          <App />
        </MantineProvider>
      </StrictMode>,
    ),
);
