/** drizzle-kit: `npx drizzle-kit generate` writes a migration from src/server/db/schema/index.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
