// Runs before first paint: sets the `dark` class from the stored choice (`ascend-theme`) or the OS.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('ascend-theme');
  } catch (e) {
    /* storage blocked: follow the system */
  }
  var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
