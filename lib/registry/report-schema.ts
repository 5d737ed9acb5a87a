// The report contract shared by the skill page's report form and the report-skill verb.
import { z } from "zod";

export const REPORT_REASON_MIN = 10;

export const reportSchema = z.object({
  name: z.string().trim().min(1).max(128),
  version: z.string().trim().max(128).optional(),
  reason: z.string().trim().min(REPORT_REASON_MIN, `Say what is wrong in at least ${REPORT_REASON_MIN} characters.`).max(2000),
});

export const resolveReportSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(["resolved", "dismissed"]),
  resolution: z.string().trim().max(2000).default(""),
});
