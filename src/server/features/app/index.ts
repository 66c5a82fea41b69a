/** The app feature's entry (docs/architecture.md §8, bottom step): where to get the native app. */
export { appRoutes } from './routes';
