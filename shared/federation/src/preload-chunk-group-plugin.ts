import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Adds `<link rel="preload" as="script">` to index.html for every script of the named chunk
 * groups (`import(/* webpackChunkName: "bootstrap" *\/ …)`). Chunks the entry always imports at
 * once otherwise start downloading only after the entry itself has arrived and run: preloaded,
 * they download beside it, one round trip earlier.
 */
export class PreloadChunkGroupPlugin {
  constructor(private readonly groupNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PreloadChunkGroupPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PreloadChunkGroupPlugin.name, (data) => {
        for (const name of this.groupNames) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) {
            compilation.errors.push(new compiler.webpack.WebpackError(`PreloadChunkGroupPlugin: no chunk group named "${name}"`));
            continue;
          }
          const scripts = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
          for (const file of scripts) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
            );
          }
        }
        return data;
      });
    });
  }
}
