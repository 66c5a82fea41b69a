/** HTTP side of the feedback calls (docs/product.md §7): payload in, service call, data out. */
import { requestLanguage } from '../../messages';
import type { RouteHandlers, ServerDeps } from '../../types';
import { faqFor } from './faq';
import * as threads from './threads';
import { upload } from './uploads';

export function feedbackRoutes(deps: ServerDeps): RouteHandlers {
  return {
    feedbackCreate: ({ user, payload }) => threads.create(deps, user.userId, payload),
    feedbackListFeedback: ({ user, payload }) => threads.list(deps, user.userId, payload),
    feedbackDetail: ({ user, payload }) => threads.detail(deps, user.userId, payload.id),
    feedbackListLeaveMessage: ({ user, payload }) =>
      threads.messages(deps, user.userId, payload.id),
    feedbackAddLeaveMsg: ({ user, payload }) => threads.addMessage(deps, user.userId, payload),
    feedbackRedDotMarker: ({ user }) => threads.redDot(deps, user.userId),
    feedbackSubmitRating: ({ user, payload }) => threads.rate(deps, user.userId, payload),
    feedbackUploadFile: ({ user, files }) => upload(deps, user.userId, files, 'image'),
    feedbackUploadCredential: ({ user, files, payload }) =>
      upload(deps, user.userId, files, 'credential', payload),
    feedbackListQuestionAnswer: async ({ request }) => ({
      list: [...faqFor(requestLanguage(request.headers.lang))],
    }),
  };
}
