/** One bar group of the chart: a label and the ratios measured for it (e.g. both orders, with and without a filter). */
export interface ChartGroup {
  label: string;
  ratios: readonly number[];
}

export interface ChartOptions {
  title: string;
  /** A dashed line drawn at this ratio. */
  target: number;
  /** What the bar shows, for the legend. */
  subtitle: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A bar chart as SVG text, one bar per group: the bar reaches the group's highest ratio, a tick marks its median, a
 * dashed line the target; bars over the target are drawn in another colour. Plain SVG, so no browser is needed.
 */
export function ratioChart(groups: readonly ChartGroup[], options: ChartOptions): string {
  const barWidth = 12;
  const gap = 4;
  const left = 48;
  const top = 48;
  const plotHeight = 260;
  const labelSpace = 170;
  const width = left + groups.length * (barWidth + gap) + 24;
  const height = top + plotHeight + labelSpace;
  const highest = Math.max(options.target * 1.2, ...groups.flatMap((group) => group.ratios));
  const max = Math.ceil(highest * 2) / 2;
  const y = (ratio: number) => top + plotHeight - (ratio / max) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${left}" y="20" font-size="14" font-weight="bold">${escapeXml(options.title)}</text>`,
    `<text x="${left}" y="37" fill="#555">${escapeXml(options.subtitle)}</text>`,
  ];
  for (let tick = 0; tick <= max + 1e-9; tick += 0.5) {
    parts.push(
      `<line x1="${left}" x2="${width - 16}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e5e5e5"/>`,
      `<text x="${left - 6}" y="${y(tick) + 4}" text-anchor="end" fill="#555">${tick.toFixed(1)}</text>`,
    );
  }
  groups.forEach((group, index) => {
    const x = left + 8 + index * (barWidth + gap);
    const worst = Math.max(...group.ratios);
    const sorted = [...group.ratios].sort((a, b) => a - b);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    const colour = worst > options.target ? '#d9534f' : '#4a7ebb';
    parts.push(
      `<rect x="${x}" y="${y(worst)}" width="${barWidth}" height="${y(0) - y(worst)}" fill="${colour}"><title>${escapeXml(group.label)}: highest ${worst.toFixed(2)}, median ${middle.toFixed(2)}</title></rect>`,
      `<line x1="${x}" x2="${x + barWidth}" y1="${y(middle)}" y2="${y(middle)}" stroke="black" stroke-width="2"/>`,
      `<text transform="translate(${x + barWidth / 2 + 3},${y(0) + 6}) rotate(90)" fill="#333">${escapeXml(group.label)}</text>`,
    );
  });
  parts.push(
    `<line x1="${left}" x2="${width - 16}" y1="${y(options.target)}" y2="${y(options.target)}" stroke="#d9534f" stroke-dasharray="6 4"/>`,
    `<text x="${width - 18}" y="${y(options.target) - 4}" text-anchor="end" fill="#d9534f">target ${options.target}</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
