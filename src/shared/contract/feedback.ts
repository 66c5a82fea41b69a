/** Calls served by src/server/features/feedback: customer-service feedback (docs/product.md §7, fields §3). */
import { endpoint, object } from './define';
import {
  epochSeconds,
  id,
  mobile,
  orderNo,
  page,
  pageSize,
  payOrderId,
  text,
  uploadedFile,
  url,
} from './fields';

const feedbackType = {
  type: 'integer',
  minimum: 1,
  maximum: 7,
  description:
    '1 repaid bill not updated, 2 extend period, 3 other, 4 loan failure, 5 want to borrow, 6 want to repay, 7 loan not received',
};
const feedbackStatus = {
  type: 'integer',
  minimum: 1,
  maximum: 4,
  description: '1 and 2 platform processing, 3 need to reply, 4 done',
};
/** The count limit per post is a rule (tooManyImages, 6); the schema only bounds the payload. */
const images = {
  type: 'array',
  items: id,
  maxItems: 50,
  uniqueItems: true,
  description: 'fileIds of feedbackUploadFile uploads, at most 6 per post',
};
/** Checked by the server after trimming, so an empty text gets feedbackEmpty, not a generic error. */
const postText = { type: 'string', maxLength: 1000, description: 'Not empty (feedbackEmpty)' };

const summary = object(
  {
    id,
    type: feedbackType,
    description: text(1000),
    status: feedbackStatus,
    unread: { type: 'boolean', description: 'A staff reply the borrower has not seen' },
    createTime: epochSeconds,
  },
  ['id', 'type', 'description', 'status', 'unread', 'createTime'],
);

const message = object(
  {
    id,
    from: { type: 'string', enum: ['user', 'staff'] },
    content: text(1000),
    images: { type: 'array', items: url },
    createTime: epochSeconds,
  },
  ['id', 'from', 'content', 'images', 'createTime'],
);

const byId = object({ id });

export const feedback = {
  feedbackRedDotMarker: endpoint({
    method: 'GET',
    path: '/feedback/red-dot-marker',
    auth: true,
    summary: 'Number of feedback threads with an unseen staff reply',
    response: object({
      show: { type: 'boolean', description: 'Show the red dot: a staff reply is unread' },
      unread: { type: 'integer', minimum: 0, description: 'Threads with an unread staff reply' },
    }),
  }),
  feedbackListFeedback: endpoint({
    method: 'POST',
    path: '/feedback/list/feedback',
    auth: true,
    summary: 'The borrower’s feedback threads, newest first, optionally of some statuses',
    request: object(
      { page, pageSize, statuses: { type: 'array', items: feedbackStatus, uniqueItems: true } },
      [],
    ),
    response: object({
      list: { type: 'array', items: summary },
      total: { type: 'integer', minimum: 0 },
    }),
  }),
  feedbackCreate: endpoint({
    method: 'POST',
    path: '/feedback/create',
    auth: true,
    summary: 'Opens a feedback thread',
    request: object(
      {
        type: feedbackType,
        description: postText,
        orderNo,
        receiverAccount: { ...text(64), description: 'Wallet the repayment was sent from/to' },
        receipts: images,
        contactTel: mobile,
        contactEmail: text(100),
        contactable: { type: 'boolean', description: 'Staff may call back' },
        appointmentTime: { ...text(100), description: 'When the borrower can be reached' },
      },
      ['type', 'description', 'receipts'],
    ),
    response: object({ id }),
  }),
  feedbackAddLeaveMsg: endpoint({
    method: 'POST',
    path: '/feedback/add/leaveMsg',
    auth: true,
    summary: 'Adds the borrower’s message to a thread',
    request: object({ id, content: postText, images }, ['id', 'content']),
    response: object({ id }),
  }),
  feedbackDetail: endpoint({
    method: 'GET',
    path: '/feedback/detail',
    auth: true,
    summary: 'One thread with its messages; opening it marks staff replies seen',
    request: byId,
    response: object(
      {
        id,
        type: feedbackType,
        description: text(1000),
        status: feedbackStatus,
        orderNo,
        receiverAccount: text(64),
        receipts: { type: 'array', items: url },
        contactTel: text(20),
        contactEmail: text(100),
        contactable: { type: 'boolean' },
        appointmentTime: text(100),
        createTime: epochSeconds,
        messages: { type: 'array', items: message, description: 'Oldest first' },
      },
      ['id', 'type', 'description', 'status', 'receipts', 'createTime', 'messages'],
    ),
  }),
  feedbackListLeaveMessage: endpoint({
    method: 'POST',
    path: '/feedback/list/leave-message',
    auth: true,
    summary: 'Messages of a thread, oldest first',
    request: byId,
    response: object({ list: { type: 'array', items: message } }),
  }),
  feedbackUploadCredential: endpoint({
    method: 'POST',
    path: '/feedback/upload/credential',
    auth: true,
    multipart: true,
    summary: 'Uploads a manual repayment proof (part `file`), checked within 48 hours',
    request: object({ orderNo, payOrderId }, ['orderNo']),
    response: uploadedFile,
  }),
  feedbackUploadFile: endpoint({
    method: 'POST',
    path: '/feedback/uploadFile',
    auth: true,
    multipart: true,
    summary: 'Uploads a feedback image (part `file`: JPEG, PNG or WebP, up to 20 MB)',
    response: uploadedFile,
  }),
  feedbackListQuestionAnswer: endpoint({
    method: 'GET',
    path: '/feedback/list/question_answer',
    auth: false,
    summary: 'Frequent questions and answers in the language of the `lang` header',
    response: object({
      list: { type: 'array', items: object({ id, question: text(500), answer: text(5000) }) },
    }),
  }),
  feedbackSubmitRating: endpoint({
    method: 'POST',
    path: '/feedback/submit-rating',
    auth: true,
    summary: 'Saves the rating popup (1 to 5 stars; none gives ratingRequired)',
    request: object(
      {
        score: { type: 'integer', minimum: 1, maximum: 5, description: 'Missing: ratingRequired' },
        comment: text(500),
        id: { ...id, description: 'The feedback thread rated, if any' },
        orderNo,
      },
      [],
    ),
  }),
} as const;
