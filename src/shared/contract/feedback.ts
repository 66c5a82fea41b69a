/** Customer-service feedback calls of spec §7 (feedback fields and statuses of spec §3). */
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
const images = { type: 'array', items: id, maxItems: 6, description: 'fileIds of uploads' };

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
    response: object({ unread: { type: 'integer', minimum: 0 } }),
  }),
  feedbackListFeedback: endpoint({
    method: 'POST',
    path: '/feedback/list/feedback',
    auth: true,
    summary: 'The borrower’s feedback threads, newest first',
    request: object({ page, pageSize }, []),
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
        description: { type: 'string', minLength: 1, maxLength: 1000 },
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
    request: object({ id, content: { type: 'string', minLength: 1, maxLength: 1000 }, images }, [
      'id',
      'content',
    ]),
    response: object({ id }),
  }),
  feedbackDetail: endpoint({
    method: 'GET',
    path: '/feedback/detail',
    auth: true,
    summary: 'One thread; opening it marks staff replies seen',
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
      },
      ['id', 'type', 'description', 'status', 'receipts', 'createTime'],
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
    summary: 'Uploads a feedback image (part `file`, up to 20 MB)',
    response: uploadedFile,
  }),
  feedbackListQuestionAnswer: endpoint({
    method: 'GET',
    path: '/feedback/list/question_answer',
    auth: false,
    summary: 'Frequent questions and answers in the request language',
    response: object({
      list: { type: 'array', items: object({ id, question: text(500), answer: text(5000) }) },
    }),
  }),
  feedbackSubmitRating: endpoint({
    method: 'POST',
    path: '/feedback/submit-rating',
    auth: true,
    summary: 'Saves the rating popup (score 1 to 5)',
    request: object(
      {
        score: { type: 'integer', minimum: 1, maximum: 5 },
        comment: text(500),
        orderNo,
      },
      ['score'],
    ),
  }),
} as const;
