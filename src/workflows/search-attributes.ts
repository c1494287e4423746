// Search attributes, so an operator finds any order or delivery in the Temporal UI (CONTRACT §10).
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const TENANT_ID = defineSearchAttributeKey('TenantId', SearchAttributeType.KEYWORD);
export const INTENT_ID = defineSearchAttributeKey('IntentId', SearchAttributeType.KEYWORD);
export const INTENT_STATUS = defineSearchAttributeKey('IntentStatus', SearchAttributeType.KEYWORD);
/** Where the order's amount stands: none, held, resting, free. */
export const AMOUNT_STATE = defineSearchAttributeKey('AmountState', SearchAttributeType.KEYWORD);
export const EVENT_KIND = defineSearchAttributeKey('EventKind', SearchAttributeType.KEYWORD);
export const DELIVERY_STATE = defineSearchAttributeKey('DeliveryState', SearchAttributeType.KEYWORD);

export const ALL_SEARCH_ATTRIBUTES = [
  TENANT_ID,
  INTENT_ID,
  INTENT_STATUS,
  AMOUNT_STATE,
  EVENT_KIND,
  DELIVERY_STATE,
];
