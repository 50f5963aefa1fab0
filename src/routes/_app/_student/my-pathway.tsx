import { createFileRoute } from '@tanstack/react-router'

import { StudentChatPanel } from '@/features/chat'

/**
 * My Pathway (spec part 2 section 2). The chat panel with the student's Catalyst is here; the
 * pathway, goals and modules beside it come with the pathways work (issue 14).
 */
export const Route = createFileRoute('/_app/_student/my-pathway')({
  staticData: { title: 'My Pathway' },
  component: MyPathway,
})

function MyPathway() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">My Pathway</h1>
      <StudentChatPanel className="lg:max-w-xl" />
    </div>
  )
}
