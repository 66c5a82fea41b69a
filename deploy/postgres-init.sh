#!/bin/sh
# Runs once, when the database volume is first made (docker-entrypoint-initdb.d): the login role
# the app servers run as, a member of mkopo_app. The migrations (as the owner, POSTGRES_USER) give
# mkopo_app its rights: no UPDATE, DELETE or TRUNCATE on the staff audit or the journal, no DDL.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$APP_DB_PASSWORD" <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mkopo_app') THEN
    CREATE ROLE mkopo_app NOLOGIN;
  END IF;
END $$;
CREATE ROLE mkopo_server LOGIN IN ROLE mkopo_app;
ALTER ROLE mkopo_server PASSWORD :'app_password';
SQL
