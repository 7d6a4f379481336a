// The one stylesheet of every page: light by default, dark when the system prefers it, and either one when the
// visitor picked it with the theme switch (data-theme on <html>, set before the page paints). No inline style anywhere.

export const STYLESHEET = `:root{color-scheme:light;--bg:#fff;--fg:#1b1b1f;--muted:#4d4d57;--line:#d4d4dc;--panel:#f4f5f8;--link:#0b50b0;--accent:#0b50b0;--accent-fg:#fff;--mark:#ffe58a;--mark-fg:#1b1b1f;--bad:#a4000f}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;--bg:#15171c;--fg:#ececf1;--muted:#b8b8c4;--line:#3a3d47;--panel:#1f222a;--link:#8dbbff;--accent:#8dbbff;--accent-fg:#10131a;--mark:#6b5400;--mark-fg:#fff;--bad:#ff9a9a}}
:root[data-theme=dark]{color-scheme:dark;--bg:#15171c;--fg:#ececf1;--muted:#b8b8c4;--line:#3a3d47;--panel:#1f222a;--link:#8dbbff;--accent:#8dbbff;--accent-fg:#10131a;--mark:#6b5400;--mark-fg:#fff;--bad:#ff9a9a}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
header.site{border-bottom:1px solid var(--line);background:var(--panel)}
.bar{max-width:72rem;margin:0 auto;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center}
.brand{font-weight:700;font-size:1.2rem;text-decoration:none;color:var(--fg)}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.account{margin-left:auto;display:flex;gap:.75rem;align-items:center}
form.inline{display:inline;margin:0}.vote,.actions{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center}.vote button,.actions button{padding:.2rem .5rem}button.chosen{background:var(--accent);color:var(--accent-fg)}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}form.stacked{display:flex;flex-direction:column;gap:.75rem;max-width:26rem;margin:0 0 1rem}
textarea{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:.35rem;padding:.4rem .55rem;max-width:100%}
main{max-width:72rem;margin:0 auto;padding:1rem}
footer.site{max-width:72rem;margin:2rem auto 0;padding:1rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}h2{font-size:1.3rem;margin:1.75rem 0 .75rem}
.muted{color:var(--muted)}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.card{background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:1rem}.card h2{margin-top:0}
.totals{display:flex;flex-wrap:wrap;gap:1rem 2rem;list-style:none;padding:0;margin:0}.totals strong{display:block;font-size:1.5rem}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:flex-end;background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin-bottom:1rem}
.field{display:flex;flex-direction:column;gap:.25rem;min-width:min(100%,11rem)}
.field label{font-weight:600;font-size:.9rem}
input,select,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:.35rem;padding:.4rem .55rem;max-width:100%}
button{background:var(--accent);color:var(--accent-fg);border-color:var(--accent);cursor:pointer;font-weight:600}
button.plain{background:transparent;color:var(--link);border-color:var(--line);font-weight:400}
html[data-script] #theme-switch[hidden]{display:inline-block;visibility:hidden}
.search-box{display:flex;flex-wrap:wrap;gap:.5rem}.search-box input{flex:1 1 16rem}
.problem{color:var(--bad);font-size:.9rem;margin:0}
fieldset.checkboxes{flex-flow:row wrap;gap:.3rem 1rem;border:1px solid var(--line);border-radius:.4rem;padding:.5rem .75rem;margin:0}fieldset.checkboxes legend{font-weight:600;font-size:.9rem;padding:0 .25rem}fieldset.checkboxes label{font-weight:400;display:flex;gap:.35rem;align-items:center}fieldset.checkboxes .problem{flex-basis:100%}
[aria-invalid=true]{border-color:var(--bad);border-width:2px}
.alert{border:2px solid var(--bad);border-radius:.5rem;padding:.5rem 1rem;margin:0 0 1rem}.alert p{margin:.25rem 0}
.note{border-left:4px solid var(--accent);background:var(--panel);padding:.75rem 1rem;margin:0 0 1rem}
.table-scroll{overflow-x:auto;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
ol.plain,ul.plain{list-style:none;padding:0;margin:0}
ol.plain li,ul.plain li{padding:.5rem 0;border-bottom:1px solid var(--line)}
.pager{display:flex;justify-content:space-between;gap:1rem;margin:1rem 0}
.scores meter{width:100%;min-width:6rem;height:1.1rem}
.scores td:nth-child(2){width:40%}
mark{background:var(--mark);color:var(--mark-fg);padding:0 .1em}
blockquote{margin:0;padding:0 0 0 1rem;border-left:3px solid var(--line)}
.tags{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;padding:0;margin:.25rem 0}.tags li{border:1px solid var(--line);border-radius:1rem;padding:0 .5rem;font-size:.85rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dl.facts dt{font-weight:600}dl.facts dd{margin:0}
nav.console{border-bottom:1px solid var(--line);padding:0 0 .5rem;margin:0 0 1rem}.console-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
@media (max-width:30rem){h1{font-size:1.45rem}.account{margin-left:0}th,td{padding:.35rem .4rem}}
`;
