import { createHash } from 'node:crypto';

/** The id of the JSON list of the scripts a paint-first document starts after its first paint. */
export const PAINT_FIRST_LIST_ID = 'paint-first-scripts';

/**
 * The inline script of a paint-first document (decision 037). Constant text, so one CSP hash
 * allows it in every build; the scripts it starts come from the JSON list beside it. A hidden tab
 * (opened in the background) paints nothing, so it starts them at once.
 */
export const PAINT_FIRST_LOADER =
  `(function(){var d=document,n=JSON.parse(d.getElementById('${PAINT_FIRST_LIST_ID}').textContent);` +
  `function go(){n.preload.forEach(function(u){var e=d.createElement('link');e.rel='preload';e.as='script';e.href=u;d.head.appendChild(e)});` +
  `n.scripts.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})}` +
  `d.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The loader's `script-src` source: the host's Content-Security-Policy lists it (docker-compose.yml). */
export const PAINT_FIRST_LOADER_CSP = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;
