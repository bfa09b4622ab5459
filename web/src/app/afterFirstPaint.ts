/** How long a page that never reports a paint (a tab opened in the background) waits before it starts anyway. */
const paintTimeoutMs = 3000;

/**
 * Runs `start` once, in a task after the page's first contentful paint: after the first frame where
 * paint timing is unknown, and after paintTimeoutMs where nothing paints (a hidden tab).
 *
 * Why it waits (decision 023): whatever a page requests before its first paint shares a slow phone's
 * connection with the HTML and its styles. The page is whole without its code, so the code comes after.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      startOnce();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(startOnce);
  }
  setTimeout(startOnce, paintTimeoutMs);
}
