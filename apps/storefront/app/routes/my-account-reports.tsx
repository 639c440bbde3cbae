/** /my-account/reports (issue 19, decision 0208): a purchaser's visit reports and todos per customer. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { CustomerReports } from '../components/visit-report/customer-reports.tsx'
import visitReportCss from '../styles/visit-report.css?url'

export const handle: AccountPageHandle = { accountTitle: 'visitReport.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountReportsPage() {
  return (
    <>
      <link rel="stylesheet" href={visitReportCss} precedence="default" />
      <CustomerReports />
    </>
  )
}
