/**
 * compose.yaml, checked without Docker (decision 0050): the fleet it starts has the services,
 * profiles, health checks and data-file sharing it claims, and its app servers' environment
 * (image, env file, compose's own) passes the checks the server itself makes at start: the
 * configuration loads, every country has its rail and its SMS provider. What a server requires is
 * asked of the configuration module, never listed here.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { CONFIG_VARIABLES } from '../../../src/server/config-variables';
import { countrySms } from '../../../src/server/features/sms/countries';
import { railSettingsProblem } from '../../../src/server/providers/rails/config';
import { SandboxSms } from '../../../src/server/providers/sms';
import { smsGateways } from '../../../src/server/providers/sms-gateways';
import {
  imageEnv,
  interpolate,
  readCompose,
  readEnvFile,
  serviceEnv,
  type Service,
} from './compose-file';

const compose = readCompose();
const services = Object.entries(compose.services);
const apps = services.filter(([, s]) => s.build?.target === 'server');
const scratch = mkdtempSync(join(tmpdir(), 'mkopo-compose-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A PEM like the one Daraja's simulator writes to its volume when it starts. */
const certificate = join(scratch, 'daraja.pem');
writeFileSync(
  certificate,
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    type: 'spki',
    format: 'pem',
  }),
);

/** Why a server with `env` would refuse to start; null: it starts. */
function refusal(env: ReadonlyMap<string, string>): string | null {
  try {
    const config = loadConfig(Object.fromEntries(env));
    const rails = railSettingsProblem(config.rails);
    if (rails) return rails;
    smsGateways(config, (c) => countrySms(c).providers, new SandboxSms());
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A server's environment with Daraja's certificate where the container would find it. */
const withCertificate = (env: Map<string, string>) =>
  new Map(env).set('DARAJA_CERTIFICATE', certificate);

describe('compose.yaml with the simulators (deploy/simulators.env)', () => {
  const vars = readEnvFile('deploy/simulators.env');

  it('starts two app servers that pass their own start checks, with nothing filled in', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      const env = withCertificate(serviceEnv(app, vars));
      expect(refusal(env)).toBeNull();
      expect(env.get('RAILS')).toBe('live');
      expect(env.get('SANDBOX')).toBe('0');
    }
  });

  it('runs the rail and SMS simulators as services of the simulators profile, where the servers look', () => {
    const rails = compose.services['rails-sim'] as Service;
    const sms = compose.services['sms-sim'] as Service;
    for (const sim of [rails, sms]) {
      expect(sim.profiles).toEqual(['simulators']);
      expect(sim.build?.target).toBe('simulators');
    }
    const env = serviceEnv(apps[0]![1], vars);
    const railsEnv = rails.environment ?? {};
    expect(env.get('DARAJA_BASE_URL')).toBe(`http://rails-sim:${railsEnv.DARAJA_SIM_PORT}`);
    expect(env.get('SELCOM_BASE_URL')).toBe(`http://rails-sim:${railsEnv.SELCOM_SIM_PORT}`);
    expect(env.get('DARAJA_CERTIFICATE')).toBe(railsEnv.RAILS_SIM_CERTIFICATE);
    expect(rails.healthcheck?.test).toContain(railsEnv.RAILS_SIM_CERTIFICATE);
    const volume = (s: Service) =>
      s.volumes?.find((v) => v.split(':')[1] === '/sim')?.split(':')[0];
    expect(volume(rails)).toBe('sim');
    for (const [, app] of apps) expect(volume(app)).toBe('sim');
    const command = (sms.command ?? []).map((part) => interpolate(part, vars));
    const port = command[command.indexOf('--port') + 1];
    for (const name of ['AT_URL', 'BEEM_URL', 'BEEM_REPORTS_URL'])
      expect(env.get(name)).toBe(`http://sms-sim:${port}`);
    expect(command[command.indexOf('--report-url') + 1]).toBe(
      `${env.get('RAILS_CALLBACK_BASE_URL')}/sms/reports/africastalking/${env.get('SMS_REPORTS_TOKEN')}`,
    );
    for (const [, app] of apps) {
      expect(app.depends_on?.['rails-sim']).toEqual({
        condition: 'service_healthy',
        required: false,
      });
      expect(app.depends_on?.['sms-sim']?.required).toBe(false);
    }
  });
});

