import {
  FeeCatalogueSchema,
  OfficeBillDetailSchema,
  OfficeBillListResponseSchema,
  OfficeOrderListResponseSchema,
  OfficeOrderDetailSchema,
  ReconciliationSchema,
} from '@uaeaf/contracts';
import { useOfficeApi, type Query } from '../common/api';

export const useFees = (seasonId: number | undefined) =>
  useOfficeApi('fees', '/office/fees', FeeCatalogueSchema, { seasonId }, { keepPrevious: true });

export const useBills = (query: Query, options: { enabled?: boolean } = {}) =>
  useOfficeApi('bills', '/office/bills', OfficeBillListResponseSchema, query, {
    keepPrevious: true,
    ...options,
  });

export const useBill = (id: string) => useOfficeApi('bill', `/office/bills/${id}`, OfficeBillDetailSchema);

export const useOrders = (query: Query) =>
  useOfficeApi('orders', '/office/orders', OfficeOrderListResponseSchema, query, { keepPrevious: true });

export const useOrder = (id: string, enabled = true) =>
  useOfficeApi('order', `/office/orders/${id}`, OfficeOrderDetailSchema, {}, { enabled });

export const useReconciliation = (day: string) =>
  useOfficeApi(
    'reconciliation',
    '/office/reconciliation',
    ReconciliationSchema,
    { day },
    { keepPrevious: true },
  );
