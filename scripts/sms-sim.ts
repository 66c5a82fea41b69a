/**
 * `npm run sms:sim -- [--port 4010] [--host 127.0.0.1] [--seed s] [--report-url URL] [--beem-report-url URL]
 * [--late 20] [--duplicate 10] [--missing 10] [--absent 10]`: Africa's Talking and Beem as a local
 * server, for `npm start` to send real requests to. Prints the variables that point the server at
 * it; posts Africa's Talking's delivery reports every second (some late, twice or never, as the
 * seed decides), and Beem's too when given where (otherwise the server asks Beem for them).
 */
import { startSmsSimulator } from '../src/server/providers/sms-simulator';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const sim = await startSmsSimulator({
    port: Number(option('port', '4010')),
    host: option('host', '127.0.0.1'),
    seed: option('seed', 'mkopo'),
    reportUrl: option('report-url', 'http://127.0.0.1:8080/sms/reports/africastalking'),
    ...(option('beem-report-url', '') ? { beemReportUrl: option('beem-report-url', '') } : {}),
    latePercent: Number(option('late', '20')),
    duplicatePercent: Number(option('duplicate', '10')),
    missingPercent: Number(option('missing', '10')),
    absentPercent: Number(option('absent', '10')),
  });
  console.log(`SMS simulator on ${sim.url}; start the server with:
  AT_URL=${sim.url} AT_API_KEY=sim AT_USERNAME=sandbox BEEM_URL=${sim.url} BEEM_REPORTS_URL=${sim.url} BEEM_API_KEY=sim BEEM_SECRET_KEY=sim npm start
What it accepted: ${sim.url}/sim/messages`);
  const timer = setInterval(() => void sim.releaseReports(), 1_000);
  const stop = () => {
    clearInterval(timer);
    void sim.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
