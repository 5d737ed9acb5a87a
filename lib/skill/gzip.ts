// Bounded gunzip. fflate's streaming Gunzip is fed in small slices and aborted as soon as the
// output passes the limit, so a gzip bomb costs at most one slice of inflation past the limit
// (deflate expands at most ~1032x, so 16 KiB in gives at most ~16.5 MiB out per step).
// fflate does not verify the gzip trailer and tolerates 1-3 trailing bytes, so the CRC-32 and
// length in the trailer are checked here, and any further gzip member is refused.

import { Gunzip } from "fflate";
import { AppError } from "@/lib/errors";
import { concatChunks, createCrc32, readU32 } from "./bytes";

const SLICE = 16 * 1024;

export type GunzipLimits = {
  /** Output bytes allowed in total. */
  maxOutputBytes: number;
  /** Output/input ratio allowed once the output passes `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

class StopInflating extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

function isFlateError(error: unknown): error is Error & { code: number } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "number";
}

export function gunzipBounded(input: Uint8Array, limits: GunzipLimits): Uint8Array {
  if (input.length < 18) throw new AppError("ARCHIVE_TRUNCATED", "Gzip stream is shorter than its header and trailer");
  const chunks: Uint8Array[] = [];
  let total = 0;
  const crc = createCrc32();
  const ratioLimit = Math.max(limits.ratioFloorBytes, input.length * limits.maxRatio);

  const gunzip = new Gunzip((chunk) => {
    total += chunk.length;
    if (total > limits.maxOutputBytes) {
      throw new StopInflating(
        new AppError("ARCHIVE_EXPANDED_TOO_LARGE", `Archive expands past ${limits.maxOutputBytes} bytes`, {
          limit: limits.maxOutputBytes,
        }),
      );
    }
    if (total > ratioLimit) {
      throw new StopInflating(
        new AppError("ARCHIVE_COMPRESSION_RATIO", `Archive expands more than ${limits.maxRatio}x`, {
          limit: limits.maxRatio,
        }),
      );
    }
    crc.update(chunk);
    chunks.push(chunk);
  });
  gunzip.onmember = () => {
    throw new StopInflating(new AppError("ARCHIVE_POLYGLOT", "Gzip stream has more than one member"));
  };

  try {
    for (let offset = 0; offset < input.length; offset += SLICE) {
      const end = Math.min(offset + SLICE, input.length);
      gunzip.push(input.subarray(offset, end), end === input.length);
    }
  } catch (error) {
    if (error instanceof StopInflating) throw error.appError;
    if (isFlateError(error)) {
      if (error.code === 0) throw new AppError("ARCHIVE_TRUNCATED", "Gzip stream is cut short");
      if (error.code === 6) throw new AppError("ARCHIVE_POLYGLOT", "Data follows the gzip stream");
      throw new AppError("ARCHIVE_CORRUPT", `Gzip stream is corrupt: ${error.message}`);
    }
    throw error;
  }

  const expectedCrc = readU32(input, input.length - 8);
  const expectedSize = readU32(input, input.length - 4);
  if (crc.digest() !== expectedCrc || total % 2 ** 32 !== expectedSize) {
    throw new AppError("ARCHIVE_CORRUPT", "Gzip trailer does not match the data (or bytes follow the stream)");
  }
  return concatChunks(chunks, total);
}
