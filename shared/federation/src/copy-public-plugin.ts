import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Compiler } from 'webpack';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Emits every file of an app's `public/` folder unchanged at the same place in the output. */
export class CopyPublicPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CopyPublicPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: CopyPublicPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.publicDir)) return;
        compilation.contextDependencies.add(this.publicDir);
        for (const file of listFiles(this.publicDir)) {
          const name = relative(this.publicDir, file).split(sep).join('/');
          compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}
