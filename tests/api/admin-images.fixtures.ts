import sharp from 'sharp';
import type { TestApi } from '../support/api';
import { operationDocument } from '../support/catalog-operations';
import { grant, onTestServer, putBytes } from '../support/uploads';

// Staff image tests: real images made with sharp and uploaded through the shop's own upload flow.

export const PRODUCT_IMAGES = operationDocument('StaffProductImages');
export const SET_PRODUCT_IMAGES = operationDocument('StaffSetProductImages');

export interface ImageBody {
  src: string;
  width: number | null;
  height: number | null;
  sources: { type: string; srcset: string }[];
}

export interface ProductImagesBody {
  productId: number;
  productName: string;
  updatedAt: string;
  images: ImageBody[];
  detailImages: ImageBody[];
}

/** A photo-like PNG of `width` × `height` (noise, so encoders cannot make it trivially small). */
export function photo(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2b4c7e', noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
    .png()
    .toBuffer();
}

/** Uploads `bytes` as `name` through `upload(name)` and the signed PUT; returns the address to save. */
export async function uploadImage(api: TestApi, token: string, bytes: Uint8Array, name = 'photo.png', contentType = 'image/png'): Promise<string> {
  const target = await grant(api, token, name);
  const url = target.uploadUrl.startsWith(api.config.PUBLIC_BASE_URL) ? onTestServer(api, target.uploadUrl) : target.uploadUrl;
  const response = await putBytes(url, new Uint8Array(bytes), contentType);
  if (response.status !== 200) throw new Error(`PUT ${name} answered ${response.status}: ${await response.text()}`);
  return target.url;
}

export function setImages(api: TestApi, token: string | null, data: Record<string, unknown>) {
  return api.gql<{ staffSetProductImages: ProductImagesBody }>(SET_PRODUCT_IMAGES, { data }, token ? { token } : {});
}

export function readImages(api: TestApi, token: string | null, productId: number) {
  return api.gql<{ staffProductImages: ProductImagesBody }>(PRODUCT_IMAGES, { productId }, token ? { token } : {});
}

/** The files of one srcset, as `[url, width]`. */
export const srcsetFiles = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return [url!, Number(width!.replace('w', ''))] as const;
  });
