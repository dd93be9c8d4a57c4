import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { operationOverride } from '../../../../../mocks/overrides';
import { ProductDetailDocument, ProductReviewsDocument } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { mockState, server, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { ProductDetailPage } from './product-detail-page';

withMockedApi();

const renderProduct = (path: string, signedIn = true) =>
  renderWithApp(<Route path="/products/:id" component={ProductDetailPage} />, { route: path, signedIn });

const demoRestocks = () => mockState().restocks.filter((row) => row.userId === 1).map((row) => row.productId);

describe('the product page', () => {
  it('answers an unknown, hidden or malformed product with a Korean not-found message', async () => {
    for (const path of ['/products/999', '/products/29', '/products/abc']) {
      const view = renderProduct(path);
      expect(await screen.findByRole('heading', { level: 1, name: '상품을 찾을 수 없어요' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '다른 상품 둘러보기' }).getAttribute('href')).toBe('/products');
      view.unmount();
    }
  });

  it('offers a retry when the product cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(operationOverride(ProductDetailDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' } }));
    renderProduct('/products/1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('일시적인 오류가 발생했어요.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2026 경영학과 과잠' })).toBeTruthy();
  });

  it('lets a student withdraw and renew a restock request on a sold-out product', async () => {
    const user = userEvent.setup();
    renderProduct('/products/9');
    await screen.findByRole('heading', { level: 1, name: '한빛 경량 패딩 조끼' });
    expect(screen.getByText('품절된 상품이에요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
    expect(demoRestocks()).toContain(9);

    // The member's own flag arrives with ProductViewerState, apart from the shared page (ADR 0075).
    await user.click(await screen.findByRole('button', { name: '재입고 알림 취소' }));
    await screen.findByRole('button', { name: '재입고 알림 신청' });
    expect(demoRestocks()).not.toContain(9);

    await user.click(screen.getByRole('button', { name: '재입고 알림 신청' }));
    await screen.findByRole('button', { name: '재입고 알림 취소' });
    expect(screen.getByRole('status').textContent).toContain('재입고 알림을 신청했어요');
    expect(demoRestocks()).toContain(9);
  });

  it('shows a group order with its pickup point, sale windows and the fee rule in words', async () => {
    const user = userEvent.setup();
    renderProduct('/products/1');
    await screen.findByRole('heading', { level: 1, name: '2026 경영학과 과잠' });
    const pickup = screen.getByRole('region', { name: '단체 수령 장소' });
    expect(pickup.textContent).toContain('학생회관 1층 생협 매장');
    expect(pickup.textContent).toContain('(34134)');
    expect(screen.getByText('판매 기간')).toBeTruthy();
    expect(screen.getByText('수량별 배송비 3,000원부터')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '배송·교환' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10개까지 3,000원',
      '11~30개 5,000원',
      '31개 이상 8,000원',
    ]);
    expect(panel.textContent).toContain('5,000원 (편도, 단순 변심일 때)');
    expect(panel.textContent).toContain('10,000원 (왕복)');
    expect(panel.textContent).toContain('대전물류센터');
    expect(panel.textContent).toContain('주문 제작 상품');
  });

  it('lists applied reviews pinned first with the average, photos and staff answers', async () => {
    const user = userEvent.setup();
    renderProduct('/products/10');
    await screen.findByRole('heading', { level: 1, name: '한빛 로고 후드티' });
    await user.click(screen.getByRole('button', { name: /리뷰 \d+개 보기/ }));
    const panel = screen.getByRole('tabpanel');
    const reviews = await within(panel).findAllByRole('article');
    expect(reviews.length).toBeGreaterThan(1);
    expect(reviews[0]?.textContent).toContain('베스트');
    expect(reviews[0]?.textContent).toContain('키 178cm · 몸무게 70kg · 구매한 사이즈 L');
    expect(within(reviews[0] as HTMLElement).getAllByRole('img', { name: /리뷰 사진/ })).toHaveLength(2);
    expect(reviews[0]?.textContent).toContain('생협 답변');
    expect(panel.textContent).toMatch(/리뷰 \d+개/);
  });

  it('pages through reviews and says when a product has none', async () => {
    const user = userEvent.setup();
    // The mocked shop's busiest product has six reviews; the answer claims 25 to need three pages.
    const real = await request(ProductReviewsDocument, { data: { productId: 10 } });
    server.use(operationOverride(ProductReviewsDocument, { data: { reviewsByProductId: { ...real.reviewsByProductId, total: 25 } } }));
    renderProduct('/products/10');
    await screen.findByRole('heading', { level: 1, name: '한빛 로고 후드티' });
    await user.click(screen.getByRole('tab', { name: /리뷰/ }));
    const pages = await screen.findByRole('navigation', { name: '리뷰 페이지' });
    expect(within(pages).getAllByRole('button', { name: /^\d+페이지$/ }).map((button) => button.textContent)).toEqual(['1페이지', '2페이지', '3페이지']);

    server.resetHandlers();
    const view = renderProduct('/products/32');
    await within(view.container).findByRole('heading', { level: 1, name: '한빛 스테인리스 텀블러' });
    await user.click(within(view.container).getByRole('tab', { name: /리뷰/ }));
    expect(await within(view.container).findByText('아직 리뷰가 없어요')).toBeTruthy();
  });
});
