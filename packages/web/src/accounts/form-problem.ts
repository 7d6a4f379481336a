import type { FormState } from '../read-query.ts';

/** A refused form: the status to answer, the form with each field's problem, and a problem no field shows. */
export interface FormProblem {
  readonly status: number;
  readonly form: FormState;
  /** The problem no single field shows (wrong credentials, too many tries, a refused form). */
  readonly message?: string;
}
