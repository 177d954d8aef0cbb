// Font files are emitted by the bundler (an `asset/resource` rule in @venue/federation's webpack
// configuration) and imported as their public URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
