// Scales of the sidebar's small charts (components/charts): plain numbers in, fractions and offsets out.

/** How much of a bar's track `value` fills on a 0–`max` scale, clamped to 0–1; null when there is no value. */
export function barFraction(value: number | null | undefined, max: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** The smallest round number (1, 2, 2.5 or 5 times a power of ten) at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    // Rounded so that floating point (0.1 * 3) never pushes a round value to the next step.
    const candidate = Number((step * power).toPrecision(12));
    if (candidate >= value) return candidate;
  }
  return 10 * power;
}

/** One part of a stacked bar: where it starts and how wide it is, both in percent of the whole. */
export type StackSegment<K extends string> = { key: K; count: number; start: number; width: number };

/** Lays counts end to end on a 0–100 % bar, in the given order; parts of zero are left out. */
export function stackSegments<K extends string>(
  parts: readonly { key: K; count: number }[],
): StackSegment<K>[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.count), 0);
  if (total === 0) return [];
  const segments: StackSegment<K>[] = [];
  let start = 0;
  for (const part of parts) {
    if (part.count <= 0) continue;
    const width = (part.count / total) * 100;
    segments.push({ key: part.key, count: part.count, start, width });
    start += width;
  }
  return segments;
}
