import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffApplyTrackingImportDocument,
  StaffCourierExportsDocument,
  StaffPreviewTrackingImportDocument,
  StaffRequestCourierExportDocument,
  type CourierSheetCourier,
  type CourierSheetFormat,
  type StaffOrderLineFilter,
} from '../../../lib/__generated__/graphql';
import { NETWORK_ERROR_MESSAGE, request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';
import { readAuthToken } from '../../../lib/session';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
/** While a file is being written the list asks again every two seconds (the job takes seconds). */
const POLL_MS = 2_000;

export function useCourierExports() {
  return useQuery({
    ...queryOptionsFor(StaffCourierExportsDocument, {}),
    refetchInterval: (query) =>
      query.state.data?.staffCourierExports.some((row) => row.status === 'QUEUED' || row.status === 'RUNNING') ? POLL_MS : false,
  });
}

export interface ExportRequest {
  courier: CourierSheetCourier;
  format: CourierSheetFormat;
  filter?: StaffOrderLineFilter | null;
  orderProductIds?: readonly number[] | null;
}

export function useRequestCourierExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: ExportRequest) =>
      (await request(StaffRequestCourierExportDocument, { data: { ...data, orderProductIds: data.orderProductIds ? [...data.orderProductIds] : null } }))
        .staffRequestCourierExport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['StaffCourierExports'] }),
  });
}

async function refusalOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? NETWORK_ERROR_MESSAGE);
}

function authHeaders(): Record<string, string> {
  const token = readAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Fetches the file with the staff's own sign-in and hands it to the browser as a download. */
export async function downloadCourierFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { headers: authHeaders() });
  if (!response.ok) throw await refusalOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends a courier's returned file as the request body (never through GraphQL); answers its import id. */
export async function uploadCourierFile(file: File): Promise<{ importId: number; fileName: string }> {
  const response = await fetch(`${API_BASE}/api/admin/courier-imports?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { ...authHeaders(), 'content-type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as { importId: number; fileName: string };
}

export function usePreviewTrackingImport(importId: number | null, courier: CourierSheetCourier) {
  return useQuery({
    ...queryOptionsFor(StaffPreviewTrackingImportDocument, { data: { importId: importId ?? 0, courier } }),
    enabled: importId !== null,
    staleTime: 0,
  });
}

export function useApplyTrackingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: { importId: number; courier: CourierSheetCourier }) =>
      (await request(StaffApplyTrackingImportDocument, { data })).staffApplyTrackingImport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['StaffAuditLog'] });
    },
  });
}
