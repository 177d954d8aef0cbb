import type { OpenApiDocument } from './openapi-document.js';
import { escapeHtml } from '../../lib/escape-html.js';

function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

/**
 * A plain page of the document: one section per tag, each operation with its sign-in, parameters
 * and body schema. No scripts and no styles, so it works under the API's `default-src 'none'`
 * policy and needs nothing from a CDN; the JSON itself is one link away for real tools.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const auth =
        operation.security.length === 0
          ? 'no sign-in'
          : operation.security.some((item) => Object.keys(item).length === 0)
            ? 'bearer token optional'
            : 'bearer token';
      const parameters = operation.parameters.length
        ? `<details><summary>Parameters</summary><ul>${operation.parameters
            .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})${json(p.schema)}</li>`)
            .join('')}</ul></details>`
        : '';
      const body = operation.requestBody
        ? `<details><summary>Body${operation.requestBody.required ? '' : ' (optional)'}</summary>${json(operation.requestBody.content['application/json'].schema)}</details>`
        : '';
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        `<article id="${escapeHtml(operation.operationId)}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3><p>${escapeHtml(operation.summary ?? '')} — <em>${auth}</em></p>${parameters}${body}</article>`,
      ]);
    }
  }
  const sections = [...byTag].map(([tag, items]) => `<section><h2>${escapeHtml(tag)}</h2>${items.join('\n')}</section>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.info.title)}</title></head>
<body><main><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1><p>${escapeHtml(document.info.description)} <a href="openapi.json">openapi.json</a> · errors: ${json(document.components.schemas.ApiError)}</p>
${sections}</main></body></html>`;
}
