import type { SizeChartFieldsFragment } from '../../../lib/__generated__/graphql';
import styles from './size-guide.module.css';

const cm = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });

/** The size chart as a table: one row per size, one column per measurement, in cm. */
export function SizeChartTable({ chart, productName }: { chart: SizeChartFieldsFragment; productName: string }) {
  return (
    // A focusable scroller so keyboard users can scroll the part of the chart beyond the screen.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`${productName} 사이즈표`}>
      <table className={styles.table}>
        <caption>단위: cm · 재는 방법에 따라 1~3cm 차이가 있을 수 있어요.</caption>
        <thead>
          <tr>
            <th scope="col">사이즈</th>
            {chart.measurements.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {row.values.map((value, index) => (
                <td key={chart.measurements[index] ?? index}>{cm(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
