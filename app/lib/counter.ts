import { COUNTER_DURATION_MS, COUNTER_STEP_MS } from "#app/config/constants.ts";

/** How many steps a count takes: 2000 ms in 20 ms steps is 100. Always at least 1. */
export function counterStepCount(
  durationMs: number = COUNTER_DURATION_MS,
  stepMs: number = COUNTER_STEP_MS,
): number {
  return Math.max(1, Math.round(durationMs / stepMs));
}

/**
 * The value shown after `step` of `steps`: climbs evenly from 0, is a whole number when the
 * target is, and lands exactly on the target at the last step (and stays there after it).
 */
export function counterValueAt(
  target: number,
  step: number,
  steps: number = counterStepCount(),
): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  const value = (target * step) / steps;
  return Number.isInteger(target)
    ? Math.floor(value)
    : Math.floor(value * 10) / 10;
}

/** "16+", "80%", "1000+": the number as SPEC.md prints it, then its suffix. */
export function formatCounter(value: number, suffix: string): string {
  return `${value}${suffix}`;
}
