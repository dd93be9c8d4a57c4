import type { EntityManager } from '@mikro-orm/postgresql';
import { renderEmail } from '../../../../domain/messaging/email-html';
import { withoutSecrets } from '../../../../domain/messaging/render';
import type { TemplateVariables } from '../../../../domain/messaging/templates';
import type { Adapters } from '../../adapters';
import { eventKeyOf } from './message-queue';
import { loadTarget } from './message-dispatch';
import { messageValues, storedText } from './message-send';

/**
 * The password-reset e-mail, sent while the member waits rather than queued: the screen says
 * "sent" or "could not send", and a failure takes the new reset code back with the transaction.
 * It is recorded like every other message (the link blanked), in the same transaction.
 * Throws the e-mail adapter's error.
 */
export async function sendPasswordResetNow(
  em: EntityManager,
  adapters: Pick<Adapters, 'email'>,
  reset: { universityId: number; userId: number; resetId: number; variables: TemplateVariables<'PASSWORD_RESET'> },
  now: Date = new Date(),
): Promise<void> {
  const target = await loadTarget(em, reset.universityId, reset.userId);
  if (!target?.email) return;
  const message = { template: 'PASSWORD_RESET' as const, variables: { ...reset.variables } };
  const values = messageValues(message, target);
  await adapters.email.send({ to: target.email, ...renderEmail('PASSWORD_RESET', values) });
  await em.execute(
    `insert into message (university_id, user_id, event_key, template, purpose, variables, status, channel, recipient, text,
                          attempts, sent_at, result, created_at, next_attempt_at)
     values (?, ?, ?, 'PASSWORD_RESET', 'TRANSACTIONAL', ?, 'SENT', 'EMAIL', ?, ?, 1, ?, '메일 접수', ?, ?)`,
    [
      reset.universityId,
      reset.userId,
      eventKeyOf({ template: 'PASSWORD_RESET', subject: `reset:${reset.resetId}` }),
      JSON.stringify(withoutSecrets('PASSWORD_RESET', message.variables)),
      target.email,
      storedText('PASSWORD_RESET', values),
      now,
      now,
      now,
    ],
  );
}
