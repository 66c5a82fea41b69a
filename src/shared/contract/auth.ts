/** Calls served by src/server/features/auth: SMS codes, register, login, the session (docs/product.md §7). */
import { endpoint, object } from './define';
import { country, mobile, smsCode, id } from './fields';

const session = object({ token: { type: 'string' }, userId: id });

export const auth = {
  getVerifyCode: endpoint({
    method: 'POST',
    path: '/security/getVerifyCode',
    auth: false,
    summary: 'Sends a 6-digit SMS code for login, register, account deletion or wallet binding',
    request: object({
      mobile,
      type: { type: 'string', enum: ['login', 'register', 'deleteUser', 'bindCard'] },
    }),
    response: object({
      /** Seconds before another code may be requested. */
      resendAfter: { type: 'integer', minimum: 0 },
    }),
  }),
  existsByMobile: endpoint({
    method: 'GET',
    path: '/security/existsByMobile',
    auth: false,
    summary: 'Tells whether a mobile number is registered (login or register)',
    request: object({ mobile }),
    response: object({ exists: { type: 'boolean' } }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/security/register',
    auth: false,
    summary: 'Creates the account for a verified mobile number and starts a session',
    request: object({ mobile, code: smsCode }),
    response: session,
  }),
  login: endpoint({
    method: 'POST',
    path: '/security/login',
    auth: false,
    summary: 'Starts a session for a verified mobile number, ending any other session',
    request: object({ mobile, code: smsCode }),
    response: session,
  }),
  getUserInfo: endpoint({
    method: 'GET',
    path: '/security/getUserInfo',
    auth: true,
    summary: 'The signed-in borrower',
    response: object(
      {
        userId: id,
        mobile: { type: 'string', description: 'E.164' },
        country,
        createdAt: { type: 'integer', description: 'Seconds since the epoch' },
      },
      ['userId', 'mobile', 'country', 'createdAt'],
    ),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    auth: true,
    summary:
      'Ends this session on the server (the log-out button), so the token is refused from then on, also where it was copied',
  }),
} as const;
