/** Bench variant 2: plain RJSF (default theme, ajv8 validator, live validation) on the same schema. */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import served from 'virtual:served-form';
import { markPainted } from './measure';

function App() {
  useEffect(markPainted, []);
  return (
    <Form
      schema={served.schema as RJSFSchema}
      uiSchema={{ 'ui:order': served.uiSchema['ui:order'] }}
      validator={validator}
      liveValidate="onChange"
    />
  );
}

createRoot(document.getElementById('root')!).render(<App />);
