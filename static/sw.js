/* Skjól service worker.
 *
 * Keeps the public site readable offline: pages are fetched from the network first and the copy is
 * kept for when the network is gone; Gatsby's hashed bundles never change, so they are served
 * from the cache once stored. The portal, the API, sign-in and the content service go to the
 * network, untouched, with one exception: the travel certificates a signed-in customer issued on
 * this device. Those, with the page that shows them, are kept in a cache of their own, for one
 * person at a time, and forgotten at sign-out, so a customer abroad without a signal can still show
 * their certificate.
 */
'use strict';

// The build writes its own hash here (gatsby-node.ts, onPostBuild), so every build is a new
// worker, and the caches of the one before are dropped when it takes over.
const BUILD = '__SKJOL_BUILD__';
const VERSION = `skjol-${BUILD}`;
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const CERTIFICATES = `${VERSION}-certificates`;
const MAX_PAGES = 60;
const MAX_CERTIFICATES = 10;

// Which person the kept certificates belong to (a hash), and their codes, newest last.
const OWNER_KEY = '/__skjol/offline-certificates.json';

const CERTIFICATE_API = /^\/api\/public\/v1\/travelcertificate\/([0-9A-Za-z-]{1,40})\/$/;
// The portal's travel confirmation screen, under either prefix and in either language.
const TRAVEL_SCREEN = /^(\/en)?\/(?:vidskipti|portal)\/stadfesting-ferdatryggingar\/?$/;
const SIGN_OUT = '/api/user/v1/logout/';

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

const HASHED = /[.-][0-9a-f]{12,}\.(?:js|css)$/;

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

self.addEventListener('message', (event) => {
  const data = event.data || {};
  // Gatsby asks for this when a new build is detected: forget the pages, they belong to the old one.
  if (data.gatsbyApi === 'clearPathResources') {
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  const reply = (answer) => {
    if (event.ports && event.ports[0]) event.ports[0].postMessage(answer);
  };
  if (data.type === 'skjol:keep-travel-certificate') {
    event.waitUntil(
      keepCertificate(String(data.code || ''), String(data.owner || '')).then(
        (kept) => reply({ kept }),
        (error) => {
          console.warn('Skjól service worker: the certificate was not kept offline', error);
          reply({ kept: false });
        },
      ),
    );
    return;
  }
  if (data.type === 'skjol:signed-out') {
    event.waitUntil(
      forgetCertificates().then(
        () => reply({ forgotten: true }),
        () => reply({ forgotten: false }),
      ),
    );
  }
});

async function sha256(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function readKept(cache) {
  const stored = await cache.match(OWNER_KEY);
  if (!stored) return { owner: '', codes: [] };
  try {
    const kept = await stored.json();
    return { owner: String(kept.owner || ''), codes: Array.isArray(kept.codes) ? kept.codes : [] };
  } catch {
    return { owner: '', codes: [] };
  }
}

function forgetCertificates() {
  return caches.delete(CERTIFICATES);
}

/** The bundles a page asks for once it has painted: the list its inline loader script ends with. */
const AFTER_FIRST_PAINT = /function skjolAfterFirstPaint\(s\)[\s\S]*?\}\)\((\[[^\]]*\])\)/;

/** Same-origin bundles, page data and styles a page's HTML names, to be read without a network. */
function resourcesOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|json|css))"/g)) {
    found.add(match[1]);
  }
  // src/build/after-first-paint.ts writes that script; its list is JSON.
  const loader = AFTER_FIRST_PAINT.exec(html);
  for (const source of loader ? JSON.parse(loader[1]) : []) {
    if (typeof source === 'string' && source.startsWith('/')) found.add(source);
  }
  return [...found];
}

async function store(cache, url) {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

/**
 * Keeps one certificate for reading offline: its data, and its page in both languages with what
 * that page needs to run. A certificate of another person than the one whose certificates are
 * kept clears those first: the device holds one person's certificates at a time.
 */
async function keepCertificate(code, owner) {
  if (!/^[0-9A-Za-z-]{1,40}$/.test(code) || !owner) return false;
  const ownerHash = await sha256(owner);
  let cache = await caches.open(CERTIFICATES);
  const kept = await readKept(cache);
  if (kept.owner && kept.owner !== ownerHash) {
    await forgetCertificates();
    cache = await caches.open(CERTIFICATES);
    kept.codes = [];
  }
  await store(cache, `/api/public/v1/travelcertificate/${code}/`);
  // The page is drawn in the browser (its address holds the code), so its data is the pattern's.
  const resources = new Set([
    '/page-data/app-data.json',
    '/page-data/stadfesting/[...]/page-data.json',
    '/page-data/en/stadfesting/[...]/page-data.json',
  ]);
  for (const page of [`/stadfesting/${code}/`, `/en/stadfesting/${code}/`]) {
    const html = await (await store(cache, page)).text();
    resourcesOf(html).forEach((resource) => resources.add(resource));
  }
  for (const resource of resources) {
    const response = await store(cache, resource);
    // A page's data names the site-wide queries it reads; they live beside it.
    if (resource.startsWith('/page-data/') && resource.endsWith('/page-data.json')) {
      const data = await response.json().catch(() => ({}));
      for (const hash of Array.isArray(data.staticQueryHashes) ? data.staticQueryHashes : []) {
        await store(cache, `/page-data/sq/d/${hash}.json`);
      }
    }
  }
  const codes = [...kept.codes.filter((other) => other !== code), code];
  for (const old of codes.splice(0, Math.max(0, codes.length - MAX_CERTIFICATES))) {
    await cache.delete(`/api/public/v1/travelcertificate/${old}/`);
    await cache.delete(`/stadfesting/${old}/`);
    await cache.delete(`/en/stadfesting/${old}/`);
  }
  await cache.put(
    OWNER_KEY,
    new Response(JSON.stringify({ owner: ownerHash, codes }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  return true;
}

/** Offline, the travel screen shows the newest certificate kept, in the screen's language. */
async function travelScreen(request, english) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CERTIFICATES);
    const { codes } = await readKept(cache);
    const newest = codes[codes.length - 1];
    if (!newest) throw error;
    return Response.redirect(`${english ? '/en' : ''}/stadfesting/${newest}/`, 302);
  }
}

/** The network first; without it, the copy kept for this device's certificate owner. */
async function certificateFirstFromNetwork(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CERTIFICATES);
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

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
    const options = { ignoreSearch: request.mode === 'navigate' };
    const cached =
      (await cache.match(request, options)) ||
      (await (await caches.open(CERTIFICATES)).match(request, options));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached =
    (await cache.match(request)) || (await (await caches.open(CERTIFICATES)).match(request));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out forgets the certificates kept, so the next person on the device never sees them.
  if (request.method === 'POST' && url.pathname === SIGN_OUT) {
    event.waitUntil(forgetCertificates());
    return;
  }
  if (request.method !== 'GET') return;
  if (CERTIFICATE_API.test(url.pathname)) {
    event.respondWith(certificateFirstFromNetwork(request));
    return;
  }
  const travel = TRAVEL_SCREEN.exec(url.pathname);
  if (travel && request.mode === 'navigate') {
    event.respondWith(travelScreen(request, Boolean(travel[1])));
    return;
  }
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
