import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { findMedia } from "./media.repository.ts";

/** A stored image or video; an unknown id is `notFound`. */
export async function storedMedia(deps: AppDeps, id: number | undefined) {
  const row = id === undefined ? undefined : await findMedia(deps.database.db, id);
  if (!row) throw new AppError("notFound");
  return row;
}
