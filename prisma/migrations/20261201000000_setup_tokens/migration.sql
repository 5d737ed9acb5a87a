-- First run: one-time setup tokens that let whoever runs the server create the first administrator
-- (lib/auth/issue-setup-token.ts, lib/auth/complete-setup.ts). Only a token's sha256 is stored; every
-- token is deleted once an administrator exists, and each expires on its own.
CREATE TABLE "setup_tokens" (
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "setup_tokens_pkey" PRIMARY KEY ("token_hash")
);
