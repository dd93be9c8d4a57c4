import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffCreateProductDocument,
  StaffDuplicateProductDocument,
  StaffProductDocument,
  StaffProductPickersDocument,
  StaffProductsDocument,
  StaffSetProductVisibilityDocument,
  StaffSetProductSizeChartDocument,
  ProductSizeGuideDocument,
  StaffUpdateProductDocument,
  ProductCategoriesDocument,
  ProductDetailDocument,
  ProductListDocument,
  type AdminProductEditorFieldsFragment,
  type StaffProductInput,
  type StaffProductsInput,
  type StaffSetProductSizeChartInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { operationName, queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

/** The page on screen stays while the next filter or page loads. */
export function useAdminProducts(data: StaffProductsInput) {
  return useQuery({ ...queryOptionsFor(StaffProductsDocument, { data }), select: (result) => result.staffProducts, placeholderData: keepPreviousData });
}

export function useAdminProduct(id: number) {
  return useQuery({ ...queryOptionsFor(StaffProductDocument, { id }), select: (result) => result.staffProduct });
}

export function useProductPickers() {
  return useQuery({ ...queryOptionsFor(StaffProductPickersDocument, {}), select: (result) => result.staffProductPickers });
}

/** Main categories with their sub categories, and the group categories (staff see hidden ones too). */
export function useCategoryChoices() {
  const main = useQuery({ ...queryOptionsFor(ProductCategoriesDocument, { data: { isGroup: false } }), select: (result) => result.productCategories });
  const group = useQuery({ ...queryOptionsFor(ProductCategoriesDocument, { data: { isGroup: true } }), select: (result) => result.productCategories });
  const categories = main.data && group.data ? [...main.data, ...group.data] : undefined;
  return { categories, isError: main.isError || group.isError, error: main.error ?? group.error };
}

/**
 * Every console write answers the product as the editor shows it: that answer becomes the
 * editor's cache entry (and its new version), and the list and storefront reload.
 */
function useProductWrite<TVariables>(write: (variables: TVariables) => Promise<AdminProductEditorFieldsFragment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (editor) => {
      queryClient.setQueryData(queryKeyFor(StaffProductDocument, { id: editor.product.id }), { staffProduct: editor });
      for (const document of [StaffProductsDocument, ProductDetailDocument, ProductListDocument, ProductSizeGuideDocument]) {
        void queryClient.invalidateQueries({ queryKey: [operationName(document)] });
      }
    },
  });
}

export function useCreateProduct() {
  return useProductWrite(async (data: StaffProductInput) => (await request(StaffCreateProductDocument, { data })).staffCreateProduct);
}

export function useUpdateProduct() {
  return useProductWrite(
    async (variables: { id: number; expectedUpdatedAt: string; data: StaffProductInput }) =>
      (await request(StaffUpdateProductDocument, variables)).staffUpdateProduct,
  );
}

export function useDuplicateProduct() {
  return useProductWrite(async (id: number) => (await request(StaffDuplicateProductDocument, { id })).staffDuplicateProduct);
}

export function useSetProductVisibility() {
  return useProductWrite(
    async (variables: { id: number; productVisible: number }) => (await request(StaffSetProductVisibilityDocument, variables)).staffSetProductVisibility,
  );
}

export function useSetProductSizeChart() {
  return useProductWrite(
    async (data: StaffSetProductSizeChartInput) => (await request(StaffSetProductSizeChartDocument, { data })).staffSetProductSizeChart,
  );
}
