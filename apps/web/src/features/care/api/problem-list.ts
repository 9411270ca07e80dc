import { careArea } from '../../../shared/http/areas.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const problemList = careArea('problemList');

/** The borrower's complaints, in the tabs the server defines (docs/screens.md "Complaint list"). */
export const problemListQuery = () => readQuery(['care', 'list'], problemList);

/** `/complaintList`. */
export const complaintListPage = pageData('complaintList', () => ({
  complaints: problemListQuery(),
}));
