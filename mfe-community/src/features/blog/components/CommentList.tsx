import type { BlogComment } from 'shared-contract';
import { formatCommentDate } from '../model/formatDate';
import { siteImageSrc } from '../model/safeUrl';
import { Author, Avatar, Item, List, Message } from './CommentList.styles';

function CommentAvatar({ comment }: { comment: BlogComment }) {
  const image = comment.UserImage ? siteImageSrc(comment.UserImage) : null;
  return (
    <Avatar aria-hidden="true">
      {image ? <img src={image} alt="" /> : (comment.Name.trim()[0] ?? '?').toUpperCase()}
    </Avatar>
  );
}

export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  if (comments.length === 0) return <p>No comments yet. Be the first to comment!</p>;
  return (
    <List aria-label="Comments">
      {comments.map((comment) => (
        <Item key={comment.CommentID}>
          <CommentAvatar comment={comment} />
          <div>
            <Author>
              {comment.Name}
              <time dateTime={comment.Date}>{formatCommentDate(comment.Date)}</time>
            </Author>
            <Message>{comment.Message}</Message>
          </div>
        </Item>
      ))}
    </List>
  );
}
