import type { Meta, StoryObj } from '@storybook/react-vite';
import { useInfiniteQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../frontend/src/components/ui/button';
import { EmptyState } from '../../frontend/src/components/ui/empty-state';
import { InfiniteList, type InfiniteSource } from '../../frontend/src/components/ui/infinite-list';
import { discountRate } from '../../domain/catalog/product-rules';
import { Price } from '../../frontend/src/components/ui/price';
import { Skeleton } from '../../frontend/src/components/ui/skeleton';
import { storyProducts } from '../support/catalogue';

type Product = (typeof storyProducts)[number];

function ProductTile({ product }: { product: Product }) {
  return (
    <article style={{ display: 'grid', gap: 6 }}>
      <img src={product.image} alt="" style={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 12, background: '#eceef1' }} />
      <h3 style={{ margin: 0, fontSize: '0.875rem', fontWeight: 400 }}>{product.name}</h3>
      <Price price={product.price} salePrice={product.salePrice} discountRate={discountRate(product)} size="sm" />
    </article>
  );
}

const placeholders = [0, 1].map((i) => (
  <div key={i} style={{ display: 'grid', gap: 6 }}>
    <div style={{ aspectRatio: '1 / 1' }}>
      <Skeleton shape="block" height="100%" />
    </div>
    <Skeleton width="80%" />
    <Skeleton width="50%" />
  </div>
));

const PAGE = 6;

/** A TanStack infinite query over a local list, as the product list pages through the API. */
function LiveList() {
  const query = useInfiniteQuery({
    queryKey: ['story-products'],
    queryFn: ({ pageParam }) =>
      Promise.resolve({ items: storyProducts.slice(pageParam, pageParam + PAGE), next: pageParam + PAGE }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.next < storyProducts.length ? last.next : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <InfiniteList
      label="상품 목록"
      layout="grid"
      items={items}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductTile product={product} />}
      query={query}
      loadingMore={placeholders}
      endMessage="마지막 상품까지 모두 봤어요."
    />
  );
}

function StaticList({ count, query, empty }: { count: number; query: InfiniteSource; empty?: boolean }) {
  return (
    <InfiniteList
      label="상품 목록"
      layout="grid"
      items={storyProducts.slice(0, count)}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductTile product={product} />}
      query={query}
      loadingMore={placeholders}
      endMessage="마지막 상품까지 모두 봤어요."
      empty={empty ? <EmptyState title="조건에 맞는 상품이 없어요" action={<Button variant="secondary">필터 초기화</Button>} /> : undefined}
    />
  );
}

const idle = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => undefined };

const meta = {
  title: 'ui/InfiniteList',
  component: StaticList,
  args: { count: 4, query: idle },
} satisfies Meta<typeof StaticList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down (or press 더 보기 where IntersectionObserver is missing) to load the next six. */
export const Live: Story = {
  render: () => <LiveList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '상품 목록' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    const more = canvas.queryByRole('button', { name: '더 보기' });
    if (more) {
      await userEvent.click(more);
      await expect(await within(list).findAllByRole('listitem')).toHaveLength(PAGE * 2);
    }
  },
};

export const LoadingMore: Story = { args: { query: { ...idle, isFetchingNextPage: true } } };

export const NextPageFailed: Story = { args: { query: { ...idle, isFetchNextPageError: true } } };

export const EndOfList: Story = { args: { query: { ...idle, hasNextPage: false } } };

export const Empty: Story = { args: { count: 0, empty: true, query: { ...idle, hasNextPage: false } } };
