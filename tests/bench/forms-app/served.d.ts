/** The served personal form, injected by the bench build (tests/bench/forms.ts). */
declare module 'virtual:served-form' {
  import type { LoadedForm } from '../../../src/shared/forms/types';
  const served: LoadedForm;
  export default served;
}
