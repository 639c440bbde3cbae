/** /my-account/todos (issue 19, decision 0210): a purchaser's todos across all their customers. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { MyTodos } from '../components/visit-report/my-todos.tsx'
import visitReportCss from '../styles/visit-report.css?url'

export const handle: AccountPageHandle = { accountTitle: 'visitReport.mine.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountTodosPage() {
  return (
    <>
      <link rel="stylesheet" href={visitReportCss} precedence="default" />
      <MyTodos />
    </>
  )
}
