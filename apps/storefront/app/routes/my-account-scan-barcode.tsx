/**
 * /my-account/scan-barcode and /de/my-account/scan-barcode (issue 19; spec 001 §2: the account
 * area's barcode scanner, in the minimal layout): camera or typed EAN codes, the product, a scan list.
 */
import { accountPageMeta } from '../components/account/account-page.ts'
import { ScanPage } from '../components/scan/scan-page.tsx'

export const meta = accountPageMeta('scan.title')

export default function MyAccountScanBarcodePage() {
  return <ScanPage />
}
