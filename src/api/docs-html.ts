// GET /docs: the OpenAPI document rendered server-side as one self-contained page (issue 13). Built with
// the dashboard's escaping template (every value escaped unless it is markup we made), styled inline by
// hash, no script, nothing from another origin; readable on a 360 px wide phone.
import { createHash } from 'node:crypto';
import type { oas31 } from 'zod-openapi';
import { html, trusted, type Html, type Renderable } from './dashboard/html.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f6f7f9}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.6rem;margin:.4em 0}h2{font-size:1.3rem;margin:1.6em 0 .4em;border-bottom:1px solid #d8dde3}
h3{font-size:1.05rem;margin:0;word-break:break-all}h4{font-size:.95rem;margin:1em 0 .3em}
nav ul{padding-left:1.2em;margin:.2em 0}nav li{word-break:break-all}
section.op,section.schema{background:#fff;border:1px solid #d8dde3;border-radius:8px;padding:12px;margin:12px 0}
.m{display:inline-block;min-width:4.2em;font:600 .8rem/1.6 ui-monospace,monospace;text-transform:uppercase;border-radius:4px;padding:0 6px;margin-right:6px;color:#fff;background:#4a5561;text-align:center}
.m-get{background:#1f6feb}.m-post{background:#1a7f37}.m-patch{background:#9a6700}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
pre{background:#0f1419;color:#e6edf3;padding:10px;border-radius:6px;overflow-x:auto;white-space:pre}
.tw{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.88rem}
th,td{text-align:left;vertical-align:top;border-top:1px solid #e3e7ec;padding:4px 6px}
td code{word-break:break-all}.muted{color:#57606a}.req{color:#cf222e;font-size:.8rem}
a{color:#0a58ca}
`.trim();

/**
 * The element exactly as served: the CSP hash covers the style's text byte for byte, so the page must not
 * add so much as a space around it (a formatter re-indenting a template once broke the hash, issue 31).
 */
const STYLE_ELEMENT = trusted(`<style>${STYLE}</style>`);

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Nothing but the page's own inline style, by hash: no script, no other origin, never framed. */
export const DOCS_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Schema = oas31.SchemaObject | oas31.ReferenceObject;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isRef = (s: unknown): s is oas31.ReferenceObject => typeof s === 'object' && s !== null && '$ref' in s;
const refName = (ref: string): string => ref.split('/').pop() ?? ref;
const anchor = (kind: string, name: string): string => `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const opAnchor = (method: string, path: string): string => anchor('op', `${method}${path}`);

/** One line saying what a schema is: its type and constraints, a link to a named one. */
function typeOf(s: Schema | undefined): Html {
  if (s === undefined) return html`any`;
  if (isRef(s)) {
    const name = refName(s.$ref);
    return html`<a href="#${anchor('schema', name)}">${name}</a>`;
  }
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    return html`${alternatives.map((a, i) => html`${i > 0 ? ' | ' : ''}${typeOf(a)}`)}`;
  }
  const parts: Renderable[] = [];
  const type = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (s.const !== undefined) parts.push(html`<code>${JSON.stringify(s.const)}</code>`);
  else if (s.enum)
    parts.push(html`one of ${s.enum.map((v, i) => html`${i > 0 ? ', ' : ''}<code>${String(v)}</code>`)}`);
  else if (type === 'array') parts.push(html`array of ${typeOf(s.items as Schema | undefined)}`);
  else if (
    type === 'object' &&
    s.additionalProperties &&
    typeof s.additionalProperties === 'object' &&
    !s.properties
  )
    parts.push(html`map of ${typeOf(s.additionalProperties)}`);
  else parts.push(type ?? 'any');
  const bounds: string[] = [];
  const big = (n: number | undefined): boolean => n !== undefined && Math.abs(n) >= Number.MAX_SAFE_INTEGER;
  if (s.minimum !== undefined && !big(s.minimum)) bounds.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined && !big(s.maximum)) bounds.push(`≤ ${s.maximum}`);
  if (s.minLength !== undefined) bounds.push(`length ≥ ${s.minLength}`);
  if (s.maxLength !== undefined) bounds.push(`length ≤ ${s.maxLength}`);
  if (s.maxProperties !== undefined) bounds.push(`at most ${s.maxProperties} keys`);
  if (s.minItems !== undefined) bounds.push(`at least ${s.minItems}`);
  if (s.default !== undefined) bounds.push(`default ${JSON.stringify(s.default)}`);
  return html`${parts}${bounds.length ? html` <span class="muted">(${bounds.join(', ')})</span>` : ''}${
    s.pattern ? html` <span class="muted">matching</span> <code>${s.pattern}</code>` : ''
  }`;
}

/** An object's fields as a table; anything else as its one-line type. */
function fields(doc: oas31.OpenAPIObject, s: Schema | undefined): Html {
  const resolved = isRef(s) ? doc.components?.schemas?.[refName(s.$ref)] : s;
  if (!resolved || isRef(resolved) || !resolved.properties) return html`<p>${typeOf(s)}</p>`;
  const required = new Set(resolved.required ?? []);
  return html`<div class="tw">
    <table>
      <tr>
        <th>field</th>
        <th>type</th>
        <th>about</th>
      </tr>
      ${Object.entries(resolved.properties).map(
        ([name, prop]) =>
          html`<tr>
            <td><code>${name}</code>${required.has(name) ? html` <span class="req">required</span>` : ''}</td>
            <td>${typeOf(prop)}</td>
            <td>${isRef(prop) ? '' : (prop.description ?? '')}</td>
          </tr>`,
      )}
    </table>
  </div>`;
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

function exampleOf(media: oas31.MediaTypeObject): Html {
  if (media.example !== undefined) {
    return html`<pre>${typeof media.example === 'string' ? media.example : pretty(media.example)}</pre>`;
  }
  return html`${Object.entries(media.examples ?? {}).map(([name, ex]) =>
    isRef(ex)
      ? ''
      : html`<p class="muted">Example: ${ex.summary ?? name}</p>
          <pre>${pretty(ex.value)}</pre>`,
  )}`;
}

function content(doc: oas31.OpenAPIObject, c: oas31.ContentObject | undefined): Html {
  return html`${Object.entries(c ?? {}).map(
    ([type, media]) =>
      html`<p><code>${type}</code></p>
        ${fields(doc, media.schema)}${exampleOf(media)}`,
  )}`;
}

function operation(doc: oas31.OpenAPIObject, method: string, path: string, op: oas31.OperationObject): Html {
  const params = (op.parameters ?? []).filter((p): p is oas31.ParameterObject => !isRef(p));
  const security = op.security ?? doc.security ?? [];
  const schemes = security.flatMap((req) => Object.keys(req));
  const body = op.requestBody && !isRef(op.requestBody) ? op.requestBody : undefined;
  return html`<section class="op" id="${opAnchor(method, path)}">
    <h3><span class="m m-${method}">${method}</span><code>${path}</code></h3>
    <p>${op.summary ?? ''}</p>
    ${op.description ? html`<p class="muted">${op.description}</p>` : ''}
    <p>
      <strong>Credential:</strong>
      ${schemes.length ? schemes.map((n, i) => html`${i > 0 ? ', ' : ''}<a href="#auth">${n}</a>`) : 'none'}
    </p>
    ${
      params.length
        ? html`<h4>Parameters</h4>
            <div class="tw">
              <table>
                <tr>
                  <th>name</th>
                  <th>in</th>
                  <th>type</th>
                  <th>about</th>
                </tr>
                ${params.map(
                  (p) =>
                    html`<tr>
                      <td>
                        <code>${p.name}</code>${p.required ? html` <span class="req">required</span>` : ''}
                      </td>
                      <td>${p.in}</td>
                      <td>${typeOf(p.schema)}</td>
                      <td>${p.description ?? ''}</td>
                    </tr>`,
                )}
              </table>
            </div>`
        : ''
    }
    ${
      body
        ? html`<h4>Request body${body.required ? '' : ' (optional)'}</h4>
            ${content(doc, body.content)}`
        : ''
    }
    <h4>Responses</h4>
    ${Object.entries(op.responses ?? {}).map(([status, r]) =>
      isRef(r)
        ? ''
        : html`<p>
              <strong>${status}</strong> ${r.description}${
                r.headers
                  ? html` <span class="muted">headers: ${Object.keys(r.headers).join(', ')}</span>`
                  : ''
              }
            </p>
            ${content(doc, r.content)}`,
    )}
  </section>`;
}

export function docsHtml(doc: oas31.OpenAPIObject): string {
  const ops = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = (item as Record<string, oas31.OperationObject | undefined>)[m];
      return op ? [{ path, method: m, op }] : [];
    }),
  );
  const tags = (doc.tags ?? []).map((t) => ({
    ...t,
    ops: ops.filter((o) => (o.op.tags ?? [])[0] === t.name),
  }));
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  const schemas = Object.entries(doc.components?.schemas ?? {});
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${doc.info.title} reference</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main>
          <h1>${doc.info.title} <span class="muted">v${doc.info.version}</span></h1>
          <p>${doc.info.description ?? ''}</p>
          <p>
            The machine-readable document: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI
            ${doc.openapi}).
          </p>
          <nav>
            <h2>Contents</h2>
            <ul>
              <li><a href="#auth">Credentials</a></li>
              ${tags.map(
                (t) =>
                  html`<li>
                    ${t.name}
                    <ul>
                      ${t.ops.map(
                        (o) =>
                          html`<li>
                            <a href="#${opAnchor(o.method, o.path)}">${o.method.toUpperCase()} ${o.path}</a>
                          </li>`,
                      )}
                    </ul>
                  </li>`,
              )}
              <li><a href="#schemas">Schemas</a></li>
            </ul>
          </nav>
          <h2 id="auth">Credentials</h2>
          ${schemes.map(([name, s]) =>
            isRef(s)
              ? ''
              : html`<p>
                  <strong>${name}</strong>: ${s.description ?? ''}
                  <span class="muted">(${s.type} ${s.scheme ?? ''})</span>
                </p>`,
          )}
          ${tags.map(
            (t) =>
              html`<h2>${t.name}</h2>
                <p class="muted">${t.description ?? ''}</p>
                ${t.ops.map((o) => operation(doc, o.method, o.path, o.op))}`,
          )}
          <h2 id="schemas">Schemas</h2>
          ${schemas.map(
            ([name, s]) =>
              html`<section class="schema" id="${anchor('schema', name)}">
                <h3>${name}</h3>
                ${!isRef(s) && s.description ? html`<p class="muted">${s.description}</p>` : ''}${fields(doc, s)}
              </section>`,
          )}
        </main>
      </body>
    </html>`.value;
}
