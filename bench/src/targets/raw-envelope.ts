/** The success body of the API around what a baseline route answers (kept apart so that a CPU profile sees it). */
export function envelope(body: object, message: string, version: string): string {
  return JSON.stringify({ success: true, ...body, message, timestamp: new Date().toISOString(), version });
}
