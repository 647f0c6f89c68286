import { randomBytes } from "node:crypto";
import { AVATAR_SIZES } from "@portal/contracts/profile";
import { checkImage, reencodeImage } from "../../platform/uploaded-image.ts";

interface AvatarImage {
  size: number;
  bytes: Buffer;
}

/**
 * Checks the image (real decode, no image bombs) and re-encodes square WebP at fixed sizes;
 * no metadata (EXIF, GPS, ICC comments) survives.
 */
export async function encodeAvatar(input: Buffer): Promise<AvatarImage[]> {
  await checkImage(input);
  return Promise.all(
    AVATAR_SIZES.map(async (size) => ({
      size,
      bytes: (
        await reencodeImage(input, (image) =>
          image.resize(size, size, { fit: "cover", position: "attention" }),
        )
      ).bytes,
    })),
  );
}

/** Media keys of one upload: avatar:<uid>:<random>:<size>. */
export function avatarKey(userId: number, batch: string, size: number): string {
  return `avatar:${userId}:${batch}:${size}`;
}

export const newAvatarBatch = () => randomBytes(6).toString("hex");
