// npm start: installs what is missing, builds the app when the build in dist/ is missing or
// older than its sources (`npm start -- --rebuild` builds anyway), and serves the production
// build locally.
import { buildState, ensureDependencies, must, run, freePort } from './lib.mjs';

ensureDependencies();
const build = process.argv.includes('--rebuild') ? { current: false, why: 'asked with --rebuild' } : buildState();
if (build.current) {
  console.log('→ The build in dist/ is current (newer than every source): serving it without building.');
} else {
  console.log(`→ Building Aiutante (${build.why})…`);
  must('npm', ['run', 'build']);
}
const port = await freePort(Number(process.env.PORT) || 4173);
console.log(`\n✓ Aiutante is being served at http://localhost:${port}/  (Ctrl+C to stop)\n`);
process.exit(run('npx', ['vite', 'preview', '--host', process.env.HOST || '127.0.0.1', '--port', String(port), '--strictPort']));
