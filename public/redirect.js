// Sends the visitor on at once from an old address to the page its script tag names (data-to),
// keeping any #fragment. A file rather than an inline script, so a strict content security policy allows it.
;(function () {
  var script = document.currentScript
  var to = script && script.getAttribute('data-to')
  if (to && to.charAt(0) === '/' && to.charAt(1) !== '/') window.location.replace(to + window.location.hash)
})()
