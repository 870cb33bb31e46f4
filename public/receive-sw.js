// The installed app as a target of the system's share sheet (the manifest's share_target): the
// phone POSTs the shared files to ./receive as a form; the service worker (this script is
// imported by the generated one, before its own routes) keeps each file in Cache Storage and
// opens the app's received screen (#/received), which says what it is and offers its import.
// Plain script, no build step: it runs inside the service worker.
(function () {
  var RECEIVED = 'aiutante-received'; // src/pwa/received.ts reads it

  self.addEventListener('fetch', function (event) {
    var request = event.request;
    if (request.method !== 'POST') return;
    var scope = self.registration.scope;
    if (request.url.split('?')[0] !== new URL('receive', scope).href) return;
    event.respondWith(
      (async function () {
        try {
          var form = await request.formData();
          var files = form.getAll('files').filter(function (f) {
            return typeof f !== 'string';
          });
          var cache = await caches.open(RECEIVED);
          var stamp = Date.now();
          await Promise.all(
            files.map(function (file, i) {
              return cache.put(
                new URL('received/' + stamp + '-' + i, scope).href,
                new Response(file, { headers: { 'content-type': file.type || 'application/json', 'x-file-name': encodeURIComponent(file.name || '') } }),
              );
            }),
          );
        } catch (e) {
          // A form that cannot be read: the received screen says there is nothing to import.
        }
        return Response.redirect(new URL('./#/received', scope).href, 303);
      })(),
    );
  });
})();
