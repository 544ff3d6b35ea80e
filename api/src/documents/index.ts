export { renderInvoicePdf, renderReceiptPdf } from './render';
export {
  InvoiceDocumentSchema,
  ReceiptDocumentSchema,
  type DocumentLanguage,
  type InvoiceDocument,
  type ReceiptDocument,
} from './types';
