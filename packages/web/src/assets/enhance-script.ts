// The pages' only script, and only a nicety: the theme switch (system, dark, light), remembered in localStorage. Every
// page reads and works without it; the switch button stays hidden until this script shows it.

export const THEME_STORAGE_KEY = 'bankdir-theme';

export const ENHANCE_SCRIPT = `(function () {
  var key = ${JSON.stringify(THEME_STORAGE_KEY)};
  var button = document.getElementById('theme-switch');
  if (!button) return;
  var order = ['system', 'dark', 'light'];
  function current() {
    try { var saved = localStorage.getItem(key); return saved === 'dark' || saved === 'light' ? saved : 'system'; }
    catch (e) { return 'system'; }
  }
  function show(theme) {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    button.textContent = 'Theme: ' + theme;
  }
  button.hidden = false;
  show(current());
  button.addEventListener('click', function () {
    var next = order[(order.indexOf(current()) + 1) % order.length];
    try { if (next === 'system') localStorage.removeItem(key); else localStorage.setItem(key, next); } catch (e) {}
    show(next);
  });
})();
`;

/** Run in <head> (with the request's nonce) so that a remembered theme applies before the first paint. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
