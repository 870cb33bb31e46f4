// npm start: installs what is missing, builds the app and serves the production build locally.
import { ensureDependencies, must, run, freePort } from './lib.mjs';

ensureDependencies();
console.log('→ Building Aiutante…');
must('npm', ['run', 'build']);
const port = await freePort(Number(process.env.PORT) || 4173);
console.log(`\n✓ Aiutante is being served at http://localhost:${port}/  (Ctrl+C to stop)\n`);
process.exit(run('npx', ['vite', 'preview', '--host', process.env.HOST || '127.0.0.1', '--port', String(port), '--strictPort']));
