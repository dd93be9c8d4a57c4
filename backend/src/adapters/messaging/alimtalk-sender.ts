/** One 알림톡 to one phone, from an approved template. */
export interface AlimtalkMessage {
  /** E.164, for example +821012345678. */
  to: string;
  /** Kakao's approved template id. */
  templateId: string;
  /** Values for the template's #{variables}, keyed by bare name (`orderNo`, not `#{orderNo}`). */
  variables: Readonly<Record<string, string>>;
  /** The filled-in text: Kakao checks it against the template, and the SMS fallback sends it. */
  text: string;
  /** Our message's event key: stored with the provider's record so a lost answer can be looked up. */
  key: string;
}

/** What the provider accepted. */
export interface AlimtalkReceipt {
  providerMessageId: string | null;
}

/** The provider refused this message for good (unapproved template, blocked number): retrying will not help. */
export class AlimtalkRefused extends Error {
  constructor(readonly reason: string) {
    super(`알림톡 refused: ${reason}`);
    this.name = 'AlimtalkRefused';
  }
}

/** Sends 알림톡. Real: Solapi's REST API; local: a JSON-lines outbox file. */
export interface AlimtalkSender {
  /** Throws AlimtalkRefused for a permanent refusal, anything else for a failure worth retrying. */
  send(message: AlimtalkMessage): Promise<AlimtalkReceipt>;
  /**
   * The provider's record of a message sent with `key` to `to` since `since`, or null: how a send
   * whose answer was lost (the worker died) is told apart from one that never left.
   */
  findSent(query: { key: string; to: string; since: Date }): Promise<AlimtalkReceipt | null>;
}
