import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import type { MessageFieldsFragment } from '../../lib/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from './message-labels';
import styles from './messages.module.css';

/** One notification: its title, when and how it went, and the text as the member received it. */
export function MessageItem({ message, children }: { message: MessageFieldsFragment; children?: ReactNode }) {
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <span className={styles.itemTitle}>{message.title}</span>
        <Badge tone={MESSAGE_STATUS_TONES[message.status]}>{MESSAGE_STATUS_LABELS[message.status]}</Badge>
      </div>
      <span className={styles.meta}>
        {formatDateTime(message.sentAt ?? message.createdAt)}
        {message.channel && ` · ${MESSAGE_CHANNEL_LABELS[message.channel]}`}
        {message.purpose === 'MARKETING' && ' · 광고'}
      </span>
      <p className={styles.text}>{message.text}</p>
      {children}
    </li>
  );
}
