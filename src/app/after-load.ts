// Runs `work` once the page has loaded and the browser is idle: for what must never compete
// with the first screen (the service worker, its code and its precache).
export function afterLoadAndIdle(work: () => void) {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(work, { timeout: 3000 })
      : setTimeout(work, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
