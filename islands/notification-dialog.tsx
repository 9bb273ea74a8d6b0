// Home's notification popup (spec §2).
import { island } from '#renderer/island.tsx'
import { NotificationDialog } from '#components/home/NotificationDialog.tsx'

export default island('notification-dialog', NotificationDialog)
