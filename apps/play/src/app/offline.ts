// The service worker (vite-plugin-pwa's Workbox worker, written to dist/sw.js by the build)
// caches every file of the game, so once it has loaded it plays offline. Registered in
// production builds only. The worker takes over at once (skipWaiting, clientsClaim): the first
// visit's page is controlled as soon as the worker is active, and a new version replaces the old
// without waiting for every tab to close.

/** Registers the service worker in a production build; a no-op in development and in Node. */
export function registerOffline(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
        // No service worker (a private window, an insecure origin): the game still plays online.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
