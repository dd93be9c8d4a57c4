import { parseArgs } from 'node:util';

// The staff command line's grammar: argv in, one typed command out. Rules stay in the services;
// this only turns words into the values the GraphQL resolvers would pass.

export const STAFF_CLI_USAGE = `생협 운영 명령 (staff operations)

사용법 / usage: npm run staff -- <command>

  list orders [--status <STATUS>] [--page <n>]   주문 상품 목록, 오래된 순 (order lines, oldest first)
                                                 STATUS: READY PAID PREPARING DELIVERING COMPLETED CANCELLED
  list reviews [--page <n>]                      검토 대기 리뷰 (reviews waiting for a decision)
  list stock <productId>                         상품과 옵션별 재고, 옵션 번호 (stock and option ids)
  confirm <orderProductId>                       주문 확인: 결제 완료 → 상품 준비 중 (PAID → PREPARING)
  ship <orderProductId> --company <code> --number <tracking>
                                                 발송: 상품 준비 중 → 배송 중 (PREPARING → DELIVERING)
                                                 code: CJ HANJIN LOTTE EPOST LOGEN
  complete <orderProductId>                      배송 완료 (DELIVERING, or group pickup PREPARING → COMPLETED)
  stock <productId> [--option <detailId>] <count>
                                                 재고 수정; 품절에서 입고되면 재입고 알림 발송
  review apply <reviewId> [--pin]                리뷰 승인 (적립금 지급), --pin: 상단 고정
  review reject <reviewId> --feedback "<사유>"   리뷰 반려 (사유 2~500자)
  --help                                         이 도움말 (this help)

데이터베이스 / database: DATABASE_URL, 없으면 DATA_DIR의 내장 PostgreSQL (EMBEDDED_PG_PORT).
대학 / tenant: UNIVERSITY_ID (기본값 1).`;

export type StaffCommand =
  | { kind: 'help' }
  | { kind: 'list-orders'; status: string | null; page: number | null }
  | { kind: 'list-reviews'; page: number | null }
  | { kind: 'list-stock'; productId: number }
  | { kind: 'confirm'; orderProductId: number }
  | { kind: 'ship'; orderProductId: number; company: string; shippingNumber: string }
  | { kind: 'complete'; orderProductId: number }
  | { kind: 'stock'; productId: number; productOptionDetailId: number | null; count: number }
  | { kind: 'review'; decision: 'APPLIED' | 'REJECT'; reviewId: number; feedback: string | null; pinned: boolean | null };

/** The command line was not understood; the message says how to write it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Whether the last Hangul syllable (before any "(--flag)") ends in a consonant: 을/은 after it, 를/는 otherwise. */
function endsInConsonant(word: string): boolean {
  const last = word.replace(/\(.*?\)/g, '').match(/[가-힣]/g)?.at(-1);
  return last ? (last.charCodeAt(0) - 0xac00) % 28 !== 0 : false;
}

const asObject = (word: string) => `${word}${endsInConsonant(word) ? '을' : '를'}`;
const asTopic = (word: string) => `${word}${endsInConsonant(word) ? '은' : '는'}`;

function integer(value: string | undefined, what: string): number {
  if (value === undefined) throw new UsageError(`${asObject(what)} 입력해 주세요.`);
  if (!/^-?\d+$/.test(value)) throw new UsageError(`${asTopic(what)} 숫자로 입력해 주세요: ${value}`);
  return Number.parseInt(value, 10);
}

function required(value: string | undefined, what: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${asObject(what)} 입력해 주세요.`);
  return value;
}

function optionalInteger(value: string | undefined, what: string): number | null {
  return value === undefined ? null : integer(value, what);
}

export function parseStaffCommand(argv: string[]): StaffCommand {
  // parseArgs would read "-1" as an unknown flag and say so, which misleads more than it helps.
  const negative = argv.find((arg) => /^-\d+$/.test(arg));
  if (negative) throw new UsageError(`번호와 수량은 0 이상의 숫자로 입력해 주세요: ${negative}`);
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError(`알 수 없는 옵션이에요. (${(error as Error).message})`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return { kind: 'help' };
  switch (command) {
    case 'list':
      if (rest[0] === 'orders') {
        return { kind: 'list-orders', status: values.status?.toUpperCase() ?? null, page: optionalInteger(values.page, '페이지') };
      }
      if (rest[0] === 'reviews') return { kind: 'list-reviews', page: optionalInteger(values.page, '페이지') };
      if (rest[0] === 'stock') return { kind: 'list-stock', productId: integer(rest[1], '상품 번호') };
      throw new UsageError('list 다음에는 orders, reviews 또는 stock을 입력해 주세요.');
    case 'confirm':
      return { kind: 'confirm', orderProductId: integer(rest[0], '주문 상품 번호') };
    case 'ship':
      return {
        kind: 'ship',
        orderProductId: integer(rest[0], '주문 상품 번호'),
        company: required(values.company, '택배사 코드(--company)'),
        shippingNumber: required(values.number, '송장 번호(--number)'),
      };
    case 'complete':
      return { kind: 'complete', orderProductId: integer(rest[0], '주문 상품 번호') };
    case 'stock':
      return {
        kind: 'stock',
        productId: integer(rest[0], '상품 번호'),
        productOptionDetailId: optionalInteger(values.option, '옵션 번호(--option)'),
        count: integer(rest[1], '재고 수량'),
      };
    case 'review': {
      const decision = rest[0] === 'apply' ? 'APPLIED' : rest[0] === 'reject' ? 'REJECT' : null;
      if (!decision) throw new UsageError('review 다음에는 apply 또는 reject를 입력해 주세요.');
      return {
        kind: 'review',
        decision,
        reviewId: integer(rest[1], '리뷰 번호'),
        feedback: values.feedback ?? null,
        pinned: values.pin ? true : null,
      };
    }
    default:
      throw new UsageError(`알 수 없는 명령이에요: ${command}`);
  }
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      status: { type: 'string' },
      page: { type: 'string' },
      company: { type: 'string' },
      number: { type: 'string' },
      option: { type: 'string' },
      feedback: { type: 'string' },
      pin: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
