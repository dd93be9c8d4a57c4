import { renderTemplate, renderTitle } from './render';
import { MESSAGE_TEMPLATES, type MessageTemplateKey } from './templates';

/*
 * The e-mail form of every template: the same Korean text (one rule, one place), laid out for a
 * phone in table-free inline-styled HTML that mail clients keep, with the template's link as a
 * button. Pure string building, so Storybook renders exactly what members receive.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function renderEmail(key: MessageTemplateKey, values: Readonly<Record<string, string>>): RenderedEmail {
  const template = MESSAGE_TEMPLATES[key] as (typeof MESSAGE_TEMPLATES)[MessageTemplateKey] & {
    link?: { label: string; variable: string };
  };
  const text = renderTemplate(key, values);
  const shopName = values.shopName ?? '';
  const title = renderTitle(key, values);
  const subject = `[${shopName}] ${title}`;
  const link = template.link ? values[template.link.variable] : undefined;
  // The link already shows as a button, so its bare line is left out of the HTML body.
  const lines = text.split('\n').filter((line) => line !== link);
  const body = lines.map((line) => (line === '' ? '<br>' : `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`)).join('\n');
  const button =
    template.link && link
      ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1f4e9c;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(template.link.label)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="max-width:480px;margin:0 auto;padding:16px;font-family:'Apple SD Gothic Neo','Malgun Gothic','Nanum Gothic',sans-serif;font-size:15px;line-height:1.6;color:#1b1d21">
<div style="background:#ffffff;border-radius:12px;padding:20px">
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(title)}</h1>
${body}
${button}
</div>
<p style="margin:16px 4px 0;font-size:12px;color:#6b7078">${escapeHtml(shopName)}에서 보낸 메일이에요. 회신은 받지 않아요.</p>
</div>
</body></html>`;
  return { subject, text, html };
}
