-- <describe the change>
-- For CREATE INDEX CONCURRENTLY put "-- no-transaction" on the first line instead.

create table if not exists example (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now()
);
