// A tiny HTML template helper for the sandbox pages: every interpolated value is escaped unless it
// is itself the output of `html`, so an echoed request parameter can never become markup.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;
background:#f2f4f6;color:#191f28;line-height:1.5}main{max-width:480px;min-width:320px;margin:0 auto;padding:16px}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:12px}h1{font-size:1.1rem;margin:0}
.badge{font-size:.75rem;background:#fff4e5;color:#b35c00;border-radius:999px;padding:2px 10px}
.card{background:#fff;border-radius:16px;padding:16px;margin-bottom:12px}.amount{font-size:1.75rem;font-weight:700;margin:4px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:.9rem}dt{color:#6b7684}dd{margin:0;word-break:break-all}
button{width:100%;min-height:48px;border:0;border-radius:12px;font-size:1rem;font-weight:600;margin-top:8px;cursor:pointer}
.primary{background:#3182f6;color:#fff}.secondary{background:#e8f3ff;color:#1b64da}.danger{background:#fff;color:#e42939;border:1px solid #e42939}
label{display:block;font-size:.9rem;margin-top:12px}input,select{width:100%;min-height:44px;font-size:1rem;padding:8px;border:1px solid #d1d6db;border-radius:10px}
.error{background:#fff0f0;color:#c0262d;border-radius:12px;padding:12px;margin-bottom:12px}.note{color:#6b7684;font-size:.8rem}
.ok{background:#e9f9ee;color:#12753a;border-radius:12px;padding:12px;margin-bottom:12px}details{margin-top:16px}summary{cursor:pointer;color:#6b7684}
`;

// The clicked button's name/value is not part of the form data once disabled, so it is copied first.
const SCRIPT = `document.querySelectorAll('form').forEach(function(form){form.addEventListener('submit',function(event){
var b=event.submitter;if(b&&b.name){var h=document.createElement('input');h.type='hidden';h.name=b.name;h.value=b.value;form.appendChild(h);}
form.querySelectorAll('button').forEach(function(x){x.disabled=true;});});});`;

/** A whole page; `nonce` matches the Content-Security-Policy header the route sends. */
export function page(title: string, nonce: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style nonce="${nonce}">${new SafeHtml(STYLE)}</style></head>
<body><main>${body}</main><script nonce="${nonce}">${new SafeHtml(SCRIPT)}</script></body></html>`.value;
}
