import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { PAINT_FIRST_LIST_ID, PAINT_FIRST_LOADER } from './paint-first-loader';

type Tag = HtmlWebpackPlugin.HtmlTagObject;

const isScript = (tag: Tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
const isScriptPreload = (tag: Tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';

/**
 * In the named documents, the entry's script and the script preloads (PreloadChunkGroupPlugin)
 * leave the head: an inline loader at the end of the body starts them once the static first view
 * has been painted, instead of the preload scanner starting them while the document is parsed.
 * Register it after the plugins that add preloads, so it sees their tags.
 */
export class PaintFirstPlugin {
  constructor(private readonly filenames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PaintFirstPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PaintFirstPlugin.name, (data) => {
        if (!this.filenames.includes(data.outputName)) return data;
        const urlOf = (tag: Tag) => String(tag.attributes.src ?? tag.attributes.href);
        const tags = [...data.headTags, ...data.bodyTags];
        const list = { preload: tags.filter(isScriptPreload).map(urlOf), scripts: tags.filter(isScript).map(urlOf) };
        const stays = (tag: Tag) => !isScript(tag) && !isScriptPreload(tag);
        data.headTags = data.headTags.filter(stays);
        data.bodyTags = [
          ...data.bodyTags.filter(stays),
          // `<` escaped: the list cannot close its own element.
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: PAINT_FIRST_LIST_ID },
            JSON.stringify(list).replaceAll('<', '\\u003c'),
          ),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, PAINT_FIRST_LOADER),
        ];
        return data;
      });
      // The CSP allows the loader by the hash of its text: a minifier that rewrote it (webpack's
      // own production minimizers do) would leave the page without scripts, so the build fails.
      compilation.hooks.afterProcessAssets.tap(PaintFirstPlugin.name, () => {
        for (const filename of this.filenames) {
          const html = compilation.getAsset(filename)?.source.source().toString();
          if (html !== undefined && !html.includes(`<script>${PAINT_FIRST_LOADER}</script>`)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`PaintFirstPlugin: ${filename} does not carry the loader's exact text (minified?)`),
            );
          }
        }
      });
    });
  }
}
