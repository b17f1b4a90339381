/**
 * The insurers the clinic accepts (content/site.yaml's insurance), as a checklist with its note:
 * one list that every page about paying shows, so no two pages name different insurers.
 */
import { site } from '../lib/site'
import { CheckList } from './CheckList'

export function InsurancePlans() {
  return (
    <>
      <CheckList items={site.insurance.plans} />
      <p data-insurance-note="">{site.insurance.note}</p>
    </>
  )
}
