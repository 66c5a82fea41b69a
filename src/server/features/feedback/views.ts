/** Feedback rows as the contract shows them. */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import type { FileRow, FeedbackRow, MessageRow } from './repo';

type Summary = EndpointTypes['feedbackListFeedback']['response']['list'][number];
type Message = EndpointTypes['feedbackListLeaveMessage']['response']['list'][number];
type Detail = EndpointTypes['feedbackDetail']['response'];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where the owner fetches an image (with the Authorization header: files are private). */
export function fileUrl(fileId: number): string {
  return `/api/feedback/files/${fileId}`;
}

export function toSummary(row: FeedbackRow): Summary {
  return {
    id: String(row.id),
    type: row.type,
    description: row.description,
    status: row.status,
    unread: row.staffReplyUnread,
    createTime: seconds(row.createdAt),
  };
}

export function toMessages(messages: readonly MessageRow[], files: readonly FileRow[]): Message[] {
  return messages.map((message) => ({
    id: String(message.id),
    from: message.sender,
    content: message.content,
    images: files.filter((file) => file.messageId === message.id).map((file) => fileUrl(file.id)),
    createTime: seconds(message.createdAt),
  }));
}

/** Optional columns appear only when set: the contract's optional fields are never null. */
function optional<T>(key: string, value: T | null): Record<string, T> {
  return value === null ? {} : { [key]: value };
}

export function toDetail(
  row: FeedbackRow,
  messages: readonly MessageRow[],
  files: readonly FileRow[],
): Detail {
  return {
    id: String(row.id),
    type: row.type,
    description: row.description,
    status: row.status,
    ...optional('orderNo', row.orderNo),
    ...optional('receiverAccount', row.receiverAccount),
    receipts: files.filter((file) => file.messageId === null).map((file) => fileUrl(file.id)),
    ...optional('contactTel', row.contactTel),
    ...optional('contactEmail', row.contactEmail),
    ...optional('contactable', row.contactable),
    ...optional('appointmentTime', row.appointmentTime),
    createTime: seconds(row.createdAt),
    messages: toMessages(messages, files),
  };
}
