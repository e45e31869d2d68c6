/**
 * The page shell Docusaurus renders every HTML file with: its own template with one change, in how
 * the app's scripts start.
 *
 * Stock pages list them as `<script defer>`. Deferred scripts run as soon as the HTML is parsed,
 * which on a fast connection is often before the browser has painted anything: the page's text then
 * waits for main.js to be evaluated, and Lighthouse counts every script in the largest paint.
 * Here each script is a `<link rel="preload">` (downloaded as early as before, in parallel, and at
 * the same low priority: a high one would let scripts compete with the stylesheet) and a
 * small inline loader adds the `<script>` elements once the document is parsed and its first content
 * is on screen, in the same order and without `async`, so they run as deferred scripts would, a
 * frame or two later. Webpack finds those elements when main.js asks for the same chunks, so nothing is fetched
 * twice. Without JavaScript nothing changes: the HTML is the whole page.
 *
 * `eta` syntax: `<%= %>` escapes, `<%~ %>` writes raw. The script names are our own asset paths.
 */
const loader = [
	'(function (scripts) {',
	'  var started = false',
	'  function start() {',
	'    if (started) return',
	'    started = true',
	'    scripts.forEach(function (src) {',
	"      var script = document.createElement('script')",
	'      script.src = src',
	'      script.async = false',
	'      document.head.appendChild(script)',
	'    })',
	'  }',
	// The first contentful paint's entry is reported once that frame is on screen, which is later
	// than the frame's own requestAnimationFrame callback.
	'  function afterPaint() {',
	'    var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []',
	"    if (paint.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0) })",
	'    new PerformanceObserver(function (list, observer) {',
	'      if (!list.getEntriesByName("first-contentful-paint").length) return',
	'      observer.disconnect()',
	'      setTimeout(start, 0)',
	"    }).observe({ type: 'paint', buffered: true })",
	'  }',
	"  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)",
	'  else afterPaint()',
	// A hidden tab paints nothing: start anyway after a while.
	'  setTimeout(start, 3000)',
	'})',
].join('\n')

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`
