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
// 5. The app must take the page over. If its code fails to load or to start (a network blip on a
//    chunk, a service worker that refused), a page that looks usable would never answer: the page
//    reloads by itself once (at most once a minute, remembered for the tab), and if that does not
//    help, or starting takes longer than 20 s, it says so with a Reload button (src/main.tsx
//    reports a start that threw through window.catalystBootFailed).
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
  var RELOADED_KEY = 'catalyst_boot_reloaded_at'
  var notice = null
  var showNotice = function (text, role) {
    if (ready() || !document.body) return
    if (notice) notice.remove()
    notice = document.createElement('div')
    notice.className = 'boot-notice'
    notice.setAttribute('role', role)
    var message = document.createElement('p')
    message.textContent = text
    var reload = document.createElement('button')
    reload.type = 'button'
    reload.textContent = 'Reload'
    reload.addEventListener('click', function () {
      location.reload()
    })
    notice.append(message, reload)
    document.body.append(notice)
  }
  var bootFailed = function () {
    if (ready()) return
    try {
      var last = Number(sessionStorage.getItem(RELOADED_KEY)) || 0
      if (Date.now() - last > 60000) {
        sessionStorage.setItem(RELOADED_KEY, String(Date.now()))
        location.reload()
        return
      }
    } catch {
      // Storage refused: a reload could not know it was the second, so the person decides.
    }
    showNotice('Catalyst could not start. Check your connection, then reload the page.', 'alert')
  }
  window.catalystBootFailed = bootFailed
  // A module script that (or one of whose imports) could not be loaded fires `error` on itself.
  document.addEventListener(
    'error',
    function (event) {
      var target = event.target
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') bootFailed()
    },
    true,
  )
  setTimeout(function () {
    showNotice('Catalyst is taking longer than usual to start.', 'status')
  }, 20000)
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
    if (notice) notice.remove()
    if (!held || !held.form.isConnected || typeof held.form.requestSubmit !== 'function') return
    var submitter = held.submitter
    var usable = submitter && submitter.isConnected && !submitter.disabled
    held.form.requestSubmit(usable ? submitter : undefined)
    held = null
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] })
})()
