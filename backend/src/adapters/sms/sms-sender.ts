/** One text message to one phone. */
export interface SmsMessage {
  /** E.164, for example +821012345678. */
  to: string;
  text: string;
}

/** Sends SMS. Real: a Korean provider's REST API; local: a JSON-lines outbox file. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
