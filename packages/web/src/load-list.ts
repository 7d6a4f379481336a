import { type FormState, problemsOf, type ReadQuery } from './read-query.ts';

/**
 * Loads a list page once its filters are read: the page, or the form with the problems the directory found (a cursor
 * that names no item), never an error page for what the visitor can fix.
 */
export async function loadList<TOptions, TPage>(
  read: ReadQuery<TOptions>,
  load: (options: TOptions) => Promise<TPage>,
): Promise<{ form: FormState; page: TPage | undefined }> {
  if (!read.ok) return { form: read.form, page: undefined };
  try {
    return { form: read.form, page: await load(read.options) };
  } catch (error) {
    const problems = problemsOf(error);
    if (!problems) throw error;
    return { form: { values: read.form.values, problems }, page: undefined };
  }
}

/** A list page answers 400 while its form has problems. */
export const statusOf = (form: FormState) => (form.problems.size > 0 ? 400 : 200);
