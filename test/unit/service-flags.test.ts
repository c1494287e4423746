// The service runs with the same Node flags however it is started: `npm start`, the CLI, the image, and
// the scripts that start it as a process of its own (benchmarks, kill and fault scripts). A flag that
// changes memory or speed (scripts/lib/service-process.ts says why each is there) measured in one and
// missing in another would make a benchmark's figures someone else's.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { SERVICE_NODE_FLAGS } from '../../scripts/lib/service-process.js';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

test.each(['start', 'cli', 'bench:statements'])('npm run %s runs node with the service flags', (name) => {
  expect(scripts[name]).toMatch(new RegExp(`^node ${SERVICE_NODE_FLAGS.join(' ')} --import tsx `));
});

test('the image runs dist/main.js with the service flags', () => {
  const cmd = readFileSync('Dockerfile', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('CMD '))
    .at(-1);
  expect(cmd).toBe(
    `CMD ${JSON.stringify(['node', ...SERVICE_NODE_FLAGS, 'dist/main.js']).replaceAll(',', ', ')}`,
  );
});
