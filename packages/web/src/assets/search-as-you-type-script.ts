import { SEARCH_FIELD_ID, SEARCH_RESULTS_ID, STATUS_ATTRIBUTE } from './enhance-hooks.ts';

// Search as you type on /search: once typing pauses with at least two characters, the page of those words is fetched
// and its results replace these, the address follows (so it stays a bookmark) and the status region says how many
// banks match. A newer request cancels an older one; Enter still submits the form as without JavaScript.

/** How long typing must pause before the search runs, in milliseconds. */
export const TYPING_PAUSE_MS = 300;
/** The fewest characters a search as you type runs with. */
export const SHORTEST_SEARCH = 2;

export const SEARCH_AS_YOU_TYPE_SCRIPT = `function searchAsYouType(announce) {
  var field = document.getElementById('${SEARCH_FIELD_ID}');
  if (!field || !field.form || !document.getElementById('${SEARCH_RESULTS_ID}')) return;
  var timer;
  var controller;
  field.addEventListener('input', function () {
    clearTimeout(timer);
    if (controller) controller.abort();
    var words = field.value.trim();
    if (words.length < ${SHORTEST_SEARCH}) return;
    timer = setTimeout(function () {
      controller = new AbortController();
      var address = new URL(field.form.action);
      address.search = new URLSearchParams({ q: words }).toString();
      fetch(address, { signal: controller.signal, credentials: 'same-origin' })
        .then(function (response) {
          if (!response.ok) throw new Error('answered ' + response.status);
          return response.text();
        })
        .then(function (text) {
          var page = new DOMParser().parseFromString(text, 'text/html');
          var fresh = page.getElementById('${SEARCH_RESULTS_ID}');
          if (!fresh) return;
          document.getElementById('${SEARCH_RESULTS_ID}').replaceWith(fresh);
          document.title = page.title;
          history.replaceState(null, '', address.pathname + address.search);
          announce(fresh.getAttribute('${STATUS_ATTRIBUTE}') || '');
        })
        // A cancelled or failed search leaves the results as they were; Enter still searches.
        .catch(function () {});
    }, ${TYPING_PAUSE_MS});
  });
}`;
