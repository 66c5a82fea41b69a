/** The outside-data sources' environment variables (docs/decisions/0051-credit-outside-data.md), for the README's table. */
export const OUTSIDE_VARIABLES: ReadonlyArray<{
  name: string;
  default: string;
  description: string;
}> = [
  {
    name: 'OUTSIDE_DATA',
    default: '(sandbox)',
    description:
      'sandbox (default with SANDBOX=1): bureau, ID and SIM-swap answers in process; live (default with SANDBOX=0): the adapters set up below',
  },
  {
    name: 'OUTSIDE_DATA_TIMEOUT_MS',
    default: '8000',
    description:
      'Bound on each bureau, ID or SIM-swap call; no answer by then is unknown to the policy',
  },
  {
    name: 'METROPOL_BASE_URL',
    default: '(unset)',
    description:
      'Metropol CRB API root with its version (…/v2_1), as Metropol gives it to subscribers',
  },
  { name: 'METROPOL_PUBLIC_KEY', default: '(unset)', description: 'Metropol API public key' },
  {
    name: 'METROPOL_PRIVATE_KEY',
    default: '(unset)',
    description: 'Metropol API private key (signs each request)',
  },
  {
    name: 'METROPOL_COUNTRIES',
    default: '(none)',
    description: 'Comma list of countries whose applications Metropol is asked about',
  },
  {
    name: 'SMILE_ID_BASE_URL',
    default: '(test API)',
    description:
      'Smile ID API root: https://testapi.smileidentity.com/v1 unless set, https://api.smileidentity.com/v1 live',
  },
  { name: 'SMILE_ID_PARTNER_ID', default: '(unset)', description: 'Smile ID partner id' },
  {
    name: 'SMILE_ID_API_KEY',
    default: '(unset)',
    description: 'Smile ID API key (signs each request)',
  },
  {
    name: 'SMILE_ID_ID_TYPES',
    default: '(none)',
    description:
      'Comma list of country:id_type pairs Smile ID checks (its id_type, such as NATIONAL_ID)',
  },
  {
    name: 'SIM_SWAP_API_ROOT',
    default: '(unset)',
    description: "The operator's CAMARA API root (without /sim-swap/v2)",
  },
  {
    name: 'SIM_SWAP_TOKEN',
    default: '(unset)',
    description: "Access token the operator's gateway issued for the SIM Swap API",
  },
  {
    name: 'SIM_SWAP_COUNTRIES',
    default: '(none)',
    description: 'Comma list of countries whose numbers the SIM Swap API is asked about',
  },
  {
    name: 'SIM_SWAP_MAX_AGE_HOURS',
    default: '240',
    description: 'A SIM changed within this many hours counts as swapped (1 to 2400)',
  },
];
