/** One e-mail to one address: plain text, optionally with an HTML alternative. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (templated notifications). */
  html?: string;
}

/** Sends e-mail. Real: SMTP (nodemailer); local: a JSON-lines outbox file. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
