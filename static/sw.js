/* Skjól service worker.
 *
 * Keeps the public site readable offline: pages are fetched from the network first and the copy is
 * kept for when the network is gone; Gatsby's hashed bundles never change, so they are served
 * from the cache once stored. Nothing personal is ever cached: the portal, the API, sign-in and
 * the content service are left to the network, untouched.
 */
'use strict';

const VERSION = 'skjol-v1';
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const MAX_PAGES = 60;

// Never answered from a cache: personal data, sign-in, the content service, downloads.
const NEVER = [
  /^\/api(\/|$)/,
  /^\/vidskipti(\/|$)/,
  /^\/en\/vidskipti(\/|$)/,
  /^\/portal(\/|$)/,
  /^\/en\/portal(\/|$)/,
  /^\/cms(\/|$)/,
  /^\/dl(\/|$)/,
  /^\/authorize/,
  /^\/oauth(\/|$)/,
  /^\/interaction(\/|$)/,
  /^\/v2\/logout/,
  /^\/userinfo/,
  /^\/\.well-known(\/|$)/,
  /^\/dev(\/|$)/,
  /^\/preview(\/|$)/,
  /^\/en\/preview(\/|$)/,
  /^\/tjonstilkynningar\/rest(\/|$)/,
];

const HASHED = /[.-][0-9a-f]{16,}\.(?:js|css)$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => !key.startsWith(`${VERSION}-`)).map((key) => caches.delete(key)),
      );
      await self.clients.claim();
    })(),
  );
});

// Gatsby asks for this when a new build is detected: forget the pages, they belong to the old one.
self.addEventListener('message', (event) => {
  if (event.data && event.data.gatsbyApi === 'clearPathResources') {
    event.waitUntil(caches.delete(PAGES));
  }
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)),
  );
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return;
  // Pages that depend on the visitor (a signed-in session) are not stored.
  if (request.headers.get('authorization')) return;

  if (url.pathname.startsWith('/static/') || HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  const isPage = request.mode === 'navigate' || request.destination === 'document';
  const isPageData = url.pathname.startsWith('/page-data/');
  if (isPage || isPageData) {
    event.respondWith(networkFirst(request));
  }
});
