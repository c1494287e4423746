// Issue 30, finding 7: the Temporal Web UI of docker-compose.yml was published on every interface with
// write actions on, so anyone who reached the host could terminate a delivery workflow. Not run in
// Docker here (no engine on this machine): the file itself is what is checked.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';

interface Service {
  ports?: string[];
  environment?: Record<string, string>;
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service> };

test('the Temporal UI listens on 127.0.0.1 only, read-only by default, with OIDC sign-in ready to switch on', () => {
  const ui = compose.services['temporal-ui'] as Service;
  expect(ui.ports).toEqual(['127.0.0.1:8233:8080']);
  // ${VAR:-default}: an operator may override, the default is what an unconfigured `up` gets.
  const defaultOf = (name: string): string | undefined =>
    /:-([^}]*)\}$/.exec(ui.environment?.[name] ?? '')?.[1];
  expect(defaultOf('TEMPORAL_DISABLE_WRITE_ACTIONS')).toBe('true');
  expect(defaultOf('TEMPORAL_AUTH_ENABLED')).toBe('false');
  for (const name of [
    'TEMPORAL_AUTH_PROVIDER_URL',
    'TEMPORAL_AUTH_CLIENT_ID',
    'TEMPORAL_AUTH_CLIENT_SECRET',
    'TEMPORAL_AUTH_CALLBACK_URL',
  ]) {
    expect(ui.environment).toHaveProperty(name);
  }
  // Nothing else of Temporal's is published: its frontend (7233) has no sign-in of its own.
  for (const [name, service] of Object.entries(compose.services)) {
    if (name.startsWith('temporal')) {
      for (const port of service.ports ?? [])
        expect([name, port]).toEqual([name, expect.stringMatching(/^127\.0\.0\.1:/)]);
    }
  }
});
