// Runs before first paint (an external file: the CSP forbids inline scripts).
(function () {
  var html = document.documentElement;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null; // storage blocked
    }
  }

  // The theme: the `dark` class from the stored choice (`ascend-theme`) or the OS.
  var theme = stored('ascend-theme');
  if (theme !== 'light' && theme !== 'dark') theme = 'system';
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  html.classList.toggle('dark', dark);
  html.style.colorScheme = dark ? 'dark' : 'light';

  // A prerendered page (`data-prerendered="<language>"`) shows an anonymous visitor in one language. Someone who
  // would see another language, or whose session is being restored, must not glimpse it: hide it
  // until the app renders theirs (src/main.tsx decides the same way and shows the page again).
  var prerendered = html.getAttribute('data-prerendered');
  if (!prerendered) return;
  // The language as i18next detects it: ?lng=, then `i18nextLng`, then the browser's (en, es).
  var supported = { en: true, es: true };
  function base(code) {
    var language = String(code || '')
      .split('-')[0]
      .toLowerCase();
    return supported[language] ? language : null;
  }
  var query = new URLSearchParams(location.search);
  var candidates = [query.get('lng'), stored('i18nextLng')].concat(navigator.languages || []);
  candidates.push(navigator.language);
  var language = 'en';
  for (var i = 0; i < candidates.length; i++) {
    if (base(candidates[i])) {
      language = base(candidates[i]);
      break;
    }
  }
  // Auth state to restore: a stored session or a sign-in callback (src/lib/auth/auth-client.ts).
  var fragment = new URLSearchParams(location.hash.slice(1));
  var restoring =
    Boolean(stored('ascend-auth-token')) ||
    query.has('code') ||
    query.has('error_description') ||
    fragment.has('access_token') ||
    fragment.has('error_description');
  if (language !== prerendered || restoring) html.setAttribute('data-client-render', '');
})();
