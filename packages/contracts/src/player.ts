/**
 * The spec's video player defaults, for the controls the portal draws itself. Kept free of zod so
 * the root shell can import it without growing the first screen.
 */
export const playerDefaults = {
  /** Controls hide after this long without a touch, key or pointer move while playing. */
  inactivityTimeoutMs: 2000,
  seekStepSeconds: 5,
  volumeStep: 0.1,
  defaultRate: 1,
  captionSizePercent: { min: 50, max: 400, default: 100 },
} as const;

/** A caption size the player accepts: 50–400 %, anything else brought into range. */
export function captionSize(percent: number): number {
  const { min, max } = playerDefaults.captionSizePercent;
  return Math.min(max, Math.max(min, Math.round(percent)));
}
