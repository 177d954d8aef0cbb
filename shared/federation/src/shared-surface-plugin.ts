import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Compiler } from 'webpack';
import { SHARED_SURFACES, installedPackageDir, type SharedSurface } from './create-shared-config';

type ExportTarget = string | { readonly default?: string };

interface PackageManifest {
  readonly module?: string;
  readonly exports?: { readonly '.'?: string | { readonly module?: ExportTarget; readonly import?: ExportTarget } };
}

const targetPath = (target: ExportTarget | undefined) => (typeof target === 'object' ? target.default : target);

/** The ES module entry of an installed package: the one webpack can tree-shake. */
export function esmEntryOf(fromDir: string, name: string): string {
  const dir = installedPackageDir(fromDir, name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
  const root = manifest.exports?.['.'];
  const entry = typeof root === 'string' ? root : (targetPath(root?.module) ?? targetPath(root?.import) ?? manifest.module);
  if (!entry) throw new Error(`${name} has no ES module entry`);
  return join(dir, entry);
}

/**
 * A surface file may re-export part of the very package it is shared as (`react-i18next`). Its
 * own import of that package must reach the package, not the shared module it provides:
 * this plugin points that one request at the package's ES module entry, before federation
 * would turn it into a shared-module lookup of itself.
 */
export class SharedSurfacePlugin {
  apply(compiler: Compiler): void {
    // Only a surface re-exporting the very name it is shared under needs the redirect.
    const surfaces = Object.entries(SHARED_SURFACES) as [string, SharedSurface][];
    const redirected = new Map(
      surfaces.filter(([name, surface]) => surface.source === name).map(([name, surface]) => [surface.path, name]),
    );
    const targets = new Map<string, string>();
    compiler.hooks.normalModuleFactory.tap(SharedSurfacePlugin.name, (factory) => {
      factory.hooks.beforeResolve.tap(SharedSurfacePlugin.name, (data) => {
        const issuer = data.contextInfo.issuer;
        const name = redirected.get(issuer);
        if (!name || data.request !== name) return;
        let target = targets.get(name);
        if (!target) targets.set(name, (target = esmEntryOf(dirname(issuer), name)));
        data.request = target;
      });
    });
  }
}
