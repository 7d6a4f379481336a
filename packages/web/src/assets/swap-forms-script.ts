import { STATUS_ATTRIBUTE, SWAP_ATTRIBUTE } from './enhance-hooks.ts';

// Forms inside a swappable region (a bank's scores and votes, its stories) post with fetch instead of loading a page:
// the answer is the page the form leads to, whose region of the same id replaces this one; keyboard focus goes to the
// equivalent button and the status region announces the change. Any failure submits the form as without JavaScript.

export const SWAP_FORMS_SCRIPT = `function swapForms(announce) {
  function nameOf(element) {
    return (element.getAttribute('aria-label') || element.textContent || '').replace(/\\s+/g, ' ').trim();
  }
  // The button with the same name in the same box (a category's votes, a story's buttons), else that box's first.
  function equivalent(region, boxId, name) {
    var box = (boxId && region.querySelector('#' + CSS.escape(boxId))) || region;
    var buttons = box.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i += 1) if (nameOf(buttons[i]) === name) return buttons[i];
    return buttons[0] || box;
  }
  var busy = false;
  document.addEventListener('submit', function (event) {
    var form = event.target;
    var region = form.closest('[${SWAP_ATTRIBUTE}]');
    if (!region || !region.id || form.method !== 'post' || form.hasAttribute('data-plain')) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    var submitter = event.submitter;
    var body = new URLSearchParams(new FormData(form));
    if (submitter && submitter.name) body.append(submitter.name, submitter.value);
    var box = submitter && submitter.closest('[id]');
    var boxId = box && box !== region && region.contains(box) ? box.id : '';
    var name = submitter ? nameOf(submitter) : '';
    region.setAttribute('aria-busy', 'true');
    fetch(form.action, { method: 'POST', body: body, redirect: 'follow', credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('answered ' + response.status);
        return response.text();
      })
      .then(function (text) {
        var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById(region.id);
        if (!fresh) throw new Error('the answer has no #' + region.id);
        region.replaceWith(fresh);
        busy = false;
        var target = equivalent(fresh, boxId, name);
        if (!target.matches('button')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        var described = target.closest('[${STATUS_ATTRIBUTE}]');
        announce(described ? described.getAttribute('${STATUS_ATTRIBUTE}') : 'Done: ' + name + '.');
      })
      .catch(function () {
        // As without JavaScript: the browser posts the form and shows the page it answers.
        busy = false;
        region.removeAttribute('aria-busy');
        form.setAttribute('data-plain', '');
        if (submitter) form.requestSubmit(submitter);
        else form.requestSubmit();
      });
  });
}`;
