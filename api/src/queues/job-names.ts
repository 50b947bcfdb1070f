/** The job names live in the web-visible contract; the queue contract reads them from there. */
export { JobName } from '../shared/contracts/job-names';
