// The workspace's import boundaries as zones for import-x/no-restricted-paths:
// features never import other features of their app, an app's lower layers (src/components,
// src/lib, src/api) never import its features or pages, apps never import other apps,
// shared packages and the backend never import apps.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

export const FRONT_END_APPS = ['host', 'remote-booking', 'remote-account', 'remote-wallet', 'remote-trainer', 'remote-kiosk'];

/** The folders of an app that features and pages build on: they depend on neither. */
export const LOWER_LAYERS = ['components', 'lib', 'api'];

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
    // Every app gets these zones, folder or not yet: a new src/lib is bound from its first file.
    for (const layer of LOWER_LAYERS) {
      zones.push({
        target: `./${app}/src/${layer}`,
        from: [`./${app}/src/features`, `./${app}/src/pages`],
        message: `src/${layer} sits below features and pages and never imports them: take what it needs as a parameter or prop, or move the shared part down into src/components or src/lib.`,
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
