// The workspace's import boundaries as zones for import-x/no-restricted-paths:
// features never import other features of their app, apps never import other apps,
// shared packages and the backend never import apps.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

export const FRONT_END_APPS = ['host', 'remote-booking', 'remote-account', 'remote-wallet', 'remote-trainer', 'remote-kiosk'];

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** @returns {{ target: string, from: string | string[], except?: string[], message: string }[]} */
export function importBoundaryZones(root = repoRoot) {
  const zones = [];
  for (const app of FRONT_END_APPS) {
    const featuresDir = join(root, app, 'src', 'features');
    for (const feature of subfolders(featuresDir)) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'Features never import other features: move what both need to src/components or src/lib, or compose them in src/pages.',
      });
    }
    zones.push({
      target: `./${app}`,
      from: FRONT_END_APPS.filter((other) => other !== app).map((other) => `./${other}`),
      message: 'Apps never import other apps: share through a package in shared/.',
    });
  }
  zones.push(
    { target: './shared', from: FRONT_END_APPS.map((app) => `./${app}`), message: 'Shared packages never import apps.' },
    { target: './backend', from: FRONT_END_APPS.map((app) => `./${app}`), message: 'The backend never imports apps.' },
  );
  return zones;
}
