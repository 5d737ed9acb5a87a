CREATE INDEX users_email_lower_idx ON users (lower(email));
