/** The money rails' environment variables (docs/decisions/0008-rails.md), for the README's table. */
export const RAIL_VARIABLES: ReadonlyArray<{
  name: string;
  default: string;
  description: string;
}> = [
  {
    name: 'RAILS',
    default: '(sandbox)',
    description:
      'sandbox (default with SANDBOX=1); live (default with SANDBOX=0): Daraja and Selcom; simulators: the real adapters against local simulators',
  },
  {
    name: 'RAILS_CALLBACK_BASE_URL',
    default: '(unset)',
    description:
      'Public HTTPS base the providers post callbacks to, such as https://api.example.com; required in production',
  },
  {
    name: 'RAILS_CALLBACK_SECRET',
    default: '(unset)',
    description:
      'Secret of the unguessable per-order callback paths (Daraja signs nothing); required in production',
  },
  {
    name: 'RAILS_CALLBACK_ALLOW_LIST',
    default: '(any)',
    description: 'Comma list of addresses allowed to post Daraja callbacks (published ranges)',
  },
  {
    name: 'RAILS_TIMEOUT_MS',
    default: '10000',
    description:
      'A provider call without an answer by then is unknown, settled later by a status query',
  },
  {
    name: 'RAILS_FLOAT_POLL_SECONDS',
    default: '900',
    description:
      'How often each rail float (balance) is read; payouts pause below floatMinimum of country.json',
  },
  {
    name: 'DARAJA_BASE_URL',
    default: '(unset)',
    description: 'Daraja API base: the sandbox or the production host of Safaricom',
  },
  {
    name: 'DARAJA_CONSUMER_KEY',
    default: '(unset)',
    description: 'Daraja app consumer key',
  },
  {
    name: 'DARAJA_CONSUMER_SECRET',
    default: '(unset)',
    description: 'Daraja app consumer secret',
  },
  {
    name: 'DARAJA_SHORTCODE',
    default: '(unset)',
    description: 'B2C and paybill short code',
  },
  {
    name: 'DARAJA_PASSKEY',
    default: '(unset)',
    description: 'Lipa na M-Pesa Online passkey (STK push password)',
  },
  {
    name: 'DARAJA_INITIATOR_NAME',
    default: '(unset)',
    description: 'API operator (initiator) name',
  },
  {
    name: 'DARAJA_INITIATOR_PASSWORD',
    default: '(unset)',
    description: 'Initiator password, sent RSA-encrypted as SecurityCredential',
  },
  {
    name: 'DARAJA_CERTIFICATE',
    default: '(unset)',
    description: 'Certificate of the Daraja environment (PEM text or the path of a PEM file)',
  },
  {
    name: 'DARAJA_PULL_NOMINATED_NUMBER',
    default: '(unset)',
    description:
      "The organisation's Safaricom number named when the short code registers for Pull Transactions at start; unset = registered by hand",
  },
  {
    name: 'SELCOM_BASE_URL',
    default: '(unset)',
    description: 'Selcom API base, such as https://apigw.selcommobile.com',
  },
  {
    name: 'SELCOM_API_KEY',
    default: '(unset)',
    description: 'Selcom API key',
  },
  {
    name: 'SELCOM_API_SECRET',
    default: '(unset)',
    description: 'Selcom API secret (signs requests, verifies webhooks)',
  },
  {
    name: 'SELCOM_VENDOR',
    default: '(unset)',
    description: 'Selcom vendor (till) id',
  },
  {
    name: 'SELCOM_PIN',
    default: '(unset)',
    description: 'Selcom vendor PIN for wallet cash-in',
  },
];
