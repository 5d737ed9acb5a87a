import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import { hostname, userInfo } from "os";
import { ProfileInfo } from "./profiles";

interface GalleryCfg {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export async function publish(
  cfg: GalleryCfg,
  report: unknown,
  profiles: ProfileInfo[],
  includeMeta: boolean
): Promise<string> {
  const s3 = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
  });
  // Profile metadata lets the gallery group reports by account/org.
  const doc = {
    generatedAt: new Date().toISOString(),
    host: hostname(),
    user: userInfo().username,
    report,
    accounts: includeMeta ? profiles : profiles.map((p) => ({ name: p.name })),
  };
  const key = `${cfg.prefix}${hostname()}-${Date.now()}.json`;
  await s3.send(
    new PutObjectCommand({
      Bucket: cfg.bucket,
      Key: key,
      Body: JSON.stringify(doc),
      ContentType: "application/json",
    })
  );
  return `${cfg.endpoint}/${cfg.bucket}/${key}`;
}
