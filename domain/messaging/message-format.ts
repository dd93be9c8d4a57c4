/** How amounts and times read in messages: 12,300원, 2026. 11. 26. (목) 23:59 in Korean time. */
export const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const seoulDateTime = (date: Date) => seoulTime.format(date);

/** Shop paths the member opens from a message. */
export const orderPath = (orderId: number) => `/my/orders/${orderId}`;
