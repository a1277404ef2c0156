export type MailContent = {
  title: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long a link lasts. */
  footnote?: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Every message has a branded HTML part and a plain-text part saying the same. */
export function renderMail(productName: string, content: MailContent): RenderedMail {
  const lines = [content.greeting, ...content.paragraphs].filter((line): line is string => Boolean(line));
  const text = [
    ...lines,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `— ${productName}`,
  ].join('\n\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#f59f00;color:#1a1b1e;padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:8px" cellpadding="0" cellspacing="0">
<tr><td style="background:#1a1b1e;color:#f59f00;padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(productName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.title, html, text };
}
