import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.js';

describe('renderMail', () => {
  const mail = renderMail('HiVis', {
    title: 'Reset <your> password',
    greeting: 'Hi Sam & Co,',
    paragraphs: ['First "line".'],
    action: { label: 'Go', url: 'https://hivis.test/a?b=1&c=2' },
    footnote: 'Expires soon.',
  });

  it('says the same in text and HTML, with the link in both', () => {
    expect(mail.subject).toBe('Reset <your> password');
    expect(mail.text).toBe('Hi Sam & Co,\n\nFirst "line".\n\nGo: https://hivis.test/a?b=1&c=2\n\nExpires soon.\n\n— HiVis');
    expect(mail.html).toContain('href="https://hivis.test/a?b=1&amp;c=2"');
    expect(mail.html).toContain('Hi Sam &amp; Co,');
  });

  it('escapes everything it puts into HTML', () => {
    expect(mail.html).toContain('<title>Reset &lt;your&gt; password</title>');
    expect(mail.html).toContain('First &quot;line&quot;.');
    expect(mail.html).not.toContain('<your>');
  });

  it('leaves out the button when there is no action', () => {
    const plain = renderMail('HiVis', { title: 'Note', paragraphs: ['Just text.'] });
    expect(plain.html).not.toContain('<a ');
    expect(plain.text).toBe('Just text.\n\n— HiVis');
  });
});
