-- Contract step: the app stopped reading these in release 2026.02.
ALTER TABLE "Order" DROP COLUMN "legacyStatus";
DROP INDEX IF EXISTS "Order_legacyStatus_idx";
DROP TABLE IF EXISTS "LegacyOrderItem";
DROP TYPE IF EXISTS "LegacyOrderState";
