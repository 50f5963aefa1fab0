import { Link, useLocation } from '@tanstack/react-router'
import { CreditCard, Languages, LogOut, Monitor, Moon, Sun, Tags, UserRound } from 'lucide-react'
import { useId } from 'react'

import type { CurrentUser } from '@/api/profile/queries'
import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { LANGUAGES, setLanguage, useLanguage, type Language } from '@/lib/language'
import { normalizeRole, roleLabel } from '@/lib/roles'
import { setThemeMode, useThemeMode, type ThemeMode } from '@/lib/theme'

import { profilePathFor } from './nav-items'

export function fullName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ')
}

/**
 * An e-mail address that wraps after its "@" first (a line break the eye expects), and anywhere
 * else only when a part is longer than the line.
 */
function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/**
 * Avatar (or blank), name, e-mail, role; the account's entries (My Profile, and for a Catalyst
 * Pricing and Billing, which no side menu of the spec lists), Language, theme and Sign Out.
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const name = fullName(user)
  const role = normalizeRole(user.role)
  // Billing's portal returns the Catalyst here (issue 36).
  const here = useLocation({ select: (location) => location.href })
  const themeMode = useThemeMode()
  const language = useLanguage()
  const languageLabelId = useId()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Open profile menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {/* Decorative (alt=""): as a named image inside the button it would be content that
            the button's name does not include (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <Avatar name={name} src={user.profileImg ?? undefined} size="sm" alt="" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          {/* The name is written beside it. */}
          <Avatar name={name} src={user.profileImg ?? undefined} alt="" />
          {/* Long names and addresses wrap rather than being cut off; the title shows them
              whole on hover too. */}
          <span className="min-w-0">
            <span className="block font-semibold wrap-break-word" title={name}>
              {name}
            </span>
            <span className="block text-xs wrap-anywhere text-muted-foreground" title={user.email}>
              <WrappingEmail email={user.email} />
            </span>
            <span className="mt-1 inline-block rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">
              {roleLabel(user.role)}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-label="Account">
          <DropdownMenuItem asChild>
            <Link to={profilePathFor(role)}>
              <UserRound aria-hidden /> My Profile
            </Link>
          </DropdownMenuItem>
          {role === 'counsellor' ? (
            <>
              <DropdownMenuItem asChild>
                <Link to="/pricing">
                  <Tags aria-hidden /> Pricing
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/billing" search={{ from: here }}>
                  <CreditCard aria-hidden /> Billing
                </Link>
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuGroup>
        {/* Spec part 1 section 1: English only, kept in local storage (@/lib/language). */}
        <DropdownMenuLabel
          id={languageLabelId}
          className="flex items-center gap-2 text-xs font-medium text-muted-foreground"
        >
          <Languages aria-hidden className="size-4" /> Language
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby={languageLabelId}
          value={language}
          onValueChange={(value) => setLanguage(value as Language)}
        >
          {LANGUAGES.map(({ code, label }) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={themeMode}
          onValueChange={(value) => setThemeMode(value as ThemeMode)}
        >
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden /> Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden /> Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden /> System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/logout">
            <LogOut aria-hidden /> Sign Out
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
