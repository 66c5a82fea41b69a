/** Whether a PostgreSQL server answers on 127.0.0.1:5432 (the parts that need one skip otherwise). */
import { createConnection } from 'node:net';

export function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(500);
    const answer = (yes: boolean) => {
      socket.destroy();
      resolve(yes);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}
