/**
 * What the background jobs need, for an operations command that runs them: the server's own SMS
 * gateways and log when it runs inside the server, else the sandbox's (a command on the database
 * alone, with no server to send anything).
 */
import pino from 'pino';
import { countrySms } from '../features/sms';
import { SandboxSms } from '../providers/sms';
import { smsGateways } from '../providers/sms-gateways';
import type { Clock, ServerDeps } from '../types';

export type JobDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export function jobDeps(
  deps: Pick<ServerDeps, 'db' | 'config'> & Partial<Pick<ServerDeps, 'sms' | 'log'>>,
  clock: Clock,
): JobDeps {
  const sms =
    deps.sms ?? smsGateways(deps.config, (c) => countrySms(c).providers, new SandboxSms(clock));
  return { db: deps.db, clock, config: deps.config, sms, log: deps.log ?? pino({ level: 'warn' }) };
}
