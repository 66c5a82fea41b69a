/**
 * `npm run rails:sim`: the Daraja and Selcom simulators as their own local HTTP servers, for a
 * server started with RAILS=live and the settings this prints (or use RAILS=simulators, which
 * starts them inside the server). Customers answer pushes and callbacks go out every second,
 * with the seeded faults of RAILS_SIM_SEED; late callbacks every 30 seconds. Ctrl-C stops them.
 * Daraja's certificate goes to a directory of this process's own (mkdtemp), so two simulators on
 * one machine never overwrite each other's; it is removed when the process ends.
 */
import { writeFileSync } from 'node:fs';
import { certificateFile } from './rails-sim-certificate';
import { startDarajaSim } from './rails-sim/daraja-sim';
import { startSelcomSim } from './rails-sim/selcom-sim';

async function main() {
  const seed = process.env.RAILS_SIM_SEED ?? 'mkopo';
  const faults = { seed, duplicate: 20, late: 10, missing: 10, cancel: 10, noAnswer: 10 };
  const daraja = await startDarajaSim({
    faults,
    port: Number(process.env.DARAJA_SIM_PORT ?? 8091),
  });
  const selcom = await startSelcomSim({
    faults,
    port: Number(process.env.SELCOM_SIM_PORT ?? 8092),
  });
  // RAILS_SIM_CERTIFICATE: a fixed path the servers read it from (a volume shared in compose.yaml).
  const fixed = process.env.RAILS_SIM_CERTIFICATE;
  if (fixed) writeFileSync(fixed, daraja.certificate);
  const file = fixed ? undefined : certificateFile(daraja.certificate);
  if (file) process.on('exit', file.remove);
  const certificate = fixed ?? file?.path;
  const d = daraja.settings;
  const s = selcom.settings;
  console.log(
    [
      `# Rail simulators running; Daraja's certificate is ${certificate} (removed on exit).`,
      '# Start the server with:',
      'RAILS=live RAILS_CALLBACK_BASE_URL=http://127.0.0.1:8080 RAILS_CALLBACK_SECRET=dev \\',
      `DARAJA_BASE_URL=${d.baseUrl} DARAJA_CONSUMER_KEY=${d.consumerKey} DARAJA_CONSUMER_SECRET=${d.consumerSecret} \\`,
      `DARAJA_SHORTCODE=${d.shortCode} DARAJA_PASSKEY=${d.passkey} DARAJA_INITIATOR_NAME=${d.initiatorName} \\`,
      `DARAJA_INITIATOR_PASSWORD='${d.initiatorPassword}' DARAJA_CERTIFICATE=${certificate} \\`,
      `SELCOM_BASE_URL=${s.baseUrl} SELCOM_API_KEY=${s.apiKey} SELCOM_API_SECRET=${s.apiSecret} \\`,
      `SELCOM_VENDOR=${s.vendor} SELCOM_PIN=${s.pin} npm start`,
    ].join('\n'),
  );
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
    for (const sim of [daraja, selcom]) {
      sim.answerPushes();
      void sim.outbox.deliver(ticks % 30 === 0);
    }
  }, 1000);
  const stop = () => {
    clearInterval(timer);
    void Promise.all([daraja.close(), selcom.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
