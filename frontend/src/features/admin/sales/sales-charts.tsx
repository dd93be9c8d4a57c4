import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatKRW } from '../../../lib/format';
import { payMethodLabel } from '../../../lib/pay-methods';
import type { SalesReport } from './sales-csv';
import styles from './sales.module.css';

const PIE_COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];

/**
 * The charts are pictures for sighted staff; the table under each is the same data for screen
 * readers and keyboard users, so each chart is hidden from the accessibility tree and kept out of
 * the tab order (recharts' keyboard layer off).
 */
export function DailyNetChart({ report }: { report: SalesReport }) {
  const data = report.days.map((day) => ({ day: day.day.slice(5), net: day.figures.net }));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>일별 순매출</figcaption>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(value: number) => `${Math.round(value / 10000)}만`} width={48} />
            <Tooltip formatter={(value) => formatKRW(Number(value))} />
            <Bar dataKey="net" name="순매출" fill="#1d4ed8" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.details}>
        <summary>일별 표로 보기</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col">총매출</th>
              <th scope="col">환불</th>
              <th scope="col">순매출</th>
              <th scope="col">수량</th>
              <th scope="col">주문</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{formatKRW(day.figures.gross)}</td>
                <td>{formatKRW(day.figures.refunds)}</td>
                <td>{formatKRW(day.figures.net)}</td>
                <td>{day.figures.units.toLocaleString('ko-KR')}</td>
                <td>{day.orders.toLocaleString('ko-KR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function PayMethodChart({ report }: { report: SalesReport }) {
  const data = report.payMethods.map((pay) => ({ name: payMethodLabel(pay.payMethod), value: Math.max(0, pay.net) }));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>결제 수단별 순매출</figcaption>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height={200}>
          <PieChart accessibilityLayer={false}>
            <Pie data={data} dataKey="value" nameKey="name" outerRadius={80} isAnimationActive={false} rootTabIndex={-1}>
              {data.map((entry, index) => (
                <Cell key={entry.name} fill={PIE_COLORS[index % PIE_COLORS.length]} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => formatKRW(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">결제 수단</th>
            <th scope="col">순매출</th>
            <th scope="col">주문</th>
          </tr>
        </thead>
        <tbody>
          {report.payMethods.map((pay, index) => (
            <tr key={pay.payMethod}>
              <th scope="row">
                <span className={styles.swatch} style={{ background: PIE_COLORS[index % PIE_COLORS.length] }} aria-hidden="true" />
                {payMethodLabel(pay.payMethod)}
              </th>
              <td>{formatKRW(pay.net)}</td>
              <td>{pay.orders.toLocaleString('ko-KR')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
