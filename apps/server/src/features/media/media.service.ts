import { type MediaVariantFormat, parseMediaVariant } from "@portal/contracts/media";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { findMedia, findVariant } from "./media.repository.ts";

/** An AVIF copy is only made where it is smaller than the WebP one, which stands in for it. */
const variantTypes: Record<MediaVariantFormat, string[]> = {
  avif: ["image/avif", "image/webp"],
  webp: ["image/webp"],
};

/**
 * A stored image or video, or the copy of an image that `query` asks for (`?w=&f=`); an unknown id
 * is `notFound`, an unknown copy `mediaVariantUnknown`. `final` is false when the original stands
 * in for a copy not made yet (an image stored before copies existed, until the backfill).
 */
export async function storedMedia(
  deps: AppDeps,
  id: number | undefined,
  query: { w?: unknown; f?: unknown } = {},
) {
  const variant = parseMediaVariant(query);
  if (variant === "unknown") throw new AppError("mediaVariantUnknown");
  if (id === undefined) throw new AppError("notFound");
  const copy =
    variant && (await findVariant(deps.database.db, id, variant.width, variantTypes[variant.format]));
  if (copy) return { ...copy, final: true };
  const row = await findMedia(deps.database.db, id);
  if (!row) throw new AppError("notFound");
  return { ...row, final: !variant };
}
