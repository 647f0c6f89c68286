/**
 * antd-mobile's overlays that a page opens on a tap, in a chunk of their own (with their mask, popup and
 * animation code): imported lazily (lib/dialogs.ts), never statically, or the chunk joins the page's.
 */
export { ActionSheet, Dialog, ImageViewer } from "antd-mobile";
