CREATE TABLE projects (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name        text NOT NULL,
  archived    boolean NOT NULL DEFAULT false
);
CREATE INDEX projects_account_id_idx ON projects (account_id);
