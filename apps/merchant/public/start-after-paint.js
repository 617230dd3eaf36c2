// The pages prerendered as HTML start the app once their first frame is painted: the entry and the
// page's modules (listed by scripts/prerender.mjs on this script's data-entry and data-preload)
// are requested only then, so a phone on a slow network paints the page without waiting for
// them (docs/decisions/008-prerendered-pages-start-the-app-after-paint.md). Until the app has
// hydrated, hold-until-hydrated.js keeps the visitor's submits and clicks.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  let started = false;
  // Each modulepreload costs the main thread a request's set-up (about 5 ms on a slow phone's CPU):
  // added a few per task, so the 30 to 40 of a page are not one long task.
  const perTask = 6;
  const links = preload.split(' ').filter(Boolean);
  const addLinks = (from) => {
    for (const href of links.slice(from, from + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + perTask < links.length) setTimeout(addLinks, 0, from + perTask);
  };
  const start = () => {
    if (started) return;
    started = true;
    addLinks(0);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A page opened in a background tab paints nothing until it is shown: start it at once.
  if (document.visibilityState === 'hidden') return start();
  // Once the browser reports the first contentful paint (presented, not only scheduled: under
  // load a frame can be presented after the next task has run); where it cannot, after the next
  // frame. A page that somehow reports no paint starts after 2 s all the same.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  setTimeout(start, 2000);
})();
