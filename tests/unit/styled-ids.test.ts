import { describe, expect, it } from 'vitest'
import { addStyledIds } from '../../lib/styled-ids'

describe('styled component ids', () => {
  it('names each styled component after its file and variable, the same on every build', () => {
    const code =
      'const Bar = styled.header`color: red;`\nconst Link = styled(Base).attrs({ x: 1 })`color: blue;`\nexport default styled.div`margin: 0;`'
    const once = addStyledIds(code, 'components/Header.tsx')
    expect(once).toBe(addStyledIds(code, 'components/Header.tsx'))
    expect(once).toMatch(/const Bar = styled\.header\.withConfig\(\{ componentId: "Bar-\w{6}" \}\)`color: red;`/)
    expect(once).toMatch(/const Link = styled\(Base\)\.withConfig\(\{ componentId: "Link-\w{6}" \}\)\.attrs/)
    expect(once).toMatch(/export default styled\.div\.withConfig\(\{ componentId: "sc-\w{6}" \}\)`/)
    expect(addStyledIds(code, 'components/Footer.tsx')).not.toBe(once)
    expect(addStyledIds(once, 'components/Header.tsx')).toBe(once)
  })
})
