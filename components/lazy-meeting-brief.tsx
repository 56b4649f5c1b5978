import { lazyView } from './lazy-view';
import type { MeetingBrief } from './meeting-brief';

/** A calendar event's brief, loaded when a meeting is first shown, with a skeleton meanwhile. */
export const LazyMeetingBrief = lazyView<Parameters<typeof MeetingBrief>[0]>(
  () => import('./meeting-brief').then((module) => module.MeetingBrief),
  'meeting',
  {
    loading: 'panel.meetingBriefLoading',
    waitingFor: 'panel.meetingBriefWaitingFor',
    failed: 'panel.meetingBriefFailed',
  },
);
