import type { AuditEntry } from '@bankdir/core';
import { hrefOf, pagerLinks } from '../addresses.ts';
import { filterForm, textField } from '../forms.ts';
import { pagerNav } from '../fragments.ts';
import { type Html, html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { problemsOf, queryValues } from '../read-query.ts';
import type { PageRequest } from '../web-context.ts';
import { auditChange } from './audit-change.ts';
import { consolePage, consoleTable } from './console-frame.ts';
import { requireOperator } from './operator-session.ts';

const FIELDS = ['actorId', 'action', 'since', 'until'] as const;

/** GET /admin/audit: every operator action, newest first, filtered by operator, kind of action and time, paged. */
export async function auditPage({ directory, ctx, session }: PageRequest): Promise<PageContent> {
  requireOperator(session);
  const values = queryValues(ctx, [...FIELDS, 'starting_after', 'ending_before']);
  let entries: readonly AuditEntry[] | undefined;
  let pager = {};
  let problems = new Map<string, string>();
  try {
    const page = await directory.admin.audit.list({
      limit: 25,
      ...(values.actorId !== undefined && { actorId: values.actorId }),
      ...(values.action !== undefined && { action: values.action }),
      ...(values.since !== undefined && { since: values.since }),
      ...(values.until !== undefined && { until: values.until }),
      ...(values.starting_after !== undefined && { startingAfter: values.starting_after }),
      ...(values.ending_before !== undefined && { endingBefore: values.ending_before }),
    });
    entries = page.data;
    pager = pagerLinks('/admin/audit', values, page.pagination);
  } catch (error) {
    problems = problemsOf(error) ?? rethrow(error);
  }
  const form = { values, problems };
  return consolePage({
    status: problems.size > 0 ? 400 : 200,
    title: 'Audit trail',
    canonical: hrefOf('/admin/audit', values),
    section: '/admin/audit',
    pager,
    main: html`${filterForm('/admin/audit', 'Filter the audit trail', form, FIELDS, [
      textField({ name: 'actorId', label: 'Operator (account id or CLI name)', form }),
      textField({ name: 'action', label: 'Action (e.g. bank, story.hide)', form }),
      textField({ name: 'since', label: 'Since (ISO 8601 time)', form }),
      textField({ name: 'until', label: 'Until (ISO 8601 time)', form }),
    ])}${entries ? auditTable(entries) : ''}${pagerNav(pager)}`,
  });
}

/** Audit entries as a table: when, who, what, on what, why, and the values before and after. */
export function auditTable(entries: readonly AuditEntry[]): Html {
  if (entries.length === 0) return html`<p>No entries.</p>`;
  return consoleTable(
    'Operator actions, newest first',
    ['When', 'Operator', 'Action', 'Subject', 'Reason', 'Before → after'],
    entries.map(
      (entry) =>
        html`<tr><td><time datetime="${entry.at}">${entry.at.slice(0, 19).replace('T', ' ')}</time></td><td>${
          entry.actor.name ?? entry.actor.id
        } <span class="muted">(${entry.actor.kind} <code>${entry.actor.id}</code>)</span></td><td><code>${entry.action}</code></td><td>${
          entry.subject ? html`${entry.subject.type} <code>${entry.subject.id}</code>` : '–'
        }</td><td>${entry.reason ?? ''}</td><td>${auditChange(entry.before, entry.after)}</td></tr>`,
    ),
  );
}

function rethrow(error: unknown): never {
  throw error;
}
