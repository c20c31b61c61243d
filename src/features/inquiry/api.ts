import type { CaseCreated, InquiryRequest } from '../../domain/api/case';
import { CASE_API } from '../../domain/api/case-paths';
import { call } from '../../lib/api';

export function sendInquiry(inquiry: InquiryRequest): Promise<CaseCreated> {
  return call<CaseCreated>(CASE_API.inquiry, { method: 'POST', payload: inquiry });
}
