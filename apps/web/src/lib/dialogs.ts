import type { DialogConfirmProps } from "antd-mobile";
import { lazy } from "react";

/*
 * antd-mobile's imperative dialogs, their code (the dialog, its mask and animation library) loaded the
 * first time one opens rather than with the page that may open it: a page's first screen stays small.
 */

/** antd-mobile's action sheet as a lazy component (render it once it is first wanted). */
export const LazyActionSheet = lazy(() =>
  import("./antd-overlays").then((m) => ({ default: m.ActionSheet })),
);

/** Asks for a confirmation: true when the player confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await import("./antd-overlays");
  return Dialog.confirm(props);
}

/** The full-screen viewer over `images`, opened at `defaultIndex`. */
export async function showImages(images: string[], defaultIndex: number): Promise<void> {
  const { ImageViewer } = await import("./antd-overlays");
  ImageViewer.Multi.show({ images, defaultIndex });
}
