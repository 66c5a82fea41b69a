/** The country feature's entry (docs/architecture.md §8, bottom step): the country calls. */
export { countryRoutes } from './routes';
