/**
 * Every environment variable the server reads, with its default and meaning: the README's table
 * is checked against this list, and this list against what the loaders read.
 */
import { COLLECTION_FLAGS } from '../shared/contract/collection';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../shared/countries';
import { RAIL_VARIABLES } from './config-variables-rails';
import { OUTSIDE_VARIABLES } from './config-variables-outside';

/** The variables the server reads (config.ts, and forms/dirs.ts for the data folders), for the README. */
export const CONFIG_VARIABLES: ReadonlyArray<{
  name: string;
  default: string;
  description: string;
}> = [
  { name: 'PORT', default: '8080', description: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL URL; unset = embedded PGlite in DATA_DIR/pglite',
  },
  {
    name: 'MIGRATION_DATABASE_URL',
    default: '(unset)',
    description:
      "PostgreSQL URL of the tables' owner, used only to migrate; the server then runs as DATABASE_URL's role (mkopo_app). Unset = migrate as DATABASE_URL",
  },
  {
    name: 'AUDIT_ANCHOR_MINUTES',
    default: '15',
    description:
      "How often the staff audit's chain head is appended to DATA_DIR/audit-anchors.jsonl and logged (auditAnchor); 0 = never",
  },
  { name: 'DATA_DIR', default: './.data', description: 'PGlite data and uploads' },
  {
    name: 'SCHEMAS_DIR',
    default: './schemas',
    description: 'Form schemas and country data files, re-read when they change',
  },
  {
    name: 'LOCALES_DIR',
    default: './locales',
    description: 'Translations (forms.json served to the app), re-read when they change',
  },
  {
    name: 'FLEET_PACK',
    default: 'off',
    description:
      "Data files shared via PostgreSQL: off (own folders); publish (each change to them is the fleet's next version); follow (serves the newest one)",
  },
  {
    name: 'FLEET_PACK_POLL_SECONDS',
    default: '5',
    description:
      'How often a follower asks for the newest version besides the notice each publish sends',
  },
  {
    name: 'PACKAGE_NAME',
    default: 'com.mkopo.credit',
    description: 'App id; also the AES key of the request envelope',
  },
  { name: 'APP_NAME', default: 'Mkopo', description: 'Product name shown to borrowers' },
  {
    name: 'SANDBOX',
    default: '1',
    description: 'Sandbox providers and /sandbox pages; 0 or false turns them off',
  },
  {
    name: 'SANDBOX_PUBLIC',
    default: '0',
    description: 'Sandbox pages answer other hosts than this one (a shared demo); 1 to allow',
  },
  {
    name: 'NODE_ENV',
    default: '(unset)',
    description: 'production refuses to start in sandbox mode (set SANDBOX=0)',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Believe X-Forwarded-* from: a hop count, a comma list of proxy addresses, or true (any; refused in production)',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace, silent',
  },
  {
    name: 'DIST_DIR',
    default: './dist',
    description: 'The built SPA; built with vite at start when index.html is missing',
  },
  {
    name: 'DEFAULT_COUNTRY',
    default: DEFAULT_COUNTRY,
    description: `Country of national-format mobile numbers: ${COUNTRY_CODES.join(' or ')}`,
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '6000',
    description: 'API requests per minute per IP, a ceiling high enough for carrier NAT; 0 = none',
  },
  {
    name: 'RATE_LIMIT_PER_TOKEN_PER_MINUTE',
    default: '120',
    description: 'API requests per minute per session token; 0 = no limit',
  },
  {
    name: 'RATE_LIMIT_PER_DEVICE_PER_MINUTE',
    default: '120',
    description: 'API requests per minute per device id (afid header); 0 = no limit',
  },
  {
    name: 'RECORD_RETENTION_YEARS',
    default: '7',
    description: 'Years loan, repayment and ledger records are kept after an account is deleted',
  },
  {
    name: 'PLAY_STORE_PACKAGE',
    default: '(unset)',
    description: 'Play Store package id of the native app; unset = no download link',
  },
  // One variable per country, named by its code: the table stays the same when a country comes.
  {
    name: 'COLLECTION_REQUIRED_<CC>',
    default: '(none)',
    description: `Per country code (COLLECTION_REQUIRED_${COUNTRY_CODES[0]}, …): comma list of data-collection flags its orders need: ${COLLECTION_FLAGS.join(', ')}`,
  },
  {
    name: 'DEVICE_PACKAGES',
    default: '(none)',
    description: 'Comma list of package ids the native shell may look for',
  },
  {
    name: 'WEB_CONCURRENCY',
    default: '1',
    description:
      'Server processes sharing the port (PostgreSQL only: the embedded database has one writer)',
  },
  {
    name: 'JOB_POLL_MS',
    default: '1000',
    description: 'How often background jobs are polled; 0 = off',
  },
  {
    name: 'ASSESSMENT_DELAY_SECONDS',
    default: '5',
    description: 'Submission to automatic assessment (minutes in production)',
  },
  {
    name: 'AUTO_DISBURSE_DELAY_SECONDS',
    default: '7200',
    description: 'Approval to automatic payout',
  },
  {
    name: 'FILE_KEYS',
    default: '(dev key)',
    description:
      'Comma list of id:base64 32-byte keys sealing uploaded images; unset = DATA_DIR/file-key, refused in production',
  },
  {
    name: 'FILE_KEY_ID',
    default: '(first)',
    description: 'Id in FILE_KEYS that seals new files; the others still open old ones',
  },
  {
    name: 'SANDBOX_SEED',
    default: 'mkopo',
    description: 'Seed of the sandbox rails (duplicate, late, lost callbacks)',
  },
  {
    name: 'SANDBOX_PAYOUT_FAIL_PERCENT',
    default: '0',
    description: 'Percent of sandbox payouts that fail',
  },
  {
    name: 'SANDBOX_PAYOUT_FAIL_CAUSE',
    default: 'wallet',
    description:
      "Whose fault a failed sandbox payout is: wallet (the borrower's), float or rail (the lender's, sent again)",
  },
  {
    name: 'AT_API_KEY',
    default: '(unset)',
    description: "Africa's Talking API key; unset = Africa's Talking is not used",
  },
  {
    name: 'AT_USERNAME',
    default: 'sandbox',
    description:
      "Africa's Talking username (sandbox is its test account; refused in production against the live API)",
  },
  {
    name: 'AT_URL',
    default: '(live API)',
    description:
      "Africa's Talking address: https://api.africastalking.com, its sandbox's, or npm run sms:sim's",
  },
  {
    name: 'BEEM_API_KEY',
    default: '(unset)',
    description: 'Beem Africa API key; unset = Beem is not used',
  },
  { name: 'BEEM_SECRET_KEY', default: '(unset)', description: 'Beem Africa secret key' },
  {
    name: 'BEEM_URL',
    default: '(live API)',
    description: "Beem Africa SMS address: https://apisms.beem.africa, or npm run sms:sim's",
  },
  {
    name: 'BEEM_REPORTS_URL',
    default: '(live API)',
    description: "Beem Africa delivery reports: https://dlrapi.beem.africa, or npm run sms:sim's",
  },
  {
    name: 'SMS_REPORTS_TOKEN',
    default: '(unset)',
    description:
      'Secret ending /sms/reports/africastalking/<token> and /sms/reports/beem/<token>; unset: sandbox only, refused in production with AT_API_KEY',
  },
  {
    name: 'USSD_CALLBACK_TOKEN',
    default: '(unset)',
    description:
      "Secret ending /ussd/africastalking/<token>, the USSD gateway's callback; unset: sandbox only, from this machine",
  },
  {
    name: 'USSD_PER_NUMBER_PER_MINUTE',
    default: '30',
    description: 'USSD screens one phone number may ask for in a minute; 0 = no limit',
  },
  {
    name: 'WEB_ADDRESS',
    default: 'http://localhost:8080',
    description:
      'Public address of the web app, for the links USSD borrowers get by SMS (the agreement, a camera step)',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      'Redis shared by every server: request limits count there (one limit per client across the fleet); unset = per process',
  },
  {
    name: 'METRICS_PORT',
    default: '0',
    description: 'A second port serving only /healthz, /readyz and /metrics; 0 = none',
  },
  {
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description: 'Interface of METRICS_PORT',
  },
  {
    name: 'METRICS_ALLOW',
    default: '(none)',
    description:
      'Comma list of peer addresses that may read /healthz, /readyz, /metrics on PORT besides this machine',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '10000',
    description:
      'SIGTERM: how long requests and jobs in flight may finish before the process exits',
  },
  ...RAIL_VARIABLES,
  ...OUTSIDE_VARIABLES,
  {
    name: 'STAFF_SESSION_MAX_HOURS',
    default: '12',
    description:
      'Hours a staff console session lasts at most, however busy (15 idle minutes end it sooner)',
  },
];
