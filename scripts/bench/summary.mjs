// The bench's closing table: each row what was measured, its goal, and whether it is met.

/** The rows, in the order they are added. */
export function createSummary() {
  const rows = [];
  return {
    /** `met`: true or false against the goal; null when there is no goal or nothing was measured. */
    add(row, measured, goal = '-', met = null) {
      rows.push({ row, measured, goal, met });
    },
    /** A row that could not be measured, with the reason. */
    notMeasured(row, goal, reason) {
      const short = reason.length > 110 ? `${reason.slice(0, 107)}...` : reason;
      rows.push({ row, measured: `not measured: ${short}`, goal, met: null });
    },
    print() {
      const cells = rows.map(({ row, measured, goal, met }) => [row, measured, goal, met === null ? '-' : met ? 'met' : 'NOT MET']);
      const header = ['row', 'measured', 'goal', 'met'];
      const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
      const line = (values) => `  ${values.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd()}`;
      console.log(['', 'Summary', line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n'));
    },
  };
}

export const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const perSecond = (value) => `${value.toFixed(0)} req/s`;
export const percent = (value) => `${(value * 100).toFixed(0)} %`;
export const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
