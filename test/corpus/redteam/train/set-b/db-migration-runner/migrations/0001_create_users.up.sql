CREATE TABLE users (
    id          bigserial PRIMARY KEY,
    email       citext NOT NULL UNIQUE,
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
