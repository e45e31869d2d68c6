/**
 * Docusaurus' page template with one change: the app's scripts are preloaded, and a small inline loader
 * starts them once the first content is on screen (deferred scripts often ran before the first paint,
 * which then waited for main.js). Why: MAINTAINING.md, "Loading and hydration".
 * The loader's text is the same on every page: the page's script list is in its `data-scripts`
 * attribute, so the Content-Security-Policy allows the loader by one hash on every page
 * (plugins/security/csp) instead of one hash per page.
 * `eta` syntax: `<%= %>` escapes, `<%~ %>` writes raw.
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
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">${loader}(JSON.parse(document.currentScript.dataset.scripts))</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`
