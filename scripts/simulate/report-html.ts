// The simulator's HTML report: one self-contained page, charts as inline SVG (no external assets).
const esc = (s: unknown): string =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );

const COLOURS: Record<string, string> = {
  confirmed_right: '#2e7d32',
  confirmed_wrong: '#c62828',
  parked_placeable: '#f9a825',
  parked_other: '#ef6c00',
  missed_unparked: '#6d4c41',
};

/** Horizontal stacked bars, one per row, each segment a share of the row's total. */
function stackedBars(rows: { label: string; parts: Record<string, number> }[], keys: string[]): string {
  const w = 720;
  const labelW = 190;
  const h = 24;
  const out: string[] = [];
  rows.forEach((row, i) => {
    const total = keys.reduce((a, k) => a + (row.parts[k] ?? 0), 0) || 1;
    let x = labelW;
    out.push(`<text x="0" y="${i * (h + 6) + 16}" font-size="12">${esc(row.label)} (${total})</text>`);
    for (const k of keys) {
      const v = row.parts[k] ?? 0;
      const width = ((w - labelW) * v) / total;
      if (v > 0)
        out.push(
          `<rect x="${x}" y="${i * (h + 6)}" width="${width}" height="${h}" fill="${COLOURS[k] ?? '#888'}"><title>${esc(k)}: ${v}</title></rect>`,
        );
      x += width;
    }
  });
  const legend = keys
    .map(
      (k, j) =>
        `<rect x="${j * 140}" y="${rows.length * (h + 6) + 6}" width="12" height="12" fill="${COLOURS[k] ?? '#888'}"/><text x="${j * 140 + 16}" y="${rows.length * (h + 6) + 16}" font-size="11">${esc(k)}</text>`,
    )
    .join('');
  return `<svg width="${w}" height="${rows.length * (h + 6) + 30}" xmlns="http://www.w3.org/2000/svg">${out.join('')}${legend}</svg>`;
}

function columns(data: Record<string, number>, colour: string): string {
  const entries = Object.entries(data);
  const max = Math.max(1, ...entries.map(([, v]) => v));
  const bw = 64;
  const h = 180;
  const bars = entries
    .map(([k, v], i) => {
      const bh = (h * v) / max;
      return `<rect x="${i * (bw + 8)}" y="${h - bh + 14}" width="${bw}" height="${bh}" fill="${colour}"><title>${esc(k)}: ${v}</title></rect><text x="${i * (bw + 8) + bw / 2}" y="${h - bh + 10}" font-size="11" text-anchor="middle">${v}</text><text x="${i * (bw + 8) + bw / 2}" y="${h + 30}" font-size="11" text-anchor="middle">${esc(k)}</text>`;
    })
    .join('');
  return `<svg width="${entries.length * (bw + 8)}" height="${h + 40}" xmlns="http://www.w3.org/2000/svg">${bars}</svg>`;
}

interface Tally {
  credits: number;
  confirmed_right: number;
  confirmed_wrong: number;
  parked: number;
  parked_placeable: number;
  missed: number;
}

export function htmlReport(r: Record<string, unknown>): string {
  const byBehaviour = r.by_payer_behaviour as Record<string, Tally>;
  const byFirst = r.by_first_delivery as Record<string, Tally>;
  const toRows = (m: Record<string, Tally>) =>
    Object.entries(m)
      .sort((a, b) => b[1].credits - a[1].credits)
      .map(([label, t]) => ({
        label,
        parts: {
          confirmed_right: t.confirmed_right,
          confirmed_wrong: t.confirmed_wrong,
          parked_placeable: t.parked_placeable,
          parked_other: t.parked - t.parked_placeable,
          missed_unparked: t.credits - t.confirmed_right - t.confirmed_wrong - t.parked,
        },
      }));
  const keys = Object.keys(COLOURS);
  const delay = r.confirmation_delay_seconds as { histogram: Record<string, number> };
  const parked = r.parked as { by_reason: Record<string, { parked: number }> };
  const parkedByReason = Object.fromEntries(Object.entries(parked.by_reason).map(([k, v]) => [k, v.parked]));
  const headline = [
    'credits',
    'confirmed_right',
    'confirmed_wrong',
    'confirmed_wrong_exact_payers',
    'missed',
    'orders',
    'orders_paid',
    'orders_paid_unconfirmed',
    'orders_unpaid_confirmed',
    'share_paid_orders_matched_without_seller',
    'wall_seconds',
  ]
    .map((k) => `<tr><th>${esc(k)}</th><td>${esc(r[k])}</td></tr>`)
    .join('');
  // Live mode: the credit-by-credit comparison with the same scenario in ledger mode.
  const agreement = r.agreement as
    | {
        credits_compared: number;
        same: number;
        different: number;
        different_by_class: object;
        by_payer_behaviour: Record<string, { credits_compared: number; same: number; different: number }>;
      }
    | undefined;
  const agreementRows = Object.entries(agreement?.by_payer_behaviour ?? {})
    .sort((a, b) => b[1].credits_compared - a[1].credits_compared)
    .map(
      ([behaviour, x]) =>
        `<tr><th>${esc(behaviour)}</th><td>${esc(x.credits_compared)}</td><td>${esc(x.same)}</td><td>${esc(x.different)}</td></tr>`,
    )
    .join('');
  const agreementHtml = agreement
    ? `<h2>Live against ledger mode, credit by credit</h2><p>${esc(agreement.same)} of ${esc(agreement.credits_compared)} credits judged alike; ${esc(agreement.different)} differ: ${esc(JSON.stringify(agreement.different_by_class))}</p>
<table><tr><th>payer behaviour</th><th>compared</th><th>same</th><th>different</th></tr>${agreementRows}</table>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MatchLedger simulation</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:960px}th{text-align:left;padding-right:1em}
h2{margin-top:2em}pre{background:#f5f5f5;padding:1em;overflow:auto;font-size:12px}</style></head><body>
<h1>A simulated day: ${esc(r.mode)} mode, pool order ${esc(r.pool_order)}</h1>
<p>Seed ${esc(r.seed)}, ${esc(r.tenants)} sellers, ${esc(r.orders)} orders over ${esc(r.hours)} hours.</p>
<table>${headline}</table>${agreementHtml}
<h2>Credits by payer behaviour</h2>${stackedBars(toRows(byBehaviour), keys)}
<h2>Credits by how the first delivery arrived</h2>${stackedBars(toRows(byFirst), keys)}
<h2>Delay from payment to confirmation (credits that confirmed their own order)</h2>${columns(delay.histogram, '#1565c0')}
<h2>Parked credits by reason</h2>${columns(parkedByReason, '#ef6c00')}
<h2>All figures</h2><pre>${esc(JSON.stringify(r, null, 2))}</pre>
</body></html>
`;
}
