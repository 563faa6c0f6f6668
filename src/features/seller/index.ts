// What other parts of the app may use of the seller feature: the store application page and the
// operator's review of applications.
export { StoreApplicationPage } from './components/store-application.tsx';
export { StoreApplicationsReview } from './components/store-applications-review.tsx';
