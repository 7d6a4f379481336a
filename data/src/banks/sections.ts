/** Joins `[heading, text]` pairs into the `## ` Markdown sections a description is made of. */
export function sections(...parts: Array<[heading: string, text: string]>): string {
  return parts.map(([heading, text]) => `## ${heading}\n\n${text}`).join('\n\n');
}
