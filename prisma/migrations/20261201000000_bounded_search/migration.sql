-- Search that ranks a bounded candidate set (lib/registry/search-skills.ts). Every branch of the
-- search reads an index in an order that lets LIMIT stop it early, so no query reads every match:
--   * popularity: a coarse, stored popularity band (floor(log2(1 + downloads))). The composite GIN
--     index (search_vector, popularity) finds the text matches of one band at a time, most popular
--     band first, and stops once it has enough candidates.
--   * name prefixes, per band, from a btree in byte order (text_pattern_ops).
--   * typos: the words of names and tags form a vocabulary (search_terms); a query word that matches
--     nothing is corrected to its nearest words by trigram similarity over that vocabulary (which
--     grows with the number of distinct words, not with the registry), then searched as text.
--   * browsing without a query: by band (then downloads within the band) or by recency.
-- All of them cover live skills only (not deleted, with a published version), as search does.
CREATE EXTENSION IF NOT EXISTS btree_gin;

ALTER TABLE "skills" ADD COLUMN "popularity" SMALLINT NOT NULL
  GENERATED ALWAYS AS (LEAST(62, FLOOR(LOG(2.0, 1 + "download_count")))::smallint) STORED;
-- Download counts are flushed into skills every few seconds. Free space on each page lets those
-- updates stay HOT (no new index entries) while the popularity band does not change.
ALTER TABLE "skills" SET (fillfactor = 90);

DROP INDEX "skills_search_vector_idx";
CREATE INDEX "skills_search_idx" ON "skills" USING GIN ("search_vector", "popularity")
  WHERE "deleted_at" IS NULL AND "latest_version" IS NOT NULL;
-- Similar names are found through the vocabulary now (its trigram filter can not be bounded on
-- names: a common word makes every name that contains it a candidate to re-check).
DROP INDEX "skills_name_trgm_idx";
CREATE INDEX "skills_popularity_name_idx" ON "skills" ("popularity", "name" text_pattern_ops)
  WHERE "deleted_at" IS NULL AND "latest_version" IS NOT NULL;
CREATE INDEX "skills_recent_idx" ON "skills" ("updated_at")
  WHERE "deleted_at" IS NULL AND "latest_version" IS NOT NULL;

CREATE TABLE "search_terms" (
    "term" TEXT NOT NULL,
    CONSTRAINT "search_terms_pkey" PRIMARY KEY ("term")
);
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING GIN ("term" gin_trgm_ops);
-- Words of existing names and tags (refresh-skill-latest.ts adds new ones as versions are published).
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w FROM "skills", unnest(regexp_split_to_array("name", '-') || "tags") AS w
WHERE length(w) BETWEEN 2 AND 64 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
