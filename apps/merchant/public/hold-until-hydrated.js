// On the pages prerendered as HTML the visitor can act before the app has taken the page over
// (it starts after the first paint: start-after-paint.js). Inside an element marked
// data-held-until-hydrated whose component has not hydrated yet (no data-hydrated), a form's
// submit (which the browser would otherwise send itself) and a button's click (which would do
// nothing) are held here, in order, and replayed by that component once it has hydrated
// (packages/ui/src/held-until-hydrated.tsx).
(() => {
  window.kopruHeld = [];
  const waiting = (element) => element?.closest('[data-held-until-hydrated]:not([data-hydrated])');
  const hold = (event, type, target) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    window.kopruHeld.push({ type, target });
  };
  addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && waiting(event.target))
        hold(event, 'submit', event.target);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button[type="button"]');
      if (button && waiting(button)) hold(event, 'click', button);
    },
    true,
  );
})();
