import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ui/button-link';
import { WaitingRoomDocument } from '../../lib/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { queryOptionsFor } from '../../lib/query-options';

/** The product page's way into a waiting room, shown only on a product that sells through one (ADR 0073). */
export function WaitingRoomEntry({ productId }: { productId: number }) {
  const gate = useQuery(queryOptionsFor(WaitingRoomDocument, { productId }, { select: (data) => data.waitingRoom }));
  if (!gate.data) return null;
  return (
    <p>
      <ButtonLink href={paths.waitingRoom(productId)} variant="secondary" fullWidth>
        대기열에서 구매하기 · {formatDateTime(gate.data.opensAt as string)} 오픈
      </ButtonLink>
    </p>
  );
}
