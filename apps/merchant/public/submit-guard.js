// On the pages prerendered as HTML, a form submitted before the app has taken the page over is
// held (the browser would otherwise send it itself, a password in the address) and sent again by
// the app once it has (src/hydration-done.tsx).
addEventListener(
  'submit',
  (event) => {
    if (window.kopruHydrated) return;
    event.preventDefault();
    window.kopruHeldSubmit = event.target;
  },
  true,
);
