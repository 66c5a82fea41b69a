/**
 * The portal feature's entry (docs/architecture.md §8, top step): the borrower's Home and its
 * facts, held fresh by the server from the moment it starts.
 */
export { portalRoutes } from './routes';
export { holdHomeFacts } from './home-facts-cache';
