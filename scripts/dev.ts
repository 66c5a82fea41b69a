/**
 * `npm run dev`: the API server restarting on change (node --watch) and Vite with hot reload,
 * which proxies /api, /cou and /sandbox to the server. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env }),
];

function stop(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
