// Reads a message the test SMTP server received: subject, plain text and HTML.
import PostalMime from 'postal-mime';

export async function simpleParser(raw: Buffer): Promise<{ subject: string; text: string; html: string }> {
  const m = await PostalMime.parse(raw);
  return { subject: m.subject ?? '', text: m.text ?? '', html: m.html ?? '' };
}