describe('compose.yaml with real credentials (.env.example filled in)', () => {
  const example = readEnvFile('.env.example');
  // The operator's .env: every value filled, as the example's comments ask.
  const filled = new Map(
    [...example].map(([name, value]) => [name, value || `filled-${name.toLowerCase()}`]),
  );
  filled.set('FILE_KEYS', `main:${randomBytes(32).toString('base64')}`);
  filled.set('DARAJA_CERTIFICATE', certificate);
  const settings = join(scratch, '.env');
  writeFileSync(settings, [...filled].map(([k, v]) => `${k}=${v}`).join('\n'));
  filled.set('MKOPO_SETTINGS', settings);

  it('starts production servers that pass their own start checks', () => {
    for (const [, app] of apps) {
      const env = serviceEnv(app, filled);
      expect(env.get('NODE_ENV')).toBe('production');
      expect(refusal(env)).toBeNull();
    }
  });

  it('lists every variable a production server refuses to start without', () => {
    const env = serviceEnv(apps[0]![1], filled);
    // Asked of the configuration: each variable the server reads, taken away in turn.
    const required = CONFIG_VARIABLES.map((v) => v.name).filter((name) => {
      if (!env.has(name)) return false;
      const without = new Map(env);
      without.delete(name);
      return refusal(without) !== null;
    });
    // Set by the example, by compose.yaml for every server, or by the image itself.
    const given = new Set([
      ...example.keys(),
      ...Object.keys(apps[0]![1].environment ?? {}),
      ...imageEnv().keys(),
    ]);
    for (const name of required) expect(given.has(name), name).toBe(true);
    // Both rails, both SMS providers and the upload keys are among them.
    expect(required.length).toBeGreaterThan(15);
    const text = readFileSync('.env.example', 'utf8');
    for (const name of required.filter((n) => example.has(n)))
      expect(text, `${name} has a comment or a section above it`).toMatch(
        new RegExp(`#[^\\n]*\\n(?:[A-Z_]+=[^\\n]*\\n)*${name}=`),
      );
  });

  it('names only variables a server or compose.yaml reads', () => {
    const read = new Set(CONFIG_VARIABLES.map((v) => v.name));
    const composeText = readFileSync('compose.yaml', 'utf8');
    for (const name of example.keys())
      expect(read.has(name) || composeText.includes(`\${${name}`), name).toBe(true);
    for (const [, app] of apps)
      for (const name of Object.keys(app.environment ?? {}))
        expect(read.has(name), name).toBe(true);
  });
});

describe('compose.yaml as a fleet', () => {
  it('sends borrowers only to ready servers and starts each part when what it needs is healthy', () => {
    for (const [, app] of apps) {
      expect(app.healthcheck?.test.join(' ')).toContain('/readyz');
      expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(app.depends_on?.redis?.condition).toBe('service_healthy');
    }
    const proxy = compose.services.proxy as Service;
    for (const [name] of apps) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    for (const name of ['postgres', 'redis', 'rails-sim'])
      expect(compose.services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    for (const [name] of apps) expect(nginx).toContain(`server ${name}:8080`);
  });

  it('pins every image it pulls, and the image it builds from, by digest', () => {
    for (const [name, service] of services)
      if (!service.build) expect(service.image, name).toMatch(/@sha256:[0-9a-f]{64}$/);
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(
      /^ARG NODE_IMAGE=node:20-bookworm-slim@sha256:[0-9a-f]{64}$/m,
    );
  });

  it('has one server publish the data files operators edit here, and every other follow it', () => {
    const vars = readEnvFile('deploy/simulators.env');
    const modes = apps.map(([, app]) => serviceEnv(app, vars).get('FLEET_PACK'));
    expect(modes.filter((m) => m === 'publish')).toHaveLength(1);
    expect(modes.filter((m) => m === 'follow')).toHaveLength(apps.length - 1);
    const [, publisher] = apps.find(([, app]) => app.environment?.FLEET_PACK === 'publish')!;
    expect(publisher.volumes).toEqual(
      expect.arrayContaining(['./schemas:/app/schemas:ro', './locales:/app/locales:ro']),
    );
    const urls = new Set(apps.map(([, app]) => serviceEnv(app, vars).get('DATABASE_URL')));
    expect(urls.size).toBe(1);
  });
});
