import { SEARCH_AS_YOU_TYPE_SCRIPT } from './search-as-you-type-script.ts';
import { SWAP_FORMS_SCRIPT } from './swap-forms-script.ts';

// The pages' only script, and only niceties: the theme switch (system, dark, light), remembered in localStorage; votes
// and thumbs-ups without a page load; search as you type. Every page reads and works without it; the switch button
// stays hidden until this script shows it.

export const THEME_STORAGE_KEY = 'bankdir-theme';

const THEME_SWITCH_SCRIPT = `function themeSwitch() {
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
}`;

// One polite status region for what changed without a page load; emptied first so that the same words are read again.
const ANNOUNCER_SCRIPT = `function announcer() {
  var region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  document.body.appendChild(region);
  return function (text) {
    region.textContent = '';
    setTimeout(function () { region.textContent = text; }, 100);
  };
}`;

export const ENHANCE_SCRIPT = `(function () {
${THEME_SWITCH_SCRIPT}
${ANNOUNCER_SCRIPT}
${SWAP_FORMS_SCRIPT}
${SEARCH_AS_YOU_TYPE_SCRIPT}
  themeSwitch();
  var announce = announcer();
  swapForms(announce);
  searchAsYouType(announce);
})();
`;

/**
 * Run in <head> (with the request's nonce) so that a remembered theme applies before the first paint; data-script on
 * <html> lets the stylesheet keep the theme switch's place while the deferred script has not shown it yet.
 */
export const THEME_BOOT_SCRIPT = `document.documentElement.dataset.script='on';try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
