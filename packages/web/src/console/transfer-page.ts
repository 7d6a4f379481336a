import { type ImportPlan, problemText } from '@bankdir/core/transfer';
import { CSRF_FIELD, type WebSession } from '@bankdir/server';
import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { formatCount } from '../format.ts';
import { selectField, textField } from '../forms.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import { doneMessage } from './done-messages.ts';
import { requireOperator } from './operator-session.ts';

/** The formats a file is imported from, by its name's extension unless chosen. */
export const IMPORT_FORMATS = [
  ['', 'From the file name (.jsonl, .csv, .json)'],
  ['jsonl', 'JSON Lines'],
  ['csv', 'CSV'],
  ['json', 'JSON array'],
] as const;

/** GET /admin/transfer: export the banks as a file, and import one (a preview first). */
export function transferPage({ session, ctx }: PageRequest, problem?: FormProblem): PageContent {
  const operator = requireOperator(session);
  const form: FormState = problem?.form ?? { values: {}, problems: new Map() };
  return consolePage({
    status: problem?.status ?? 200,
    title: 'Import and export',
    canonical: '/admin/transfer',
    section: '/admin/transfer',
    done: doneMessage(ctx),
    main: html`<section aria-labelledby="export"><h2 id="export">Export</h2><p>Every bank, in the formats <code>bankdir import</code> and this page read: <a href="/admin/export.jsonl" download>banks.jsonl (JSON Lines)</a> · <a href="/admin/export.csv" download>banks.csv</a></p></section><section aria-labelledby="import"><h2 id="import">Import</h2><p>The file's banks are matched to the directory's (by id, else by country and website). You see what would change before anything does; a file with problems changes nothing.</p>${formAlert(
      problem?.message,
    )}<form method="post" action="/admin/import" enctype="multipart/form-data" class="stacked" aria-label="Preview an import"><input type="hidden" name="${CSRF_FIELD}" value="${operator.csrfToken}"><div class="field"><label for="field-file">File to import</label><input id="field-file" name="file" type="file" accept=".jsonl,.ndjson,.csv,.json" required${
      form.problems.get('file') ? html` aria-invalid="true" aria-describedby="field-file-problem"` : ''
    }>${form.problems.get('file') ? html`<p class="problem" id="field-file-problem">${form.problems.get('file')}</p>` : ''}</div>${selectField(
      { name: 'format', label: 'Format', form, choices: IMPORT_FORMATS },
    )}<div class="field"><label><input type="checkbox" name="prune" value="true"${form.values.prune === 'true' ? html` checked` : ''}> Remove the banks the file does not hold</label></div>${textField(
      { name: 'reason', label: 'Reason, for the audit trail (optional)', form },
    )}<div class="field"><button type="submit">Preview the import</button></div></form></section>`,
  });
}

/** What the preview's confirm form sends back: the file's text and the choices it was previewed with. */
export interface PreviewedImport {
  readonly filename: string;
  readonly text: string;
  readonly format: string;
  readonly prune: boolean;
  readonly reason: string;
}

/** POST /admin/import: the dry run: new, changed, unchanged and removed banks, every problem with its line, then confirm. */
export function importPreviewPage(session: WebSession | null, plan: ImportPlan, upload: PreviewedImport): PageContent {
  const operator = requireOperator(session);
  const count = plan.problems.length;
  const planned = (
    banks: readonly { id: string; row: { name: string }; line: number }[],
    caption: string,
    extra?: (index: number) => Html,
  ) =>
    banks.length === 0
      ? ''
      : consoleTable(
          caption,
          ['Line', 'Bank', 'Id', ...(extra ? ['Fields that change'] : [])],
          banks.map(
            (bank, index) =>
              html`<tr><td>${bank.line}</td><td>${bank.row.name}</td><td><code>${bank.id}</code></td>${extra ? html`<td>${extra(index)}</td>` : ''}</tr>`,
          ),
        );
  const totals = html`<ul class="totals"><li><strong>${formatCount(plan.create.length)}</strong> new</li><li><strong>${formatCount(
    plan.update.length,
  )}</strong> changed</li><li><strong>${formatCount(plan.unchanged.length)}</strong> unchanged</li><li><strong>${formatCount(
    plan.remove.length,
  )}</strong> removed</li></ul>`;
  const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;
  return consolePage({
    status: count > 0 ? 400 : 200,
    title: `Import ${upload.filename}: preview`,
    canonical: '/admin/import',
    section: '/admin/transfer',
    main: html`${
      count > 0
        ? html`<div class="alert" role="alert"><p><strong>The file has ${count === 1 ? 'one problem' : `${formatCount(count)} problems`}</strong>; nothing can be imported until it is fixed.</p><ul>${plan.problems.map(
            (problem) => html`<li>${problemText(problem)}</li>`,
          )}</ul></div>`
        : html`<p class="note" role="status">Nothing has changed yet. Confirm to apply all of it at once, or go back.</p>`
    }${totals}${planned(plan.create, 'New banks')}${planned(plan.update, 'Changed banks', (index) => html`${plan.update[index]!.changed.join(', ')}`)}${
      plan.remove.length === 0
        ? ''
        : consoleTable(
            'Banks removed',
            ['Bank', 'Id'],
            plan.remove.map((bank) => html`<tr><td>${bank.name}</td><td><code>${bank.id}</code></td></tr>`),
          )
    }${
      count > 0
        ? ''
        : postForm(
            operator,
            '/admin/import/confirm',
            html`${hidden('filename', upload.filename)}${hidden('format', upload.format)}${hidden('prune', String(upload.prune))}${hidden(
              'reason',
              upload.reason,
            )}${hidden('content', upload.text)}<div class="console-actions"><button type="submit">Import ${formatCount(
              plan.create.length + plan.update.length + plan.remove.length,
            )} changes</button><a href="/admin/transfer">Back, import nothing</a></div>`,
            { label: 'Confirm the import' },
          )
    }`,
  });
}
