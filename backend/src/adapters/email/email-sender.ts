/** One plain-text e-mail to one address. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. Real: SMTP (nodemailer); local: a JSON-lines outbox file. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
