// The ESLint formatter of `npm test`'s lint stage: prints ESLint's usual report and writes the
// counts the summary reads (each file linted is one test: clean, or not) to $LINT_COUNTS.
import { writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

export default async function format(results, context) {
  const failed = results.filter((r) => r.errorCount + r.warningCount > 0).length;
  if (process.env.LINT_COUNTS) writeFileSync(process.env.LINT_COUNTS, JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed }));
  const stylish = await new ESLint().loadFormatter('stylish');
  const report = await stylish.format(results, context);
  return report || `${results.length} files, no problems.`;
}
