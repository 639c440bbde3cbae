import { openingHoursLines, telHref } from '../../lib/shop-info.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { CmsHtml } from './cms-html.tsx'
import { PaymentLogos } from './payment-logos.tsx'
import { useShopInfo } from './shop-info-context.tsx'

/**
 * The footer: the store view's "footer-links" CMS block (absent when it failed to load), the
 * customer service's phone, e-mail and opening hours, and the marks of the offered payment methods.
 */
export function Footer({ links }: { links: string | null }) {
  const t = useT()
  const store = useStore()
  const info = useShopInfo()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links && (
          <nav aria-label={t('footer.label')}>
            <CmsHtml html={links} className="site-footer__links" />
          </nav>
        )}
        {info && (
          <div className="site-footer__service">
            <section className="footer-contact" aria-labelledby="footer-service-title">
              <h2 id="footer-service-title">{t('footer.service')}</h2>
              <dl className="footer-contact__list">
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={telHref(info.phoneIntl)}>{info.phone}</a>
                </dd>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </dd>
                <dt>{t('footer.hours')}</dt>
                <dd>
                  {openingHoursLines(info.openingHours, store.view.locale).map((line) => (
                    <span key={line} className="footer-contact__hours">
                      {line}
                    </span>
                  ))}
                </dd>
              </dl>
            </section>
            <section className="footer-payment" aria-labelledby="footer-payment-title">
              <h2 id="footer-payment-title">{t('footer.payment')}</h2>
              <PaymentLogos />
            </section>
          </div>
        )}
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
