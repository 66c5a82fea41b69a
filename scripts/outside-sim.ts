/**
 * `npm run outside:sim -- [--port 4020] [--host 127.0.0.1] [--countries KE]`: Metropol CRB, Smile
 * ID's Enhanced KYC and the CAMARA SIM Swap API as one local server (decision 0051), for
 * `npm start` to send real requests to. Prints the variables that point the server at it. The
 * last digits of an ID or mobile number choose a fault: …0000 unknown, …9999 down, …8888 no answer.
 */
import { startOutsideSimulator } from '../src/server/providers/outside';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const sim = await startOutsideSimulator({
    port: Number(option('port', '4020')),
    host: option('host', '127.0.0.1'),
  });
  const o = sim.options;
  const countries = option('countries', 'KE');
  const idTypes = countries
    .split(',')
    .map((c) => `${c}:NATIONAL_ID`)
    .join(',');
  console.log(`Outside-data simulator on ${sim.url}; start the server with:
  OUTSIDE_DATA=live METROPOL_BASE_URL=${sim.url}/v2_1 METROPOL_PUBLIC_KEY=${o.metropolPublicKey} \\
  METROPOL_PRIVATE_KEY=${o.metropolPrivateKey} METROPOL_COUNTRIES=${countries} \\
  SMILE_ID_BASE_URL=${sim.url}/v1 SMILE_ID_PARTNER_ID=${o.smilePartnerId} SMILE_ID_API_KEY=${o.smileApiKey} \\
  SMILE_ID_ID_TYPES=${idTypes} SIM_SWAP_API_ROOT=${sim.url} SIM_SWAP_TOKEN=${o.simSwapToken} \\
  SIM_SWAP_COUNTRIES=${countries} npm start`);
  const stop = () => void sim.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
