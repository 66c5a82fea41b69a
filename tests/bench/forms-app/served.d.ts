/** The served personal form, injected by the bench build (tests/bench/forms.ts). */
declare module 'virtual:served-form' {
  import type { ServedForm } from '../../../src/shared/forms/types';
  const served: ServedForm;
  export default served;
}
