-- Keep the skills row small: the latest body no longer lives in skills.search_text (it is in
-- skill_versions.body already). refresh-skill-latest.ts computes search_vector in the publish
-- transaction from the latest version, so a version is still searchable the moment it commits.
-- Common-word searches read one heap page per match; halving the row halves that I/O.
DROP TRIGGER skills_search_vector ON "skills";
DROP FUNCTION skills_search_vector_update();
ALTER TABLE "skills" DROP COLUMN "search_text";
