// The dashboard's only stylesheet and script, served same-origin so the CSP can be `default-src
// 'self'` with no inline code. The script only enhances: every page works without it.

export const APP_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari","Nirmala UI","Kohinoor Devanagari",sans-serif;background:#f4f5f7;color:#1b1d21}
a{color:#1446b8;overflow-wrap:anywhere}
header{background:#fff;border-bottom:1px solid #dde1e7}
.top{max-width:960px;margin:0 auto;padding:10px 16px;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.brand{font-weight:700;text-decoration:none;color:#1b1d21}
.lang{margin-left:auto}.lang a{display:inline-block;padding:6px 10px;color:#1446b8}
.who{font-size:14px;color:#4b515b;overflow-wrap:anywhere}
nav ul{list-style:none;margin:0;padding:0 12px 8px;display:flex;flex-wrap:wrap;gap:4px;max-width:960px;margin:0 auto}
nav a{display:inline-block;padding:6px 10px;border-radius:999px;text-decoration:none;color:#1b1d21;font-size:15px}
nav a[aria-current=page]{background:#1a56db;color:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:4px 0 12px}
h2{font-size:18px;margin:20px 0 8px}
.card>h2:first-child{margin-top:0}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin:0 0 12px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px}
.stat b{display:block;font-size:26px}
.muted{color:#4b515b;font-size:14px}
.amount{font-size:40px;font-weight:700;letter-spacing:-1px;margin:8px 0}
.list{list-style:none;margin:0;padding:0}
.list>li{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 8px;box-shadow:0 1px 2px rgba(0,0,0,.06);overflow-wrap:anywhere}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;justify-content:space-between}
.badge{display:inline-block;font-size:13px;font-weight:600;border-radius:999px;padding:1px 10px;background:#eef0f3;color:#1b1d21}
.badge.open{background:#e8effd;color:#123c9c}.badge.confirmed,.badge.matched,.badge.placed,.badge.credited{background:#e3f4e9;color:#0a5c2e}
.badge.expired,.badge.cancelled,.badge.dismissed,.badge.revoked,.badge.ignored{background:#eef0f3;color:#3d424a}
.badge.unplaced,.badge.ambiguous,.badge.duplicate,.badge.stale,.badge.late,.badge.failed,.badge.rejected,.badge.pending{background:#fdecea;color:#8a1c12}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select,textarea{width:100%;max-width:100%;padding:10px;border:1px solid #8a919c;border-radius:8px;font:inherit;background:#fff;color:#1b1d21}
.hint{font-size:14px;color:#4b515b;margin:2px 0 0}
.error{color:#a11b0f;font-size:14px;font-weight:600;margin:4px 0 0}
[aria-invalid=true]{border-color:#a11b0f;border-width:2px}
button,.button{display:inline-block;padding:10px 16px;border:0;border-radius:10px;background:#1a56db;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;margin-top:12px}
button.secondary{background:#fff;color:#1b1d21;border:1px solid #8a919c}
button.danger{background:#b42318}
.inline{display:inline}
.inline button{margin-top:4px}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.notice{background:#fff8e6;border-left:4px solid #b54708;padding:10px 12px;border-radius:8px}
.success{background:#e3f4e9;border-left:4px solid #0e7a3e;padding:10px 12px;border-radius:8px}
.secret{display:block;padding:10px;background:#f4f5f7;border-radius:8px;overflow-wrap:anywhere;font-size:15px}
code{overflow-wrap:anywhere}
.qr{display:flex;justify-content:center;margin:12px 0}.qr svg{width:220px;height:220px;max-width:100%}
.code{font-size:34px;font-weight:700;letter-spacing:4px;text-align:center;font-family:ui-monospace,monospace}
.code code{font:inherit;letter-spacing:inherit}
dl{margin:0;display:grid;grid-template-columns:fit-content(40%) minmax(0,1fr);gap:4px 12px}
dt{color:#4b515b}dt,dt *{overflow-wrap:normal}dd{margin:0;overflow-wrap:anywhere}
ol.timeline{padding-left:20px}
ol.steps li{margin:4px 0}
ul.senders{list-style:none;padding:0;margin:8px 0}ul.senders li{margin:0 0 10px}ul.senders code{display:block;font-size:14px}
.filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.filters>div{flex:1 1 140px}
.pager{margin:12px 0}
.centered{max-width:420px;margin:24px auto}
.stack button{display:block;width:100%}
form.card>input[type=hidden]+h2{margin-top:0}
fieldset.choices{border:0;margin:8px 0 0;padding:0}fieldset.choices legend{font-weight:600;padding:0;margin:0 0 4px}
label.choice{display:flex;gap:10px;align-items:center;font-weight:400;margin:0;padding:10px 0;border-bottom:1px solid #eef0f3}
label.choice input{width:auto;margin:0}
ol.steps li{margin:0 0 14px}ol.steps .secret{margin:6px 0 0}ol.steps button{margin-top:6px}
@media (max-width:600px){
.top{padding:8px 12px}.who{display:none}
nav ul{flex-wrap:nowrap;overflow-x:auto;padding:0 8px 6px;scrollbar-width:none}
nav a{white-space:nowrap;padding:4px 10px}
main{padding:12px}
}
`;

/**
 * Copy buttons, countdowns, and a gentle reload of live pages (overview, an open order). The words it
 * writes come from the page (body data-copied, data-expired), in the page's language.
 */
export const APP_JS = `(function(){
document.querySelectorAll('[data-copy]').forEach(function(b){b.hidden=false;b.addEventListener('click',function(){
if(navigator.clipboard){navigator.clipboard.writeText(b.getAttribute('data-copy')).then(function(){b.textContent=document.body.getAttribute('data-copied')||b.textContent})}})});
document.querySelectorAll('[data-until]').forEach(function(el){var until=Number(el.getAttribute('data-until'));
(function tick(){var r=Math.max(0,until-Math.floor(Date.now()/1000));el.textContent=Math.floor(r/60)+':'+String(r%60).padStart(2,'0');
if(r>0)setTimeout(tick,1000);else el.textContent=document.body.getAttribute('data-expired')||'0:00'})()});
var cur=document.querySelector('nav [aria-current]');if(cur&&cur.scrollIntoView)cur.scrollIntoView({block:'nearest',inline:'center'});
var live=document.body.getAttribute('data-refresh');if(live){setInterval(function(){var a=document.activeElement;
if(a&&(a.tagName==='INPUT'||a.tagName==='TEXTAREA'||a.tagName==='SELECT'))return;location.reload()},Number(live)*1000)}
})();`;
