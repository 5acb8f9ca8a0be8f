/**
 * For a block of a long page that a tap can move or reveal (the home page's sections below the
 * popular courses, the later course cards): once the browser has laid it out, its rendering is
 * skipped while it is far from the screen (`content-visibility: auto` on `.skip-when-away`
 * marked `data-laid-out`, app.css), so a tap that moves it (More Courses, Show Less) restyles,
 * lays out and paints what is on screen, not the whole page. The block keeps the size it was
 * laid out at (`contain-intrinsic-size: auto`): the page is as long as before, and an anchor or
 * a restored scroll position lands where it did. Marked only after that first layout, so its
 * size is a measured one and never a guess.
 */
export function skipWhenAway(element: HTMLElement | null) {
  if (!element || typeof ResizeObserver === "undefined") return;
  // Delivered after the layout in which the browser took the element's size.
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    element.setAttribute("data-laid-out", "");
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Lays a marked element out again at the place it has now, and marks it after that layout: for a
 * block moved where its size differs (a folded card put into the grid, a column narrower and as
 * tall as its row). Skipped far from the screen, it would keep its old size until scrolled near,
 * then change size under the visitor's finger.
 */
export function measureAgain(element: HTMLElement) {
  element.removeAttribute("data-laid-out");
  skipWhenAway(element);
}
