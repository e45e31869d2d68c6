/**
 * Wrapped so the page's first `Intl.DateTimeFormat` is not created while the page hydrates: the
 * server already printed the date (see src/components/KeepServerMarkup). Rendered as usual after a
 * client-side navigation.
 */
import React, { type ReactNode } from 'react'
import LastUpdated from '@theme-original/LastUpdated'
import type LastUpdatedType from '@theme/LastUpdated'
import type { WrapperProps } from '@docusaurus/types'
import KeepServerMarkup from '@site/src/components/KeepServerMarkup'

type Props = WrapperProps<typeof LastUpdatedType>

export default function LastUpdatedWrapper(props: Props): ReactNode {
	return (
		<KeepServerMarkup>
			<LastUpdated {...props} />
		</KeepServerMarkup>
	)
}
