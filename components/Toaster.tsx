/** The global notification area: announced politely by screen readers, never takes focus. */
import { X } from 'lucide-react'
import type { SiteConfig } from '../lib/content/schema'
import { site } from '../lib/site'
import { dismissToast, useToasts } from '../renderer/client/toast'
import { island } from '../renderer/islands'
import styles from './Toaster.module.css'

interface ToasterProps {
  /** The region's and the close button's names in the page's language: given by the server (serverProps). */
  labels: Pick<SiteConfig['labels'], 'notifications' | 'dismissNotification'>
}

function ToasterIsland({ labels }: ToasterProps) {
  const toasts = useToasts()
  return (
    <section className={styles.region} aria-label={labels.notifications}>
      {/* A live region announces each new toast without moving focus; a list element may not take that role itself. */}
      <div role="status" aria-live="polite" aria-atomic="false">
        <ol className={styles.list}>
          {toasts.map((t) => (
            <li className={styles.item} key={t.id} data-toast="">
              <div>
                <p className={styles.title}>{t.title}</p>
                {t.description ? <p className={styles.description}>{t.description}</p> : null}
              </div>
              <button
                className={styles.close}
                type="button"
                aria-label={labels.dismissNotification}
                onClick={() => dismissToast(t.id)}
              >
                <X aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export const Toaster = island('Toaster', ToasterIsland, {
  when: 'interaction',
  // The words come from the page, so the island's code holds no site.yaml (the browser's build drops this).
  serverProps: import.meta.env.SSR
    ? () => ({
        labels: { notifications: site.labels.notifications, dismissNotification: site.labels.dismissNotification },
      })
    : undefined,
})
