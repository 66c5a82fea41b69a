/** HTTP side of the feedback calls (spec §7): payload in, service call, data out. */
import { ApiError } from '../../api-error';
import { requestLanguage } from '../../messages';
import type { AuthUser, RouteHandlers, ServerDeps } from '../../types';
import { faqFor } from './faq';
import * as threads from './threads';
import { upload } from './uploads';

function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}

export function feedbackRoutes(deps: ServerDeps): RouteHandlers {
  return {
    feedbackCreate: ({ user, payload }) => threads.create(deps, signedIn(user), payload),
    feedbackListFeedback: ({ user, payload }) => threads.list(deps, signedIn(user), payload),
    feedbackDetail: ({ user, payload }) => threads.detail(deps, signedIn(user), payload.id),
    feedbackListLeaveMessage: ({ user, payload }) =>
      threads.messages(deps, signedIn(user), payload.id),
    feedbackAddLeaveMsg: ({ user, payload }) => threads.addMessage(deps, signedIn(user), payload),
    feedbackRedDotMarker: ({ user }) => threads.redDot(deps, signedIn(user)),
    feedbackSubmitRating: ({ user, payload }) => threads.rate(deps, signedIn(user), payload),
    feedbackUploadFile: ({ user, files }) => upload(deps, signedIn(user), files, 'image'),
    feedbackUploadCredential: ({ user, files, payload }) =>
      upload(deps, signedIn(user), files, 'credential', payload),
    feedbackListQuestionAnswer: async ({ request }) => ({
      list: [...faqFor(requestLanguage(request.headers.lang))],
    }),
  };
}
