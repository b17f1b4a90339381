// Sends the visitor on at once from an old address to the page its script tag names (data-to),
// keeping any #fragment of the old address unless the new one names its own part of the page
// (/resources#faq), as browsers do with a host's redirect. A file rather than an inline script,
// so a strict content security policy allows it.
;(function () {
  var script = document.currentScript
  var to = script && script.getAttribute('data-to')
  if (to && to.charAt(0) === '/' && to.charAt(1) !== '/') window.location.replace(to.indexOf('#') === -1 ? to + window.location.hash : to)
})()
