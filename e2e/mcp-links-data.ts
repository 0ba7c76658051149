/** A tools/list shaped like a real GitHub MCP server's (names, nesting, hints), small enough for the link journeys. */
const text = (description: string) => ({ type: 'string', description });

export const GITHUB_LIKE = {
  tools: [
    {
      name: 'create_issue',
      description: 'Create a new issue in a GitHub repository.',
      inputSchema: {
        type: 'object',
        properties: {
          owner: text('Repository owner'),
          repo: text('Repository name'),
          title: text('Issue title'),
        },
        required: ['owner', 'repo', 'title'],
      },
      annotations: { title: 'Open new issue', readOnlyHint: false },
    },
    {
      name: 'get_file_contents',
      description: 'Get the contents of a file or directory from a GitHub repository',
      inputSchema: {
        type: 'object',
        properties: { owner: text('Repository owner'), repo: text('Repository name'), path: text('Path') },
        required: ['owner', 'repo'],
      },
      annotations: { title: 'Get file or directory contents', readOnlyHint: true },
    },
    {
      name: 'get_issue',
      description: 'Get details of a specific issue in a GitHub repository.',
      inputSchema: {
        type: 'object',
        properties: {
          owner: text('The owner of the repository'),
          repo: text('The name of the repository'),
          issue_number: { type: 'number', description: 'The number of the issue' },
        },
        required: ['owner', 'repo', 'issue_number'],
      },
      annotations: { title: 'Get issue details', readOnlyHint: true },
    },
    {
      name: 'list_issues',
      description: 'List issues in a GitHub repository.',
      inputSchema: {
        type: 'object',
        properties: {
          owner: text('Repository owner'),
          repo: text('Repository name'),
          state: { type: 'string', enum: ['OPEN', 'CLOSED'], description: 'Filter by state' },
        },
        required: ['owner', 'repo'],
      },
      annotations: { title: 'List issues', readOnlyHint: true },
    },
    {
      name: 'push_files',
      description: 'Push multiple files to a GitHub repository in a single commit',
      inputSchema: {
        type: 'object',
        properties: {
          branch: text('Branch to push to'),
          files: {
            type: 'array',
            description: 'Array of file objects to push, each object with path (string) and content (string)',
            items: {
              type: 'object',
              additionalProperties: false,
              properties: { content: text('file content'), path: text('path to the file') },
              required: ['path', 'content'],
            },
          },
          message: text('Commit message'),
          owner: text('Repository owner'),
          repo: text('Repository name'),
        },
        required: ['owner', 'repo', 'branch', 'files', 'message'],
      },
      annotations: { title: 'Push files to repository', readOnlyHint: false },
    },
  ],
};
