import path from 'node:path';
import { isGeneratedDocuments, operationDocumentId } from './operation-documents';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * Chunk groups for the storefront's first routes (docs/decisions/0079): everything home and the
 * product list import statically becomes one `storefront` chunk, what the product page adds one
 * `product-page` chunk, its closed tabs one `product-tabs` chunk. Left to itself the bundler
 * splits the modules by which routes share them, and the product page started with 31 scripts
 * and 12 stylesheets of 2-3 KB each; Lighthouse's simulated slow 4G pays a round trip for every
 * few of them before the first paint.
 *
 * Only static imports are followed, so lazy panels, the console and zod stay where they were. The
 * generated documents module re-exports all 230 documents: a route takes only the documents its
 * modules name, so the console's queries never join a student's chunk.
 */
const FIRST_ROUTE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  storefront: ['src/features/home/home-page.tsx', 'src/features/catalog/product-list/product-list-page.tsx'],
  'product-page': ['src/features/catalog/product-detail/product-detail-page.tsx'],
  // The product page's closed tabs, fetched after the page has loaded: one request, not ten.
  'product-tabs': ['src/features/catalog/product-detail/product-info-panel.tsx', 'src/features/catalog/product-detail/product-reviews.tsx'],
};

/** The route screens among them, which keep a chunk of their own. */
const ROUTE_SCREENS = [...(FIRST_ROUTE_GROUPS.storefront ?? []), ...(FIRST_ROUTE_GROUPS['product-page'] ?? [])];

const DOCUMENT_NAME = /\b\w+Document\b/g;

export function firstRouteChunkName(root: string): (moduleId: string, ctx: ModuleGraph) => string | null {
  let groups: Map<string, string> | undefined;
  const screens = new Set(ROUTE_SCREENS.map((file) => path.join(root, file)));
  const reach = (ctx: ModuleGraph, files: readonly string[], name: string, into: Map<string, string>) => {
    const stack = files.map((file) => path.join(root, file));
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      into.set(id, name);
      for (const imported of info.importedIds) {
        if (!isGeneratedDocuments(imported)) stack.push(imported);
        else {
          // The module itself (its enums) joins, its re-exported documents only as named here.
          if (!into.has(imported)) into.set(imported, name);
          for (const [documentName] of (info.code ?? '').matchAll(DOCUMENT_NAME)) stack.push(operationDocumentId(documentName));
        }
      }
    }
  };
  return (moduleId, ctx) => {
    if (!groups) {
      groups = new Map();
      for (const [name, files] of Object.entries(FIRST_ROUTE_GROUPS)) reach(ctx, files, name, groups);
    }
    // The screens stay chunks of their own: the build's manifest names a route's chunk by its
    // screen, which the server's preload hints and the size check read.
    return screens.has(moduleId) ? null : (groups.get(moduleId) ?? null);
  };
}
