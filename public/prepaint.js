// Runs before the first paint: a blocking classic script in <head> (the CSP forbids inline ones).
// 1. The stored theme, so a prerendered page never flashes the other one. The same rule as
//    src/lib/theme.ts (tested against it in src/lib/prepaint.test.ts): "light" or "dark" as
//    stored, anything else follows the system.
// 2. Until the app has mounted (data-app-ready, src/app/app-root.tsx), a form on a prerendered
//    page must not submit natively: that would put what was typed in the address bar. The last
//    such submission is made again, by the app, as soon as it is ready, so a press is not lost.
// 3. The visitor's first press, key or focus marks <html data-interacted>: code that waits for
//    it (src/lib/hydration.ts) must not wait for one that came before the app was there.
// 4. A part of a prerendered page whose code loads on the first interaction carries
//    data-awaits-code until it runs (the sign-in form, src/features/auth/login-form.tsx): a press
//    on one of its buttons or checkboxes, or Enter in one of its fields, is held meanwhile and
//    made again once the code is there. A field of it the visitor leaves meanwhile is named in
//    window.catalystFieldsLeft, so the code judges it when it takes over, as it would have on
//    leaving it (src/lib/hydration.ts).
;(function () {
  var root = document.documentElement
  var ready = function () {
    return root.hasAttribute('data-app-ready')
  }
  try {
    var mode = localStorage.getItem('catalyst_theme')
    var dark =
      mode === 'dark' ||
      (mode !== 'light' &&
        typeof matchMedia === 'function' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    root.classList.toggle('dark', dark)
  } catch {
    // Storage refused (private mode): the app applies the system theme when it starts.
  }
  var interactions = ['pointerdown', 'keydown', 'focusin']
  var interacted = function () {
    root.setAttribute('data-interacted', '')
    interactions.forEach(function (type) {
      document.removeEventListener(type, interacted, true)
    })
  }
  interactions.forEach(function (type) {
    document.addEventListener(type, interacted, true)
  })
  var held = null
  document.addEventListener(
    'submit',
    function (event) {
      if (ready()) return
      event.preventDefault()
      held = { form: event.target, submitter: event.submitter }
    },
    true,
  )
  var heldPress = null
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target
      var control =
        target && target.closest
          ? target.closest('button, input[type="checkbox"], input[type="radio"]')
          : null
      if (!control || !control.closest('[data-awaits-code]')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      heldPress = control
    },
    true,
  )
  // Enter in a field of such a part submits it once its code is there (its submit button is
  // disabled until the form can check what was typed, which would drop the Enter).
  var heldEnter = null
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target
      if (event.key !== 'Enter' || !target || target.tagName !== 'INPUT') return
      var form = target.closest('form[data-awaits-code]')
      if (!form) return
      event.preventDefault()
      heldEnter = form
    },
    true,
  )
  var left = (window.catalystFieldsLeft = [])
  document.addEventListener(
    'focusout',
    function (event) {
      var target = event.target
      if (!target || target.tagName !== 'INPUT' || !target.name) return
      if (!target.closest('form[data-awaits-code]') || left.indexOf(target.name) >= 0) return
      left.push(target.name)
    },
    true,
  )
  if (typeof MutationObserver !== 'function') return
  new MutationObserver(function () {
    var form = heldEnter
    if (form && form.isConnected && !form.closest('[data-awaits-code]')) {
      heldEnter = null
      if (typeof form.requestSubmit === 'function') form.requestSubmit()
    }
    var control = heldPress
    if (!control || !control.isConnected || control.closest('[data-awaits-code]')) return
    heldPress = null
    control.click()
  }).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-awaits-code'] })
  new MutationObserver(function (_records, observer) {
    if (!ready()) return
    observer.disconnect()
    if (!held || !held.form.isConnected || typeof held.form.requestSubmit !== 'function') return
    var submitter = held.submitter
    var usable = submitter && submitter.isConnected && !submitter.disabled
    held.form.requestSubmit(usable ? submitter : undefined)
    held = null
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] })
})()
