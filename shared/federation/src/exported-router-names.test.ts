import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROUTER_SURFACE_PATH, SHARED_SURFACES } from './create-shared-config';
import { namesMissingFromSurface, surfaceNames } from './surface-imports';

const SURFACE_FILES = Object.values(SHARED_SURFACES).filter((path): path is string => Boolean(path));

test('the router surface exports the component router', () => {
  const names = surfaceNames(ROUTER_SURFACE_PATH, 'react-router');
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'Navigate', 'useNavigate', 'useLocation']) {
    assert.ok(names.has(name), name);
  }
});

test('app and shared code imports from react-router-dom only names the shared surface provides', () => {
  assert.deepEqual(
    namesMissingFromSurface('react-router-dom', ROUTER_SURFACE_PATH, 'react-router', SURFACE_FILES),
    [],
    'add these to src/runtime/react-router-dom.ts (a shared-contract change)',
  );
});
