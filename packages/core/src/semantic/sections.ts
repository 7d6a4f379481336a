/** One section of a bank description. */
export interface DescriptionSection {
  title: string;
  text: string;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;

/**
 * Splits a Markdown description at its headings (docs/api-contract.md): each heading starts a section titled with the heading's
 * text; text before the first heading is a section titled with the bank's name. Sections with no text are dropped.
 */
export function splitSections(bankName: string, markdown: string): DescriptionSection[] {
  const sections: DescriptionSection[] = [];
  let title = bankName;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text !== '') sections.push({ title, text });
  };
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading) {
      flush();
      title = heading[2] ?? title;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

/** The text of a section as a match shows it: at most 500 characters, cut at a word where possible. */
export function excerpt(text: string, max = 500): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
