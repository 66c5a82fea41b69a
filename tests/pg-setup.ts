/** The PostgreSQL-only suite refuses to run without a database rather than pass vacuously. */
if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must name a PostgreSQL database for the *.pg.test.ts suite');
}
