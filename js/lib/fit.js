// The largest scale at which a layout still fits, for the full-screen views.

/**
 * The largest scale in [lo, hi] for which `fits()` holds once `apply(scale)` has set it, found
 * by halving the interval `steps` times (so a fit that holds at a scale must hold at every
 * smaller one); `lo` when no larger scale fits. The scale found is left applied.
 *
 *   largestFit((s) => node.style.setProperty("--fit", s), () => node.scrollHeight <= room)
 */
export function largestFit(apply, fits, lo = 1, hi = 2.5, steps = 7) {
  apply(hi);
  if (fits()) return hi;
  let good = lo;
  for (let i = 0; i < steps; i += 1) {
    const mid = (good + hi) / 2;
    apply(mid);
    if (fits()) good = mid;
    else hi = mid;
  }
  apply(good);
  return good;
}
