// Fails when a source file can reach itself through its imports (issue 33: cycles make a module
// load half-initialised and tie areas together). Runs in `npm run lint`. Each project's files are
// resolved with its own tsconfig (the same resolution the compiler uses), and only value imports
// count: `import type` is erased and cannot form a cycle at run time. Lazy `import()` counts too,
// since it is how a route reaches its page and a page must not reach back.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const projects = ['apps/web', 'apps/server', 'packages/shared']

/** Every file of a project and the files of the same project it imports (values only). */
function graphOf(projectDir) {
  const configPath = path.join(root, projectDir, 'tsconfig.json')
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  )
  if (!config) throw new Error(`cannot read ${configPath}`)
  const files = config.fileNames.filter((file) => !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file))
  const inProject = new Set(files)
  const host = ts.createCompilerHost(config.options)
  const graph = new Map()
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const specifiers = []
    const visit = (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const typeOnly = ts.isImportDeclaration(node)
          ? node.importClause?.isTypeOnly ||
            (node.importClause &&
              !node.importClause.name &&
              node.importClause.namedBindings &&
              ts.isNamedImports(node.importClause.namedBindings) &&
              node.importClause.namedBindings.elements.length > 0 &&
              node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
          : node.isTypeOnly
        if (!typeOnly) specifiers.push(node.moduleSpecifier.text)
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    const targets = new Set()
    for (const specifier of specifiers) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, host).resolvedModule
      const target = resolved?.resolvedFileName && path.resolve(resolved.resolvedFileName)
      if (target && inProject.has(target)) targets.add(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** The cycles of a graph, one per strongly connected component (Tarjan), each as a path. */
function cyclesOf(graph) {
  let index = 0
  const indexOf = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const components = []
  const connect = (node) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)))
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component)
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) connect(node)
  // A readable path through each component: from its first member back to itself.
  return components.map((component) => {
    const members = new Set(component)
    const start = component[component.length - 1]
    const trail = [start]
    const seen = new Set([start])
    let current = start
    for (;;) {
      const nexts = [...(graph.get(current) ?? [])].filter((next) => members.has(next))
      const back = nexts.find((next) => next === start)
      if (back) return [...trail, start]
      const next = nexts.find((candidate) => !seen.has(candidate)) ?? nexts[0]
      if (!next || seen.has(next)) return [...trail, next ?? start]
      trail.push(next)
      seen.add(next)
      current = next
    }
  })
}

let found = 0
for (const project of projects) {
  for (const cycle of cyclesOf(graphOf(project))) {
    found++
    console.error(`import cycle: ${cycle.map((file) => path.relative(root, file)).join(' → ')}`)
  }
}
if (found) {
  console.error(`\n${found} import cycle(s): move what both sides need into a third file.`)
  process.exit(1)
}
console.log('no import cycles')
