import { createContext, useContext, type FormEvent, type FormHTMLAttributes } from 'react'

/**
 * How a stand-in page's forms reach their action. Without a poster (the Node server's HTML) a
 * form posts as any form does, and the server answers; in a tab the poster takes the same fields
 * and the page stays. `busy` is true while a post is on its way.
 */
export interface Posting {
  post: ((fields: URLSearchParams) => Promise<void>) | null
  busy: boolean
}

const PostingContext = createContext<Posting>({ post: null, busy: false })

export const PostingProvider = PostingContext.Provider

export function usePosting(): Posting {
  return useContext(PostingContext)
}

/** The fields a post would send: the form's, and the button pressed (its name and value). */
function fieldsOf(event: FormEvent<HTMLFormElement>): URLSearchParams {
  const fields = new URLSearchParams()
  new FormData(event.currentTarget).forEach((value, name) => {
    if (typeof value === 'string') fields.append(name, value)
  })
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  if (submitter instanceof HTMLButtonElement && submitter.name)
    fields.append(submitter.name, submitter.value)
  return fields
}

type PostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit'>

/** A form that posts back to the page's own address (the server's and the tab's alike). */
export function PostForm(props: PostFormProps) {
  const { post } = usePosting()
  return (
    <form
      method="post"
      noValidate
      {...props}
      onSubmit={
        post
          ? (event) => {
              event.preventDefault()
              void post(fieldsOf(event))
            }
          : undefined
      }
    />
  )
}
