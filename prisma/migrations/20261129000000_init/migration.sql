-- Skillhub: the whole data model (ARCHITECTURE §3). Must agree with prisma/schema.prisma;
-- test/schema-drift.test.ts compares a freshly migrated database with the schema.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE "Role" AS ENUM ('user', 'admin');
CREATE TYPE "TrustTier" AS ENUM ('community', 'trusted', 'builtin');
CREATE TYPE "VersionStatus" AS ENUM ('published', 'pending_review', 'rejected', 'yanked');
CREATE TYPE "Verdict" AS ENUM ('safe', 'caution', 'dangerous');
CREATE TYPE "ReportStatus" AS ENUM ('open', 'resolved', 'dismissed');

CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "email_verified" TIMESTAMP(3),
    "image" TEXT,
    "password_hash" TEXT,
    "role" "Role" NOT NULL DEFAULT 'user',
    "trust_tier" "TrustTier" NOT NULL DEFAULT 'community',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_handle_key" ON "users"("handle");
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "session_token" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "sessions_session_token_key" ON "sessions"("session_token");
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);
CREATE UNIQUE INDEX "verification_tokens_token_key" ON "verification_tokens"("token");
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

CREATE TABLE "api_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "scopes" TEXT[],
    "skill_pattern" TEXT,
    "is_agent" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "api_tokens_secret_hash_key" ON "api_tokens"("secret_hash");
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens"("user_id");

CREATE TABLE "skills" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "similarity_key" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "deprecation_message" TEXT,
    "deleted_at" TIMESTAMP(3),
    "dist_tags" JSONB NOT NULL DEFAULT '{}',
    "latest_version" TEXT,
    "latest_verdict" "Verdict",
    "trust_tier" "TrustTier" NOT NULL DEFAULT 'community',
    "download_count" BIGINT NOT NULL DEFAULT 0,
    "star_count" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT NOT NULL DEFAULT '',
    "search_vector" tsvector,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "skills_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "skills_name_key" ON "skills"("name");
CREATE INDEX "skills_similarity_key_idx" ON "skills"("similarity_key");
CREATE INDEX "skills_owner_id_idx" ON "skills"("owner_id");
CREATE INDEX "skills_category_idx" ON "skills"("category");

CREATE TABLE "skill_versions" (
    "id" TEXT NOT NULL,
    "skill_id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "version_key" TEXT NOT NULL,
    "is_prerelease" BOOLEAN NOT NULL DEFAULT false,
    "status" "VersionStatus" NOT NULL,
    "frontmatter" JSONB NOT NULL,
    "body" TEXT NOT NULL,
    "files" JSONB NOT NULL,
    "sha256" TEXT NOT NULL,
    "integrity" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "scan_report" JSONB NOT NULL,
    "verdict" "Verdict" NOT NULL,
    "ruleset_version" TEXT NOT NULL,
    "trust_tier" TEXT NOT NULL,
    "publisher_id" TEXT NOT NULL,
    "token_id" TEXT,
    "review_note" TEXT,
    "yanked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "skill_versions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "skill_versions_skill_id_version_key_key" ON "skill_versions"("skill_id", "version_key");
CREATE INDEX "skill_versions_status_created_at_idx" ON "skill_versions"("status", "created_at");
CREATE INDEX "skill_versions_sha256_idx" ON "skill_versions"("sha256");

CREATE TABLE "blobs" (
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "blobs_pkey" PRIMARY KEY ("sha256")
);

CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "actor_id" TEXT,
    "token_id" TEXT,
    "skill_name" TEXT,
    "version" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "ip" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_events_skill_name_created_at_idx" ON "audit_events"("skill_name", "created_at");
CREATE INDEX "audit_events_actor_id_created_at_idx" ON "audit_events"("actor_id", "created_at");
CREATE INDEX "audit_events_action_created_at_idx" ON "audit_events"("action", "created_at");

CREATE TABLE "download_daily" (
    "skill_id" TEXT NOT NULL,
    "version_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "download_daily_pkey" PRIMARY KEY ("skill_id", "version_id", "day")
);
CREATE INDEX "download_daily_day_skill_id_idx" ON "download_daily"("day", "skill_id");

CREATE TABLE "stars" (
    "user_id" TEXT NOT NULL,
    "skill_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "stars_pkey" PRIMARY KEY ("user_id", "skill_id")
);
CREATE INDEX "stars_skill_id_idx" ON "stars"("skill_id");

CREATE TABLE "reports" (
    "id" TEXT NOT NULL,
    "skill_id" TEXT NOT NULL,
    "version" TEXT,
    "reporter_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "resolution" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMP(3),
    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "reports_status_created_at_idx" ON "reports"("status", "created_at");

CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

CREATE TABLE "reserved_names" (
    "name" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "reserved_names_pkey" PRIMARY KEY ("name")
);

ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "skills" ADD CONSTRAINT "skills_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "skill_versions" ADD CONSTRAINT "skill_versions_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "skill_versions" ADD CONSTRAINT "skill_versions_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "skill_versions" ADD CONSTRAINT "skill_versions_token_id_fkey" FOREIGN KEY ("token_id") REFERENCES "api_tokens"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "skill_versions" ADD CONSTRAINT "skill_versions_sha256_fkey" FOREIGN KEY ("sha256") REFERENCES "blobs"("sha256") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "download_daily" ADD CONSTRAINT "download_daily_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "download_daily" ADD CONSTRAINT "download_daily_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "skill_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stars" ADD CONSTRAINT "stars_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stars" ADD CONSTRAINT "stars_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reports" ADD CONSTRAINT "reports_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search (not expressible in schema.prisma). The vector is computed by a trigger so a skill is
-- searchable the moment its transaction commits: name A, description and tags B, body text C.
CREATE FUNCTION skills_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', replace(coalesce(NEW.name, ''), '-', ' ')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english', left(coalesce(NEW.search_text, ''), 200000)), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER skills_search_vector BEFORE INSERT OR UPDATE OF name, description, tags, search_text
  ON "skills" FOR EACH ROW EXECUTE FUNCTION skills_search_vector_update();
CREATE INDEX "skills_search_vector_idx" ON "skills" USING GIN ("search_vector");
CREATE INDEX "skills_name_trgm_idx" ON "skills" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "skills_tags_idx" ON "skills" USING GIN ("tags");
