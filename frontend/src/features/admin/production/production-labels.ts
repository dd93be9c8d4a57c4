import type { BadgeTone } from '../../../components/ui/badge';
import type { ProductionSheetChangeKind, ProductionSheetTrigger } from '../../../lib/__generated__/graphql';

export const TRIGGER_LABELS = {
  CLOSE: '공동구매 마감',
  FREEZE: '제작 확정',
  CHANGE: '주문 변경',
} as const satisfies Record<ProductionSheetTrigger, string>;

export const CHANGE_LABELS = {
  ADDED: { label: '추가', tone: 'success' },
  REMOVED: { label: '빠짐', tone: 'danger' },
  CHANGED: { label: '변경', tone: 'warning' },
} as const satisfies Record<ProductionSheetChangeKind, { label: string; tone: BadgeTone }>;
