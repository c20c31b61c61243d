import type { latestMail } from '../../mail/outbox.repository';
import { renderHtmlPage, type RenderedPage } from '../../security/html-page';

type Mail = Awaited<ReturnType<typeof latestMail>>[number];

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f4f6f8;padding:1rem}';

function MailItem({ mail }: { mail: Mail }) {
  return (
    <article>
      <h2>{mail.subject}</h2>
      <p>
        <strong>To:</strong> {mail.to_address}
        {mail.reply_to ? (
          <>
            {' · '}
            <strong>Reply-To:</strong> {mail.reply_to}
          </>
        ) : null}
        {` · ${new Date(mail.created_at).toISOString()}`}
      </p>
      <pre>{mail.text_body}</pre>
      {mail.attachments.length ? (
        <p>{`Attachments: ${mail.attachments.map((a) => a.filename).join(', ')}`}</p>
      ) : null}
    </article>
  );
}

/** The demo's outbox: what the server "sent", newest first. A tool for people trying Skjól. */
export function outboxPage(nonce: string, mails: Mail[]): RenderedPage {
  return renderHtmlPage(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>Outbox — Skjól demo</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <h1>Outbox (demo mode)</h1>
        {mails.length ? (
          mails.map((mail) => <MailItem key={mail.id} mail={mail} />)
        ) : (
          <p>No mail yet.</p>
        )}
      </body>
    </html>,
  );
}
