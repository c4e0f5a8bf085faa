import { useEffect } from 'react';
import type { ControlArgs } from './controlAttributes';
import { controlScene } from './controlScene';
import { StoryForm } from './StoryForm';
import { storyMock } from './storyMock';

/**
 * A `Controls/<Type>` story: its args (the field's attributes, the form's language) made into an
 * envelope and rendered with `<FieldsForm initialEnvelope>`; a changed arg renders the form anew.
 * On the mock service the mock serves the same envelope, so a re-call or a reload answers with
 * the field as the panel set it.
 *
 * @example
 * render: (args) => <ControlStory {...args} />,
 */
export function ControlStory(args: ControlArgs) {
  const { props, mock } = controlScene(args);
  const organizationId = mock?.organizationId;
  // The envelope as text: a new object each render, the same text while the args are the same.
  const served = mock ? JSON.stringify(mock.envelope) : null;
  useEffect(() => {
    if (organizationId && served) storyMock.state.setEnvelope(organizationId, JSON.parse(served));
  }, [organizationId, served]);
  return <StoryForm {...props} />;
}
