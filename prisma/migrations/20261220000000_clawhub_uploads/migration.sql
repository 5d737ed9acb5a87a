-- Files the clawhub client uploads one per request (its upload-url, then upload) before the publish
-- request that names them by id (docs/clients.md). The publish reads and deletes its user's rows;
-- rows older than CLAWHUB_UPLOAD_TTL_MINUTES (lib/limits.ts) are swept on the next upload.
CREATE TABLE "clawhub_uploads" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clawhub_uploads_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "clawhub_uploads_user_id_idx" ON "clawhub_uploads"("user_id");
CREATE INDEX "clawhub_uploads_created_at_idx" ON "clawhub_uploads"("created_at");

ALTER TABLE "clawhub_uploads" ADD CONSTRAINT "clawhub_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
