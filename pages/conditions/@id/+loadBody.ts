import type { PageContext } from 'vike/types'
import type { MdxModule } from '../../../renderer/types'

// Lazy: each condition page loads only its own file's body.
const bodies = import.meta.glob<MdxModule>('/content/conditions/*.mdx')

export default function loadBody(pageContext: PageContext): Promise<MdxModule> {
  const load = bodies[`/content/conditions/${pageContext.routeParams.id}.mdx`]
  if (!load) throw new Error(`No condition file for "${pageContext.routeParams.id}"`)
  return load()
}
