CREATE TABLE projects (id int PRIMARY KEY, slug text UNIQUE NOT NULL, name text NOT NULL);
CREATE TABLE releases (
  id bigserial PRIMARY KEY,
  project_id int NOT NULL REFERENCES projects(id),
  version text NOT NULL,
  published_at date NOT NULL,
  UNIQUE (project_id, version)
);
