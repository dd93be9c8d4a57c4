import { formatKRW } from '../../../lib/format';
import type { SalesReport } from './sales-csv';
import styles from './sales.module.css';

const won = (amount: number) => formatKRW(amount);

/** Every product sold in the period with its options under it, biggest net first. */
export function SalesProducts({ report }: { report: SalesReport }) {
  return (
    <section aria-labelledby="sales-products" className={styles.section}>
      <h2 id="sales-products">상품별 매출</h2>
      {/* Focusable so keyboard users can scroll a table wider than a phone. */}
      <div className={styles.scroll} role="region" aria-labelledby="sales-products" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">상품 / 옵션</th>
              <th scope="col">총매출</th>
              <th scope="col">환불</th>
              <th scope="col">순매출</th>
              <th scope="col">수량</th>
            </tr>
          </thead>
          {report.products.map((product) => (
            <tbody key={product.productId}>
              <tr className={styles.productRow}>
                <th scope="row">{product.productName}</th>
                <td>{won(product.figures.gross)}</td>
                <td>{won(product.figures.refunds)}</td>
                <td>{won(product.figures.net)}</td>
                <td>{product.figures.units.toLocaleString('ko-KR')}</td>
              </tr>
              {product.options.length > 1 &&
                product.options.map((option) => (
                  <tr key={`${option.productOptionDetailId ?? ''}:${option.optionText}`}>
                    <th scope="row" className={styles.option}>
                      {option.optionText || '옵션 없음'}
                    </th>
                    <td>{won(option.figures.gross)}</td>
                    <td>{won(option.figures.refunds)}</td>
                    <td>{won(option.figures.net)}</td>
                    <td>{option.figures.units.toLocaleString('ko-KR')}</td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
