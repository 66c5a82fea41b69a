/**
 * Calls served by src/server/features/bureau: the borrower's side of credit reporting and data
 * protection: the bureau consents they gave, their disputes, complaints and data
 * requests with the statutory deadlines, and a copy of everything held about them.
 */
import { endpoint, object } from './define';
import { epochSeconds, orderNo } from './fields';

const consent = object(
  {
    version: { type: 'string', description: 'Version of the consent text (legal bureauConsent)' },
    lang: { type: 'string', description: 'Language the text was shown in' },
    orderNo: { ...orderNo, description: 'The order applied for when it was given' },
    consentedAt: epochSeconds,
  },
  ['version', 'lang', 'consentedAt'],
);

const kind = {
  type: 'string',
  enum: ['dispute', 'complaint', 'access'],
  description:
    'dispute: the bureau data of a loan is wrong (held out of the files until resolved); complaint; access: a copy of the data held',
};
const status = { type: 'string', enum: ['open', 'acknowledged', 'resolved'] };

const rightsRequest = object(
  {
    reference: {
      type: 'string',
      description: 'What the borrower quotes: D-, C- or A- and a number',
    },
    kind,
    orderNo: { ...orderNo, description: 'The loan a dispute is about' },
    body: { type: 'string', maxLength: 1000 },
    status,
    createdAt: epochSeconds,
    ackDueAt: { ...epochSeconds, description: 'Acknowledged by then (country data)' },
    resolveDueAt: { ...epochSeconds, description: 'Answered by then (country data)' },
    acknowledgedAt: { ...epochSeconds, description: 'When staff acknowledged it' },
    resolvedAt: epochSeconds,
    resolution: { type: 'string', description: 'What was decided, once resolved' },
    outcome: {
      type: 'string',
      enum: ['upheld', 'rejected', 'corrected'],
      description: 'The decision, once resolved: upheld, rejected, or the data corrected',
    },
  },
  ['reference', 'kind', 'body', 'status', 'createdAt', 'ackDueAt', 'resolveDueAt'],
);

/** A document passed on whole: its fields are the stored ones, so the schema does not list them. */
const record = (description: string) => ({
  type: 'object',
  additionalProperties: true,
  description,
});

export const bureau = {
  bureauConsents: endpoint({
    method: 'GET',
    path: '/user/bureau/consents',
    auth: true,
    summary: 'The bureau-reporting consents the borrower gave, newest first (Records)',
    response: object({ list: { type: 'array', items: consent } }),
  }),
  rightsRequestCreate: endpoint({
    method: 'POST',
    path: '/user/rights/create',
    auth: true,
    summary:
      'Files a dispute of a loan’s bureau data, a complaint or a data request; answers with its reference and deadlines',
    request: object(
      {
        kind,
        orderNo: { ...orderNo, description: 'The loan disputed (required for a dispute)' },
        body: { type: 'string', maxLength: 1000, description: 'Not empty (rightsBodyEmpty)' },
      },
      ['kind', 'body'],
    ),
    response: rightsRequest,
  }),
  rightsRequestList: endpoint({
    method: 'GET',
    path: '/user/rights/list',
    auth: true,
    summary:
      'The borrower’s disputes, complaints and data requests, newest first, and where to escalate',
    response: object({
      list: { type: 'array', items: rightsRequest },
      now: {
        ...epochSeconds,
        description:
          "The server's clock (a test borrower's sandbox clock): a deadline has passed when resolveDueAt is before it, never by the phone's clock",
      },
      regulatorContact: {
        type: 'string',
        description: 'Where to escalate once a deadline passes (country data); "" when none',
      },
    }),
  }),
  userDataExport: endpoint({
    method: 'GET',
    path: '/user/data/export',
    auth: true,
    summary:
      'Everything held about the borrower (profile, loans, payments, consents, notices, requests), to save as JSON',
    response: {
      type: 'object',
      required: ['exportedAt', 'profile', 'loans', 'payments', 'consents', 'notices', 'requests'],
      properties: {
        exportedAt: epochSeconds,
        profile: record('Mobile, country, language, the profile forms as saved, the wallet'),
        loans: { type: 'array', items: record('Each order with its quote and e-signature') },
        payments: { type: 'array', items: record('Each payout and payment with its status') },
        consents: { type: 'array', items: consent },
        notices: { type: 'array', items: record('Each notice about a bureau listing') },
        requests: { type: 'array', items: rightsRequest },
      },
      additionalProperties: false,
    },
  }),
};
